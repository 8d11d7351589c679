import { sql } from 'drizzle-orm';
import { boolean, check, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games.js';
import { sites } from './sites.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A site's own choices about a game of the shared catalogue (back office, issue 19): switched off
 * for the site, pinned to a place in its category lobby, or shown with the site's own picture. A
 * game without a row is offered as the catalogue has it.
 */
export const siteGames = pgTable(
  'site_games',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    /** null: after the pinned games, alphabetically */
    position: integer('position'),
    picture: bytea('picture'),
    pictureType: text('picture_type'),
    pictureUpdatedAt: timestamp('picture_updated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.gameId] }),
    check('site_games_position_check', sql`${table.position} IS NULL OR ${table.position} BETWEEN 1 AND 9999`),
    check(
      'site_games_picture_check',
      sql`(${table.picture} IS NULL) = (${table.pictureType} IS NULL) AND (${table.picture} IS NULL) = (${table.pictureUpdatedAt} IS NULL)`,
    ),
  ],
);
