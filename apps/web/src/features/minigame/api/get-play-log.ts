import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { miniGameKeys } from './mini-game-keys';

export type Play = CallResponse<'miniGameLog'>['value'][number];

/** The player's recent plays, newest first (the server keeps the order and the length). */
export async function getPlayLog(signal?: AbortSignal): Promise<Play[]> {
  const result = await call('miniGameLog', {}, { signal });
  return result.value;
}

export function playLogQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: miniGameKeys.log(accountId),
    queryFn: ({ signal }) => getPlayLog(signal),
    enabled: Boolean(accountId),
  });
}

export function usePlayLog() {
  return useQuery(playLogQueryOptions(usePlayerId()));
}

/** Plays of a game drawn but not yet claimed: the reward call settles them. */
export function pendingPlays(log: readonly Play[] | undefined, gameId: number): number {
  return log?.filter((play) => play.game_id === gameId && play.status === 'pending').length ?? 0;
}
