import type { MenuItem } from '@wl/contract/lite';

/** The site menu without the entries the game menu already shows in the same frame. */
export function withoutGameEntries(menu: MenuItem[], gameMenu: MenuItem[]): MenuItem[] {
  const games = new Set(gameMenu.map((item) => item.key));
  return menu.filter((item) => !games.has(item.key));
}

/** The first half gets the extra item, so a centred logo sits slightly right of the middle entry. */
export function splitInHalves<T>(items: T[]): [T[], T[]] {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)];
}

/** A group of entries shown under one heading or toggle; it has no page of its own. */
export function menuGroup(key: string, title: string, children: MenuItem[]): MenuItem {
  return { key, title, path: '', icon: key, category: null, children };
}
