import { HISTORY_RANGE_MAX_DAYS } from '@wl/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { fail, failField } from './failure.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The calendar day of a YYYY-MM-DD; a day that does not exist (2026-02-30) is a field error, not rolled over. */
function calendarDay(field: string, date: string): dayjs.Dayjs {
  const day = dayjs.utc(date);
  if (!day.isValid() || day.format('YYYY-MM-DD') !== date) failField(field, 'invalidDate');
  return day;
}

/**
 * The instants that bound the days start_date..end_date (both inclusive) in the site's timezone:
 * [from, to). A range that ends before it starts, or spans more than HISTORY_RANGE_MAX_DAYS days,
 * is invalidDateRange.
 */
export function siteDayRange(startDate: string, endDate: string, timeZone: string): { from: Date; to: Date } {
  const start = calendarDay('start_date', startDate);
  const end = calendarDay('end_date', endDate);
  // Counted on the calendar, not in hours: a day with a clock change is still one day.
  const days = end.diff(start, 'day') + 1;
  if (days < 1 || days > HISTORY_RANGE_MAX_DAYS) fail('invalidDateRange');
  const dayAfterEnd = end.add(1, 'day').format('YYYY-MM-DD');
  return { from: dayjs.tz(startDate, timeZone).toDate(), to: dayjs.tz(dayAfterEnd, timeZone).toDate() };
}
