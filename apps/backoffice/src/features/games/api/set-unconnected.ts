import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { providersKey } from './list-providers';

/**
 * Hides the games of providers not connected from the site's players, or shows them as "coming
 * soon". Only the site's provider list carries the choice: its games and lists stay as they are.
 */
export function useSetUnconnectedGames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'catalogueUnconnectedSet'>) => call('catalogueUnconnectedSet', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: providersKey(body.site_id) }),
  });
}
