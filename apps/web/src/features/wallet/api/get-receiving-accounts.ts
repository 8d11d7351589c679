import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse, PlayerReceivingAccount } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import type { DepositMethod } from '../lib/cashier-forms';
import { walletKeys } from './wallet-keys';

export type ReceivingAccounts = CallResponse<'receivingAccounts'>;
export type { PlayerReceivingAccount };

/** Where the site takes deposits by a method, in the operator's order, and the reference the player quotes. */
export function getReceivingAccounts(method: DepositMethod, signal?: AbortSignal): Promise<ReceivingAccounts> {
  return call('receivingAccounts', { method }, { signal });
}

export function receivingAccountsQueryOptions(accountId: string, method: DepositMethod) {
  return queryOptions({
    queryKey: walletKeys.receivingAccounts(accountId, method),
    queryFn: ({ signal }) => getReceivingAccounts(method, signal),
    enabled: Boolean(accountId),
  });
}

export function useReceivingAccounts(method: DepositMethod) {
  return useQuery(receivingAccountsQueryOptions(usePlayerId(), method));
}
