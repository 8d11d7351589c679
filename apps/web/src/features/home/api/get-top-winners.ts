import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { ApiCallError, callApi, succeeded } from '@/shared/api/client';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';

export type TopWinners = CallResponse<'top10WinnerWithdrawal'>['value'];

/** The last day's biggest wins and withdrawals (account ids masked by the server) and the player counters. */
export async function getTopWinners(site: SiteRef, signal?: AbortSignal): Promise<TopWinners> {
  const result = await callApi('top10WinnerWithdrawal', site, { silent: true, signal });
  if (!succeeded(result)) throw new ApiCallError(result);
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
