import { HISTORY_RANGE_MAX_DAYS } from '@wl/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { fail } from './failure.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The instants that bound the days start_date..end_date (both inclusive) in the site's timezone:
 * [from, to). A range that ends before it starts, or spans more than HISTORY_RANGE_MAX_DAYS days,
 * is invalidDateRange.
 */
export function siteDayRange(startDate: string, endDate: string, timeZone: string): { from: Date; to: Date } {
  const start = dayjs.tz(startDate, timeZone);
  const end = dayjs.tz(endDate, timeZone);
  if (!start.isValid() || !end.isValid()) fail('invalidDateRange');
  // Counted on the calendar, not in hours: a day with a clock change is still one day.
  const days = dayjs.utc(endDate).diff(dayjs.utc(startDate), 'day') + 1;
  if (days < 1 || days > HISTORY_RANGE_MAX_DAYS) fail('invalidDateRange');
  const dayAfterEnd = dayjs.utc(endDate).add(1, 'day').format('YYYY-MM-DD');
  return { from: start.toDate(), to: dayjs.tz(dayAfterEnd, timeZone).toDate() };
}
