import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { staffListQuery } from './list-staff';

/** Adds a member with a first password they must change at their first sign-in. */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'staffCreate'>) => call('staffCreate', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  });
}
