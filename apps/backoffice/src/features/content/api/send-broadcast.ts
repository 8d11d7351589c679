import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { contentKeys } from './content-keys';

/** Sends a broadcast; its idempotency key makes a repeated send (a double click, a retry) send once. */
export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'broadcastsSend'>) => call('broadcastsSend', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: contentKeys.broadcasts(body.site_id) }),
  });
}
