import { queryOptions, useQuery } from '@tanstack/react-query';
import { DATE_FORMATS } from '@wl/contract';
import dayjs from 'dayjs';
import { usePlayerId } from '@/features/auth/api/player-call';
import { getTransactionHistory } from './get-transaction-history';
import { walletKeys } from './wallet-keys';

/**
 * The player's pending requests, whatever their date. The transaction history answers them beside
 * any page of it, so the page asked for is the smallest: today's pending ones.
 */
export function pendingRequestsQueryOptions(accountId: string) {
  const today = dayjs().format(DATE_FORMATS.date);
  return queryOptions({
    queryKey: [...walletKeys.history(accountId), 'pending'],
    queryFn: ({ signal }) => getTransactionHistory({ start: today, end: today, status: 'pending', page: 1 }, signal),
    select: (history) => history.pending,
    enabled: Boolean(accountId),
  });
}

export function usePendingRequests() {
  return useQuery(pendingRequestsQueryOptions(usePlayerId()));
}
