import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';

/** Connects a remote provider for the whole installation; every site's provider list shows it. */
export function useSaveIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'catalogueIntegrationSave'>) => call('catalogueIntegrationSave', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}

/** Switches a provider's integration off or on for every site. */
export function useSetIntegrationEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'catalogueIntegrationSetEnabled'>) => call('catalogueIntegrationSetEnabled', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}
