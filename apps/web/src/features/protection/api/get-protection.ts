import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { protectionKeys } from './protection-keys';

export type ProtectionState = CallResponse<'protectionGet'>['value'];
export type DepositLimit = ProtectionState['deposit_limits'][number];

/** The player's deposit limits (with what is used and any raise waiting) and reality check interval. */
export async function getProtection(signal?: AbortSignal): Promise<ProtectionState> {
  const result = await call('protectionGet', {}, { signal });
  return result.value;
}

export function protectionQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: protectionKeys.settings(accountId),
    queryFn: ({ signal }) => getProtection(signal),
    enabled: Boolean(accountId),
  });
}

export function useProtection() {
  return useQuery(protectionQueryOptions(usePlayerId()));
}
