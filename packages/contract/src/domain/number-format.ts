/**
 * Number display (spec-coverage S5.8, S9.7): zero shows as empty, at most 3 decimals, default format
 * "0,0", English separators (comma thousands, dot decimals) and currency symbol $.
 *
 * Format grammar, a subset of numeral.js patterns:
 *
 *   format   := "0" [ ",0" ] [ "." zeros [ "[" zeros "]" ] | "." "[" zeros "]" ]
 *
 * - ",0" groups thousands.
 * - The zeros after "." are decimals always shown; zeros in brackets are decimals shown only when
 *   the value has them. "0,0.00" → 1,234.50; "0,0.[00]" → 1,234.5; "0,0.0[00]" → 1,234.5 / 1,234.567.
 * - Without a "." part (the default "0,0") the value's own decimals are shown, up to 3.
 * - More than 3 decimals are never shown, whatever the pattern asks.
 *
 * Extra decimals are cut, not rounded: a balance of 9.9999 shows 9.999, never more than the
 * player has.
 */
export const DEFAULT_NUMBER_FORMAT = '0,0';
export const MAX_DECIMALS = 3;
export const ENGLISH_NUMBER_LOCALE = { thousands: ',', decimal: '.', currency: '$' } as const;

export interface NumberFormatOptions {
  format?: string;
  /** a currency symbol put before the number, e.g. ENGLISH_NUMBER_LOCALE.currency or a site's CURRENCIES symbol */
  currency?: string;
}

interface ParsedFormat {
  grouping: boolean;
  minDecimals: number;
  maxDecimals: number;
}

const FORMAT = /^0(,0)?(?:\.(0*)(?:\[(0+)\])?)?$/;

export function parseNumberFormat(format: string): ParsedFormat {
  const match = FORMAT.exec(format);
  if (!match) throw new Error(`Unsupported number format: ${format}`);
  const [, grouping, fixed, optional] = match;
  const hasDecimalPart = format.includes('.');
  const minDecimals = Math.min(fixed?.length ?? 0, MAX_DECIMALS);
  const maxDecimals = hasDecimalPart ? Math.min(minDecimals + (optional?.length ?? 0), MAX_DECIMALS) : MAX_DECIMALS;
  return { grouping: Boolean(grouping), minDecimals, maxDecimals };
}

/** Numbers, and strings holding a plain decimal numeral ("1234.5", "-7"); anything else is not a number. */
function toNumeral(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed) ? trimmed : null;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per distinct format, kept: making one costs far more than formatting with
 * it (a first-screen profile spent 96 ms of a throttled phone CPU making them for three counters).
 * There are at most 2 × 4 × 4 of them.
 */
function formatterFor({ grouping, minDecimals, maxDecimals }: ParsedFormat): Intl.NumberFormat {
  const key = `${grouping}:${minDecimals}:${maxDecimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      useGrouping: grouping,
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      roundingMode: 'trunc',
      signDisplay: 'never',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The value as text in the given format; empty for zero (as shown), NaN and anything not numeric. */
export function formatNumber(value: unknown, options: NumberFormatOptions = {}): string {
  const numeral = toNumeral(value);
  if (numeral === null) return '';
  const formatter = formatterFor(parseNumberFormat(options.format ?? DEFAULT_NUMBER_FORMAT));
  // Intl takes the numeral string as an exact decimal, so "0.1" stays 0.1 and big values keep their digits.
  const digits = formatter.format(numeral as `${number}`);
  if (!/[1-9]/.test(digits)) return '';
  const sign = numeral.startsWith('-') ? '-' : '';
  return `${sign}${options.currency ?? ''}${digits}`;
}
