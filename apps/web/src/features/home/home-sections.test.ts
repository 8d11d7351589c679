import { THEME_CODES } from '@wl/contract/lite';
import { describe, expect, it } from 'vitest';
import { HOME_SECTIONS, listLayout, sectionKey } from './home-sections';

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

describe('a home list laid out for its number of games', () => {
  it('shows a grid in whole rows of 12 or 6, and a row when it has fewer than 6', () => {
    expect(listLayout('grid', 20)).toEqual({ style: 'grid', shown: 12 });
    expect(listLayout('grid', 12)).toEqual({ style: 'grid', shown: 12 });
    expect(listLayout('grid', 11)).toEqual({ style: 'grid', shown: 6 });
    expect(listLayout('grid', 6)).toEqual({ style: 'grid', shown: 6 });
    expect(listLayout('grid', 5)).toEqual({ style: 'row', shown: 5 });
    expect(listLayout('grid', 1)).toEqual({ style: 'row', shown: 1 });
  });

  it('shows a spotlight only with the eight games that fill its block, else a row', () => {
    expect(listLayout('spotlight', 15)).toEqual({ style: 'spotlight', shown: 9 });
    expect(listLayout('spotlight', 9)).toEqual({ style: 'spotlight', shown: 9 });
    expect(listLayout('spotlight', 8)).toEqual({ style: 'row', shown: 8 });
    expect(listLayout('spotlight', 4)).toEqual({ style: 'row', shown: 4 });
  });

  it('keeps a row a row, of at most 16 games', () => {
    expect(listLayout('row', 30)).toEqual({ style: 'row', shown: 16 });
    expect(listLayout('row', 3)).toEqual({ style: 'row', shown: 3 });
  });

  it('shows nothing of an empty list', () => {
    for (const style of ['grid', 'row', 'spotlight'] as const) expect(listLayout(style, 0).shown).toBe(0);
  });
});
