import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { settingsSaved } from './save-site-settings';

/** Detaches a domain from a site; the server keeps its last one. */
export function useRemoveSiteDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'siteDomainRemove'>) => call('siteDomainRemove', body),
    onSuccess: ({ value }) => settingsSaved(queryClient, value),
  });
}
