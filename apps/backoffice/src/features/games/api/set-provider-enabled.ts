import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';

/** Offers a provider on the site, or stops offering it: its games, lists and counts change with it. */
export function useSetProviderEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'catalogueProvidersSetEnabled'>) => call('catalogueProvidersSetEnabled', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: ['catalogue', body.site_id] }),
  });
}
