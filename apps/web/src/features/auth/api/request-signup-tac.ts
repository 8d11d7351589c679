import { siteRef } from '@/shared/session/site-ref';
import { requestTac, type TacSendOutcome } from '../lib/tac';

/** A new registration code for a pending account (tac/request_new_register); the previous code dies. */
export function requestSignupTac(accountId: string): Promise<TacSendOutcome> {
  return requestTac('tacRequestNewRegister', { ...siteRef(), account_id: accountId });
}
