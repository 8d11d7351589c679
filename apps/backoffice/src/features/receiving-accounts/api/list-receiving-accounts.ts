import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DEPOSIT_METHODS, receivingAccounts } from '@wl/contract';
import { call } from '@/shared/api/call';

export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
export type ReceivingAccount = receivingAccounts.ReceivingAccount;

export const receivingAccountsKey = (siteId: number, method: DepositMethod) => ['receivingAccounts', siteId, method] as const;

export const receivingAccountsQuery = (siteId: number, method: DepositMethod) =>
  queryOptions({
    queryKey: receivingAccountsKey(siteId, method),
    queryFn: ({ signal }) => call('receivingAccountsList', { site_id: siteId, method }, signal),
  });

/** A site's accounts of one method in their order, and the site currency their limits are in. */
export function useReceivingAccounts(siteId: number, method: DepositMethod) {
  return useQuery(receivingAccountsQuery(siteId, method));
}
