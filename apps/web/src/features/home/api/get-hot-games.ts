import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract';
import { type SiteRef, useSiteRef } from '@/features/site/site-ref';
import { ApiCallError, callApi, succeeded } from '@/shared/api/client';

export type HotGame = CallResponse<'getHotGames'>['value'][number];

/** The site's hot games of every category; a failure is the section's to show, so the call is silent. */
export async function getHotGames(site: SiteRef, signal?: AbortSignal): Promise<HotGame[]> {
  const result = await callApi('getHotGames', { ...site, game_type: '' }, { silent: true, signal });
  if (!succeeded(result)) throw new ApiCallError(result);
  return result.value;
}

export function hotGamesQueryOptions(site: SiteRef) {
  return queryOptions({
    queryKey: ['home', 'hot-games', site.domain_name, site.external_id],
    queryFn: ({ signal }) => getHotGames(site, signal),
  });
}

export function useHotGames() {
  return useQuery(hotGamesQueryOptions(useSiteRef()));
}
