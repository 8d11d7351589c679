import { useQuery } from '@tanstack/react-query';
import { sharedRoundIdField } from '@wl/contract';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { siteRef } from '@/shared/session/site-ref';
import { fairnessKeys } from './fairness-keys';

export type SharedRoundAnswer = CallResponse<'fairRoundVerify'>;

/** Shared-round ids (crash, racing): SR and a number; the player's own rounds are FR. */
export const isSharedRoundId = (roundId: string) => sharedRoundIdField.safeParse(roundId).success;

/** A finished crash or race round by its id: its seed, its chain and the outcome the server recomputes. */
export function useSharedRound(roundId: string) {
  return useQuery({
    queryKey: fairnessKeys.round(roundId),
    queryFn: ({ signal }) => call('fairRoundVerify', { ...siteRef(), round_id: roundId }, { signal }),
  });
}
