import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiFailure } from '@/shared/api/client';
import { Field } from '@/shared/forms/field';
import { type LoginField, type LoginFieldErrors, logIn } from '../api/log-in';
import { logInByTac } from '../api/log-in-by-tac';
import { requestLoginTac } from '../api/request-login-tac';
import { focusFirstInvalid } from '../lib/focus';
import { loginRefusalText } from '../lib/login-refusal';
import { rememberAccountId, rememberedAccountId } from '../lib/remembered-account';
import type { TacSent } from '../lib/tac';
import { type AfterLogin, useAfterLogin } from '../lib/use-after-login';
import { PasswordInput } from './password-input';
import { SignupVerification } from './signup-verification';
import { Tabs } from './tabs';
import { TacStep } from './tac-step';
import './auth.css';
import { PATHS } from '@/config/routes';

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

/**
 * Login for the /login page and the login and sign-in modals: by password, or by a code sent to
 * the account's phone (tac/request_login, then login_tac). Both end the same way: authenticated,
 * balance, VIP and favourites loaded, then ?redirect or the destination (spec section 4).
 */
export function LoginForm({ destination, onLoggedIn, onLeave, offerRegistration = true }: LoginFormProps) {
  const { t } = useTranslation(['ui', 'errors']);
  const afterLogin = useAfterLogin({ destination, onLoggedIn });
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [method, setMethod] = useState<Method>('password');
  const [step, setStep] = useState<Step>({ name: 'credentials' });
  const [accountId, setAccountId] = useState(rememberedAccountId);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedAccountId() !== '');
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  /** a time-out or self-exclusion, said in the form with its end */
  const [refusal, setRefusal] = useState<ApiFailure | null>(null);
  const [pending, setPending] = useState(false);

  /** Leaving the page keeps the form busy until the next page replaces it; staying (a modal) resets it. */
  function loggedIn() {
    rememberAccountId(remember ? accountId.trim() : null);
    if (afterLogin()) return;
    setPending(false);
    setPassword('');
    setStep({ name: 'credentials' });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setRefusal(null);
    if (method === 'password') {
      const outcome = await logIn({ account_id: accountId, password });
      if (outcome.status === 'ok') {
        loggedIn();
        return;
      }
      if (outcome.status === 'refused') {
        setPending(false);
        setRefusal(outcome.failure);
        return;
      }
      settle(outcome.status === 'invalid' ? outcome.errors : null);
      // A registration never verified: the dialog has said so; offer the code step here.
      if (outcome.status === 'failed' && outcome.failure.message === 'accountNotVerified') {
        setStep({ name: 'verify', accountId: accountId.trim().toLowerCase() });
      }
      return;
    }
    const outcome = await requestLoginTac(accountId);
    if (outcome.status === 'ok') {
      setPending(false);
      setStep({ name: 'code', sent: outcome.value });
      return;
    }
    settle(outcome.status === 'invalid' ? outcome.errors : null);
  }

  function settle(fieldErrors: LoginFieldErrors | null) {
    // The fields must be enabled again before one of them can take the focus.
    flushSync(() => {
      setPending(false);
      if (fieldErrors) setErrors(fieldErrors);
    });
    if (focusFirstInvalid(formRef.current) || method !== 'password') return;
    // Most failures are a mistyped password: ready it for retyping.
    passwordRef.current?.focus();
    passwordRef.current?.select();
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
          // The code is used up; the form says why the player cannot log in.
          if (outcome.status === 'refused') {
            setRefusal(outcome.failure);
            setStep({ name: 'credentials' });
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

  const fieldIds: Record<LoginField, string> = { account_id: `${id}-account-id`, password: `${id}-password` };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
      <fieldset className="auth-fields" disabled={pending}>
        <Field id={fieldIds.account_id} label={t('accountId')} error={errors.account_id}>
          {(control) => (
            <input
              {...control}
              name="account_id"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={accountId}
              onChange={(event) => setAccountId(event.target.value)}
            />
          )}
        </Field>
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
            setErrors(({ account_id }) => ({ account_id }));
          }}
        >
          {method === 'password' ? (
            <Field id={fieldIds.password} label={t('password')} error={errors.password}>
              {(control) => (
                <PasswordInput
                  {...control}
                  ref={passwordRef}
                  name="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
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
        <button type="submit" className="button button-primary auth-submit">
          {method === 'code'
            ? pending
              ? t('auth.tac.sending')
              : t('auth.login.sendCode')
            : pending
              ? t('loggingIn')
              : t('login')}
        </button>
      </fieldset>
      {offerRegistration && (
        <p className="auth-footer">
          {t('noAccountYet')}{' '}
          <Link to={PATHS.register} onClick={onLeave}>
            {t('register')}
          </Link>
        </p>
      )}
    </form>
  );
}
