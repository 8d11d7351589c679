import type { CallName, CallRequest, CallResponse } from '@wl/contract';
import { playerAuth, useUserStore } from '@/features/auth/store';
import { ApiCallError, type ApiFailure, callApi, handleFailure, isSessionEnding, succeeded } from '@/shared/api/client';

export type PlayerCallExtra<N extends CallName> = Omit<CallRequest<N>, 'auth' | 'account_id'>;

/**
 * A call made as the logged-in player. Failures are left to the caller (a page shows an error
 * state, a form its field errors), except a session that ended: that still logs the player out
 * and sends them to log in, as for every other call (spec section 8).
 */
export async function callAsPlayer<N extends CallName>(
  name: N,
  extra: PlayerCallExtra<N>,
  signal?: AbortSignal,
): Promise<CallResponse<N>> {
  const result = await callApi(name, { ...playerAuth(), ...extra } as CallRequest<N>, { silent: true, signal });
  if (succeeded(result)) return result;
  const failure = result as ApiFailure;
  if (isSessionEnding(failure)) await handleFailure(failure);
  throw new ApiCallError(failure);
}

/** The logged-in player's account id; query keys carry it so two players never share cached answers. */
export function usePlayerId(): string {
  return useUserStore((state) => state.user?.account_id ?? '');
}

export const accountKeys = {
  all: (accountId: string) => ['account', accountId] as const,
  profile: (accountId: string) => ['account', accountId, 'profile'] as const,
  sessions: (accountId: string) => ['account', accountId, 'sessions'] as const,
  vip: (accountId: string) => ['account', accountId, 'vip'] as const,
  inbox: (accountId: string) => ['account', accountId, 'inbox'] as const,
};
