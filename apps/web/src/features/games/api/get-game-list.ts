import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type GameListResponse, type Lobby, PAGINATION_DEFAULTS } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';

export interface LobbyFilter {
  lobby: Lobby;
  provider_code: string;
  search: string;
  page: number;
}

export type GamePage = Omit<GameListResponse, 'statusCode'>;

/** One page of a lobby; a failure is the page's to show (error state with retry), so the call is silent. */
export async function getGameList(site: SiteRef, filter: LobbyFilter, signal?: AbortSignal): Promise<GamePage> {
  const result = await call('gameList', { ...site, ...filter, page_size: PAGINATION_DEFAULTS.itemsPerPage }, { signal });
  return {
    value: result.value,
    total: result.total,
    page: result.page,
    page_size: result.page_size,
    providers: result.providers,
  };
}

export function gameListQueryOptions(site: SiteRef, filter: LobbyFilter) {
  return queryOptions({
    queryKey: ['games', 'lobby', site.domain_name, site.external_id, filter],
    queryFn: ({ signal }) => getGameList(site, filter, signal),
    // The page being left stays on screen (dimmed) until the next one arrives, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}

export function useGameList(filter: LobbyFilter) {
  return useQuery(gameListQueryOptions(useSiteRef(), filter));
}
