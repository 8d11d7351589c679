import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { settingsSaved } from './save-site-settings';

/** Uploads one of a site's logos (a data URL), or removes it (null). */
export function useSetSiteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'siteLogoSet'>) => call('siteLogoSet', body),
    onSuccess: ({ value }) => settingsSaved(queryClient, value),
  });
}
