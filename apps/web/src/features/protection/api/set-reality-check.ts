import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { REALITY_CHECK_MINUTES } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import type { ProtectionState } from './get-protection';
import { protectionKeys } from './protection-keys';

export type RealityCheckInterval = (typeof REALITY_CHECK_MINUTES)[number];

/** Minutes between reality checks, or null to switch them off. */
export async function setRealityCheck(intervalMinutes: RealityCheckInterval | null): Promise<ProtectionState> {
  const result = await call('realityCheckSet', { interval_minutes: intervalMinutes });
  return result.value;
}

/** Saving also asks for the session summary again, so the reality check runs on the new interval at once. */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  const accountId = usePlayerId();
  return useMutation({
    mutationKey: ['protection', 'reality-check'],
    mutationFn: setRealityCheck,
    onSuccess: async (state) => {
      queryClient.setQueryData(protectionKeys.settings(accountId), state);
      await queryClient.invalidateQueries({ queryKey: protectionKeys.sessionSummaries(accountId) });
    },
  });
}
