import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';

export type PlayerSearch = CallRequest<'playerSearch'>;

export function playerSearchQuery(search: PlayerSearch) {
  return queryOptions({
    queryKey: ['players', 'search', search],
    queryFn: ({ signal }) => call('playerSearch', search, signal),
  });
}

/** A page of players matching the search; the last page stays shown while the next one loads. */
export function useSearchPlayers(search: PlayerSearch, enabled: boolean) {
  return useQuery({ ...playerSearchQuery(search), enabled, placeholderData: keepPreviousData });
}
