import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { playerKeys } from './player-keys';

/** The user store's `minigame` (spec-coverage S3.1, S3.8): available and frozen tokens. */
export type TokenWallet = CallResponse<'miniGameWallet'>['value'][number];

export async function getTokenWallet(signal?: AbortSignal): Promise<TokenWallet> {
  const result = await call('miniGameWallet', {}, { signal });
  return result.value[0]!;
}

export function tokenWalletQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: playerKeys.tokenWallet(accountId),
    queryFn: ({ signal }) => getTokenWallet(signal),
    enabled: Boolean(accountId),
  });
}

/** The token wallet the mini game pages and their bar show. */
export function useTokenWallet() {
  return useQuery(tokenWalletQueryOptions(usePlayerId()));
}
