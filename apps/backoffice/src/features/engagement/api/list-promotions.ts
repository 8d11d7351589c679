import { queryOptions, useQuery } from '@tanstack/react-query';
import type { engagementAdmin } from '@wl/contract';
import { call } from '@/shared/api/call';

export type AdminPromotion = engagementAdmin.AdminPromotion;

export const promotionsKey = (siteId: number) => ['engagement', 'promotions', siteId] as const;

export const promotionsQuery = (siteId: number) =>
  queryOptions({
    queryKey: promotionsKey(siteId),
    queryFn: ({ signal }) => call('engagementPromotionsList', { site_id: siteId }, signal),
  });

/** A site's promotions, referral rewards among them, in their order, and the site currency their money is in. */
export function usePromotions(siteId: number) {
  return useQuery(promotionsQuery(siteId));
}
