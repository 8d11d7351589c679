import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';

export type SiteInfo = CallResponse<'siteInfoDetail'>['cms'];

/** The operator's texts change rarely; the six pages share one answer for a while. */
const SITE_INFO_STALE_MS = 5 * 60_000;

/** siteinfodetail: every CMS body and status flag of the site. */
export async function getSiteInfo(site: SiteRef, signal?: AbortSignal): Promise<SiteInfo> {
  const result = await call('siteInfoDetail', site, { signal });
  return result.cms;
}

export function siteInfoQueryOptions(site: SiteRef) {
  return queryOptions({
    queryKey: ['info', 'site-info', site.domain_name, site.external_id],
    queryFn: ({ signal }) => getSiteInfo(site, signal),
    enabled: Boolean(site.external_id),
    staleTime: SITE_INFO_STALE_MS,
  });
}

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions(useSiteRef()));
}
