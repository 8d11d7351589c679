import { call } from '@/shared/api/client';
import { checkFields, formOutcome, type Outcome } from '@/shared/forms/form-outcome';
import { siteRef } from '@/shared/session/site-ref';
import { startSession } from '../lib/start-session';
import { TAC_FAILURES_INLINE, tacFields } from '../lib/tac';

/** tac/verify activates the new account and answers like login, so the player is logged in at once. */
export async function verifySignup(accountId: string, tac: string): Promise<Outcome<void, 'tac'>> {
  const checked = checkFields(tacFields, { tac });
  if (!checked.ok) return { status: 'invalid', errors: checked.errors };
  const outcome = await formOutcome(call('tacVerify', { ...siteRef(), account_id: accountId, tac: checked.data.tac }), {
    fields: ['tac'],
    inline: TAC_FAILURES_INLINE,
  });
  return outcome.status === 'ok' ? startSession(outcome.value) : outcome;
}
