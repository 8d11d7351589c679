import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../tables.js';
import { DEFAULT_NUMBER_FORMAT, ENGLISH_NUMBER_LOCALE, formatNumber, parseNumberFormat } from './number-format.js';

describe('formatNumber', () => {
  it('groups thousands with a comma by default (0,0)', () => {
    expect(DEFAULT_NUMBER_FORMAT).toBe('0,0');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('shows zero as empty', () => {
    expect(formatNumber(0)).toBe('');
    expect(formatNumber(-0)).toBe('');
    expect(formatNumber('0.00')).toBe('');
    expect(formatNumber(0, { format: '0,0.00', currency: '$' })).toBe('');
  });

  it('shows a value that only cuts to zero as empty too', () => {
    expect(formatNumber(0.0004)).toBe('');
  });

  it('keeps the value decimals up to 3 under the default format, cutting the rest', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(1234.56789)).toBe('1,234.567');
    expect(formatNumber(9.9999)).toBe('9.999');
  });

  it('uses a dot for decimals and exact decimal arithmetic', () => {
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber('0.1')).toBe('0.1');
  });

  it('pads fixed decimals and caps any pattern at 3 decimals', () => {
    expect(formatNumber(1234.5, { format: '0,0.00' })).toBe('1,234.50');
    expect(formatNumber(1, { format: '0,0.00000' })).toBe('1.000');
  });

  it('shows optional decimals only when the value has them', () => {
    expect(formatNumber(1234, { format: '0,0.[000]' })).toBe('1,234');
    expect(formatNumber(1234.5, { format: '0,0.[000]' })).toBe('1,234.5');
    expect(formatNumber(1234.56789, { format: '0,0.0[0]' })).toBe('1,234.56');
    expect(formatNumber(1234, { format: '0,0.0[0]' })).toBe('1,234.0');
  });

  it('leaves out grouping for a pattern without ",0"', () => {
    expect(formatNumber(1234567.25, { format: '0.00' })).toBe('1234567.25');
  });

  it('formats negative numbers with the sign before the currency symbol', () => {
    expect(formatNumber(-1234.5)).toBe('-1,234.5');
    expect(formatNumber(-1234.5, { format: '0,0.00', currency: ENGLISH_NUMBER_LOCALE.currency })).toBe('-$1,234.50');
  });

  it('puts the currency symbol first', () => {
    expect(ENGLISH_NUMBER_LOCALE).toEqual({ thousands: ',', decimal: '.', currency: '$' });
    expect(formatNumber(2500, { currency: '$' })).toBe('$2,500');
    expect(formatNumber(2500, { currency: CURRENCIES.PHP.symbol })).toBe('₱2,500');
  });

  it('accepts numeric strings, trimmed', () => {
    expect(formatNumber('1234.5')).toBe('1,234.5');
    expect(formatNumber(' -42 ')).toBe('-42');
    expect(formatNumber('12345678901234567890.125')).toBe('12,345,678,901,234,567,890.125');
  });

  it('is empty for NaN, infinities and anything that is not a number', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '1,234', '12px', null, undefined, {}, true]) {
      expect(formatNumber(value)).toBe('');
    }
  });

  it('refuses a pattern outside the grammar', () => {
    expect(() => formatNumber(1, { format: '#,##0' })).toThrow(/Unsupported number format/);
    expect(parseNumberFormat('0,0.0[00]')).toEqual({ grouping: true, minDecimals: 1, maxDecimals: 3 });
  });
});
