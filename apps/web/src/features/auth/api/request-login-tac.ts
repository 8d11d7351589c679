import { tacRequestLoginRequest } from '@wl/contract';
import type { Outcome } from '@/shared/forms/form-outcome';
import { siteRef } from '@/shared/session/site-ref';
import { requestTac, type TacSent } from '../lib/tac';

/** The account id of a code login, with the contract's rule. */
export const loginTacFields = tacRequestLoginRequest.pick({ account_id: true });

/**
 * A login code for an account (tac/request_login), named as loginTacFields checked it. The server
 * answers alike for unknown accounts, so the form cannot tell, and says so.
 */
export async function requestLoginTac(accountId: string): Promise<Outcome<TacSent & { accountId: string }, 'account_id'>> {
  const outcome = await requestTac('tacRequestLogin', { ...siteRef(), account_id: accountId });
  return outcome.status === 'ok' ? { status: 'ok', value: { ...outcome.value, accountId } } : outcome;
}
