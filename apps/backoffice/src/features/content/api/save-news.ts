import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { contentKeys } from './content-keys';

/** Creates an article or replaces one's texts. */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'contentNewsSave'>) => call('contentNewsSave', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: contentKeys.news(body.site_id) }),
  });
}
