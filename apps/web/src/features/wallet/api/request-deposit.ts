import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { formOutcome, type Outcome } from '@/shared/forms/form-outcome';
import { refreshWallet } from './refresh-wallet';

export type DepositInput = Omit<CallRequest<'deposit'>, 'auth' | 'account_id'>;
export type DepositField = 'amount' | 'method' | 'bank_account_id' | 'payment_reference' | 'receipt_reference';
export const DEPOSIT_FIELDS: readonly DepositField[] = [
  'amount',
  'method',
  'bank_account_id',
  'payment_reference',
  'receipt_reference',
];

/**
 * deposit: the refusals the player fixes on the form (the amount outside the site's range or the
 * deposit limit, an account that is not theirs, field errors) come back for its fields; any other
 * opens the error dialog. A network failure comes back as failed, for the form to offer a retry
 * with the same idempotency key.
 */
export function requestDeposit(input: DepositInput): Promise<Outcome<CallResponse<'deposit'>, DepositField>> {
  return formOutcome(call('deposit', input), {
    fields: DEPOSIT_FIELDS,
    inline: {
      amountBelowMinimum: 'amount',
      amountAboveMaximum: 'amount',
      depositLimitExceeded: 'amount',
      bankAccountNotFound: 'bank_account_id',
    },
  });
}

export function requestDepositMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['wallet', 'deposit'],
    mutationFn: requestDeposit,
    onSuccess: async (outcome) => {
      if (outcome.status === 'ok') await refreshWallet(queryClient);
    },
  });
}

export function useRequestDeposit() {
  return useMutation(requestDepositMutationOptions(useQueryClient()));
}
