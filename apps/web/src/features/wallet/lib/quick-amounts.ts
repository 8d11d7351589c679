/** At most this many quick amount buttons on the deposit page. */
export const QUICK_AMOUNT_COUNT = 6;

/**
 * Round amounts a player taps instead of typing (decision 0165): the site's minimum, then the
 * 1-2-5 steps above it (100, 200, 500, 1,000, …), up to the maximum (or the deposit limits'
 * allowance, when lower). Amounts are in major units.
 */
export function quickAmounts(min: number, max: number, count = QUICK_AMOUNT_COUNT): number[] {
  if (!(max > 0) || min > max) return [];
  const amounts = min > 0 ? [min] : [];
  let magnitude = 10 ** Math.floor(Math.log10(Math.max(min, 1)));
  while (amounts.length < count) {
    for (const step of [1, 2, 5]) {
      const amount = step * magnitude;
      if (amount > max) return amounts;
      if (amount > min && amounts.length < count) amounts.push(amount);
    }
    magnitude *= 10;
  }
  return amounts;
}
