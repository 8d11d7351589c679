import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { settingsSaved } from './save-site-settings';

/** Attaches a domain to a site. */
export function useAddSiteDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'siteDomainAdd'>) => call('siteDomainAdd', body),
    onSuccess: ({ value }) => settingsSaved(queryClient, value),
  });
}
