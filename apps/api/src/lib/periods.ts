import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export type Period = 'daily' | 'weekly';

export interface PeriodRange {
  /** the period's first day in the site's timezone, YYYY-MM-DD: it names the period in claims */
  key: string;
  from: Date;
  to: Date;
}

/**
 * The daily or weekly period holding an instant, in the site's timezone; weeks start on Monday.
 * Bounds are computed on the calendar, so a day with a clock change is still one day.
 */
export function periodAt(at: Date, timeZone: string, period: Period): PeriodRange {
  const local = dayjs(at).tz(timeZone);
  const daysIntoPeriod = period === 'daily' ? 0 : (local.day() + 6) % 7;
  const first = local.subtract(daysIntoPeriod, 'day').format('YYYY-MM-DD');
  const next = dayjs
    .utc(first)
    .add(period === 'daily' ? 1 : 7, 'day')
    .format('YYYY-MM-DD');
  return { key: first, from: dayjs.tz(first, timeZone).toDate(), to: dayjs.tz(next, timeZone).toDate() };
}

/** The period just before the one holding the instant: the one cashback pays for. */
export function previousPeriod(at: Date, timeZone: string, period: Period): PeriodRange {
  const current = periodAt(at, timeZone, period);
  return periodAt(new Date(current.from.getTime() - 1), timeZone, period);
}
