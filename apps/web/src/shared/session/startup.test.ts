import { describe, expect, it } from 'vitest';
import { menuItem } from '@/shared/testing/site';
import { hasHotGamesEntry, trimMenu, validateTheme } from './startup';

describe('validateTheme', () => {
  it('accepts a known theme with one of its colours', () => {
    expect(validateTheme({ theme_code: 'casino1', theme_color: 'gold' })).toEqual({ ok: true, theme: 'casino1' });
  });

  it('refuses an unknown theme code', () => {
    expect(validateTheme({ theme_code: 'casino9', theme_color: 'gold' })).toEqual({ ok: false, message: 'Invalid theme code' });
  });

  it('refuses a colour of another theme', () => {
    expect(validateTheme({ theme_code: 'casino1', theme_color: 'jackpot' })).toEqual({
      ok: false,
      message: 'Invalid theme color',
    });
  });
});

describe('trimMenu', () => {
  const providers = [
    { category: 'slots' as const, total: 8 },
    { category: 'fish' as const, total: 0 },
  ];

  it('keeps categories with providers and entries not tied to a product category', () => {
    const menu = [
      menuItem('slots', 'slots'),
      menuItem('fishing', 'fish'),
      menuItem('casino', 'livecasino'),
      menuItem('promotions', null),
    ];
    expect(trimMenu(menu, providers).map((item) => item.key)).toEqual(['slots', 'promotions']);
  });

  it('keeps the hot games entry even when its category has no providers', () => {
    expect(trimMenu([menuItem('hot', 'livecasino')], providers).map((item) => item.key)).toEqual(['hot']);
  });

  it('keeps entries whose category is not a product category', () => {
    expect(trimMenu([menuItem('vip', 'loyalty')], providers).map((item) => item.key)).toEqual(['vip']);
  });

  it('trims children the same way', () => {
    const menu = [menuItem('games', null, [menuItem('slots', 'slots'), menuItem('fishing', 'fish'), menuItem('hot', 'crash')])];
    expect(trimMenu(menu, providers)[0]?.children.map((item) => item.key)).toEqual(['slots', 'hot']);
  });
});

describe('hasHotGamesEntry', () => {
  it('finds the hot entry at any depth', () => {
    expect(hasHotGamesEntry([menuItem('games', null, [menuItem('hot', null)])])).toBe(true);
    expect(hasHotGamesEntry([menuItem('slots', 'slots')])).toBe(false);
  });
});
