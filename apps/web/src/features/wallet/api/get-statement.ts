import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallResponse, type Language, PAGINATION_DEFAULTS } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { usePlayerId } from '@/shared/session/user-store';
import { walletKeys } from './wallet-keys';

export type Statement = CallResponse<'statement'>;
export type StatementEntry = Statement['value'][number];

export interface StatementQuery {
  /** YYYY-MM-DD, both days included */
  start: string;
  end: string;
  page: number;
  /** the language promotion and mission titles come in */
  language: Language;
}

export const STATEMENT_PAGE_SIZE = PAGINATION_DEFAULTS.itemsPerPage;

/** One page of ledger movements, newest first, each with the balance after it, and the range's opening and closing balance. */
export function getStatement(query: StatementQuery, signal?: AbortSignal): Promise<Statement> {
  return call(
    'statement',
    { start_date: query.start, end_date: query.end, page: query.page, page_size: STATEMENT_PAGE_SIZE, language: query.language },
    { signal },
  );
}

export function statementQueryOptions(accountId: string, query: StatementQuery) {
  return queryOptions({
    queryKey: [...walletKeys.statement(accountId), query],
    queryFn: ({ signal }) => getStatement(query, signal),
    enabled: Boolean(accountId),
    placeholderData: keepPreviousData,
  });
}

export function useStatement(query: Omit<StatementQuery, 'language'>) {
  return useQuery(statementQueryOptions(usePlayerId(), { ...query, language: useLanguage() }));
}
