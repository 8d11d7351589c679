import type { Language } from '@wl/contract';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { sites } from './sites.js';

/**
 * A site's menus (issue 19): the site menu, the game menu and the footer's link groups, one row per
 * entry, a sub-entry naming its parent. title is the English text; titles the site language's.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    menu: text('menu', { enum: ['site', 'game', 'footer'] }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    titles: jsonb('titles').$type<Partial<Record<Language, string>>>().notNull().default({}),
    path: text('path').notNull().default(''),
    icon: text('icon').notNull().default(''),
    category: text('category'),
  },
  (table) => [
    unique('menu_items_site_menu_key').on(table.siteId, table.menu, table.key),
    index('menu_items_site_menu').on(table.siteId, table.menu, table.position),
    check('menu_items_menu_check', sql`${table.menu} in ('site','game','footer')`),
  ],
);
