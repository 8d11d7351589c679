import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse, Language } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { usePlayerId } from '@/shared/session/user-store';
import { walletKeys } from './wallet-keys';

export type WalletLimits = CallResponse<'walletLimits'>;

export type BonusLock = NonNullable<WalletLimits['bonus_lock']>;

/**
 * The site's minimum and maximum per request, the bank account limit, the balance, what can be
 * withdrawn now (net of an open bonus, named in the language for the page to say why) and the
 * deposit allowance.
 */
export function getWalletLimits(language: Language, signal?: AbortSignal): Promise<WalletLimits> {
  return call('walletLimits', { language }, { signal });
}

export function walletLimitsQueryOptions(accountId: string, language: Language) {
  return queryOptions({
    queryKey: [...walletKeys.limits(accountId), language],
    queryFn: ({ signal }) => getWalletLimits(language, signal),
    enabled: Boolean(accountId),
    // The withdrawable balance and the deposit allowance move with every bet and request.
    staleTime: 0,
  });
}

export function useWalletLimits() {
  return useQuery(walletLimitsQueryOptions(usePlayerId(), useLanguage()));
}
