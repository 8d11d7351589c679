import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse, LEADERBOARD_PERIODS } from '@wl/contract/lite';
import { ApiCallError, callApi, succeeded } from '@/shared/api/client';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';

export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export type Leaderboard = CallResponse<'leaderboard'>;

/** The site's biggest winners of a rolling day, week or month; account ids come masked. */
export async function getLeaderboard(site: SiteRef, period: LeaderboardPeriod, signal?: AbortSignal): Promise<Leaderboard> {
  const result = await callApi('leaderboard', { ...site, period }, { silent: true, signal });
  if (!succeeded(result)) throw new ApiCallError(result);
  return result;
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
