import { forgotPasswordRequest } from '@wl/contract';
import type { Outcome } from '@/shared/forms/form-outcome';
import { siteRef } from '@/shared/session/site-ref';
import { requestTac, type TacSent } from '../lib/tac';

/**
 * The account and its phone, with the contract's rules; the form adds the site's phone rule
 * (checkSitePhone), since a number the server cannot match would silently send nothing.
 */
export const resetRequestFields = forgotPasswordRequest.pick({ account_id: true, contact_phone: true });
export type ResetRequestField = keyof typeof resetRequestFields.shape;
export type ResetRequest = Record<ResetRequestField, string>;

/**
 * forgot_password, with the details as the form checked them: a reset code goes to the phone only
 * when account and phone match, and the answer is the same either way.
 */
export async function requestPasswordReset(
  request: ResetRequest,
): Promise<Outcome<TacSent & { accountId: string }, ResetRequestField>> {
  const outcome = await requestTac('forgotPassword', { ...siteRef(), ...request });
  return outcome.status === 'ok' ? { status: 'ok', value: { ...outcome.value, accountId: request.account_id } } : outcome;
}
