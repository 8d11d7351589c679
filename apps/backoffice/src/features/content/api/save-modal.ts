import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { contentKeys } from './content-keys';

/** Writes one modal's texts; the answer is both modals', which replaces the cached ones. */
export function useSaveModal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'contentModalsSave'>) => call('contentModalsSave', body),
    onSuccess: (answer, body) => queryClient.setQueryData(contentKeys.modals(body.site_id), answer),
  });
}
