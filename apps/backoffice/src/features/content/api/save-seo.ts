import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { contentKeys } from './content-keys';

export function useSaveSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'contentSeoSave'>) => call('contentSeoSave', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: contentKeys.seo(body.site_id) }),
  });
}
