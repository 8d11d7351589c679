import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeRedirect('/deposit')).toBe('/deposit');
    expect(safeRedirect('/deposit?amount=50#top')).toBe('/deposit?amount=50#top');
  });

  it('drops anything that can leave the site', () => {
    for (const value of [
      null,
      '',
      'deposit',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(value)).toBeNull();
    }
  });
});
