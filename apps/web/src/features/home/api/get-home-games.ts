import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeGameList, HomeGames, LobbyGame } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';

/** The home's lists of the site; a failure is each section's to show, so the call is silent. */
export async function getHomeGames(site: SiteRef, signal?: AbortSignal): Promise<HomeGames> {
  const result = await call('homeGames', site, { signal });
  return result.value;
}

export function homeGamesQueryOptions(site: SiteRef) {
  return queryOptions({
    queryKey: ['home', 'games', site.domain_name, site.external_id],
    queryFn: ({ signal }) => getHomeGames(site, signal),
  });
}

export function useHomeGames() {
  return useQuery(homeGamesQueryOptions(useSiteRef()));
}

const NO_GAMES: LobbyGame[] = [];

/**
 * One home list, once loaded: the server answers the site's own list or the built-in default, with
 * only the games the site shows (coming soon ones flagged), so the home shows it as it comes.
 */
export function useHomeGameList(list: HomeGameList) {
  const query = useHomeGames();
  return { query, games: query.data?.[list] ?? NO_GAMES };
}
