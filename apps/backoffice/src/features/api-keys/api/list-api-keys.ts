import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call';

export const apiKeysQuery = queryOptions({
  queryKey: ['apiKeys', 'list'],
  queryFn: async ({ signal }) => (await call('apiKeysList', {}, signal)).value,
});

/** The operator's API keys, revoked ones too; never the keys themselves, which only their creator saw once. */
export function useApiKeys() {
  return useQuery(apiKeysQuery);
}
