import { useMutation } from '@tanstack/react-query';
import type { SELF_EXCLUSION_PERIODS } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { logOut } from '@/shared/session/log-out';

export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

/**
 * Excludes the player for the period or for good. The server ends every session of the player,
 * so this browser logs out too (and tells its other tabs). Resolves to when login opens again,
 * null for good.
 */
export async function selfExclude(period: SelfExclusionPeriod): Promise<string | null> {
  const { until } = await call('selfExclude', { period });
  await logOut();
  return until;
}

export function useSelfExclude() {
  return useMutation({ mutationKey: ['protection', 'self-exclude'], mutationFn: selfExclude });
}
