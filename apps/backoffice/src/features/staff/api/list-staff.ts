import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call';

export const staffListQuery = queryOptions({
  queryKey: ['staff', 'list'],
  queryFn: async ({ signal }) => (await call('staffList', {}, signal)).value,
});

/** The operator's staff (every operator's, for platform staff), oldest first. */
export function useStaffList() {
  return useQuery(staffListQuery);
}
