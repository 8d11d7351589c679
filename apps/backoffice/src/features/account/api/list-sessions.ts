import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call';

export const sessionsQuery = queryOptions({
  queryKey: ['staff', 'sessions'],
  queryFn: async ({ signal }) => (await call('staffSessions', {}, signal)).value,
});

/** The member's open sessions, this one marked `current`. */
export function useSessions() {
  return useQuery(sessionsQuery);
}
