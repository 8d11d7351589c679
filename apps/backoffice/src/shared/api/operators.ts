import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';

/** The operators the member acts for (every one, for platform staff), with their four-eyes thresholds. */
export const operatorsQuery = queryOptions({
  queryKey: ['operators', 'list'],
  queryFn: async ({ signal }) => (await call('operatorsList', {}, signal)).value,
});

export function useOperators(options: { enabled?: boolean } = {}) {
  return useQuery({ ...operatorsQuery, ...options });
}
