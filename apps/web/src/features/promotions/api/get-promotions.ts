import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse, Language } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';
import { promotionKeys } from './promotion-keys';

export type Promotion = CallResponse<'promotionList'>['value'][number];

/** The promotions the site offers now, in the operator's order and the player's language. */
export async function getPromotions(site: SiteRef, language: Language, signal?: AbortSignal): Promise<Promotion[]> {
  const result = await call('promotionList', { ...site, language }, { signal });
  return result.value;
}

export function promotionsQueryOptions(site: SiteRef, language: Language) {
  return queryOptions({
    queryKey: promotionKeys.list(site.domain_name, language),
    queryFn: ({ signal }) => getPromotions(site, language, signal),
  });
}

export function usePromotions() {
  return useQuery(promotionsQueryOptions(useSiteRef(), useLanguage()));
}
