import { useSearchParams } from 'react-router';
import { useSelectedSite } from '@/shared/session/site';
import { useDateRange } from '@/shared/ui/use-date-range';
import type { ReportFilters } from '../api/get-report';

export const REPORT_TABS = ['overview', 'games', 'promotions', 'vip', 'cashier', 'responsible_gaming'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** The days shown when the URL names none: the last 30, today included. */
export const DEFAULT_DAYS = 30;

function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Today and the day DEFAULT_DAYS - 1 before it, on the member's calendar. */
export function defaultRange(today = new Date()): { from: string; to: string } {
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (DEFAULT_DAYS - 1));
  return { from: localDay(first), to: localDay(today) };
}

/**
 * What the reports show, all kept in the URL so that a reload or a shared link shows the same
 * figures: the shell's site (none: every site of the member), the days (`from`, `to`), the
 * currency (none: the first site's) and the tab.
 */
export function useReportFilters() {
  const [siteId] = useSelectedSite();
  const [days, setDay] = useDateRange();
  const [params, setParams] = useSearchParams();
  const fallback = defaultRange();
  const from = days.from || fallback.from;
  const to = days.to || fallback.to;
  const currency = /^[A-Z]{3}$/.test(params.get('currency') ?? '') ? params.get('currency')! : undefined;
  const wantedTab = params.get('tab');
  const tab: ReportTab = REPORT_TABS.includes(wantedTab as ReportTab) ? (wantedTab as ReportTab) : 'overview';

  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value === null) updated.delete(name);
      else updated.set(name, value);
      return updated;
    });

  const filters: ReportFilters = {
    ...(siteId === null ? {} : { site_id: siteId }),
    ...(currency ? { currency: currency as ReportFilters['currency'] } : {}),
    start_date: from,
    end_date: to,
  };
  return {
    filters,
    from,
    to,
    backwards: to < from,
    siteId,
    tab,
    setDay,
    setCurrency: (next: string) => setParam('currency', next),
    setTab: (next: ReportTab) => setParam('tab', next === 'overview' ? null : next),
  };
}
