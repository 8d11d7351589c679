import { useMutation } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';

/** The first code from a newly scanned secret: confirms the enrolment and signs in. */
export function useEnrolTotp() {
  return useMutation({ mutationFn: (body: CallRequest<'staffEnrolTotp'>) => call('staffEnrolTotp', body) });
}
