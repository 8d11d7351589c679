import { useMutation } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';

/** Username and password: the answer says whether a TOTP code, its enrolment, or nothing more is due. */
export function useSignIn() {
  return useMutation({ mutationFn: (body: CallRequest<'staffSignIn'>) => call('staffSignIn', body) });
}
