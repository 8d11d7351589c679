import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';

/** Hides the games of providers not connected from the site's players, or shows them as "coming soon". */
export function useSetUnconnectedGames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'catalogueUnconnectedSet'>) => call('catalogueUnconnectedSet', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: ['catalogue', body.site_id] }),
  });
}
