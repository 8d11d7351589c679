import { resetPasswordRequest } from '@wl/contract';
import { call } from '@/shared/api/client';
import { type FieldErrors, formOutcome, type Outcome } from '@/shared/forms/form-outcome';
import { siteRef } from '@/shared/session/site-ref';
import { TAC_FAILURES_INLINE } from '../lib/tac';

/** The code and the new password, with the contract's rules. */
export const resetFields = resetPasswordRequest.pick({ tac: true, new_password: true });

export type ResetField = 'tac' | 'new_password' | 'confirm_password';
export type ResetValues = Record<ResetField, string>;
export type NewPassword = Pick<ResetValues, 'tac' | 'new_password'>;

/** The new password typed twice, which only the browser checks, once the new password itself passes. */
export function checkConfirmation(values: ResetValues, refused: FieldErrors<ResetField>): FieldErrors<ResetField> {
  if (refused.new_password || values.confirm_password === values.new_password) return {};
  return { confirm_password: values.confirm_password ? 'passwordsDiffer' : 'required' };
}

/**
 * reset_password: the code of forgot_password and the new password, as resetFields and
 * checkConfirmation passed them. The server ends every session of the account, so the player logs
 * in afresh.
 */
export async function resetPassword(accountId: string, newPassword: NewPassword): Promise<Outcome<void, ResetField>> {
  const outcome = await formOutcome(call('resetPassword', { ...siteRef(), account_id: accountId, ...newPassword }), {
    fields: ['tac', 'new_password'],
    inline: TAC_FAILURES_INLINE,
  });
  return outcome.status === 'ok' ? { status: 'ok', value: undefined } : outcome;
}
