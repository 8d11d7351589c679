import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/client';
import { playerAuth } from '@/shared/session/user-store';
import { showWalletFigures } from '@/shared/session/wallet-figures';
import { refreshWallet } from './refresh-wallet';

/** cancel_request: a pending withdrawal's amount returns to the balance. A refusal (already decided) is thrown for the page to show. */
export function cancelRequest(requestId: number) {
  return call('cancelRequest', { request_id: requestId });
}

/** The answer's balance goes straight to the header. */
export function cancelRequestMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['wallet', 'cancel-request'],
    mutationFn: cancelRequest,
    onSuccess: (result) => showWalletFigures(queryClient, playerAuth().account_id, { balance: result.balance }),
    // A refused cancel also refreshes: the request was decided meanwhile, and the lists should say how.
    onSettled: () => refreshWallet(queryClient),
  });
}

export function useCancelRequest() {
  return useMutation(cancelRequestMutationOptions(useQueryClient()));
}
