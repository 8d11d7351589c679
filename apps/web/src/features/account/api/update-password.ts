import { mutationOptions, useMutation } from '@tanstack/react-query';
import { updatePasswordRequest } from '@wl/contract';
import { call } from '@/shared/api/client';
import type { FormErrors } from '@/shared/forms/contract-form';
import { formOutcome, type Outcome } from '@/shared/forms/form-outcome';

/** The contract's rules: any current password up to 64 characters, a new one of 8–64. */
export const passwordFields = updatePasswordRequest.pick({ password: true, new_password: true });
export type PasswordField = 'password' | 'new_password' | 'confirm_password';
export type PasswordInput = Record<PasswordField, string>;
export type PasswordChange = Pick<PasswordInput, 'password' | 'new_password'>;

/** The new password typed twice, which only the browser checks. */
export function checkPasswordConfirmation({ new_password, confirm_password }: PasswordInput): FormErrors<PasswordInput> {
  if (!confirm_password) return { confirm_password: 'required' };
  return confirm_password === new_password ? {} : { confirm_password: 'pages:changePassword.mismatch' };
}

/**
 * update_password, with the passwords as the form checked them. A wrong current password
 * (invalidCredentials) belongs to the current-password field, samePassword and commonPassword to
 * the new one; anything else opens the error dialog. On success the server has ended the player's
 * other sessions; this one stays.
 */
export async function updatePassword(change: PasswordChange): Promise<Outcome<unknown, PasswordField>> {
  const outcome = await formOutcome(call('updatePassword', change), {
    fields: ['password', 'new_password', 'confirm_password'],
    refusals: ['invalidCredentials'],
  });
  // The only refusal: the current password is wrong.
  if (outcome.status === 'refused') return { status: 'invalid', errors: { password: 'pages:changePassword.wrongCurrent' } };
  return outcome;
}

export const updatePasswordMutationOptions = mutationOptions({
  mutationKey: ['account', 'update-password'],
  mutationFn: updatePassword,
});

export function useUpdatePassword() {
  return useMutation(updatePasswordMutationOptions);
}
