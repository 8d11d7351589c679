import { positiveAmount } from '@wl/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readTypedAmount } from './typed-amount';

describe('readTypedAmount', () => {
  it('reads thousands separators and spaces around, as typed', () => {
    expect(readTypedAmount(' 1,500.50 ', 'PHP', positiveAmount)).toEqual({ ok: true, amount: 1500.5 });
  });

  it('names what is wrong: nothing typed, not a number, finer than the currency', () => {
    expect(readTypedAmount('  ', 'USD', positiveAmount)).toEqual({ ok: false, error: 'required' });
    expect(readTypedAmount('12a', 'USD', positiveAmount)).toEqual({ ok: false, error: 'invalid' });
    expect(readTypedAmount('-5', 'USD', positiveAmount)).toEqual({ ok: false, error: 'invalid' });
    expect(readTypedAmount('1.005', 'USD', positiveAmount)).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(readTypedAmount('1.500', 'USD', positiveAmount)).toEqual({ ok: true, amount: 1.5 });
  });

  it("answers the contract rule's own message key", () => {
    expect(readTypedAmount('0', 'USD', positiveAmount)).toEqual({ ok: false, error: 'amountNotPositive' });
    const atMostTen = z.number().max(10, 'amountTooLarge');
    expect(readTypedAmount('11', 'USD', atMostTen)).toEqual({ ok: false, error: 'amountTooLarge' });
  });
});
