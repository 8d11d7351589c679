import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { catalogueGamesKey } from './list-catalogue-games';
import { gameListsKey } from './list-game-lists';
import { providersKey } from './list-providers';

/** Offers a provider on the site, or stops offering it: the site's providers, games and lists change with it. */
export function useSetProviderEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'catalogueProvidersSetEnabled'>) => call('catalogueProvidersSetEnabled', body),
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: providersKey(body.site_id) }),
        queryClient.invalidateQueries({ queryKey: catalogueGamesKey(body.site_id) }),
        queryClient.invalidateQueries({ queryKey: gameListsKey(body.site_id) }),
      ]),
  });
}
