import { fields, minimumAge } from '@wl/contract';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ContractForm, SubmitButton, type SubmitEnd, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { CheckboxField, Field } from '@/shared/forms/field';
import { PasswordInput } from '@/shared/forms/password-input';
import { useSiteStore } from '@/shared/session/site-store';
import { type SignupStarted, signUp } from '../api/sign-up';
import { countryName } from '../lib/intl';
import { usePhoneKeyFilter } from '../lib/phone-key-filter';
import { forgetReferrerCode, referrerCode } from '../lib/signup-attribution';
import { type SignupData, type SignupField, signupRules } from '../lib/signup-rules';
import { loadPhoneRules } from '../lib/site-phone';
import { type AfterLogin, useAfterLogin } from '../lib/use-after-login';
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
  const [invitedBy] = useState(() => referrerCode(search));
  const form = useContractForm(signupRules(country), {
    account_id: '',
    password: '',
    contact_phone: '',
    contact_email: '',
    referrer_code: invitedBy,
    age_confirmed: false,
    terms_accepted: false,
  });
  const [accountId, password, referrer] = useWatch({
    control: form.control,
    name: ['account_id', 'password', 'referrer_code'],
  });
  const { errors } = form.formState;

  // Fetched while the player types, so checking the phone on submit does not wait for it.
  useEffect(() => {
    loadPhoneRules().catch(() => {});
  }, []);

  const fieldId = (field: SignupField) => `${id}-${field}`;

  async function submit(data: SignupData): Promise<SubmitEnd> {
    const outcome = await signUp(data, search);
    if (outcome.status === 'ok') {
      onStarted(outcome.value);
      return 'leaving';
    }
    if (outcome.status === 'invalid') showFieldErrors(form.setError, outcome.errors);
    return undefined;
  }

  return (
    <ContractForm
      form={form}
      onSubmit={submit}
      className="auth-form"
      fieldsetClassName="auth-fields"
      footer={
        offerLogin && (
          <p className="auth-footer">
            {t('auth.register.haveAccount')}{' '}
            <Link to={PATHS.login} onClick={onLeave}>
              {t('login')}
            </Link>
          </p>
        )
      }
    >
      <Field
        id={fieldId('account_id')}
        label={t('accountId')}
        error={errors.account_id?.message}
        hint={t('auth.register.accountIdHint', { min: fields.ACCOUNT_ID_MIN, max: fields.ACCOUNT_ID_MAX })}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('account_id')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={fields.ACCOUNT_ID_MAX}
            required
          />
        )}
      </Field>
      <Field
        id={fieldId('password')}
        label={t('password')}
        error={errors.password?.message}
        hint={
          <>
            <PasswordStrengthMeter password={password} accountId={accountId} />
            <span>{t('auth.register.passwordHint', { min: fields.PASSWORD_MIN })}</span>
          </>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password')}
            autoComplete="new-password"
            maxLength={fields.PASSWORD_MAX}
            required
          />
        )}
      </Field>
      <Field
        id={fieldId('contact_phone')}
        label={t('auth.phone')}
        error={errors.contact_phone?.message}
        hint={
          country
            ? t('auth.register.phoneHint', { country: countryName(country, i18n.language) })
            : t('auth.register.phoneHintAnyCountry')
        }
      >
        {(control) => (
          <input
            {...control}
            {...form.register('contact_phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={16}
            required
            {...phoneFilter}
          />
        )}
      </Field>
      <Field id={fieldId('contact_email')} label={t('auth.register.email')} error={errors.contact_email?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('contact_email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
          />
        )}
      </Field>
      <Field
        id={fieldId('referrer_code')}
        label={t('auth.register.referrerCode')}
        error={errors.referrer_code?.message}
        hint={invitedBy && referrer === invitedBy ? t('auth.register.referrerFromLink') : undefined}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('referrer_code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
          />
        )}
      </Field>
      <CheckboxField
        id={fieldId('age_confirmed')}
        label={t('auth.register.ageConfirmed', { age: minAge })}
        error={errors.age_confirmed?.message}
      >
        {(control) => <input {...control} type="checkbox" {...form.register('age_confirmed')} />}
      </CheckboxField>
      <CheckboxField
        id={fieldId('terms_accepted')}
        label={t('auth.register.termsAccepted')}
        error={errors.terms_accepted?.message}
        hint={
          // A new tab, so the form keeps what the player typed.
          <Link to={PATHS.termCondition} target="_blank" rel="noopener">
            {t('auth.register.readTerms')}
          </Link>
        }
      >
        {(control) => <input {...control} type="checkbox" {...form.register('terms_accepted')} />}
      </CheckboxField>
      <SubmitButton
        className="button button-primary auth-submit"
        label={t('auth.register.submit')}
        busyLabel={t('auth.register.submitting')}
      />
    </ContractForm>
  );
}
