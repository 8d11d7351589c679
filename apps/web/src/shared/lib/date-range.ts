import { DATE_FORMATS } from '@wl/contract';
import dayjs from 'dayjs';

/** The range the page opens with: the last seven days, today included. */
export const DEFAULT_RANGE_DAYS = 7;

export interface DateRange {
  start: string;
  end: string;
}

export function defaultDateRange(today: Date = new Date()): DateRange {
  const end = dayjs(today);
  return {
    start: end.subtract(DEFAULT_RANGE_DAYS - 1, 'day').format(DATE_FORMATS.date),
    end: end.format(DATE_FORMATS.date),
  };
}
