import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { refreshMember } from '@/shared/session/member';
import { sitesKey } from './list-sites';

/** Creates a site of the member's operator with its first domain; the member's sites are read again. */
export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'sitesCreate'>) => call('sitesCreate', body),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: sitesKey }), refreshMember(queryClient)]);
    },
  });
}
