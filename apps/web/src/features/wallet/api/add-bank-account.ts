import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { bankAccountAddRequest, type CallResponse } from '@wl/contract';
import { call } from '@/shared/api/client';
import { formOutcome, type Outcome } from '@/shared/forms/form-outcome';
import { refreshWallet } from './refresh-wallet';

/** The form's fields with the contract's rules: bank name, holder name (letters), 6–20 digits. */
export const bankAccountFields = bankAccountAddRequest.pick({ bank_name: true, holder_name: true, account_number: true });
export type BankAccountField = keyof typeof bankAccountFields.shape;
export type BankAccountInput = Record<BankAccountField, string>;

/**
 * bank_account_add, with the fields as the form checked them: the server's field errors and a
 * number already on the list come back for the fields; any other refusal (the count limit) opens
 * the error dialog.
 */
export function addBankAccount(input: BankAccountInput): Promise<Outcome<CallResponse<'bankAccountAdd'>, BankAccountField>> {
  return formOutcome(call('bankAccountAdd', input), {
    fields: ['bank_name', 'holder_name', 'account_number'],
    inline: { bankAccountExists: 'account_number' },
  });
}

export function addBankAccountMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['wallet', 'add-bank-account'],
    mutationFn: addBankAccount,
    onSuccess: async (outcome) => {
      if (outcome.status === 'ok') await refreshWallet(queryClient);
    },
  });
}

export function useAddBankAccount() {
  return useMutation(addBankAccountMutationOptions(useQueryClient()));
}
