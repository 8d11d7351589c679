import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse, Language } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { usePlayerId } from '@/shared/session/user-store';
import { promotionKeys } from './promotion-keys';

export type MyPromotions = CallResponse<'myPromotions'>;
export type PromotionClaim = MyPromotions['value'][number];
export type CashbackDue = MyPromotions['cashback'][number];

/** The player's claims, newest first, with each bonus's wagering, and the cashback each cashback promotion would pay now. */
export function getMyPromotions(language: Language, signal?: AbortSignal): Promise<MyPromotions> {
  return call('myPromotions', { language }, { signal });
}

export function myPromotionsQueryOptions(accountId: string, language: Language) {
  return queryOptions({
    queryKey: promotionKeys.mine(accountId, language),
    queryFn: ({ signal }) => getMyPromotions(language, signal),
    enabled: Boolean(accountId),
  });
}

/**
 * `reloadOnVisit` is for the page's own list of claims: bets move a bonus's wagering between two
 * visits, so the list is asked for again each time the page opens rather than shown from the cache.
 */
export function useMyPromotions({ reloadOnVisit = false } = {}) {
  return useQuery({
    ...myPromotionsQueryOptions(usePlayerId(), useLanguage()),
    refetchOnMount: reloadOnVisit ? 'always' : true,
  });
}
