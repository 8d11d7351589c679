import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call';
import { type ReceivingAccount, receivingAccountsKey } from './list-receiving-accounts';

/** Deletes an account, with the reason the audit log keeps. */
export function useDeleteReceivingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, reason }: { account: ReceivingAccount; reason: string }) =>
      call('receivingAccountsDelete', { receiving_account_id: account.receiving_account_id, reason }),
    // Deleted by someone else already (receivingAccountNotFound) is a reason to refresh too.
    onSettled: (_answer, _error, { account }) =>
      queryClient.invalidateQueries({ queryKey: receivingAccountsKey(account.site_id, account.method) }),
  });
}
