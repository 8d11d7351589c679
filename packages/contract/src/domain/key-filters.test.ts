import { describe, expect, it } from 'vitest';
import { allowsKey, filterText } from './key-filters.js';

describe('allowsKey', () => {
  it('lets letters of any script and the space through the alphabet filter', () => {
    for (const key of ['a', 'Z', 'é', 'ñ', 'Ж', '中', 'ก', ' ']) expect(allowsKey('alphabet', key)).toBe(true);
  });

  it('blocks digits, punctuation and symbols in the alphabet filter', () => {
    for (const key of ['1', '-', '_', '.', "'", '@', '😀', '\t']) expect(allowsKey('alphabet', key)).toBe(false);
  });

  it('lets only ASCII digits through the number filter', () => {
    for (const key of '0123456789') expect(allowsKey('number', key)).toBe(true);
    for (const key of ['a', ' ', '+', '-', '.', ',', '٣', 'e']) expect(allowsKey('number', key)).toBe(false);
  });

  it('never filters keys that edit or move rather than type', () => {
    const controls = ['Backspace', 'Delete', 'Tab', 'Enter', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
    for (const key of [...controls, 'Shift', 'F5', 'Process']) {
      expect(allowsKey('alphabet', key)).toBe(true);
      expect(allowsKey('number', key)).toBe(true);
    }
  });
});

describe('filterText', () => {
  it('keeps only the allowed characters of pasted text', () => {
    expect(filterText('alphabet', 'Juan dela Cruz 3rd!')).toBe('Juan dela Cruz rd');
    expect(filterText('number', '+63 (917) 555-0100')).toBe('639175550100');
    expect(filterText('alphabet', '王小明')).toBe('王小明');
  });
});
