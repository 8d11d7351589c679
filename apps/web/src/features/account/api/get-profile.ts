import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { accountKeys } from './account-keys';

export type Profile = CallResponse<'getProfile'>['value'][number];

/** The account details of the player; the server masks the phone. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const result = await call('getProfile', {}, { signal });
  return result.value[0]!;
}

export function profileQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: accountKeys.profile(accountId),
    queryFn: ({ signal }) => getProfile(signal),
    enabled: Boolean(accountId),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions(usePlayerId()));
}
