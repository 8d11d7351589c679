import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { catalogueGamesKey } from './list-catalogue-games';
import { gameListsKey } from './list-game-lists';

/** Switches several games on or off for the site at once. */
export function useSetGamesEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'catalogueGamesSetEnabled'>) => call('catalogueGamesSetEnabled', body),
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueGamesKey(body.site_id) }),
        queryClient.invalidateQueries({ queryKey: gameListsKey(body.site_id) }),
      ]),
  });
}
