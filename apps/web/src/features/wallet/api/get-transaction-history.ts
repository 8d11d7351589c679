import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallResponse, type CashierStatus, PAGINATION_DEFAULTS, type TRANSACTION_TYPES } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import { walletKeys } from './wallet-keys';

export type TransactionHistory = CallResponse<'transactionHistory'>;
export type Transaction = TransactionHistory['value'][number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface TransactionHistoryQuery {
  /** YYYY-MM-DD, both days included */
  start: string;
  end: string;
  /** every type or status when left out */
  type?: TransactionType;
  status?: CashierStatus;
  page: number;
}

export const TRANSACTION_PAGE_SIZE = PAGINATION_DEFAULTS.itemsPerPage;

/** One page of deposits, withdrawals, bonuses and adjustments, with every pending request beside it. */
export function getTransactionHistory(query: TransactionHistoryQuery, signal?: AbortSignal): Promise<TransactionHistory> {
  return call(
    'transactionHistory',
    {
      start_date: query.start,
      end_date: query.end,
      type: query.type,
      status: query.status,
      page: query.page,
      page_size: TRANSACTION_PAGE_SIZE,
    },
    { signal },
  );
}

export function transactionHistoryQueryOptions(accountId: string, query: TransactionHistoryQuery) {
  return queryOptions({
    queryKey: [...walletKeys.history(accountId), query],
    queryFn: ({ signal }) => getTransactionHistory(query, signal),
    enabled: Boolean(accountId),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useTransactionHistory(query: TransactionHistoryQuery) {
  return useQuery(transactionHistoryQueryOptions(usePlayerId(), query));
}
