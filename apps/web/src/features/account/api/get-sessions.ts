import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { accountKeys } from './account-keys';

export type LiveSession = CallResponse<'sessions'>['value'][number];

/** The player's live sessions, this device first. */
export async function getSessions(signal?: AbortSignal): Promise<LiveSession[]> {
  const result = await call('sessions', {}, { signal });
  return [...result.value].sort((a, b) => Number(b.current) - Number(a.current));
}

export function sessionsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: accountKeys.sessions(accountId),
    queryFn: ({ signal }) => getSessions(signal),
    enabled: Boolean(accountId),
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions(usePlayerId()));
}
