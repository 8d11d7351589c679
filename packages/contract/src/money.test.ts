import { describe, expect, it } from 'vitest';
import { minorUnitsOf, toMajor, toMinor } from './money.js';

describe('money', () => {
  it('converts minor units to major units exactly', () => {
    expect(toMajor(123456n, 'PHP')).toBe(1234.56);
    expect(toMajor(-5n, 'USD')).toBe(-0.05);
    expect(toMajor(0n, 'IDR')).toBe(0);
  });
  it('converts major units to minor units exactly', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999n);
    expect(toMinor(0.3, 'USD')).toBe(30n);
    expect(toMinor('1234.50', 'PHP')).toBe(123450n);
    expect(toMinor(10, 'CNY')).toBe(1000n);
    expect(toMinor(-5.5, 'USD')).toBe(-550n);
    expect(toMinor(1e21, 'USD')).toBe(10n ** 23n);
    expect(toMinor(123e-2, 'USD')).toBe(123n);
  });
  it('refuses amounts finer than the currency allows, never rounding them', () => {
    expect(() => toMinor(10.00999, 'USD')).toThrow(RangeError);
    expect(() => toMinor(10.004, 'USD')).toThrow(RangeError);
    expect(() => toMinor(10.005, 'USD')).toThrow(RangeError);
    // 0.1 + 0.2 is the number 0.30000000000000004, which JSON sends as such: not a cent amount.
    expect(() => toMinor(0.1 + 0.2, 'USD')).toThrow(RangeError);
    expect(() => toMinor(1e-7, 'USD')).toThrow(RangeError);
    expect(() => toMinor(5e-324, 'USD')).toThrow(RangeError);
    expect(() => toMinor('1.005', 'USD')).toThrow(RangeError);
    expect(() => toMinor('abc', 'USD')).toThrow(RangeError);
    expect(() => toMinor(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY, 'USD')).toThrow(RangeError);
  });
  it('follows the currency decimals: none (JPY, KRW) or three (KWD, BHD)', () => {
    expect(minorUnitsOf(1500, 0)).toBe(1500n);
    expect(minorUnitsOf(1e21, 0)).toBe(10n ** 21n);
    expect(() => minorUnitsOf(1500.5, 0)).toThrow(RangeError);
    expect(() => minorUnitsOf(0.1 + 0.2, 0)).toThrow(RangeError);
    expect(minorUnitsOf(10.125, 3)).toBe(10125n);
    expect(minorUnitsOf(0.001, 3)).toBe(1n);
    expect(() => minorUnitsOf(10.1255, 3)).toThrow(RangeError);
    expect(() => minorUnitsOf(10.00099, 3)).toThrow(RangeError);
  });
});
