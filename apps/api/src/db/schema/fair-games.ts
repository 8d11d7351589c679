import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './players.js';
import { sites } from './sites.js';

/**
 * Provably fair in-house games (issue 21; docs/provably-fair.md). A player's seed pairs: the
 * server seed is sealed under the server secret while in use (only its hash is shown) and stored
 * in clear once the pair is rotated.
 */
export const fairSeedPairs = pgTable(
  'fair_seed_pairs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    serverSeedSealed: text('server_seed_sealed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: bigint('next_nonce', { mode: 'number' }).notNull().default(0),
    /** in clear once revealed */
    serverSeed: text('server_seed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('fair_seed_pairs_in_use').on(table.playerId).where(sql`${table.revealedAt} is null`),
    index('fair_seed_pairs_player').on(table.playerId, table.id),
    check('fair_seed_pairs_revealed_check', sql`(${table.serverSeed} is null) = (${table.revealedAt} is null)`),
    check('fair_seed_pairs_nonce_check', sql`${table.nextNonce} >= 0`),
  ],
);

export const FAIR_ROUND_STATUSES = ['open', 'drawn', 'debited', 'settled', 'rolled_back', 'refused'] as const;

/** One round on a seed pair's nonce, with its bet, pay and the seamless wallet's transaction ids. */
export const fairRounds = pgTable(
  'fair_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    seedPairId: bigint('seed_pair_id', { mode: 'number' })
      .notNull()
      .references(() => fairSeedPairs.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    rtp: integer('rtp').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    /** ten-thousandths of the bet */
    multiplier: integer('multiplier').notNull().default(0),
    currency: text('currency').notNull(),
    /** minor units */
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(0n),
    status: text('status', { enum: FAIR_ROUND_STATUSES }).notNull().default('drawn'),
    requestId: text('request_id'),
    debitTransactionId: text('debit_transaction_id'),
    creditTransactionId: text('credit_transaction_id'),
    rollbackTransactionId: text('rollback_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('fair_rounds_nonce').on(table.seedPairId, table.nonce),
    uniqueIndex('fair_rounds_request').on(table.playerId, table.requestId).where(sql`${table.requestId} is not null`),
    index('fair_rounds_player').on(table.playerId, table.id),
    index('fair_rounds_unfinished').on(table.playerId, table.id).where(sql`${table.status} in ('drawn','debited','open')`),
    check('fair_rounds_game_check', sql`${table.game} in ('dice','mines','plinko','keno','bingo','crash','racing')`),
    check('fair_rounds_status_check', sql`${table.status} in ('open','drawn','debited','settled','rolled_back','refused')`),
    check('fair_rounds_money_check', sql`${table.bet} > 0 and ${table.payout} >= 0 and ${table.multiplier} >= 0`),
    check('fair_rounds_rtp_check', sql`${table.rtp} between 5000 and 10000`),
  ],
);

/** A site's RTP per game (within the game's range) and its own bet limits; no row: the defaults. */
export const fairGameSettings = pgTable(
  'fair_game_settings',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    rtp: integer('rtp').notNull(),
    betLimits: jsonb('bet_limits').$type<Record<string, { min: number; max: number }>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.game] }),
    check('fair_game_settings_game_check', sql`${table.game} in ('dice','mines','plinko','keno','bingo','crash','racing')`),
    check('fair_game_settings_rtp_check', sql`${table.rtp} between 5000 and 10000`),
  ],
);

/** The built-in provider's game sessions of the fair games, opened with a launch token. */
export const fairGameSessions = pgTable(
  'fair_game_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    launchToken: text('launch_token').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('fair_game_sessions_game_check', sql`${table.game} in ('dice','mines','plinko','keno','bingo','crash','racing')`),
  ],
);

/** When each player's latest fair round started: the next starts a second later at the soonest. */
export const fairRoundPace = pgTable('fair_round_pace', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  lastRoundAt: timestamp('last_round_at', { withTimezone: true }).notNull(),
});
