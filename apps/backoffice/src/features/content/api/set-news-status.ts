import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { contentKeys } from './content-keys';

/** Publishes or hides an article. */
export function useSetNewsStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'contentNewsSetStatus'>) => call('contentNewsSetStatus', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: contentKeys.news(body.site_id) }),
  });
}
