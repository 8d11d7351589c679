import { fields, minimumAge } from '@wl/contract';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SubmitButton, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { CheckboxField, Field } from '@/shared/forms/field';
import { useSiteStore } from '@/shared/session/site-store';
import { type SignupStarted, signUp } from '../api/sign-up';
import { countryName } from '../lib/intl';
import { forgetReferrerCode, referrerCode } from '../lib/signup-attribution';
import { type SignupData, type SignupField, signupRules } from '../lib/signup-rules';
import { loadPhoneRules } from '../lib/site-phone';
import { type AfterLogin, useAfterLogin } from '../lib/use-after-login';
import { AccountIdField, AuthForm, OtherWayIn, PhoneField } from './auth-form';
import { NewPasswordField } from './new-password-field';
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

  async function submit(data: SignupData) {
    const outcome = await signUp(data, search);
    if (outcome.status === 'ok') {
      onStarted(outcome.value);
      return 'leaving';
    }
    if (outcome.status === 'invalid') showFieldErrors(form.setError, outcome.errors);
    return undefined;
  }

  return (
    <AuthForm
      form={form}
      onSubmit={submit}
      footer={
        offerLogin && (
          <OtherWayIn question={t('auth.register.haveAccount')} link={t('login')} to={PATHS.login} onLeave={onLeave} />
        )
      }
    >
      <AccountIdField
        id={fieldId('account_id')}
        error={errors.account_id?.message}
        registration={form.register('account_id')}
        hint={t('auth.register.accountIdHint', { min: fields.ACCOUNT_ID_MIN, max: fields.ACCOUNT_ID_MAX })}
        maxLength={fields.ACCOUNT_ID_MAX}
      />
      <NewPasswordField
        id={fieldId('password')}
        label={t('password')}
        error={errors.password?.message}
        registration={form.register('password')}
        strengthOf={{ password, accountId }}
      />
      <PhoneField
        id={fieldId('contact_phone')}
        error={errors.contact_phone?.message}
        registration={form.register('contact_phone')}
        hint={
          country
            ? t('auth.register.phoneHint', { country: countryName(country, i18n.language) })
            : t('auth.register.phoneHintAnyCountry')
        }
      />
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
    </AuthForm>
  );
}
