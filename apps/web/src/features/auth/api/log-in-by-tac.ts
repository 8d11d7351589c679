import { call } from '@/shared/api/client';
import { formOutcome, type Outcome } from '@/shared/forms/form-outcome';
import { siteRef } from '@/shared/session/site-ref';
import { ACCOUNT_REFUSALS, LOGIN_REFUSALS } from '../lib/login-refusal';
import { startSession } from '../lib/start-session';
import { TAC_FAILURES_INLINE } from '../lib/tac';

/**
 * Login with the code of tac/request_login, as the TAC step checked it; the player is then logged in
 * exactly as by password (spec-coverage S4.2).
 */
export async function logInByTac(accountId: string, tac: string): Promise<Outcome<void, 'tac'>> {
  const outcome = await formOutcome(call('loginTac', { ...siteRef(), account_id: accountId, tac }), {
    fields: ['tac'],
    inline: TAC_FAILURES_INLINE,
    // About the account, not the code: the form goes back to the account id and says it there.
    refusals: [...LOGIN_REFUSALS, ...ACCOUNT_REFUSALS],
  });
  return outcome.status === 'ok' ? startSession(outcome.value) : outcome;
}
