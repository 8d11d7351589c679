import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { operatorsQuery } from '@/shared/api/operators';

/** Adds an operator (platform staff); its owner is then added on the staff screen. */
export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'operatorsCreate'>) => call('operatorsCreate', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQuery.queryKey }),
  });
}
