import { THEME_CODES } from '@wl/contract/lite';
import { describe, expect, it } from 'vitest';
import { HOME_SECTIONS, sectionKey } from './home-sections';

describe('home sections', () => {
  it('gives every template each section once: hero, categories, winners, news and the four home lists', () => {
    for (const template of [...THEME_CODES, 'default' as const]) {
      const keys = HOME_SECTIONS[template].map(sectionKey);
      expect(new Set(keys).size, template).toBe(keys.length);
      expect([...keys].sort(), template).toEqual(
        ['categories', 'games-featured', 'games-hot', 'games-new', 'games-popular', 'hero', 'news', 'winners'].sort(),
      );
    }
  });
});
