import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { profileUpdateRequest } from '@wl/contract';
import { call } from '@/shared/api/client';
import { formOutcome } from '@/shared/forms/form-outcome';
import { playerAuth, useUserStore } from '@/shared/session/user-store';
import { type FormOutcome, fieldMessages, issuesToFieldErrors } from '../lib/form-errors';
import { accountKeys } from './account-keys';

/** The fields the player edits, with the contract's rules (fields.fullName, fields.contactEmail). */
export const profileFields = profileUpdateRequest.pick({ full_name: true, contact_email: true });
export type ProfileField = keyof typeof profileFields.shape;
export const PROFILE_FIELDS: readonly ProfileField[] = ['full_name', 'contact_email'];
export type ProfileInput = Record<ProfileField, string>;
export type SavedProfile = { full_name: string; contact_email: string };

/**
 * profile_update: the form's rules run first; field errors come back for the form, any other
 * failure opens the error dialog. On success the store keeps the returned name and email
 * (spec section 7), which the header and the next reload show.
 */
export async function updateProfile(input: ProfileInput): Promise<FormOutcome<ProfileField, SavedProfile>> {
  const parsed = profileFields.safeParse(input);
  if (!parsed.success) return { status: 'invalid', errors: issuesToFieldErrors(parsed.error.issues, PROFILE_FIELDS) };
  const outcome = await formOutcome(call('profileUpdate', parsed.data), { fields: PROFILE_FIELDS });
  if (outcome.status === 'invalid') return { status: 'invalid', errors: fieldMessages(outcome.errors, PROFILE_FIELDS) };
  if (outcome.status !== 'ok') return { status: 'failed' };
  const saved = outcome.value.value[0]!;
  useUserStore.getState().setProfile(saved);
  return { status: 'saved', value: saved };
}

export function updateProfileMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['account', 'update-profile'],
    mutationFn: updateProfile,
    onSuccess: async (outcome) => {
      if (outcome.status === 'saved')
        await queryClient.invalidateQueries({ queryKey: accountKeys.profile(playerAuth().account_id) });
    },
  });
}

export function useUpdateProfile() {
  return useMutation(updateProfileMutationOptions(useQueryClient()));
}
