import { useQuery } from '@tanstack/react-query';
import type { contentAdmin } from '@wl/contract';
import { call } from '@/shared/api/call';
import { contentKeys } from './content-keys';

/** How many players a segment reaches now; asked again as the segment changes. */
export function useAudience(siteId: number, segment: contentAdmin.BroadcastSegment | null) {
  return useQuery({
    queryKey: [...contentKeys.broadcasts(siteId), 'audience', segment] as const,
    queryFn: ({ signal }) => call('broadcastsAudience', { site_id: siteId, segment: segment! }, signal),
    enabled: segment !== null,
  });
}
