import { CURRENCIES } from '@wl/contract';
import type { z } from 'zod';

export type AmountCheck = { ok: true; amount: number } | { ok: false; error: string };

const AMOUNT_TEXT = /^\d+(?:\.\d+)?$/;

function minorDigits(currency: string): number {
  return currency in CURRENCIES ? CURRENCIES[currency as keyof typeof CURRENCIES].minorDigits : 2;
}

/**
 * An amount typed by the player (thousands separators allowed), read as the server reads one: no
 * finer than the currency's minor unit, then checked by the contract's rule for that amount. The
 * error is a message key of the validation or errors group.
 */
export function readTypedAmount(text: string, currency: string, rule: z.ZodType<number>): AmountCheck {
  const typed = text.trim().replaceAll(',', '');
  if (!typed) return { ok: false, error: 'required' };
  if (!AMOUNT_TEXT.test(typed)) return { ok: false, error: 'invalid' };
  const decimals = typed.split('.')[1]?.replace(/0+$/, '').length ?? 0;
  if (decimals > minorDigits(currency)) return { ok: false, error: 'tooManyDecimals' };
  const parsed = rule.safeParse(Number(typed));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'invalid' };
  return { ok: true, amount: parsed.data };
}
