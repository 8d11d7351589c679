import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { fairnessKeys } from './fairness-keys';
import type { FairSeeds } from './get-fair-seeds';

export type Rotation = Omit<CallResponse<'fairRotateSeed'>, 'statusCode'>;

/** Reveals the server seed in use and starts a new pair at nonce 0. */
export async function rotateSeed(): Promise<Rotation> {
  const { previous, current } = await call('fairRotateSeed', {});
  return { previous, current };
}

/** The revealed seed makes its rounds verifiable: the rounds looked up are asked for again. */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  const accountId = usePlayerId();
  return useMutation({
    mutationKey: ['fairness', 'rotate'],
    mutationFn: rotateSeed,
    onSuccess: async ({ previous, current }) => {
      queryClient.setQueryData<FairSeeds>(
        fairnessKeys.seeds(accountId),
        (seeds) => seeds && { current, revealed: [previous, ...seeds.revealed] },
      );
      await queryClient.invalidateQueries({ queryKey: fairnessKeys.rounds });
    },
  });
}
