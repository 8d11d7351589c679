import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { formOutcome, type Outcome } from '@/shared/forms/form-outcome';
import { playerAuth } from '@/shared/session/user-store';
import { showWalletFigures } from '@/shared/session/wallet-figures';
import { refreshWallet } from './refresh-wallet';

export type WithdrawalInput = Omit<CallRequest<'withdrawal'>, 'auth' | 'account_id'>;
export type WithdrawalField = 'amount' | 'bank_account_id';
export const WITHDRAWAL_FIELDS: readonly WithdrawalField[] = ['amount', 'bank_account_id'];

/**
 * withdrawal: the amount leaves the balance at once (held until the operator decides), so the
 * answer's balance goes straight to the header. Refusals the player fixes on the form come back for
 * its fields, a bonus whose wagering is still open as refused; a network failure comes back as
 * failed, for a retry with the same idempotency key.
 */
export function requestWithdrawal(input: WithdrawalInput): Promise<Outcome<CallResponse<'withdrawal'>, WithdrawalField>> {
  return formOutcome(call('withdrawal', input), {
    fields: WITHDRAWAL_FIELDS,
    inline: {
      amountBelowMinimum: 'amount',
      amountAboveMaximum: 'amount',
      insufficientBalance: 'amount',
      bankAccountNotFound: 'bank_account_id',
    },
    // The form offers to forfeit the bonus and withdraw.
    refusals: ['bonusWageringOpen'],
  });
}

export function requestWithdrawalMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['wallet', 'withdrawal'],
    mutationFn: requestWithdrawal,
    onSuccess: async (outcome) => {
      if (outcome.status !== 'ok') return;
      showWalletFigures(queryClient, playerAuth().account_id, { balance: outcome.value.balance });
      await refreshWallet(queryClient);
    },
  });
}

export function useRequestWithdrawal() {
  return useMutation(requestWithdrawalMutationOptions(useQueryClient()));
}
