import { queryOptions, useQuery } from '@tanstack/react-query';
import type { engagementAdmin } from '@wl/contract';
import { call } from '@/shared/api/call';

export type AdminMiniGame = engagementAdmin.AdminMiniGame;

export const miniGamesKey = (siteId: number) => ['engagement', 'miniGames', siteId] as const;

export const miniGamesQuery = (siteId: number) =>
  queryOptions({
    queryKey: miniGamesKey(siteId),
    queryFn: ({ signal }) => call('engagementMiniGamesList', { site_id: siteId }, signal),
  });

/** A site's mini games with their prizes, odds and expected return. */
export function useMiniGames(siteId: number) {
  return useQuery(miniGamesQuery(siteId));
}
