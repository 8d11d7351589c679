import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call';
import type { DepositMethod } from './list-receiving-accounts';

export const bankNamesQuery = (siteId: number, method: DepositMethod) =>
  queryOptions({
    queryKey: ['bankNames', siteId, method] as const,
    queryFn: ({ signal }) => call('bankNamesList', { site_id: siteId, method }, signal),
    // The list changes only when someone adds a name, which refreshes it here.
    staleTime: 10 * 60_000,
  });

/** The banks or e-wallets of the site's country an account may name: the shared list and the operator's own. */
export function useBankNames(siteId: number, method: DepositMethod) {
  return useQuery(bankNamesQuery(siteId, method));
}
