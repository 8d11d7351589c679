import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { fairnessKeys } from './fairness-keys';

export type FairSeeds = Omit<CallResponse<'fairSeeds'>, 'statusCode'>;
export type SeedPair = FairSeeds['current'];
export type RevealedSeedPair = FairSeeds['revealed'][number];

/** The player's seed pair in use (its server seed's hash only) and the pairs revealed, newest first. */
export async function getFairSeeds(signal?: AbortSignal): Promise<FairSeeds> {
  const { current, revealed } = await call('fairSeeds', {}, { signal });
  return { current, revealed };
}

export function fairSeedsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: fairnessKeys.seeds(accountId),
    queryFn: ({ signal }) => getFairSeeds(signal),
    enabled: Boolean(accountId),
  });
}

export function useFairSeeds() {
  return useQuery(fairSeedsQueryOptions(usePlayerId()));
}
