import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { catalogueGamesKey } from './list-catalogue-games';
import { gameListsKey } from './list-game-lists';

/** Replaces one of the site's lists with the games given, in their order. */
export function useSetGameList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'catalogueListsSet'>) => call('catalogueListsSet', body),
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gameListsKey(body.site_id) }),
        queryClient.invalidateQueries({ queryKey: catalogueGamesKey(body.site_id) }),
      ]),
  });
}
