import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { playerKeys } from './player-keys';

/** The user store's `game` (spec-coverage S3.1): the money balance and the available tokens. */
export interface PlayerBalance {
  balance: number;
  token: number;
}

export async function getBalance(signal?: AbortSignal): Promise<PlayerBalance> {
  const result = await call('getBalance', {}, { signal });
  return { balance: result.game_balance, token: result.game_token };
}

export function balanceQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: playerKeys.balance(accountId),
    queryFn: ({ signal }) => getBalance(signal),
    enabled: Boolean(accountId),
  });
}

/** The balance the header and the account page show. */
export function useBalance() {
  return useQuery(balanceQueryOptions(usePlayerId()));
}

/**
 * Asks the server for the balance now (the refresh button, a game that reports a round). A
 * mutation, so the button knows when its own refresh is on its way and whether it failed.
 */
export function useRefreshBalance() {
  const queryClient = useQueryClient();
  const accountId = usePlayerId();
  return useMutation({
    mutationKey: ['player', 'refresh-balance'],
    mutationFn: () => queryClient.fetchQuery({ ...balanceQueryOptions(accountId), staleTime: 0 }),
  });
}
