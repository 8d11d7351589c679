import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { catalogueGamesKey } from './list-catalogue-games';
import { gameListsKey } from './list-game-lists';

/** Switches a game on or off for the site, pins its place, or sets the site's own picture. */
export function useUpdateCatalogueGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'catalogueGamesUpdate'>) => call('catalogueGamesUpdate', body),
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueGamesKey(body.site_id) }),
        queryClient.invalidateQueries({ queryKey: gameListsKey(body.site_id) }),
      ]),
  });
}
