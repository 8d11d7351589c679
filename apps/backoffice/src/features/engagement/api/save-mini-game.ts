import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { miniGamesKey } from './list-mini-games';

/** Changes a mini game's cost, prizes and odds. */
export function useSaveMiniGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'engagementMiniGamesSave'>) => call('engagementMiniGamesSave', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: miniGamesKey(body.site_id) }),
  });
}
