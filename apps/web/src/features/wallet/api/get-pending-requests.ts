import { queryOptions, useQuery } from '@tanstack/react-query';
import { todayIn } from '@/shared/lib/date-range';
import { useSiteStore } from '@/shared/session/site-store';
import { usePlayerId } from '@/shared/session/user-store';
import { getTransactionHistory } from './get-transaction-history';
import { walletKeys } from './wallet-keys';

/**
 * The player's pending requests, whatever their date. The transaction history answers them beside
 * any page of it, so the page asked for is the smallest: today's pending ones (today on the site's
 * clock, as every date range of the site is).
 */
export function pendingRequestsQueryOptions(accountId: string, timeZone: string | undefined) {
  const today = todayIn(timeZone);
  return queryOptions({
    queryKey: [...walletKeys.history(accountId), 'pending'],
    queryFn: ({ signal }) => getTransactionHistory({ start: today, end: today, status: 'pending', page: 1 }, signal),
    select: (history) => history.pending,
    enabled: Boolean(accountId),
  });
}

export function usePendingRequests() {
  const timeZone = useSiteStore((state) => state.site?.timezone);
  return useQuery(pendingRequestsQueryOptions(usePlayerId(), timeZone));
}
