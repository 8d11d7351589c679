import { type CallName, loginTacRequest } from '@wl/contract';
import { type CallBody, call, showFailure } from '@/shared/api/client';
import { formOutcome, type Outcome } from '@/shared/forms/form-outcome';

/** The code field of every TAC step, with the contract's rule. */
export const tacFields = loginTacRequest.pick({ tac: true });

/** Answers about the code that belong next to the code field, not only in a dialog. */
export const TAC_FAILURES_INLINE = { invalidTac: 'tac', tacExpired: 'tac', tacLocked: 'tac' } as const;

/**
 * forgot_password gives no resend_in (its answer must not differ for unknown accounts), yet the
 * server sends at most one code per 60 s per account and purpose and drops earlier requests
 * silently, so the browser waits as long.
 */
export const DEFAULT_RESEND_SECONDS = 60;

/** Where the code sending stands: when the code expires (if known) and when another may be asked for. */
export interface TacSent {
  /** 'sent': a new code went out; 'throttled': the server asked to wait, the previous code still holds */
  kind: 'sent' | 'throttled';
  expiresIn: number | null;
  resendAt: number;
}

export function tacSent(answer: { expires_in: number; resend_in?: number }): TacSent {
  return {
    kind: 'sent',
    expiresIn: answer.expires_in,
    resendAt: Date.now() + (answer.resend_in ?? DEFAULT_RESEND_SECONDS) * 1000,
  };
}

export type TacSendOutcome = Outcome<TacSent, never>;

type TacSendingCall = Extract<CallName, 'tacRequestLogin' | 'tacRequestNewRegister' | 'forgotPassword'>;

/**
 * Asks for a code. tooManyRequests is not an error here: the countdown shows its retry_after.
 * Any other failure opens the error dialog.
 */
export async function requestTac<N extends TacSendingCall>(name: N, body: CallBody<N>): Promise<TacSendOutcome> {
  const outcome = await formOutcome(call(name, body), { fields: [], refusals: ['tooManyRequests'] });
  if (outcome.status === 'ok')
    return { status: 'ok', value: tacSent(outcome.value as { expires_in: number; resend_in?: number }) };
  if (outcome.status !== 'refused') return outcome;
  const retryAfter = outcome.failure.retry_after;
  if (retryAfter)
    return { status: 'ok', value: { kind: 'throttled', expiresIn: null, resendAt: Date.now() + retryAfter * 1000 } };
  await showFailure(outcome.failure);
  return { status: 'failed', failure: outcome.failure };
}
