import { queryOptions, useQuery } from '@tanstack/react-query';
import type { catalogueAdmin } from '@wl/contract';
import { call } from '@/shared/api/call';

export type GameListName = catalogueAdmin.GameListName;
export type ListGame = catalogueAdmin.CatalogueListGame;

export const gameListsKey = (siteId: number) => ['catalogue', 'lists', siteId] as const;

export const gameListsQuery = (siteId: number) =>
  queryOptions({
    queryKey: gameListsKey(siteId),
    queryFn: ({ signal }) => call('catalogueListsGet', { site_id: siteId }, signal),
  });

/** The site's hot, featured, popular, new and popup lists, each in order. */
export function useGameLists(siteId: number) {
  return useQuery(gameListsQuery(siteId));
}
