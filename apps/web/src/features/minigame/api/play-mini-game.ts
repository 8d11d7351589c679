import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { playerKeys } from '@/shared/session/player-keys';
import { usePlayerId } from '@/shared/session/user-store';
import { showWalletFigures } from '@/shared/session/wallet-figures';
import { miniGameKeys } from './mini-game-keys';

export type PlayResult = CallResponse<'miniGameBet'>['value'][number];

/** mini_game_bet: the cost moves from available to frozen tokens and the prize is drawn at once. */
export async function playMiniGame(gameId: number): Promise<PlayResult> {
  const result = await call('miniGameBet', { game_id: gameId });
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
      showWalletFigures(queryClient, accountId, { tokens: play.token_balance, frozenTokens: play.frozen_token });
      await queryClient.invalidateQueries({ queryKey: miniGameKeys.log(accountId) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: playerKeys.tokenWallet(accountId) }),
  });
}

export function usePlayMiniGame() {
  return useMutation(playMiniGameMutationOptions(useQueryClient(), usePlayerId()));
}
