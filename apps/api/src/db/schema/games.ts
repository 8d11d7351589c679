import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { sites } from './sites.js';

export const providers = pgTable('providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  logoCode: text('logo_code').notNull().default(''),
});

/** Which providers a site offers; provider_count in startup is derived from it. */
export const siteProviders = pgTable(
  'site_providers',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code')
      .notNull()
      .references(() => providers.code),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.providerCode] })],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    providerCode: text('provider_code')
      .notNull()
      .references(() => providers.code),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    gameType: text('game_type').notNull(),
    imgUrl: text('img_url').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [unique('games_provider_code').on(table.providerCode, table.gameCode)],
);

export const GAME_LISTS = ['hot', 'featured', 'popular', 'new', 'popup'] as const;

/** The site's curated lists (hot, featured, popular, new, popup), in display order. */
export const siteGameLists = pgTable(
  'site_game_lists',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    list: text('list', { enum: GAME_LISTS }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.list, table.gameId] }),
    check('site_game_lists_list_check', sql`${table.list} in ('hot','featured','popular','new','popup')`),
  ],
);
