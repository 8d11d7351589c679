import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { profileUpdateRequest } from '@wl/contract';
import { call } from '@/shared/api/client';
import { formOutcome, type Outcome } from '@/shared/forms/form-outcome';
import { playerAuth, useUserStore } from '@/shared/session/user-store';
import { accountKeys } from './account-keys';

/** The fields the player edits, with the contract's rules (fields.fullName, fields.contactEmail). */
export const profileFields = profileUpdateRequest.pick({ full_name: true, contact_email: true });
export type ProfileField = keyof typeof profileFields.shape;
export type ProfileInput = Record<ProfileField, string>;
export type SavedProfile = { full_name: string; contact_email: string };

/**
 * profile_update, with the fields as the form checked them: field errors come back for the form,
 * any other failure opens the error dialog. On success the store keeps the returned name and email
 * (spec-coverage S7.16), which the header and the next reload show.
 */
export async function updateProfile(input: ProfileInput): Promise<Outcome<SavedProfile, ProfileField>> {
  const outcome = await formOutcome(call('profileUpdate', input), { fields: ['full_name', 'contact_email'] });
  if (outcome.status !== 'ok') return outcome;
  const saved = outcome.value.value[0]!;
  useUserStore.getState().setProfile(saved);
  return { status: 'ok', value: saved };
}

export function updateProfileMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['account', 'update-profile'],
    mutationFn: updateProfile,
    onSuccess: async (outcome) => {
      if (outcome.status === 'ok')
        await queryClient.invalidateQueries({ queryKey: accountKeys.profile(playerAuth().account_id) });
    },
  });
}

export function useUpdateProfile() {
  return useMutation(updateProfileMutationOptions(useQueryClient()));
}
