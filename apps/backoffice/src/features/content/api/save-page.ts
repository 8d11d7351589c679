import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { contentKeys } from './content-keys';

/** Writes a CMS page; the answer holds the texts as the server cleaned them. */
export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'contentPagesSave'>) => call('contentPagesSave', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: contentKeys.pages(body.site_id) }),
  });
}
