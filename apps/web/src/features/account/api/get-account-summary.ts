import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { accountKeys } from './account-keys';

export type AccountSummary = CallResponse<'accountSummary'>;

/** Deposits, withdrawals and net deposits of the account's whole life, and the login before this session's. */
export function getAccountSummary(signal?: AbortSignal): Promise<AccountSummary> {
  return call('accountSummary', {}, { signal });
}

export function accountSummaryQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: accountKeys.summary(accountId),
    queryFn: ({ signal }) => getAccountSummary(signal),
    enabled: Boolean(accountId),
    // The figures move with every deposit and withdrawal, so each visit of the page asks again.
    staleTime: 0,
  });
}

export function useAccountSummary() {
  return useQuery(accountSummaryQueryOptions(usePlayerId()));
}
