import { useMutation } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';

/** The code after the password; the answer is the signed-in member. */
export function useVerifyTotp() {
  return useMutation({ mutationFn: (body: CallRequest<'staffVerifyTotp'>) => call('staffVerifyTotp', body) });
}
