import { CURRENCIES, type Currency } from './tables.js';

/** Integer minor units → decimal major units, for display and JSON. Exact for any safe integer. */
export function toMajor(minor: bigint | number, currency: Currency): number {
  const digits = CURRENCIES[currency].minorDigits;
  const value = BigInt(minor);
  const scale = 10n ** BigInt(digits);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const fraction = (abs % scale).toString().padStart(digits, '0');
  return Number(`${sign}${abs / scale}${digits ? `.${fraction}` : ''}`);
}

/**
 * Decimal major units → integer minor units; refuses more decimals than the currency has, never
 * rounds. A number is read as the decimal JavaScript prints for it, the shortest that reads back
 * as the same number and what JSON carried: 10.00999 stays 10.00999 (refused), and 0.1 + 0.2 is
 * 0.30000000000000004 (refused), not the 10.01 or 0.30 a fixed-point rounding would make of them.
 */
export function toMinor(major: number | string, currency: Currency): bigint {
  return minorUnitsOf(major, CURRENCIES[currency].minorDigits);
}

/** toMinor for a currency with the given number of decimals. */
export function minorUnitsOf(major: number | string, minorDigits: number): bigint {
  const text = typeof major === 'number' ? plainDecimal(major) : major.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not an amount: ${major}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > minorDigits) throw new RangeError(`more than ${minorDigits} decimals: ${major}`);
  const minor = BigInt(whole) * 10n ** BigInt(minorDigits) + BigInt(significant.padEnd(minorDigits, '0') || '0');
  return sign ? -minor : minor;
}

/** A number's shortest decimal without an exponent: 1e-7 → 0.0000001, 1e21 → 1000000000000000000000. */
function plainDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not an amount: ${value}`);
  const text = String(value);
  const scientific = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!scientific) return text;
  const [, sign, lead, rest = '', exponent] = scientific;
  const digits = `${lead}${rest}`;
  const point = 1 + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
