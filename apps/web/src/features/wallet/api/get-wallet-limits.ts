import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { walletKeys } from './wallet-keys';

export type WalletLimits = CallResponse<'walletLimits'>;

/** The site's minimum and maximum per request, the bank account limit, the withdrawable balance and the deposit allowance. */
export function getWalletLimits(signal?: AbortSignal): Promise<WalletLimits> {
  return call('walletLimits', {}, { signal });
}

export function walletLimitsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: walletKeys.limits(accountId),
    queryFn: ({ signal }) => getWalletLimits(signal),
    enabled: Boolean(accountId),
    // The withdrawable balance and the deposit allowance move with every bet and request.
    staleTime: 0,
  });
}

export function useWalletLimits() {
  return useQuery(walletLimitsQueryOptions(usePlayerId()));
}
