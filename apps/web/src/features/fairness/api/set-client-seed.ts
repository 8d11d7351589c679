import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { fairnessKeys } from './fairness-keys';
import type { FairSeeds, SeedPair } from './get-fair-seeds';

/** A new client seed for the pair in use; its nonce goes on. */
export async function setClientSeed(clientSeed: string): Promise<SeedPair> {
  return (await call('fairSetClientSeed', { client_seed: clientSeed })).current;
}

export function useSetClientSeed() {
  const queryClient = useQueryClient();
  const accountId = usePlayerId();
  return useMutation({
    mutationKey: ['fairness', 'client-seed'],
    mutationFn: setClientSeed,
    onSuccess: (current) => {
      queryClient.setQueryData<FairSeeds>(fairnessKeys.seeds(accountId), (seeds) => seeds && { ...seeds, current });
    },
  });
}
