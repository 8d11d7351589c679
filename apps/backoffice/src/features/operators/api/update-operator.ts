import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { operatorsQuery } from '@/shared/api/operators';

/** Renames an operator or changes the amounts above which a second person approves. */
export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'operatorsUpdate'>) => call('operatorsUpdate', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQuery.queryKey }),
  });
}
