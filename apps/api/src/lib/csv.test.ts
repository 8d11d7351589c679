import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('quotes every cell, doubles quotes and keeps line breaks inside a cell', () => {
    expect(toCsv(['a', 'b'], [['say "hi"', 'two\nlines']])).toBe('"a","b"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it('writes null and undefined as empty cells and objects as JSON', () => {
    expect(toCsv(['x', 'y', 'z'], [[null, undefined, { k: 1 }]])).toBe('"x","y","z"\r\n"","","{""k"":1}"\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = toCsv(['name'], [['=HYPERLINK("http://evil")'], ['+1'], ['-2'], ['@SUM(A1)'], ['plain -1']]);
    expect(csv.split('\r\n').slice(1, 6)).toEqual([
      `"'=HYPERLINK(""http://evil"")"`,
      `"'+1"`,
      `"'-2"`,
      `"'@SUM(A1)"`,
      '"plain -1"',
    ]);
  });

  it('keeps negative numbers as numbers: their text is never a formula', () => {
    expect(toCsv(['ggr'], [[-1250], [-3n]])).toBe('"ggr"\r\n"-1250"\r\n"-3"\r\n');
  });
});
