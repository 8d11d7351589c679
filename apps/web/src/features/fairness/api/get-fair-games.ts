import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { siteRef } from '@/shared/session/site-ref';
import { fairnessKeys } from './fairness-keys';

export type FairGameInfo = CallResponse<'fairGames'>['value'][number];

/** Each fair game's RTP on the site: a round typed in by hand is recomputed at it. */
export async function getFairGames(signal?: AbortSignal): Promise<FairGameInfo[]> {
  return (await call('fairGames', siteRef(), { signal })).value;
}

export const fairGamesQueryOptions = queryOptions({
  queryKey: fairnessKeys.games,
  queryFn: ({ signal }) => getFairGames(signal),
});

export function useFairGames() {
  return useQuery(fairGamesQueryOptions);
}
