import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { receivingAccountsKey } from './list-receiving-accounts';

/** Creates an account (last in its method's list) or changes one. */
export function useSaveReceivingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'receivingAccountsSave'>) => call('receivingAccountsSave', body),
    onSuccess: ({ value }) => queryClient.invalidateQueries({ queryKey: receivingAccountsKey(value.site_id, value.method) }),
  });
}
