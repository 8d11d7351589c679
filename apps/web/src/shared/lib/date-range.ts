import { DATE_FORMATS } from '@wl/contract/lite';
import { dayjs } from '@/shared/lib/localized-dayjs';

/** The range the page opens with: the last seven days, today included. */
export const DEFAULT_RANGE_DAYS = 7;

export interface DateRange {
  start: string;
  end: string;
}

/**
 * Today's date (YYYY-MM-DD) in a timezone: the site's, since the server reads a range's dates as
 * days of the site (its timezone from startup), wherever the player is. Without a timezone, or with
 * one the browser does not know, the browser's own date.
 */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).formatToParts(now);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
      return `${part('year')}-${part('month')}-${part('day')}`;
    } catch {
      // An unknown timezone (RangeError): the browser's date below.
    }
  }
  return dayjs(now).format(DATE_FORMATS.date);
}

/** The last DEFAULT_RANGE_DAYS days, today included, of the site's calendar (see todayIn). */
export function defaultDateRange(timeZone?: string, now: Date = new Date()): DateRange {
  const end = todayIn(timeZone, now);
  // Calendar arithmetic on the date itself, all in UTC, so no clock change of the browser shifts it.
  const [year, month, day] = end.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1, day - (DEFAULT_RANGE_DAYS - 1)));
  return { start: start.toISOString().slice(0, 10), end };
}
