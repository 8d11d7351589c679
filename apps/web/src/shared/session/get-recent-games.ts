import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { playerKeys } from './player-keys';

const NO_GAMES: Game[] = [];

/** recent_list: the games the player launched lately, newest first ("continue where you left off"). */
export function recentGamesQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: playerKeys.recentGames(accountId),
    queryFn: async ({ signal }) => (await call('recentGames', {}, { signal })).value,
    enabled: Boolean(accountId),
    // A launch on the play page, or on another device, changes it: every row that shows it reads it again.
    staleTime: 0,
  });
}

/** The player's recently played games; empty for a visitor, while they load and when the call failed. */
export function useRecentGames(): Game[] {
  return useQuery(recentGamesQueryOptions(usePlayerId())).data ?? NO_GAMES;
}
