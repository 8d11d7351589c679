import { UNCONNECTED_GAMES } from '@wl/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games.js';
import { players } from './players.js';
import { sites } from './sites.js';

/**
 * The games each player opened, one row a game with the last launch: "Recently played", and the
 * lobby's popular order (players of the site who opened a game lately). Only a player's newest
 * RECENT_GAMES_LIMIT rows are kept.
 */
export const playerGames = pgTable(
  'player_games',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    plays: integer('plays').notNull().default(1),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'player_games_pk', columns: [table.playerId, table.gameId] }),
    index('player_games_recent').on(table.playerId, table.lastPlayedAt),
    index('player_games_popular').on(table.siteId, table.gameId, table.lastPlayedAt),
    check('player_games_plays_check', sql`${table.plays} >= 1`),
  ],
);

/** A site's choices about its lobbies; a site without a row hides games of providers not connected. */
export const siteGameSettings = pgTable(
  'site_game_settings',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    unconnectedGames: text('unconnected_games', { enum: UNCONNECTED_GAMES }).notNull().default('hide'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_game_settings_unconnected_check', sql`${table.unconnectedGames} in ('hide','coming_soon')`)],
);
