import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { playerKeys } from '@/shared/session/player-keys';
import { usePlayerId } from '@/shared/session/user-store';
import { showWalletFigures } from '@/shared/session/wallet-figures';
import { miniGameKeys } from './mini-game-keys';

export type ClaimResult = CallResponse<'miniGameReward'>['value'][number];

/** mini_game_reward: settles every pending play of the game, releasing the frozen cost and paying the prizes. */
export async function claimRewards(gameId: number): Promise<ClaimResult> {
  const result = await call('miniGameReward', { game_id: gameId });
  return result.value[0]!;
}

/**
 * The answer carries the new balance and token wallet, which go straight to the screen and the
 * header; the log is reloaded to show the plays settled. Whatever the outcome, the wallet and log
 * are the server's afterwards.
 */
export function claimRewardsMutationOptions(queryClient: QueryClient, accountId: string) {
  return mutationOptions({
    mutationKey: ['minigame', 'claim'],
    mutationFn: claimRewards,
    onSuccess: (claim) => {
      showWalletFigures(queryClient, accountId, {
        balance: claim.game_balance,
        tokens: claim.token_balance,
        frozenTokens: claim.frozen_token,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: miniGameKeys.log(accountId) }),
    onError: () => queryClient.invalidateQueries({ queryKey: playerKeys.tokenWallet(accountId) }),
  });
}

export function useClaimRewards() {
  return useMutation(claimRewardsMutationOptions(useQueryClient(), usePlayerId()));
}
