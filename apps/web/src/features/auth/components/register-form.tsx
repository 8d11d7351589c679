import { fields, minimumAge } from '@wl/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CheckboxField, Field } from '@/shared/forms/field';
import type { FieldErrors } from '@/shared/forms/form-outcome';
import { useSiteStore } from '@/shared/session/site-store';
import { type SignupStarted, signUp } from '../api/sign-up';
import { focusFirstInvalid } from '../lib/focus';
import { countryName } from '../lib/intl';
import { usePhoneKeyFilter } from '../lib/phone-key-filter';
import { forgetReferrerCode, referrerCode } from '../lib/signup-attribution';
import type { SignupConsent, SignupField, SignupValues } from '../lib/signup-rules';
import { loadPhoneRules } from '../lib/site-phone';
import { type AfterLogin, useAfterLogin } from '../lib/use-after-login';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SignupVerification } from './signup-verification';
import './auth.css';
import { PATHS } from '@/config/routes';

export interface RegisterFormProps extends AfterLogin {
  /** the player follows the log-in link (a modal closes itself here) */
  onLeave?: () => void;
  /** false where the surrounding surface already offers login */
  offerLogin?: boolean;
}

/**
 * Registration for /register and the sign-in modal: the account details, then the code sent to
 * the phone. The verified player is logged in at once and goes to ?redirect or the destination.
 */
export function RegisterForm({ destination, onLoggedIn, onLeave, offerLogin = true }: RegisterFormProps) {
  const { t } = useTranslation('ui');
  const afterLogin = useAfterLogin({ destination, onLoggedIn });
  const [started, setStarted] = useState<SignupStarted | null>(null);

  if (started) {
    return (
      <SignupVerification
        accountId={started.accountId}
        initialSent={started.sent}
        intro={<p>{t('auth.register.codeSent', { account: started.accountId })}</p>}
        onVerified={() => {
          forgetReferrerCode();
          afterLogin();
        }}
      />
    );
  }
  return <SignupDetails onStarted={setStarted} onLeave={onLeave} offerLogin={offerLogin} />;
}

const EMPTY: Omit<SignupValues, 'referrer_code'> = { account_id: '', password: '', contact_phone: '', contact_email: '' };
const UNTICKED: SignupConsent = { age_confirmed: false, terms_accepted: false };

function SignupDetails({
  onStarted,
  onLeave,
  offerLogin,
}: {
  onStarted(started: SignupStarted): void;
  onLeave?: () => void;
  offerLogin: boolean;
}) {
  const { t, i18n } = useTranslation('ui');
  const id = useId();
  const { search } = useLocation();
  const country = useSiteStore((state) => state.site?.country);
  // Startup always sends min_age; before it arrives, the country's default stands in.
  const minAge = useSiteStore((state) => state.site?.min_age ?? minimumAge(state.site?.country ?? '', null));
  const phoneFilter = usePhoneKeyFilter();
  const formRef = useRef<HTMLFormElement>(null);
  const [invitedBy] = useState(() => referrerCode(search));
  const [values, setValues] = useState<SignupValues>({ ...EMPTY, referrer_code: invitedBy });
  const [consent, setConsent] = useState<SignupConsent>(UNTICKED);
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [pending, setPending] = useState(false);

  // Fetched while the player types, so checking the phone on submit does not wait for it.
  useEffect(() => {
    loadPhoneRules().catch(() => {});
  }, []);

  const change = (field: keyof SignupValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const tick = (field: keyof SignupConsent) => (event: { target: { checked: boolean } }) =>
    setConsent((current) => ({ ...current, [field]: event.target.checked }));
  const fieldId = (field: SignupField) => `${id}-${field}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    const outcome = await signUp(values, consent, { country, search });
    if (outcome.status === 'ok') {
      onStarted(outcome.value);
      return;
    }
    flushSync(() => {
      setPending(false);
      if (outcome.status === 'invalid') setErrors(outcome.errors);
    });
    focusFirstInvalid(formRef.current);
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
      <fieldset className="auth-fields" disabled={pending}>
        <Field
          id={fieldId('account_id')}
          label={t('accountId')}
          error={errors.account_id}
          hint={t('auth.register.accountIdHint', { min: fields.ACCOUNT_ID_MIN, max: fields.ACCOUNT_ID_MAX })}
        >
          {(control) => (
            <input
              {...control}
              name="account_id"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={fields.ACCOUNT_ID_MAX}
              required
              value={values.account_id}
              onChange={change('account_id')}
            />
          )}
        </Field>
        <Field
          id={fieldId('password')}
          label={t('password')}
          error={errors.password}
          hint={
            <>
              <PasswordStrengthMeter password={values.password} accountId={values.account_id} />
              <span>{t('auth.register.passwordHint', { min: fields.PASSWORD_MIN })}</span>
            </>
          }
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="new-password"
              maxLength={fields.PASSWORD_MAX}
              required
              value={values.password}
              onChange={change('password')}
            />
          )}
        </Field>
        <Field
          id={fieldId('contact_phone')}
          label={t('auth.phone')}
          error={errors.contact_phone}
          hint={
            country
              ? t('auth.register.phoneHint', { country: countryName(country, i18n.language) })
              : t('auth.register.phoneHintAnyCountry')
          }
        >
          {(control) => (
            <input
              {...control}
              name="contact_phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={16}
              required
              value={values.contact_phone}
              onChange={change('contact_phone')}
              {...phoneFilter}
            />
          )}
        </Field>
        <Field id={fieldId('contact_email')} label={t('auth.register.email')} error={errors.contact_email}>
          {(control) => (
            <input
              {...control}
              name="contact_email"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              value={values.contact_email}
              onChange={change('contact_email')}
            />
          )}
        </Field>
        <Field
          id={fieldId('referrer_code')}
          label={t('auth.register.referrerCode')}
          error={errors.referrer_code}
          hint={invitedBy && values.referrer_code === invitedBy ? t('auth.register.referrerFromLink') : undefined}
        >
          {(control) => (
            <input
              {...control}
              name="referrer_code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              value={values.referrer_code}
              onChange={change('referrer_code')}
            />
          )}
        </Field>
        <CheckboxField
          id={fieldId('age_confirmed')}
          label={t('auth.register.ageConfirmed', { age: minAge })}
          error={errors.age_confirmed}
        >
          {(control) => (
            <input
              {...control}
              type="checkbox"
              name="age_confirmed"
              checked={consent.age_confirmed}
              onChange={tick('age_confirmed')}
            />
          )}
        </CheckboxField>
        <CheckboxField
          id={fieldId('terms_accepted')}
          label={t('auth.register.termsAccepted')}
          error={errors.terms_accepted}
          hint={
            // A new tab, so the form keeps what the player typed.
            <Link to={PATHS.termCondition} target="_blank" rel="noopener">
              {t('auth.register.readTerms')}
            </Link>
          }
        >
          {(control) => (
            <input
              {...control}
              type="checkbox"
              name="terms_accepted"
              checked={consent.terms_accepted}
              onChange={tick('terms_accepted')}
            />
          )}
        </CheckboxField>
        <button type="submit" className="button button-primary auth-submit">
          {pending ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
      </fieldset>
      {offerLogin && (
        <p className="auth-footer">
          {t('auth.register.haveAccount')}{' '}
          <Link to={PATHS.login} onClick={onLeave}>
            {t('login')}
          </Link>
        </p>
      )}
    </form>
  );
}
