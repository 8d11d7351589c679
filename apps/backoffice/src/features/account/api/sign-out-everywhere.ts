import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call';
import { forgetMember } from '@/shared/session/member';

/** Ends every session of the member, this one too: back to sign-in. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('staffSignOutEverywhere', {}),
    onSuccess: () => forgetMember(queryClient),
  });
}
