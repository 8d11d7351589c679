import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankAccount, CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { walletKeys } from './wallet-keys';

export type BankAccounts = CallResponse<'bankAccountList'>;
export type { BankAccount };

/** The player's bank accounts (numbers masked) and how many the site allows. */
export function getBankAccounts(signal?: AbortSignal): Promise<BankAccounts> {
  return call('bankAccountList', {}, { signal });
}

export function bankAccountsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: walletKeys.bankAccounts(accountId),
    queryFn: ({ signal }) => getBankAccounts(signal),
    enabled: Boolean(accountId),
  });
}

export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions(usePlayerId()));
}
