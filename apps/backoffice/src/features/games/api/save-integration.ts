import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { everySiteProvidersKey } from './list-providers';

/**
 * Connects a remote provider for the whole installation: every site's provider list shows it. A
 * site's games and lists do not (they say what the site offers, not how a provider is reached).
 */
export function useSaveIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'catalogueIntegrationSave'>) => call('catalogueIntegrationSave', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: everySiteProvidersKey }),
  });
}

/** Switches a provider's integration off or on for every site: as a saved one, only the provider lists show it. */
export function useSetIntegrationEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'catalogueIntegrationSetEnabled'>) => call('catalogueIntegrationSetEnabled', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: everySiteProvidersKey }),
  });
}
