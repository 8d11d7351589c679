import { fields } from '@wl/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contractResolver, useContractForm } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import type { FieldErrors } from '@/shared/forms/form-outcome';
import { useSiteStore } from '@/shared/session/site-store';
import { type ResetRequestField, requestPasswordReset } from '../api/request-password-reset';
import { checkConfirmation, type NewPassword, type ResetValues, resetFields, resetPassword } from '../api/reset-password';
import { focusFirstInvalid } from '../lib/focus';
import { countryName } from '../lib/intl';
import { usePhoneKeyFilter } from '../lib/phone-key-filter';
import { loadPhoneRules } from '../lib/site-phone';
import type { TacSent } from '../lib/tac';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';
import { TacForm } from './tac-step';
import './auth.css';
import { PATHS } from '@/config/routes';

type Details = Record<ResetRequestField, string>;
type Step = { name: 'details' } | { name: 'reset'; sent: TacSent & { accountId: string } } | { name: 'done' };

/**
 * Password recovery: account id and phone (forgot_password), then the code with a new password
 * (reset_password). The reset ends every session, so the player then logs in afresh.
 */
export function ForgotPasswordFlow() {
  const [step, setStep] = useState<Step>({ name: 'details' });
  const [details, setDetails] = useState<Details>({ account_id: '', contact_phone: '' });
  const country = useSiteStore((state) => state.site?.country);

  if (step.name === 'done') return <ResetDone />;
  if (step.name === 'reset') {
    return (
      <NewPasswordStep
        sent={step.sent}
        onResend={() => requestPasswordReset(details, country)}
        onDone={() => setStep({ name: 'done' })}
        onBack={() => setStep({ name: 'details' })}
      />
    );
  }
  return (
    <DetailsStep details={details} onChange={setDetails} country={country} onSent={(sent) => setStep({ name: 'reset', sent })} />
  );
}

function DetailsStep({
  details,
  onChange,
  country,
  onSent,
}: {
  details: Details;
  onChange(details: Details): void;
  country: string | undefined;
  onSent(sent: TacSent & { accountId: string }): void;
}) {
  const { t, i18n } = useTranslation('ui');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const phoneFilter = usePhoneKeyFilter();
  const [errors, setErrors] = useState<FieldErrors<ResetRequestField>>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    loadPhoneRules().catch(() => {});
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    const outcome = await requestPasswordReset(details, country);
    if (outcome.status === 'ok') {
      onSent(outcome.value);
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
      <p className="auth-intro">{t('auth.forgot.intro')}</p>
      <fieldset className="auth-fields" disabled={pending}>
        <Field id={`${id}-account-id`} label={t('accountId')} error={errors.account_id}>
          {(control) => (
            <input
              {...control}
              name="account_id"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={details.account_id}
              onChange={(event) => onChange({ ...details, account_id: event.target.value })}
            />
          )}
        </Field>
        <Field
          id={`${id}-phone`}
          label={t('auth.phone')}
          error={errors.contact_phone}
          hint={country ? t('auth.forgot.phoneHint', { country: countryName(country, i18n.language) }) : undefined}
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
              value={details.contact_phone}
              onChange={(event) => onChange({ ...details, contact_phone: event.target.value })}
              {...phoneFilter}
            />
          )}
        </Field>
        <button type="submit" className="button button-primary auth-submit">
          {pending ? t('auth.tac.sending') : t('auth.forgot.sendCode')}
        </button>
      </fieldset>
      <p className="auth-footer">
        <Link to={PATHS.login}>{t('auth.forgot.backToLogin')}</Link>
      </p>
    </form>
  );
}

const newPasswordRules = contractResolver<ResetValues, NewPassword>(resetFields, checkConfirmation);

function NewPasswordStep({
  sent,
  onResend,
  onDone,
  onBack,
}: {
  sent: TacSent & { accountId: string };
  onResend: () => ReturnType<typeof requestPasswordReset>;
  onDone(): void;
  onBack(): void;
}) {
  const { t } = useTranslation('ui');
  const id = useId();
  const form = useContractForm(newPasswordRules, { tac: '', new_password: '', confirm_password: '' });
  const newPassword = useWatch({ control: form.control, name: 'new_password' });
  const { errors } = form.formState;

  return (
    <TacForm
      form={form}
      intro={<p>{t('auth.forgot.codeSentIfMatch')}</p>}
      initialSent={sent}
      submitLabel={t('auth.forgot.submit')}
      pendingLabel={t('auth.forgot.submitting')}
      onSubmit={async (values) => {
        const outcome = await resetPassword(sent.accountId, values);
        if (outcome.status === 'ok') onDone();
        return outcome;
      }}
      onResend={onResend}
      footer={
        <button type="button" className="auth-link-button" onClick={onBack}>
          {t('auth.forgot.changeDetails')}
        </button>
      }
    >
      <Field
        id={`${id}-new-password`}
        label={t('auth.forgot.newPassword')}
        error={errors.new_password?.message}
        hint={
          <>
            <PasswordStrengthMeter password={newPassword} accountId={sent.accountId} />
            <span>{t('auth.register.passwordHint', { min: fields.PASSWORD_MIN })}</span>
          </>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('new_password')}
            autoComplete="new-password"
            maxLength={fields.PASSWORD_MAX}
            required
          />
        )}
      </Field>
      <Field id={`${id}-confirm-password`} label={t('auth.forgot.confirmPassword')} error={errors.confirm_password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('confirm_password')}
            autoComplete="new-password"
            maxLength={fields.PASSWORD_MAX}
            required
          />
        )}
      </Field>
    </TacForm>
  );
}

/** The new password is set and every session ended: the way to log in, with focus on the news. */
function ResetDone() {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="auth-done" role="status" tabIndex={-1}>
      <p>{t('auth.forgot.done')}</p>
      <Link to={PATHS.login} className="button button-primary auth-submit">
        {t('login')}
      </Link>
    </div>
  );
}
