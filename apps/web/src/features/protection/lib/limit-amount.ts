import { depositLimitSetRequest } from '@wl/contract';
import { type AmountCheck, readTypedAmount } from '@/shared/lib/typed-amount';

const amountRule = depositLimitSetRequest.shape.amount.unwrap();

/**
 * A limit typed by the player (thousands separators allowed), checked with the contract's rule
 * and the currency's decimals. The error is a message key for the field.
 */
export function checkLimitAmount(text: string, currency: string): AmountCheck {
  return readTypedAmount(text, currency, amountRule);
}
