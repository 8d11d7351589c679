import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call';
import { sessionsQuery } from './list-sessions';

/** Ends one of the member's other sessions. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => call('staffRevokeSession', { session_id: sessionId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
