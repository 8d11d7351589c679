import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { callAsPlayer, usePlayerId } from '@/shared/api/player-call';
import { useUserStore } from '@/shared/session/user-store';
import { miniGameKeys } from './mini-game-keys';

export type TokenWallet = CallResponse<'miniGameWallet'>['value'][number];

/** The token wallet, copied into the user store so the mini game bar shows the same figure. */
export async function getTokenWallet(signal?: AbortSignal): Promise<TokenWallet> {
  const result = await callAsPlayer('miniGameWallet', {}, signal);
  const wallet = result.value[0]!;
  useUserStore.getState().setMiniGameWallet(wallet);
  return wallet;
}

export function tokenWalletQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: miniGameKeys.wallet(accountId),
    queryFn: ({ signal }) => getTokenWallet(signal),
    enabled: Boolean(accountId),
  });
}

export function useTokenWallet() {
  return useQuery(tokenWalletQueryOptions(usePlayerId()));
}
