import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { defaultDateRange } from '@/shared/lib/date-range';
import { useSiteStore } from '@/shared/session/site-store';
import { usePlayerId } from '@/shared/session/user-store';
import { fairnessKeys } from './fairness-keys';

export type FairBet = CallResponse<'betHistory'>['value'][number];
/** How many of the latest fair rounds the seeds panel lists. */
export const RECENT_ROUNDS = 10;

/** The player's latest rounds of the provably fair games, of the last seven days (the site's days). */
export async function getRecentRounds(timeZone: string | undefined, signal?: AbortSignal): Promise<FairBet[]> {
  const { start, end } = defaultDateRange(timeZone);
  const history = await call(
    'betHistory',
    { start_date: start, end_date: end, page: 1, page_size: RECENT_ROUNDS, fair_only: true },
    { signal },
  );
  return history.value;
}

export function recentRoundsQueryOptions(accountId: string, timeZone: string | undefined) {
  return queryOptions({
    queryKey: fairnessKeys.recentRounds(accountId),
    queryFn: ({ signal }) => getRecentRounds(timeZone, signal),
    enabled: Boolean(accountId),
  });
}

export function useRecentRounds() {
  const timeZone = useSiteStore((state) => state.site?.timezone);
  return useQuery(recentRoundsQueryOptions(usePlayerId(), timeZone));
}
