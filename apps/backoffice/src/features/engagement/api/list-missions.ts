import { queryOptions, useQuery } from '@tanstack/react-query';
import type { engagementAdmin } from '@wl/contract';
import { call } from '@/shared/api/call';

export type AdminMission = engagementAdmin.AdminMission;

export const missionsKey = (siteId: number) => ['engagement', 'missions', siteId] as const;

export const missionsQuery = (siteId: number) =>
  queryOptions({
    queryKey: missionsKey(siteId),
    queryFn: ({ signal }) => call('engagementMissionsList', { site_id: siteId }, signal),
  });

/** A site's missions in their order, and the site currency their money is in. */
export function useMissions(siteId: number) {
  return useQuery(missionsQuery(siteId));
}
