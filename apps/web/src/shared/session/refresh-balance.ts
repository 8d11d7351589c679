import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { callAsPlayer } from '@/shared/api/player-call';
import { useUserStore } from './user-store';

export type Balance = CallResponse<'getBalance'>;

/** get_balance into the user store, so the header and every page show the new figure. */
export async function refreshBalance(): Promise<Balance> {
  const result = await callAsPlayer('getBalance', {});
  useUserStore.getState().setBalance(result.game_balance, result.game_token);
  return result;
}

export const refreshBalanceMutationOptions = mutationOptions({
  mutationKey: ['account', 'refresh-balance'],
  mutationFn: refreshBalance,
});

export function useRefreshBalance() {
  return useMutation(refreshBalanceMutationOptions);
}
