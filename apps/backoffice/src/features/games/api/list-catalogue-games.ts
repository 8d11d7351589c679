import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { catalogueAdmin } from '@wl/contract';
import { type CallRequest, call } from '@/shared/api/call';

export type CatalogueGame = catalogueAdmin.CatalogueGame;
export type CatalogueSearch = CallRequest<'catalogueGamesList'>;

/** Every cached page of a site's catalogue, for invalidating after a change. */
export const catalogueGamesKey = (siteId: number) => ['catalogue', 'games', siteId] as const;

export const catalogueGamesQuery = (search: CatalogueSearch) =>
  queryOptions({
    queryKey: [...catalogueGamesKey(search.site_id), search],
    queryFn: ({ signal }) => call('catalogueGamesList', search, signal),
  });

/** A page of the site's catalogue; the last page stays shown while the next one loads. */
export function useCatalogueGames(search: CatalogueSearch) {
  return useQuery({ ...catalogueGamesQuery(search), placeholderData: keepPreviousData });
}
