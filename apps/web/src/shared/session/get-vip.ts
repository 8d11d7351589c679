import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { playerKeys } from './player-keys';

/**
 * VIP level, progress and the site's level table; the user store's `vip` (spec-coverage S3.1, S3.2) is its
 * nextLevel[0] and currentLevel.
 */
export type VipStatus = CallResponse<'vip'>;

export function getVip(signal?: AbortSignal): Promise<VipStatus> {
  return call('vip', {}, { signal });
}

export function vipQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: playerKeys.vip(accountId),
    queryFn: ({ signal }) => getVip(signal),
    enabled: Boolean(accountId),
  });
}

export function useVip() {
  return useQuery(vipQueryOptions(usePlayerId()));
}
