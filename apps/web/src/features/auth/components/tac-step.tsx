import { fields } from '@wl/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractResolver, SubmitButton, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import type { Outcome } from '@/shared/forms/form-outcome';
import { useKeyFilter } from '@/shared/lib/key-filter';
import { formatCountdown, formatMinutes } from '../lib/intl';
import { type TacSent, tacFields } from '../lib/tac';
import { useCountdown } from '../lib/use-countdown';
import { AuthForm } from './auth-form';

/** The code a TAC step sends; a step with more fields (a reset's new password) adds them. */
export interface TacValues extends FieldValues {
  tac: string;
}

interface TacStepTexts {
  /** what was sent where, above the code */
  intro: ReactNode;
  /** the code that went out; null when none is known to be fresh, so a new one can be asked for at once */
  initialSent: TacSent | null;
  submitLabel: string;
  pendingLabel: string;
  /** asks for a new code; any failure has been shown by then */
  onResend(): Promise<Outcome<TacSent, string>>;
  /** under the submit button (a way back) */
  footer?: ReactNode;
}

export interface TacFormProps<Values extends TacValues, Output extends TacValues> extends TacStepTexts {
  /** the host's form: the code and the fields after it, checked with the host's rules */
  form: UseFormReturn<Values, unknown, Output>;
  /**
   * Sends the checked values. On success the step stays busy: the host moves on (next page, next
   * step, closed modal).
   */
  onSubmit(values: Output): Promise<Outcome<unknown, Path<Values>>>;
  /** fields after the code (the new password of a reset), registered on the host's form */
  children?: ReactNode;
}

/** Code answers after which the code is dead and only a new one helps. */
const DEAD_CODE = new Set(['tacLocked', 'tacExpired']);

const codeOnly = contractResolver<TacValues, TacValues>(tacFields);

export interface TacStepProps extends TacStepTexts {
  /** checks the code; on success the step stays busy while the host moves on */
  onSubmit(code: string): Promise<Outcome<unknown, 'tac'>>;
}

/** A TAC step of the code alone (registration, TAC login), the code checked with the contract's rule. */
export function TacStep({ onSubmit, ...texts }: TacStepProps) {
  const form = useContractForm(codeOnly, { tac: '' });
  return <TacForm form={form} onSubmit={({ tac }) => onSubmit(tac)} {...texts} />;
}

/**
 * The TAC step of registration, TAC login and password reset: one numeric code field (filled by
 * the phone's one-time-code suggestion where there is one), the code's lifetime, and a resend
 * button that counts down to when the server takes another request. Answers about the code show
 * on the field; after a dead code the button offers a new one.
 */
export function TacForm<Values extends TacValues, Output extends TacValues>({
  form,
  intro,
  initialSent,
  submitLabel,
  pendingLabel,
  onSubmit,
  onResend,
  children,
  footer,
}: TacFormProps<Values, Output>) {
  const { t, i18n } = useTranslation(['ui', 'errors']);
  const id = useId();
  const numbersOnly = useKeyFilter('number');
  // Every TacValues has the code; TypeScript cannot see it in a path of the generic values.
  const code = 'tac' as Path<Values>;
  const [sent, setSent] = useState(initialSent);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState('');
  const waitLeft = useCountdown(sent?.resendAt ?? 0);
  const waited = useRef(waitLeft > 0);
  const codeError = form.formState.errors.tac?.message;

  // Said once when the wait ends, not every second: the visible countdown is enough while it runs.
  useEffect(() => {
    if (waitLeft > 0) waited.current = true;
    else if (waited.current) {
      waited.current = false;
      setNotice(t('auth.tac.canResend'));
    }
  }, [waitLeft, t]);

  async function submit(values: Output) {
    setNotice('');
    const outcome = await onSubmit(values);
    if (outcome.status === 'ok') return 'leaving';
    if (outcome.status === 'invalid') showFieldErrors(form.setError, outcome.errors);
    return () => form.setFocus(code, { shouldSelect: true });
  }

  async function resend() {
    setResending(true);
    setNotice('');
    const outcome = await onResend();
    flushSync(() => {
      setResending(false);
      if (outcome.status !== 'ok') return;
      setSent(outcome.value);
      if (outcome.value.kind === 'sent') {
        form.resetField(code);
        setNotice(t('auth.tac.resent'));
      } else {
        setNotice(t('errors:tooManyRequests'));
      }
    });
    form.setFocus(code);
  }

  const deadCode = DEAD_CODE.has(typeof codeError === 'string' ? codeError : '');
  const resendLabel = deadCode ? t('auth.tac.sendNew') : t('auth.tac.resend');

  return (
    <AuthForm
      form={form}
      onSubmit={submit}
      intro={<div className="auth-intro">{intro}</div>}
      footer={footer && <div className="auth-footer">{footer}</div>}
    >
      <Field
        id={`${id}-tac`}
        label={t('auth.tac.code')}
        error={typeof codeError === 'string' ? codeError : undefined}
        hint={sent?.expiresIn ? t('auth.tac.validFor', { duration: formatMinutes(sent.expiresIn, i18n.language) }) : undefined}
      >
        {(control) => (
          <input
            {...control}
            {...form.register(code)}
            className="tac-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={fields.TAC_LENGTH}
            required
            {...numbersOnly}
          />
        )}
      </Field>
      <div className="tac-resend">
        <button
          type="button"
          className={`button ${deadCode ? 'button-primary' : 'button-ghost'}`}
          disabled={waitLeft > 0 || resending}
          onClick={resend}
        >
          {resending ? t('auth.tac.sending') : waitLeft > 0 ? `${resendLabel} (${formatCountdown(waitLeft)})` : resendLabel}
        </button>
        <p className="tac-notice" role="status">
          {notice}
        </p>
      </div>
      {children}
      <SubmitButton className="button button-primary auth-submit" label={submitLabel} busyLabel={pendingLabel} />
    </AuthForm>
  );
}
