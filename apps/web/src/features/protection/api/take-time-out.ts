import { useMutation } from '@tanstack/react-query';
import type { TimeOutHours } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { logOut } from '@/shared/session/log-out';

/**
 * Starts a break of `hours`, one of the contract's lengths (24 hours to 6 weeks). The server ends every session of the player,
 * so this browser logs out too (and tells its other tabs). Resolves to when login opens again.
 */
export async function takeTimeOut(hours: TimeOutHours): Promise<string> {
  const { until } = await call('timeOut', { hours });
  await logOut();
  return until;
}

export function useTakeTimeOut() {
  return useMutation({ mutationKey: ['protection', 'time-out'], mutationFn: takeTimeOut });
}
