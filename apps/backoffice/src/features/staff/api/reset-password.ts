import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { staffListQuery } from './list-staff';

/** Gives a member a password to change at their next sign-in; their sessions end and a lock lifts. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'staffResetPassword'>) => call('staffResetPassword', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  });
}
