import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { apiKeysQuery } from './list-api-keys';

/** Revokes a key at once: the next call made with it is refused. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'apiKeysRevoke'>) => call('apiKeysRevoke', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}
