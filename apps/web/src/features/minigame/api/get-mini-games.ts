import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { miniGameKeys } from './mini-game-keys';

export type MiniGame = CallResponse<'miniGameList'>['value'][number];

/** The site's mini games in the operator's order, with their cost and prizes. */
export async function getMiniGames(signal?: AbortSignal): Promise<MiniGame[]> {
  const result = await call('miniGameList', {}, { signal });
  return result.value;
}

export function miniGamesQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: miniGameKeys.list(accountId),
    queryFn: ({ signal }) => getMiniGames(signal),
    enabled: Boolean(accountId),
  });
}

export function useMiniGames() {
  return useQuery(miniGamesQueryOptions(usePlayerId()));
}
