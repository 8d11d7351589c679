import { type Currency, toMinor } from '@wl/contract';
import { failField } from './failure.js';

/**
 * A request's decimal amount in minor units of the site currency. More decimals than the currency
 * has, including a non-zero amount so small it would round to nothing, is a refusal of the field.
 */
export function minorUnits(value: number, currency: Currency, field: string): bigint {
  let minor: bigint;
  try {
    minor = toMinor(value, currency);
  } catch {
    failField(field, 'tooManyDecimals');
  }
  if (value !== 0 && minor === 0n) failField(field, 'tooManyDecimals');
  return minor;
}
