import { mutationOptions, useMutation } from '@tanstack/react-query';
import { updatePasswordRequest } from '@wl/contract';
import { call } from '@/shared/api/client';
import { formOutcome } from '@/shared/forms/form-outcome';
import { type FieldErrors, type FormOutcome, fieldMessages, issuesToFieldErrors } from '../lib/form-errors';

/** The contract's rules: any current password up to 64 characters, a new one of 8–64. */
export const passwordFields = updatePasswordRequest.pick({ password: true, new_password: true });
export type PasswordField = 'password' | 'new_password' | 'confirm_password';
export const PASSWORD_FIELDS: readonly PasswordField[] = ['password', 'new_password', 'confirm_password'];
export type PasswordInput = Record<PasswordField, string>;

/** Rules the browser checks before sending: the contract's, and the confirmation matching. */
export function checkPasswordInput(input: PasswordInput): FieldErrors<PasswordField> {
  const parsed = passwordFields.safeParse(input);
  const errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, PASSWORD_FIELDS);
  if (!input.confirm_password) errors.confirm_password ??= 'validation:required';
  else if (input.confirm_password !== input.new_password) errors.confirm_password ??= 'pages:changePassword.mismatch';
  return errors;
}

/**
 * update_password. A wrong current password (invalidCredentials) belongs to the current-password
 * field, samePassword and commonPassword to the new one; anything else opens the error dialog.
 * On success the server has ended the player's other sessions; this one stays.
 */
export async function updatePassword(input: PasswordInput): Promise<FormOutcome<PasswordField, true>> {
  const errors = checkPasswordInput(input);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  const outcome = await formOutcome(call('updatePassword', { password: input.password, new_password: input.new_password }), {
    fields: PASSWORD_FIELDS,
    refusals: ['invalidCredentials'],
  });
  if (outcome.status === 'ok') return { status: 'saved', value: true };
  // The only refusal: the current password is wrong.
  if (outcome.status === 'refused') return { status: 'invalid', errors: { password: 'pages:changePassword.wrongCurrent' } };
  if (outcome.status === 'invalid') return { status: 'invalid', errors: fieldMessages(outcome.errors, PASSWORD_FIELDS) };
  return { status: 'failed' };
}

export const updatePasswordMutationOptions = mutationOptions({
  mutationKey: ['account', 'update-password'],
  mutationFn: updatePassword,
});

export function useUpdatePassword() {
  return useMutation(updatePasswordMutationOptions);
}
