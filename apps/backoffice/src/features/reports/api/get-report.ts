import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallRequest, type CallResponse, call } from '@/shared/api/call';

/** The report calls: each takes the same filters (site or all, currency, days) and answers one report. */
export type ReportName =
  | 'reportsDashboard'
  | 'reportsGames'
  | 'reportsPromotions'
  | 'reportsVip'
  | 'reportsCashier'
  | 'reportsResponsibleGaming';
export type ReportFilters = CallRequest<'reportsDashboard'>;
export type Report<N extends ReportName> = CallResponse<N>;

export const reportQuery = <N extends ReportName>(name: N, filters: ReportFilters) =>
  queryOptions({
    queryKey: ['reports', name, filters] as const,
    queryFn: ({ signal }) => call(name as 'reportsDashboard', filters, signal) as Promise<Report<N>>,
    // Another range or currency keeps the last figures on screen until the new ones come.
    placeholderData: keepPreviousData,
  });

/** One report over the filters; not asked while the filters cannot be answered (a range that ends before it starts). */
export function useReport<N extends ReportName>(name: N, filters: ReportFilters, enabled = true) {
  return useQuery({ ...reportQuery(name, filters), enabled });
}
