import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { staffListQuery } from './list-staff';

/** Changes a member's name, role, sites or status; the server ends their sessions when their rights shrink. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'staffUpdate'>) => call('staffUpdate', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  });
}
