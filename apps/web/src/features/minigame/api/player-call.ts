import type { CallName, CallRequest, CallResponse } from '@wl/contract';
import { playerAuth, useUserStore } from '@/features/auth/store';
import { ApiCallError, type ApiFailure, callApi, handleFailure, isSessionEnding, succeeded } from '@/shared/api/client';

/**
 * A mini game call made as the logged-in player. Failures are thrown for the screen to show in
 * place (an empty wallet is a message beside the button, not a dialog), except a session that
 * ended: that still logs the player out as every call does (spec section 8).
 */
export async function callAsPlayer<N extends CallName>(
  name: N,
  extra: Omit<CallRequest<N>, 'auth' | 'account_id'>,
  signal?: AbortSignal,
): Promise<CallResponse<N>> {
  const result = await callApi(name, { ...playerAuth(), ...extra } as CallRequest<N>, { silent: true, signal });
  if (succeeded(result)) return result;
  const failure = result as ApiFailure;
  if (isSessionEnding(failure)) await handleFailure(failure);
  throw new ApiCallError(failure);
}

export function usePlayerId(): string {
  return useUserStore((state) => state.user?.account_id ?? '');
}

/** Query keys carry the account id so two players never share cached answers. */
export const miniGameKeys = {
  all: (accountId: string) => ['minigame', accountId] as const,
  list: (accountId: string) => ['minigame', accountId, 'list'] as const,
  wallet: (accountId: string) => ['minigame', accountId, 'wallet'] as const,
  log: (accountId: string) => ['minigame', accountId, 'log'] as const,
};
