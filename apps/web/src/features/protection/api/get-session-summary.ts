import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId, useUserStore } from '@/shared/session/user-store';
import { protectionKeys } from './protection-keys';

export type SessionSummary = Omit<CallResponse<'sessionSummary'>, 'statusCode'>;

/** Time played and net result since this login, and when the next reality check is due. */
export async function getSessionSummary(signal?: AbortSignal): Promise<SessionSummary> {
  const { statusCode: _, ...summary } = await call('sessionSummary', {}, { signal });
  return summary;
}

/** Per login (the session token), so a player who logs in again starts a new count. */
export function sessionSummaryQueryOptions(accountId: string, session: string) {
  return queryOptions({
    queryKey: protectionKeys.sessionSummary(accountId, session),
    queryFn: ({ signal }) => getSessionSummary(signal),
    enabled: Boolean(accountId && session),
    // Read again when a check falls due or the interval changes; nothing else makes it stale.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSessionSummary() {
  const session = useUserStore((state) => state.token);
  return useQuery(sessionSummaryQueryOptions(usePlayerId(), session));
}
