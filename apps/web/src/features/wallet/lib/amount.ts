import { CURRENCIES, positiveAmount } from '@wl/contract';

export interface AmountRules {
  currency: string;
  min: number;
  max: number;
  /** the most the player has for it (a withdrawal's withdrawable balance) */
  available?: number;
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; error: string };

const AMOUNT_TEXT = /^\d+(?:\.\d+)?$/;

function minorDigits(currency: string): number {
  return currency in CURRENCIES ? CURRENCIES[currency as keyof typeof CURRENCIES].minorDigits : 2;
}

/**
 * An amount typed by the player (thousands separators allowed), checked with the rules the server
 * applies: positive, no finer than the currency, within the site's minimum and maximum per request
 * and what the player has. The error is a message key of the validation or errors group.
 */
export function checkAmount(text: string, rules: AmountRules): AmountCheck {
  const typed = text.trim().replaceAll(',', '');
  if (!typed) return { ok: false, error: 'required' };
  if (!AMOUNT_TEXT.test(typed)) return { ok: false, error: 'invalid' };
  const decimals = typed.split('.')[1]?.replace(/0+$/, '').length ?? 0;
  if (decimals > minorDigits(rules.currency)) return { ok: false, error: 'tooManyDecimals' };
  const parsed = positiveAmount.safeParse(Number(typed));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'invalid' };
  const amount = parsed.data;
  if (amount < rules.min) return { ok: false, error: 'amountBelowMinimum' };
  if (amount > rules.max) return { ok: false, error: 'amountAboveMaximum' };
  if (rules.available !== undefined && amount > rules.available) return { ok: false, error: 'insufficientBalance' };
  return { ok: true, amount };
}
