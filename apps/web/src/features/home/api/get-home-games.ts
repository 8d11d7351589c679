import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_GAME_LISTS, type HomeGameList, type HomeGames, type LobbyGame, type ProductCategory } from '@wl/contract/lite';
import { useMemo } from 'react';
import { call } from '@/shared/api/client';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';
import { useSiteStore } from '@/shared/session/site-store';

/** The home's curated lists of the site; a failure is each section's to show, so the call is silent. */
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

/**
 * A list as the home shows it: the site's own, or when the site has none the built-in default of
 * spec-coverage S3.4, keeping only games of the categories the site offers and of the providers
 * whose games it shows (coming soon where their provider is not connected), so no card leads to a
 * game the site cannot open.
 */
export function listOrDefault(
  games: HomeGames,
  list: HomeGameList,
  offered: readonly { category: ProductCategory }[],
): LobbyGame[] {
  if (games[list].length > 0) return games[list];
  const shown = new Map(games.providers.map((provider) => [provider.provider_code, provider.coming_soon]));
  return DEFAULT_GAME_LISTS[list].flatMap((game) => {
    const comingSoon = shown.get(game.provider_code);
    if (comingSoon === undefined || !offered.some((entry) => entry.category === game.game_type)) return [];
    return [comingSoon ? { ...game, coming_soon: true } : game];
  });
}

export function useHomeGames() {
  return useQuery(homeGamesQueryOptions(useSiteRef()));
}

/** One home list, once loaded: the site's, or the default (see listOrDefault). */
export function useHomeGameList(list: HomeGameList) {
  const offered = useSiteStore((state) => state.provider_count);
  const query = useHomeGames();
  const games = useMemo(() => (query.data ? listOrDefault(query.data, list, offered) : []), [query.data, list, offered]);
  return { query, games };
}
