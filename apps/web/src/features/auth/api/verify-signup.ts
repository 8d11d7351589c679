import { call } from '@/shared/api/client';
import { formOutcome, type Outcome } from '@/shared/forms/form-outcome';
import { siteRef } from '@/shared/session/site-ref';
import { startSession } from '../lib/start-session';
import { TAC_FAILURES_INLINE } from '../lib/tac';

/** tac/verify (with the code as the TAC step checked it) activates the new account and answers like login, so the player is logged in at once. */
export async function verifySignup(accountId: string, tac: string): Promise<Outcome<void, 'tac'>> {
  const outcome = await formOutcome(call('tacVerify', { ...siteRef(), account_id: accountId, tac }), {
    fields: ['tac'],
    inline: TAC_FAILURES_INLINE,
  });
  return outcome.status === 'ok' ? startSession(outcome.value) : outcome;
}
