import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameListResponse, GameSort, Lobby } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';

export interface LobbyFilter {
  lobby: Lobby;
  sort: GameSort;
  provider_code: string;
  search: string;
  page: number;
  /** whole rows of the grid at the screen's width (lib/page-size.ts), not the spec's 10 */
  page_size: number;
}

export type GamePage = Omit<GameListResponse, 'statusCode'>;

/** One page of a lobby; a failure is the page's to show (error state with retry), so the call is silent. */
export async function getGameList(site: SiteRef, filter: LobbyFilter, signal?: AbortSignal): Promise<GamePage> {
  const result = await call('gameList', { ...site, ...filter }, { signal });
  return {
    value: result.value,
    total: result.total,
    page: result.page,
    page_size: result.page_size,
    providers: result.providers,
  };
}

export function gameListQueryOptions(site: SiteRef, filter: LobbyFilter, enabled = true) {
  return queryOptions({
    enabled,
    queryKey: ['games', 'lobby', site.domain_name, site.external_id, filter],
    queryFn: ({ signal }) => getGameList(site, filter, signal),
    // The page being left stays on screen (dimmed) until the next one arrives, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}

/** enabled: false until the page size is known, so no page of another size is asked for first. */
export function useGameList(filter: LobbyFilter, enabled = true) {
  return useQuery(gameListQueryOptions(useSiteRef(), filter, enabled));
}
