import { queryOptions, useQuery } from '@tanstack/react-query';
import type { siteAdmin } from '@wl/contract';
import { call } from '@/shared/api/call';

export type SiteSettings = siteAdmin.SiteSettings;

export const siteSettingsKey = (siteId: number) => ['siteSettings', siteId] as const;

export const siteSettingsQuery = (siteId: number) =>
  queryOptions({
    queryKey: siteSettingsKey(siteId),
    queryFn: ({ signal }) => call('siteSettingsGet', { site_id: siteId }, signal),
  });

/** One site's settings and branding as saved. */
export function useSiteSettings(siteId: number) {
  return useQuery(siteSettingsQuery(siteId));
}
