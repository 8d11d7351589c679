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

/** Decimal major units → integer minor units; refuses more decimals than the currency has. */
export function toMinor(major: number | string, currency: Currency): bigint {
  const digits = CURRENCIES[currency].minorDigits;
  const text = typeof major === 'number' ? major.toFixed(Math.min(20, digits + 2)) : major.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not an amount: ${major}`);
  const [, sign, whole, fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > digits) throw new RangeError(`too many decimals for ${currency}: ${major}`);
  const minor = BigInt(whole ?? '0') * 10n ** BigInt(digits) + BigInt(trimmed.padEnd(digits, '0') || '0');
  return sign ? -minor : minor;
}
