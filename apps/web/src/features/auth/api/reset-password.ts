import { resetPasswordRequest } from '@wl/contract';
import { call } from '@/shared/api/client';
import { checkFields, type FieldErrors, formOutcome, type Outcome } from '@/shared/forms/form-outcome';
import { siteRef } from '@/shared/session/site-ref';
import { TAC_FAILURES_INLINE } from '../lib/tac';

const resetFields = resetPasswordRequest.pick({ tac: true, new_password: true });

export type ResetField = 'tac' | 'new_password' | 'confirm_password';
export type ResetValues = Record<ResetField, string>;

/**
 * reset_password: the code of forgot_password and the new password (typed twice, which only the
 * browser checks). The server ends every session of the account, so the player logs in afresh.
 */
export async function resetPassword(accountId: string, values: ResetValues): Promise<Outcome<void, ResetField>> {
  const checked = checkFields(resetFields, { tac: values.tac, new_password: values.new_password });
  const errors: FieldErrors<ResetField> = checked.ok ? {} : { ...checked.errors };
  if (!errors.new_password && values.confirm_password !== values.new_password) {
    errors.confirm_password = values.confirm_password ? 'passwordsDiffer' : 'required';
  }
  if (!checked.ok || Object.keys(errors).length > 0) return { status: 'invalid', errors };
  const outcome = await formOutcome(call('resetPassword', { ...siteRef(), account_id: accountId, ...checked.data }), {
    fields: ['tac', 'new_password'],
    inline: TAC_FAILURES_INLINE,
  });
  return outcome.status === 'ok' ? { status: 'ok', value: undefined } : outcome;
}
