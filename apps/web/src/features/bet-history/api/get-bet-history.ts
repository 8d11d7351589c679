import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallResponse, PAGINATION_DEFAULTS } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';

export type BetHistory = CallResponse<'betHistory'>;
export type Bet = BetHistory['value'][number];

export interface BetHistoryQuery {
  /** YYYY-MM-DD, both days included */
  start: string;
  end: string;
  page: number;
}

export const BET_HISTORY_PAGE_SIZE = PAGINATION_DEFAULTS.itemsPerPage;

/**
 * One page of the player's bets with the range's totals. Failures are thrown for the page to show
 * in place (a refused range at the date fields), except a session that ended: that still logs the
 * player out as every call does (spec-coverage S8.4).
 */
export function getBetHistory({ start, end, page }: BetHistoryQuery, signal?: AbortSignal): Promise<BetHistory> {
  return call('betHistory', { start_date: start, end_date: end, page, page_size: BET_HISTORY_PAGE_SIZE }, { signal });
}

export function betHistoryQueryOptions(accountId: string, query: BetHistoryQuery) {
  return queryOptions({
    queryKey: ['bet-history', accountId, query.start, query.end, query.page],
    queryFn: ({ signal }) => getBetHistory(query, signal),
    enabled: Boolean(accountId),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useBetHistory(query: BetHistoryQuery) {
  return useQuery(betHistoryQueryOptions(usePlayerId(), query));
}
