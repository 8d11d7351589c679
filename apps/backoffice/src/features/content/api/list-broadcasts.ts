import { queryOptions, useQuery } from '@tanstack/react-query';
import type { contentAdmin } from '@wl/contract';
import { call } from '@/shared/api/call';
import { contentKeys } from './content-keys';

export type Broadcast = contentAdmin.Broadcast;

export const broadcastsQuery = (siteId: number) =>
  queryOptions({
    queryKey: contentKeys.broadcasts(siteId),
    queryFn: ({ signal }) => call('broadcastsList', { site_id: siteId }, signal),
  });

/** The site's broadcasts, newest first, with how many received and claimed each. */
export function useBroadcasts(siteId: number) {
  return useQuery(broadcastsQuery(siteId));
}
