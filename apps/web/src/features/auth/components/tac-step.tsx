import { fields } from '@wl/contract';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Field } from '@/shared/forms/field';
import type { FieldErrors, Outcome } from '@/shared/forms/form-outcome';
import { useKeyFilter } from '@/shared/lib/key-filter';
import { focusFirstInvalid } from '../lib/focus';
import { formatCountdown, formatMinutes } from '../lib/intl';
import type { TacSent } from '../lib/tac';
import { useCountdown } from '../lib/use-countdown';

export interface TacStepProps<F extends string> {
  /** what was sent where, above the code */
  intro: ReactNode;
  /** the code that went out; null when none is known to be fresh, so a new one can be asked for at once */
  initialSent: TacSent | null;
  submitLabel: string;
  pendingLabel: string;
  /**
   * Checks the code (and the extra fields). On success the step stays busy: the host moves on
   * (next page, next step, closed modal).
   */
  onSubmit(code: string): Promise<Outcome<unknown, F | 'tac'>>;
  /** asks for a new code; any failure has been shown by then */
  onResend(): Promise<Outcome<TacSent, string>>;
  /** fields after the code (the new password of a reset), given their messages */
  children?: (errors: FieldErrors<F>) => ReactNode;
  /** under the submit button (a way back) */
  footer?: ReactNode;
}

/** Code answers after which the code is dead and only a new one helps. */
const DEAD_CODE = new Set(['tacLocked', 'tacExpired']);

/**
 * The TAC step of registration, TAC login and password reset: one numeric code field (filled by
 * the phone's one-time-code suggestion where there is one), the code's lifetime, and a resend
 * button that counts down to when the server takes another request. Answers about the code show
 * on the field; after a dead code the button offers a new one.
 */
export function TacStep<F extends string = never>({
  intro,
  initialSent,
  submitLabel,
  pendingLabel,
  onSubmit,
  onResend,
  children,
  footer,
}: TacStepProps<F>) {
  const { t, i18n } = useTranslation(['ui', 'errors']);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const numbersOnly = useKeyFilter('number');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<F | 'tac'>>({});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(initialSent);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState('');
  const waitLeft = useCountdown(sent?.resendAt ?? 0);
  const waited = useRef(waitLeft > 0);

  // Said once when the wait ends, not every second: the visible countdown is enough while it runs.
  useEffect(() => {
    if (waitLeft > 0) waited.current = true;
    else if (waited.current) {
      waited.current = false;
      setNotice(t('auth.tac.canResend'));
    }
  }, [waitLeft, t]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setNotice('');
    const outcome = await onSubmit(code);
    if (outcome.status === 'ok') return;
    // The fields must be enabled again before one of them can take the focus.
    flushSync(() => {
      setPending(false);
      if (outcome.status === 'invalid') setErrors(outcome.errors);
    });
    if (!focusFirstInvalid(formRef.current)) codeRef.current?.select();
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
        setCode('');
        setErrors((current) => ({ ...current, tac: undefined }));
        setNotice(t('auth.tac.resent'));
      } else {
        setNotice(t('errors:tooManyRequests'));
      }
    });
    codeRef.current?.focus();
  }

  const deadCode = DEAD_CODE.has(errors.tac ?? '');
  const resendLabel = deadCode ? t('auth.tac.sendNew') : t('auth.tac.resend');

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
      <div className="auth-intro">{intro}</div>
      <fieldset className="auth-fields" disabled={pending}>
        <Field
          id={`${id}-tac`}
          label={t('auth.tac.code')}
          error={errors.tac}
          hint={sent?.expiresIn ? t('auth.tac.validFor', { duration: formatMinutes(sent.expiresIn, i18n.language) }) : undefined}
        >
          {(control) => (
            <input
              {...control}
              ref={codeRef}
              name="tac"
              className="tac-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={fields.TAC_LENGTH}
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
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
        {children?.(errors as FieldErrors<F>)}
        <button type="submit" className="button button-primary auth-submit">
          {pending ? pendingLabel : submitLabel}
        </button>
      </fieldset>
      {footer && <div className="auth-footer">{footer}</div>}
    </form>
  );
}
