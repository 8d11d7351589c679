import { useQuery } from '@tanstack/react-query';
import type { CallRequest, CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { siteRef } from '@/shared/session/site-ref';
import { fairnessKeys } from './fairness-keys';

export type FairVerifyAnswer = CallResponse<'fairVerify'>;
export type StoredFairRound = NonNullable<FairVerifyAnswer['round']>;
/** What the server recomputes: seeds, nonce, the bet's parameters and the RTP. */
export type FairVerifyInput = Omit<CallRequest<'fairVerify'>, 'domain_name' | 'external_id' | 'round_id'>;

/** The server's recomputation of a round from the seeds typed in (fairVerify, open to anyone). */
export function verifyWithServer(input: FairVerifyInput): Promise<FairVerifyAnswer> {
  return call('fairVerify', { ...siteRef(), ...input });
}

/**
 * A stored round by its id, with its seeds once the pair is revealed. A failure (no such round, an
 * id the call does not take) is the page's to show, next to the round it names.
 */
export function useStoredRound(roundId: string | undefined) {
  return useQuery({
    queryKey: fairnessKeys.round(roundId ?? ''),
    queryFn: ({ signal }) => call('fairVerify', { ...siteRef(), round_id: roundId }, { signal }),
    enabled: Boolean(roundId),
  });
}
