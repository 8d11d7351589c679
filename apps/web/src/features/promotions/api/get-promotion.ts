import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';
import type { Promotion } from './get-promotions';
import { promotionKeys } from './promotion-keys';

/** One promotion with its full terms; promotionNotFound once it has ended or been paused. */
export async function getPromotion(
  site: SiteRef,
  language: Language,
  promotionId: number,
  signal?: AbortSignal,
): Promise<Promotion> {
  const result = await call('promotionDetail', { ...site, language, promotion_id: promotionId }, { signal });
  return result.value;
}

export function promotionQueryOptions(site: SiteRef, language: Language, promotionId: number) {
  return queryOptions({
    queryKey: promotionKeys.detail(site.domain_name, language, promotionId),
    queryFn: ({ signal }) => getPromotion(site, language, promotionId, signal),
  });
}

export function usePromotion(promotionId: number) {
  return useQuery(promotionQueryOptions(useSiteRef(), useLanguage(), promotionId));
}
