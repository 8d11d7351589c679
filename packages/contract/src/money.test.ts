import { describe, expect, it } from 'vitest';
import { toMajor, toMinor } from './money.js';

describe('money', () => {
  it('converts minor units to major units exactly', () => {
    expect(toMajor(123456n, 'PHP')).toBe(1234.56);
    expect(toMajor(-5n, 'USD')).toBe(-0.05);
    expect(toMajor(0n, 'IDR')).toBe(0);
  });
  it('converts major units to minor units without float drift', () => {
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30n);
    expect(toMinor('1234.50', 'PHP')).toBe(123450n);
    expect(toMinor(10, 'CNY')).toBe(1000n);
  });
  it('refuses amounts finer than the currency allows', () => {
    expect(() => toMinor('1.005', 'USD')).toThrow(RangeError);
    expect(() => toMinor('abc', 'USD')).toThrow(RangeError);
  });
});
