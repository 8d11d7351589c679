import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';

/** Approves (it takes effect) or rejects another member's proposal; every approvals tab is asked again after. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'approvalsDecide'>) => call('approvalsDecide', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['approvals'] }),
  });
}
