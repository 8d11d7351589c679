import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call';
import { contentKeys } from './content-keys';

export const modalsQuery = (siteId: number) =>
  queryOptions({
    queryKey: contentKeys.modals(siteId),
    queryFn: ({ signal }) => call('contentModalsGet', { site_id: siteId }, signal),
  });

/** The first-visit modals' texts and whether the site shows each. */
export function useModals(siteId: number) {
  return useQuery(modalsQuery(siteId));
}
