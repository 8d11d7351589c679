import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callAsPlayer } from '@/shared/api/player-call';
import { useUserStore } from '@/shared/session/user-store';
import { refreshWallet } from './refresh-wallet';

/**
 * cancel_request: a pending withdrawal's amount returns to the balance, which the answer carries
 * straight to the header. A refusal (already decided) is thrown for the page to show.
 */
export async function cancelRequest(requestId: number) {
  const result = await callAsPlayer('cancelRequest', { request_id: requestId });
  const { game, setBalance } = useUserStore.getState();
  setBalance(result.balance, game.token);
  return result;
}

export function cancelRequestMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['wallet', 'cancel-request'],
    mutationFn: cancelRequest,
    // A refused cancel also refreshes: the request was decided meanwhile, and the lists should say how.
    onSettled: () => refreshWallet(queryClient),
  });
}

export function useCancelRequest() {
  return useMutation(cancelRequestMutationOptions(useQueryClient()));
}
