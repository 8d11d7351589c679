import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallResponse, call } from '@/shared/api/call';
import { type DepositMethod, type ReceivingAccount, receivingAccountsKey } from './list-receiving-accounts';

type AccountList = CallResponse<'receivingAccountsList'>;

/**
 * Puts a method's accounts in a new order. The list shows the new order at once and goes back to
 * the server's if the server refuses it (someone else added or deleted an account meanwhile).
 */
export function useReorderReceivingAccounts(siteId: number, method: DepositMethod) {
  const queryClient = useQueryClient();
  const queryKey = receivingAccountsKey(siteId, method);
  return useMutation({
    mutationFn: (ordered: ReceivingAccount[]) =>
      call('receivingAccountsReorder', {
        site_id: siteId,
        method,
        receiving_account_ids: ordered.map((account) => account.receiving_account_id),
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<AccountList>(queryKey);
      if (previous) {
        queryClient.setQueryData<AccountList>(queryKey, {
          ...previous,
          value: ordered.map((account, position) => ({ ...account, position })),
        });
      }
      return { previous };
    },
    onSuccess: ({ value }) => {
      queryClient.setQueryData<AccountList>(queryKey, (current) => current && { ...current, value });
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
