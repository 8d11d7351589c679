import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { bankNamesQuery } from './list-bank-names';

/** Adds a name to the operator's own list for the site's country and method. */
export function useAddBankName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'bankNamesAdd'>) => call('bankNamesAdd', body),
    onSuccess: (_added, body) => queryClient.invalidateQueries({ queryKey: bankNamesQuery(body.site_id, body.method).queryKey }),
  });
}
