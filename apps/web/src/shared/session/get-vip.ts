import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse, Language } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { usePlayerId } from '@/shared/session/user-store';
import { playerKeys } from './player-keys';

/**
 * VIP level, progress and the site's level table; the user store's `vip` (spec-coverage S3.1, S3.2) is its
 * nextLevel[0] and currentLevel. The level names come in the interface's language (decision 0160's
 * names per language), so each language has its own cached answer.
 */
export type VipStatus = CallResponse<'vip'>;

export function getVip(language: Language, signal?: AbortSignal): Promise<VipStatus> {
  return call('vip', { language }, { signal });
}

export function vipQueryOptions(accountId: string, language: Language) {
  return queryOptions({
    queryKey: [...playerKeys.vip(accountId), language],
    queryFn: ({ signal }) => getVip(language, signal),
    enabled: Boolean(accountId),
  });
}

export function useVip() {
  return useQuery(vipQueryOptions(usePlayerId(), useLanguage()));
}
