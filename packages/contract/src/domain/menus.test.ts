import { describe, expect, it } from 'vitest';
import { menuTitle } from './menus.js';

describe('menuTitle', () => {
  const home = { title: 'Home', titles: { CN: '首页' } };

  it("gives the entry's title in the language asked for", () => {
    expect(menuTitle(home, 'CN')).toBe('首页');
    expect(menuTitle(home, 'EN')).toBe('Home');
  });

  it('falls back to the English title where the language has none, or a blank one', () => {
    expect(menuTitle(home, 'MNT')).toBe('Home');
    expect(menuTitle({ title: 'Home' }, 'CN')).toBe('Home');
    expect(menuTitle({ title: 'Home', titles: { CN: '  ' } }, 'CN')).toBe('Home');
    expect(menuTitle(home, 'cn')).toBe('Home');
  });
});
