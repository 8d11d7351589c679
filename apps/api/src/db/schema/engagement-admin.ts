import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.js';
import { sites } from './sites.js';

/**
 * The token reward of a VIP level, paid once per player and level (migration 0015): the primary
 * key makes a second payment of the same level, even a concurrent one, insert nothing.
 */
export const vipLevelRewards = pgTable(
  'vip_level_rewards',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    tokens: bigint('tokens', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.level] }),
    check('vip_level_rewards_tokens_check', sql`${table.tokens} > 0`),
  ],
);
