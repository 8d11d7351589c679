import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse, LEADERBOARD_PERIODS } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';

export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export type Leaderboard = CallResponse<'leaderboard'>;

/** The site's biggest winners of a rolling day, week or month; account ids come masked. */
export function getLeaderboard(site: SiteRef, period: LeaderboardPeriod, signal?: AbortSignal): Promise<Leaderboard> {
  return call('leaderboard', { ...site, period }, { signal });
}

export function leaderboardQueryOptions(site: SiteRef, period: LeaderboardPeriod) {
  return queryOptions({
    queryKey: ['leaderboard', site.domain_name, site.external_id, period],
    queryFn: ({ signal }) => getLeaderboard(site, period, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLeaderboard(period: LeaderboardPeriod) {
  return useQuery(leaderboardQueryOptions(useSiteRef(), period));
}
