import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/client';
import { refreshWallet } from './refresh-wallet';

/**
 * bank_account_remove: answers the new list. A refusal (a pending withdrawal goes to the account)
 * is thrown for the page to show beside the account.
 */
export function removeBankAccount(bankAccountId: number) {
  return call('bankAccountRemove', { bank_account_id: bankAccountId });
}

export function removeBankAccountMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['wallet', 'remove-bank-account'],
    mutationFn: removeBankAccount,
    onSuccess: () => refreshWallet(queryClient),
  });
}

export function useRemoveBankAccount() {
  return useMutation(removeBankAccountMutationOptions(useQueryClient()));
}
