import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { refreshMember } from '@/shared/session/member';
import { sessionsQuery } from './list-sessions';

/** The member's own password; the server ends their other sessions and lifts a forced change. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'staffChangePassword'>) => call('staffChangePassword', body),
    onSuccess: async () => {
      await Promise.all([refreshMember(queryClient), queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey })]);
    },
  });
}
