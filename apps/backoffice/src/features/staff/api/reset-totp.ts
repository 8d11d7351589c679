import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { staffListQuery } from './list-staff';

/** Clears a member's two-step verification: they set it up again at their next sign-in. */
export function useResetTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'staffResetTotp'>) => call('staffResetTotp', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  });
}
