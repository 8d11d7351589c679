import { describe, expect, it } from 'vitest';
import { formatMoney, formatTokens } from './money';

describe('formatMoney', () => {
  it("uses the currency's symbol and the English separators", () => {
    expect(formatMoney(1234.5, 'PHP')).toBe('₱1,234.5');
    expect(formatMoney(1234567.891, 'USD')).toBe('$1,234,567.891');
  });
  it('shows zero as empty, as the number format does (spec-coverage S5.8), unless asked for the zero', () => {
    expect(formatMoney(0, 'USD')).toBe('');
    expect(formatMoney(0, 'USD', { showZero: true })).toBe('$0');
    expect(formatTokens(0)).toBe('');
    expect(formatTokens(0, { showZero: true })).toBe('0');
  });
  it('puts an unknown currency code before the number', () => {
    expect(formatMoney(10, 'XYZ')).toBe('XYZ 10');
  });
});
