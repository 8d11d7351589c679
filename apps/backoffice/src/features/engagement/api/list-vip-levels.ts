import { queryOptions, useQuery } from '@tanstack/react-query';
import type { engagementAdmin } from '@wl/contract';
import { call } from '@/shared/api/call';

export type AdminVipLevel = engagementAdmin.AdminVipLevel;

export const vipLevelsKey = (siteId: number) => ['engagement', 'vipLevels', siteId] as const;

export const vipLevelsQuery = (siteId: number) =>
  queryOptions({
    queryKey: vipLevelsKey(siteId),
    queryFn: ({ signal }) => call('engagementVipLevelsList', { site_id: siteId }, signal),
  });

/** A site's VIP ladder, lowest level first, with the site's currency and language. */
export function useVipLevels(siteId: number) {
  return useQuery(vipLevelsQuery(siteId));
}
