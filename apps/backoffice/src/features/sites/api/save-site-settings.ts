import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { refreshMember } from '@/shared/session/member';
import { type SiteSettings, siteSettingsKey } from './get-site-settings';
import { sitesKey } from './list-sites';

/** The saved settings become the cached ones; the list and the member's sites (names, currencies) are read again. */
export function settingsSaved(queryClient: QueryClient, settings: SiteSettings): void {
  queryClient.setQueryData(siteSettingsKey(settings.id), { statusCode: 1 as const, value: settings });
  void queryClient.invalidateQueries({ queryKey: sitesKey });
  void refreshMember(queryClient);
}

/** Changes a site's settings and branding; only the fields sent change. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'siteSettingsSave'>) => call('siteSettingsSave', body),
    onSuccess: ({ value }) => settingsSaved(queryClient, value),
  });
}
