import { useEffect, useId, useRef, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contractResolver, SubmitButton, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useSiteStore } from '@/shared/session/site-store';
import { type ResetRequest, requestPasswordReset, resetRequestFields } from '../api/request-password-reset';
import { checkConfirmation, type NewPassword, type ResetValues, resetFields, resetPassword } from '../api/reset-password';
import { countryName } from '../lib/intl';
import { checkSitePhone, loadPhoneRules } from '../lib/site-phone';
import type { TacSent } from '../lib/tac';
import { AccountIdField, AuthForm, PhoneField } from './auth-form';
import { NewPasswordField } from './new-password-field';
import { TacForm } from './tac-step';
import './auth.css';
import { PATHS } from '@/config/routes';

type Step =
  | { name: 'details' }
  | { name: 'reset'; sent: TacSent & { accountId: string }; request: ResetRequest }
  | { name: 'done' };

/**
 * Password recovery: account id and phone (forgot_password), then the code with a new password
 * (reset_password). The reset ends every session, so the player then logs in afresh.
 */
export function ForgotPasswordFlow() {
  const [step, setStep] = useState<Step>({ name: 'details' });
  const country = useSiteStore((state) => state.site?.country);
  // Kept here, so going back to the details finds them as typed.
  const detailsForm = useContractForm(
    contractResolver<ResetRequest, ResetRequest>(resetRequestFields, (values, refused) =>
      checkSitePhone(values, refused, country),
    ),
    { account_id: '', contact_phone: '' },
  );

  if (step.name === 'done') return <ResetDone />;
  if (step.name === 'reset') {
    return (
      <NewPasswordStep
        sent={step.sent}
        onResend={() => requestPasswordReset(step.request)}
        onDone={() => setStep({ name: 'done' })}
        onBack={() => setStep({ name: 'details' })}
      />
    );
  }
  return (
    <DetailsStep form={detailsForm} country={country} onSent={(sent, request) => setStep({ name: 'reset', sent, request })} />
  );
}

function DetailsStep({
  form,
  country,
  onSent,
}: {
  form: UseFormReturn<ResetRequest>;
  country: string | undefined;
  onSent(sent: TacSent & { accountId: string }, request: ResetRequest): void;
}) {
  const { t, i18n } = useTranslation('ui');
  const id = useId();
  const { errors } = form.formState;

  useEffect(() => {
    loadPhoneRules().catch(() => {});
  }, []);

  async function submit(request: ResetRequest) {
    const outcome = await requestPasswordReset(request);
    if (outcome.status === 'ok') {
      onSent(outcome.value, request);
      return 'leaving';
    }
    if (outcome.status === 'invalid') showFieldErrors(form.setError, outcome.errors);
    return undefined;
  }

  return (
    <AuthForm
      form={form}
      onSubmit={submit}
      intro={<p className="auth-intro">{t('auth.forgot.intro')}</p>}
      footer={
        <p className="auth-footer">
          <Link to={PATHS.login}>{t('auth.forgot.backToLogin')}</Link>
        </p>
      }
    >
      <AccountIdField id={`${id}-account-id`} error={errors.account_id?.message} registration={form.register('account_id')} />
      <PhoneField
        id={`${id}-phone`}
        error={errors.contact_phone?.message}
        registration={form.register('contact_phone')}
        hint={country ? t('auth.forgot.phoneHint', { country: countryName(country, i18n.language) }) : undefined}
      />
      <SubmitButton
        className="button button-primary auth-submit"
        label={t('auth.forgot.sendCode')}
        busyLabel={t('auth.tac.sending')}
      />
    </AuthForm>
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
      <NewPasswordField
        id={`${id}-new-password`}
        label={t('auth.forgot.newPassword')}
        error={errors.new_password?.message}
        registration={form.register('new_password')}
        strengthOf={{ password: newPassword, accountId: sent.accountId }}
      />
      <NewPasswordField
        id={`${id}-confirm-password`}
        label={t('auth.forgot.confirmPassword')}
        error={errors.confirm_password?.message}
        registration={form.register('confirm_password')}
      />
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
