import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { CASHIER_KEY } from './get-queue';

/** Approves or rejects one request or many; each answers on its own, and the queue is read again after. */
export function useDecideRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'cashierDeskDecide'>) => call('cashierDeskDecide', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASHIER_KEY }),
  });
}
