import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import type { ApiFailure } from '@/shared/api/client';
import { contractResolver, SubmitButton, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import { PasswordInput } from '@/shared/forms/password-input';
import { type LoginCredentials, logIn, loginFields } from '../api/log-in';
import { logInByTac } from '../api/log-in-by-tac';
import { loginTacFields, requestLoginTac } from '../api/request-login-tac';
import { isProtectionRefusal, loginRefusalText } from '../lib/login-refusal';
import { rememberAccountId, rememberedAccountId } from '../lib/remembered-account';
import type { TacSent } from '../lib/tac';
import { type AfterLogin, useAfterLogin } from '../lib/use-after-login';
import { AccountIdField, AuthForm, OtherWayIn } from './auth-form';
import { SignupVerification } from './signup-verification';
import { Tabs } from './tabs';
import { TacStep } from './tac-step';
import './auth.css';

export interface LoginFormProps extends AfterLogin {
  /** the player follows the forgot-password or register link (a modal closes itself here) */
  onLeave?: () => void;
  /** false where the surrounding surface already offers registration */
  offerRegistration?: boolean;
}

type Method = 'password' | 'code';

/** After the account id: the code step of a TAC login, or the verification of an account registered but never verified. */
type Step =
  | { name: 'credentials' }
  | { name: 'code'; sent: TacSent & { accountId: string } }
  | { name: 'verify'; accountId: string };

/** What the credentials form sends: both fields by password, only the account id for a code. */
type CheckedCredentials = Pick<LoginCredentials, 'account_id'> & Partial<LoginCredentials>;

const byPassword = contractResolver<LoginCredentials, CheckedCredentials>(loginFields);
const byCode = contractResolver<LoginCredentials, CheckedCredentials>(loginTacFields);

/**
 * Login for the /login page and the login and sign-in modals: by password, or by a code sent to
 * the account's phone (tac/request_login, then login_tac). Both end the same way: authenticated,
 * balance, VIP and favourites loaded, then ?redirect or the destination (spec-coverage S4.1).
 */
export function LoginForm({ destination, onLoggedIn, onLeave, offerRegistration = true }: LoginFormProps) {
  const { t } = useTranslation(['ui', 'errors']);
  const afterLogin = useAfterLogin({ destination, onLoggedIn });
  const id = useId();
  const [method, setMethod] = useState<Method>('password');
  const [step, setStep] = useState<Step>({ name: 'credentials' });
  const [remember, setRemember] = useState(() => rememberedAccountId() !== '');
  /** a time-out or self-exclusion, said in the form with its end */
  const [refusal, setRefusal] = useState<ApiFailure | null>(null);
  const form = useContractForm(method === 'password' ? byPassword : byCode, {
    account_id: rememberedAccountId(),
    password: '',
  });
  const { errors } = form.formState;

  /** Leaving the page keeps the form busy until the next page replaces it; staying (a modal) resets it. */
  function loggedIn(): 'leaving' | undefined {
    rememberAccountId(remember ? form.getValues('account_id').trim() : null);
    if (afterLogin()) return 'leaving';
    form.resetField('password');
    setStep({ name: 'credentials' });
    return undefined;
  }

  /** Most failures are a mistyped password: ready it for retyping. */
  const retypePassword = () => form.setFocus('password', { shouldSelect: true });

  async function submit({ account_id, password }: CheckedCredentials) {
    setRefusal(null);
    if (password !== undefined) {
      const outcome = await logIn({ account_id, password });
      if (outcome.status === 'ok') return loggedIn();
      if (outcome.status === 'refused') {
        // A registration never verified: its code step says so and sends a new code.
        if (outcome.failure.message === 'accountNotVerified') setStep({ name: 'verify', accountId: account_id });
        else setRefusal(outcome.failure);
        return undefined;
      }
      if (outcome.status === 'invalid') {
        showFieldErrors(form.setError, outcome.errors);
        if (outcome.errors.account_id && !outcome.errors.password) return () => form.setFocus('account_id');
      }
      return retypePassword;
    }
    const outcome = await requestLoginTac(account_id);
    if (outcome.status === 'ok') setStep({ name: 'code', sent: outcome.value });
    else if (outcome.status === 'invalid') showFieldErrors(form.setError, outcome.errors);
    return undefined;
  }

  const backToCredentials = (
    <button type="button" className="auth-link-button" onClick={() => setStep({ name: 'credentials' })}>
      {t('auth.login.otherAccount')}
    </button>
  );

  if (step.name === 'code') {
    return (
      <TacStep
        intro={<p>{t('auth.login.codeSent', { account: step.sent.accountId })}</p>}
        initialSent={step.sent}
        submitLabel={t('login')}
        pendingLabel={t('loggingIn')}
        onSubmit={async (code) => {
          const outcome = await logInByTac(step.sent.accountId, code);
          if (outcome.status === 'ok') loggedIn();
          // The code is used up; the form says why the player cannot log in, on the account id
          // when it is the account's state, else in its notice.
          if (outcome.status === 'refused') {
            const { failure } = outcome;
            if (failure.message === 'accountNotVerified') setStep({ name: 'verify', accountId: step.sent.accountId });
            else {
              setStep({ name: 'credentials' });
              if (isProtectionRefusal(failure)) setRefusal(failure);
              else showFieldErrors(form.setError, { account_id: failure.message });
            }
          }
          return outcome;
        }}
        onResend={() => requestLoginTac(step.sent.accountId)}
        footer={backToCredentials}
      />
    );
  }

  if (step.name === 'verify') {
    return (
      <SignupVerification
        accountId={step.accountId}
        initialSent={null}
        intro={<p>{t('auth.login.verifyPending', { account: step.accountId })}</p>}
        onVerified={loggedIn}
        footer={backToCredentials}
      />
    );
  }

  return (
    <AuthForm
      form={form}
      onSubmit={submit}
      footer={
        offerRegistration && (
          <OtherWayIn question={t('noAccountYet')} link={t('register')} to={PATHS.register} onLeave={onLeave} />
        )
      }
    >
      <AccountIdField id={`${id}-account-id`} error={errors.account_id?.message} registration={form.register('account_id')} />
      <Tabs
        label={t('auth.login.method')}
        className="login-method"
        items={[
          { key: 'password', label: t('auth.login.byPassword') },
          { key: 'code', label: t('auth.login.byCode') },
        ]}
        selected={method}
        onSelect={(next) => {
          setMethod(next);
          form.clearErrors('password');
        }}
      >
        {method === 'password' ? (
          <Field id={`${id}-password`} label={t('password')} error={errors.password?.message}>
            {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" required />}
          </Field>
        ) : (
          <p className="auth-note">{t('auth.login.codeHint')}</p>
        )}
      </Tabs>
      <div className="auth-options">
        <label className="checkbox">
          <input type="checkbox" name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t('rememberAccountId')}
        </label>
        <Link to={PATHS.forgotPassword} onClick={onLeave}>
          {t('forgotPassword')}
        </Link>
      </div>
      {refusal && (
        <p className="auth-refusal" role="alert">
          {loginRefusalText(refusal, t)}
        </p>
      )}
      {method === 'code' ? (
        <SubmitButton
          className="button button-primary auth-submit"
          label={t('auth.login.sendCode')}
          busyLabel={t('auth.tac.sending')}
        />
      ) : (
        <SubmitButton className="button button-primary auth-submit" label={t('login')} busyLabel={t('loggingIn')} />
      )}
    </AuthForm>
  );
}
