import type { CallName, CallRequest, CallResponse } from '@wl/contract/lite';
import { ApiCallError, type ApiFailure, callApi, handleFailure, isSessionEnding, succeeded } from '@/shared/api/client';
import { playerAuth, useUserStore } from '@/shared/session/user-store';

export type PlayerCallExtra<N extends CallName> = Omit<CallRequest<N>, 'auth' | 'account_id'>;

/**
 * A call made as the logged-in player. Failures are thrown for the caller to show in place (a page
 * shows an error state, a form its field errors, a mini game its empty wallet beside the button),
 * except a session that ended: that still logs the player out and sends them to log in, as for
 * every other call (spec section 8).
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
