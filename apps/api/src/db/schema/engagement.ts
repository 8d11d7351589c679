import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { inboxBroadcasts } from './content.js';
import { players } from './players.js';
import { sites } from './sites.js';

export type MiniGamePrize = { label: string; type: 'none' | 'token' | 'cash'; amount: string; weight: number };

export const miniGames = pgTable('mini_games', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** tokens per round, in the token unit (whole tokens) */
  costToken: bigint('cost_token', { mode: 'bigint' }).notNull(),
  /** amount is in minor units for cash, whole tokens for token prizes */
  prizes: jsonb('prizes').$type<MiniGamePrize[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const miniGamePlays = pgTable(
  'mini_game_plays',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => miniGames.id),
    costToken: bigint('cost_token', { mode: 'bigint' }).notNull(),
    prizeIndex: integer('prize_index').notNull(),
    prize: jsonb('prize').$type<MiniGamePrize>().notNull(),
    status: text('status', { enum: ['pending', 'settled'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('mini_game_plays_player').on(table.playerId, table.createdAt),
    check('mini_game_plays_status_check', sql`${table.status} in ('pending','settled')`),
  ],
);

export const inboxItems = pgTable(
  'inbox_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    rewardType: text('reward_type', { enum: ['none', 'cash', 'token'] })
      .notNull()
      .default('none'),
    /** minor units for cash, whole tokens for token rewards */
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** the broadcast it came with (issue 19), whose texts it shows in the player's language */
    broadcastId: integer('broadcast_id').references(() => inboxBroadcasts.id, { onDelete: 'set null' }),
    /** whole tokens paid with a cash reward (a broadcast's reward may be both) */
    rewardTokens: bigint('reward_tokens', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [
    index('inbox_player').on(table.playerId, table.createdAt),
    check('inbox_reward_check', sql`${table.rewardAmount} >= 0`),
    check('inbox_reward_tokens_check', sql`${table.rewardTokens} >= 0`),
    uniqueIndex('inbox_items_broadcast_player')
      .on(table.broadcastId, table.playerId)
      .where(sql`${table.broadcastId} IS NOT NULL`),
  ],
);
