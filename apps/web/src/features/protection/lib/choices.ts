import { TIME_OUT_MAX_HOURS, TIME_OUT_MIN_HOURS } from '@wl/contract';

/** The breaks offered, in days: from the contract's shortest (24 hours) to its longest (30 days). */
export const TIME_OUT_DAYS = [1, 2, 3, 7, 14, 30].filter(
  (days) => days * 24 >= TIME_OUT_MIN_HOURS && days * 24 <= TIME_OUT_MAX_HOURS,
);
