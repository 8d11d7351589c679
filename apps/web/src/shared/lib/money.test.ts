import { describe, expect, it } from 'vitest';
import { formatBalance, formatMoney, formatTokens } from './money';

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

describe('formatBalance', () => {
  it("always shows the currency's decimals, zero included", () => {
    expect(formatBalance(0, 'PHP')).toBe('₱0.00');
    expect(formatBalance(189.8, 'USD')).toBe('$189.80');
    expect(formatBalance(1234567, 'CNY')).toBe('¥1,234,567.00');
    expect(formatBalance(-5.5, 'IDR')).toBe('-Rp5.50');
  });
  it('keeps a third decimal the balance has, cut rather than rounded', () => {
    expect(formatBalance(1234.5678, 'PHP')).toBe('₱1,234.567');
  });
  it('shows an unknown currency with two decimals after its code', () => {
    expect(formatBalance(0, 'XYZ')).toBe('XYZ 0.00');
  });
});
