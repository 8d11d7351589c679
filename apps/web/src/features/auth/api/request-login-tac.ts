import { tacRequestLoginRequest } from '@wl/contract';
import { checkFields, type Outcome } from '@/shared/forms/form-outcome';
import { siteRef } from '@/shared/session/site-ref';
import { requestTac, type TacSent } from '../lib/tac';

const loginTacFields = tacRequestLoginRequest.pick({ account_id: true });

/**
 * A login code for an account (tac/request_login). The server answers alike for unknown accounts,
 * so the form cannot tell, and says so.
 */
export async function requestLoginTac(accountId: string): Promise<Outcome<TacSent & { accountId: string }, 'account_id'>> {
  const checked = checkFields(loginTacFields, { account_id: accountId });
  if (!checked.ok) return { status: 'invalid', errors: checked.errors };
  const outcome = await requestTac('tacRequestLogin', { ...siteRef(), account_id: checked.data.account_id });
  return outcome.status === 'ok' ? { status: 'ok', value: { ...outcome.value, accountId: checked.data.account_id } } : outcome;
}
