import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { callAsPlayer, usePlayerId } from '@/shared/api/player-call';
import { useUserStore } from '@/shared/session/user-store';
import type { TokenWallet } from './get-token-wallet';
import { miniGameKeys } from './mini-game-keys';

export type PlayResult = CallResponse<'miniGameBet'>['value'][number];

/** mini_game_bet: the cost moves from available to frozen tokens and the prize is drawn at once. */
export async function playMiniGame(gameId: number): Promise<PlayResult> {
  const result = await callAsPlayer('miniGameBet', { game_id: gameId });
  return result.value[0]!;
}

/**
 * The answer carries the wallet after the bet, so it is shown at once (with the header's token
 * count); the log is reloaded for the new pending play. A refused bet reloads the wallet: the
 * figure on screen was out of date.
 */
export function playMiniGameMutationOptions(queryClient: QueryClient, accountId: string) {
  return mutationOptions({
    mutationKey: ['minigame', 'play'],
    mutationFn: playMiniGame,
    onSuccess: async (play) => {
      const wallet: TokenWallet = { token_balance: play.token_balance, frozen_token: play.frozen_token };
      queryClient.setQueryData(miniGameKeys.wallet(accountId), wallet);
      const { game, setMiniGameWallet, setBalance } = useUserStore.getState();
      setMiniGameWallet(wallet);
      setBalance(game.balance, wallet.token_balance);
      await queryClient.invalidateQueries({ queryKey: miniGameKeys.log(accountId) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: miniGameKeys.wallet(accountId) }),
  });
}

export function usePlayMiniGame() {
  return useMutation(playMiniGameMutationOptions(useQueryClient(), usePlayerId()));
}
