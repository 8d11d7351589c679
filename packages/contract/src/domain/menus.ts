import type { MenuItem } from '../calls/site.js';
import type { Language } from '../tables.js';

/** An entry's text in a language: its own there, else the English (a translation not written yet). */
export function menuTitle(item: Pick<MenuItem, 'title' | 'titles'>, language: string): string {
  return item.titles?.[language as Language]?.trim() || item.title;
}
