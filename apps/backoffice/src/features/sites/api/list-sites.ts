import { queryOptions, useQuery } from '@tanstack/react-query';
import type { operator } from '@wl/contract';
import { call } from '@/shared/api/call';

export type SiteSummary = operator.OperatorSite;

export const sitesKey = ['sites'] as const;

export const sitesQuery = queryOptions({
  queryKey: sitesKey,
  queryFn: ({ signal }) => call('sitesList', {}, signal),
});

/** The member's sites (their operator's, or those they are limited to), with domains, template and maintenance. */
export function useSites() {
  return useQuery(sitesQuery);
}
