import { type Currency, toMinor } from '@wl/contract';
import { failField } from './failure.js';

/**
 * A request's decimal amount in minor units of the site currency. An amount with more decimals
 * than the currency has (10.00999, 0.1 + 0.2, 1e-7) is a refusal of the field, never rounded.
 */
export function minorUnits(value: number, currency: Currency, field: string): bigint {
  try {
    return toMinor(value, currency);
  } catch {
    failField(field, 'tooManyDecimals');
  }
}
