import { forgotPasswordRequest } from '@wl/contract';
import { checkFields, type FieldErrors, type Outcome } from '@/shared/forms/form-outcome';
import { siteRef } from '@/shared/session/site-ref';
import { isPhoneOfCountry } from '../lib/site-phone';
import { requestTac, type TacSent } from '../lib/tac';

export const resetRequestFields = forgotPasswordRequest.pick({ account_id: true, contact_phone: true });
export type ResetRequestField = keyof typeof resetRequestFields.shape;

/**
 * forgot_password: a reset code goes to the phone only when account and phone match, and the
 * answer is the same either way. The phone is checked first with the server's rule for the
 * site's country, since a number the server cannot match would silently send nothing.
 */
export async function requestPasswordReset(
  values: Record<ResetRequestField, string>,
  country: string | undefined,
): Promise<Outcome<TacSent & { accountId: string }, ResetRequestField>> {
  const checked = checkFields(resetRequestFields, values);
  const errors: FieldErrors<ResetRequestField> = checked.ok ? {} : { ...checked.errors };
  if (!errors.contact_phone && !(await isPhoneOfCountry(values.contact_phone, country))) errors.contact_phone = 'invalidPhone';
  if (!checked.ok || Object.keys(errors).length > 0) return { status: 'invalid', errors };
  const outcome = await requestTac('forgotPassword', { ...siteRef(), ...checked.data });
  return outcome.status === 'ok' ? { status: 'ok', value: { ...outcome.value, accountId: checked.data.account_id } } : outcome;
}
