import { describe, expect, it } from 'vitest';
import { showsLocalText } from './local-text';

describe('showsLocalText', () => {
  it("shows an operator's local text only while the interface is in the site's language", () => {
    expect(showsLocalText('CN', 'CN')).toBe(true);
    expect(showsLocalText('MNT', 'MNT')).toBe(true);
    // a Chinese site switched to Filipino, a Filipino site switched to Chinese: English, not the other's text
    expect(showsLocalText('PHP', 'CN')).toBe(false);
    expect(showsLocalText('CN', 'PHP')).toBe(false);
    expect(showsLocalText('EN', 'MNT')).toBe(false);
    expect(showsLocalText('EN', 'EN')).toBe(false);
  });
});
