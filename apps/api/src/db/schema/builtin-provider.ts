import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in provider's own state. It is a separate system from the operator: it knows the
 * player only by the operator's player_id and launch token, and it never touches the wallet
 * tables (every money movement goes through the seamless wallet API).
 */
export const builtinGameSessions = pgTable(
  'builtin_game_sessions',
  {
    /** SHA-256 of the game session id handed to the game client, hex */
    idHash: text('id_hash').primaryKey(),
    launchToken: text('launch_token').notNull(),
    operatorPlayerId: text('operator_player_id').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('builtin_game_sessions_player').on(table.operatorPlayerId)],
);

export const BUILTIN_ROUND_STATUSES = ['drawn', 'debited', 'settled', 'rolled_back', 'refused'] as const;

/** One round: drawn first, then debited, then settled by a credit (or rolled back). */
export const builtinRounds = pgTable(
  'builtin_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionIdHash: text('session_id_hash')
      .notNull()
      .references(() => builtinGameSessions.idHash, { onDelete: 'cascade' }),
    operatorPlayerId: text('operator_player_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** minor units */
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: BUILTIN_ROUND_STATUSES }).notNull().default('drawn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('builtin_rounds_session').on(table.sessionIdHash, table.createdAt),
    // Recovery looks only for unfinished rounds, of one player or of all: a small index however long the history.
    index('builtin_rounds_unfinished').on(table.operatorPlayerId, table.id).where(sql`${table.status} in ('drawn','debited')`),
    check('builtin_rounds_status_check', sql`${table.status} in ('drawn','debited','settled','rolled_back','refused')`),
  ],
);
