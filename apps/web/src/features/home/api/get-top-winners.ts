import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';

export type TopWinners = CallResponse<'top10WinnerWithdrawal'>['value'];

/** The last day's biggest wins and withdrawals (account ids masked by the server) and the player counters. */
export async function getTopWinners(site: SiteRef, signal?: AbortSignal): Promise<TopWinners> {
  const result = await call('top10WinnerWithdrawal', site, { signal });
  return result.value;
}

export function topWinnersQueryOptions(site: SiteRef) {
  return queryOptions({
    queryKey: ['home', 'top-winners', site.domain_name, site.external_id],
    queryFn: ({ signal }) => getTopWinners(site, signal),
  });
}

export function useTopWinners() {
  return useQuery(topWinnersQueryOptions(useSiteRef()));
}
