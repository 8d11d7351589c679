import type { Language, MenuItem } from '@wl/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { menuItems } from '../../db/schema/index.js';

export type MenuKind = (typeof menuItems.$inferSelect)['menu'];
export type SiteMenus = Record<MenuKind, MenuItem[]>;

type MenuRow = typeof menuItems.$inferSelect;

/** Only the titles that say something: a blank translation is no translation. */
function writtenTitles(titles: Partial<Record<Language, string>> | undefined): Partial<Record<Language, string>> {
  return Object.fromEntries(Object.entries(titles ?? {}).filter(([, text]) => text.trim() !== ''));
}

function itemOf(row: MenuRow, children: MenuItem[]): MenuItem {
  return {
    key: row.key,
    title: row.title,
    titles: row.titles,
    path: row.path,
    icon: row.icon,
    category: row.category,
    children,
  };
}

/** A site's three menus, each in its order, sub-entries under their entry. */
export async function readMenus(db: Db, siteId: number): Promise<SiteMenus> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.siteId, siteId))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  const childrenOf = new Map<number, MenuItem[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(itemOf(row, []));
    childrenOf.set(row.parentId, list);
  }
  const menus: SiteMenus = { site: [], game: [], footer: [] };
  for (const row of rows) {
    if (row.parentId === null) menus[row.menu].push(itemOf(row, childrenOf.get(row.id) ?? []));
  }
  return menus;
}

/** Replaces one menu of a site with these entries, in this order (run it in the caller's transaction). */
export async function writeMenu(tx: Db, siteId: number, menu: MenuKind, items: MenuItem[]): Promise<void> {
  await tx.delete(menuItems).where(and(eq(menuItems.siteId, siteId), eq(menuItems.menu, menu), isNull(menuItems.parentId)));
  const rowOf = (item: MenuItem, position: number, parentId: number | null) => ({
    siteId,
    menu,
    parentId,
    position,
    key: item.key,
    title: item.title,
    titles: writtenTitles(item.titles),
    path: item.path,
    icon: item.icon,
    category: item.category,
  });
  if (items.length === 0) return;
  const parents = await tx
    .insert(menuItems)
    .values(items.map((item, position) => rowOf(item, position, null)))
    .returning({ id: menuItems.id, key: menuItems.key });
  const idOf = new Map(parents.map((row) => [row.key, row.id]));
  const children = items.flatMap((item) =>
    item.children.map((child, position) => rowOf(child, position, idOf.get(item.key) ?? null)),
  );
  if (children.length > 0) await tx.insert(menuItems).values(children);
}
