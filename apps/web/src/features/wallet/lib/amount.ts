import { positiveAmount } from '@wl/contract';
import { type AmountCheck, readTypedAmount } from '@/shared/lib/typed-amount';

export interface AmountRules {
  currency: string;
  min: number;
  max: number;
  /** the most the player has for it (a withdrawal's withdrawable balance) */
  available?: number;
}

/**
 * An amount typed by the player (thousands separators allowed), checked with the rules the server
 * applies: positive, no finer than the currency, within the site's minimum and maximum per request
 * and what the player has. The error is a message key of the validation or errors group.
 */
export function checkAmount(text: string, rules: AmountRules): AmountCheck {
  const read = readTypedAmount(text, rules.currency, positiveAmount);
  if (!read.ok) return read;
  const { amount } = read;
  if (amount < rules.min) return { ok: false, error: 'amountBelowMinimum' };
  if (amount > rules.max) return { ok: false, error: 'amountAboveMaximum' };
  if (rules.available !== undefined && amount > rules.available) return { ok: false, error: 'insufficientBalance' };
  return { ok: true, amount };
}
