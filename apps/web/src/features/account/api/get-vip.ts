import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { callAsPlayer, usePlayerId } from '@/shared/api/player-call';
import { useUserStore } from '@/shared/session/user-store';
import { accountKeys } from './account-keys';

export type VipStatus = CallResponse<'vip'>;

/** VIP level, progress and the site's level table; the user store's VIP follows the fresh answer. */
export async function getVip(signal?: AbortSignal): Promise<VipStatus> {
  const result = await callAsPlayer('vip', {}, signal);
  useUserStore.getState().setVip({ ...result.nextLevel[0]!, currentLevel: result.currentLevel });
  return result;
}

export function vipQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: accountKeys.vip(accountId),
    queryFn: ({ signal }) => getVip(signal),
    enabled: Boolean(accountId),
  });
}

export function useVip() {
  return useQuery(vipQueryOptions(usePlayerId()));
}
