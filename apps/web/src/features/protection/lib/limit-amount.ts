import { CURRENCIES, depositLimitSetRequest } from '@wl/contract';

export type LimitAmountCheck = { ok: true; amount: number } | { ok: false; error: string };

const AMOUNT_TEXT = /^\d+(?:\.\d+)?$/;
const amountRule = depositLimitSetRequest.shape.amount.unwrap();

function minorDigits(currency: string): number {
  return currency in CURRENCIES ? CURRENCIES[currency as keyof typeof CURRENCIES].minorDigits : 2;
}

/**
 * A limit typed by the player (thousands separators allowed), checked with the contract's rule
 * and the currency's decimals. The error is a message key for the field (auth's Field).
 */
export function checkLimitAmount(text: string, currency: string): LimitAmountCheck {
  const typed = text.trim().replaceAll(',', '');
  if (!typed) return { ok: false, error: 'required' };
  if (!AMOUNT_TEXT.test(typed)) return { ok: false, error: 'invalid' };
  const decimals = typed.split('.')[1]?.replace(/0+$/, '').length ?? 0;
  if (decimals > minorDigits(currency)) return { ok: false, error: 'tooManyDecimals' };
  const parsed = amountRule.safeParse(Number(typed));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'invalid' };
  return { ok: true, amount: parsed.data };
}
