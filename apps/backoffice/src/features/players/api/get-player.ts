import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call';

/** Every query about one player starts with this key, so an action can ask them all again at once. */
export const playerKey = (playerId: number) => ['players', 'player', playerId] as const;

export function playerQuery(playerId: number) {
  return queryOptions({
    queryKey: [...playerKey(playerId), '360'],
    queryFn: ({ signal }) => call('player360', { player_id: playerId }, signal),
  });
}

/** The player 360: profile, balances, responsible gaming, sessions, promotions, referral, notes, pending approvals. */
export function usePlayer(playerId: number, enabled = true) {
  return useQuery({ ...playerQuery(playerId), enabled });
}
