import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { apiKeysQuery } from './list-api-keys';

/**
 * Creates a key; the answer carries the key itself this once. The screen that shows it holds it
 * while open, and the mutation leaves TanStack's cache as soon as that screen lets go of it.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: (body: CallRequest<'apiKeysCreate'>) => call('apiKeysCreate', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}
