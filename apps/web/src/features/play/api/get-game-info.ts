import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameInfo } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';
import type { GameToLaunch } from './launch-game';

/** The info sheet's figures; the same for every visitor of the site, so cached like any site read. */
export const gameInfoQueryOptions = (site: SiteRef, game: GameToLaunch) =>
  queryOptions({
    queryKey: ['play', 'info', site.domain_name, site.external_id, game.providerCode, game.gameCode] as const,
    queryFn: async ({ signal }): Promise<GameInfo> =>
      (await call('gameInfo', { ...site, provider_code: game.providerCode, game_code: game.gameCode }, { signal })).value,
    staleTime: 5 * 60_000,
  });

export function useGameInfo(game: GameToLaunch) {
  return useQuery(gameInfoQueryOptions(useSiteRef(), game));
}
