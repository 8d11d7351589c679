import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './players.js';
import { sites } from './sites.js';

/**
 * Shared crash and race rounds (issue 21; docs/provably-fair.md §Shared rounds). A hash chain per
 * site and game: its last seed sealed under the server secret, its terminal hash and salt public
 * from the start; one round after another on it, and each player's bets on a round with the
 * seamless wallet's transaction ids.
 */
export const fairChains = pgTable(
  'fair_chains',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    game: text('game', { enum: ['crash', 'racing'] }).notNull(),
    salt: text('salt').notNull(),
    terminalHash: text('terminal_hash').notNull(),
    length: integer('length').notNull(),
    /** AES-256-GCM of the chain's last seed (lib/crypto.ts seal): every other seed follows from it */
    lastSeedSealed: text('last_seed_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** set when its last round is played: the next round starts a new chain */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('fair_chains_in_use').on(table.siteId, table.game).where(sql`${table.endedAt} is null`),
    index('fair_chains_site').on(table.siteId, table.game, table.id),
    check('fair_chains_game_check', sql`${table.game} in ('crash','racing')`),
    check('fair_chains_length_check', sql`${table.length} >= 1`),
  ],
);

/**
 * One shared round. Its times are fixed when it is made (betting until betting_ends_at, then
 * running until ends_at, the crash or the finish), so every instance tells its phase from the clock;
 * the outcome is stored from the start for the instances that take cash-outs, and shown, with the
 * seed, once the round has ended (a race's finish from its start, when betting has closed).
 */
export const sharedRounds = pgTable(
  'shared_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chainId: bigint('chain_id', { mode: 'number' })
      .notNull()
      .references(() => fairChains.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    game: text('game', { enum: ['crash', 'racing'] }).notNull(),
    number: integer('number').notNull(),
    rtp: integer('rtp').notNull(),
    /** the round's seed sealed: shown once the round has ended */
    seedSealed: text('seed_sealed').notNull(),
    /** crash: hundredths */
    crashPoint: bigint('crash_point', { mode: 'number' }),
    /** racing: the card's weights and the finishing order */
    weights: jsonb('weights').$type<number[]>(),
    finish: jsonb('finish').$type<number[]>(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    /** when every bet was settled */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shared_rounds_number').on(table.chainId, table.number),
    index('shared_rounds_site').on(table.siteId, table.game, table.id),
    index('shared_rounds_unsettled').on(table.id).where(sql`${table.settledAt} is null`),
    check('shared_rounds_game_check', sql`${table.game} in ('crash','racing')`),
    check('shared_rounds_times_check', sql`${table.bettingEndsAt} <= ${table.endsAt} and ${table.endsAt} <= ${table.nextAt}`),
    check('shared_rounds_rtp_check', sql`${table.rtp} between 5000 and 10000`),
  ],
);

export const SHARED_BET_STATUSES = ['drawn', 'debited', 'settled', 'rolled_back', 'refused'] as const;

/**
 * A player's bet on a shared round. `decided_at` is set once, by one conditional update, when its
 * pay is fixed (a cash-out, an automatic cash-out, the race's result or the crash): of two
 * cash-outs only one moves it, and the pay is credited with the bet's own credit id.
 */
export const sharedRoundBets = pgTable(
  'shared_round_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => sharedRounds.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** the account id masked, as the players list shows it */
    playerName: text('player_name').notNull(),
    game: text('game', { enum: ['crash', 'racing'] }).notNull(),
    kind: text('kind', { enum: ['crash', 'win', 'place'] }).notNull(),
    runner: integer('runner'),
    autoCashOut: bigint('auto_cash_out', { mode: 'number' }),
    cashOut: bigint('cash_out', { mode: 'number' }),
    /** ten-thousandths of the bet paid back */
    multiplier: bigint('multiplier', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(0n),
    status: text('status', { enum: SHARED_BET_STATUSES }).notNull().default('drawn'),
    requestId: text('request_id').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('shared_round_bets_request').on(table.playerId, table.requestId),
    index('shared_round_bets_round').on(table.roundId, table.id),
    index('shared_round_bets_unfinished').on(table.id).where(sql`${table.status} in ('drawn','debited')`),
    check('shared_round_bets_status_check', sql`${table.status} in ('drawn','debited','settled','rolled_back','refused')`),
    check('shared_round_bets_kind_check', sql`${table.kind} in ('crash','win','place')`),
    check('shared_round_bets_money_check', sql`${table.bet} > 0 and ${table.payout} >= 0 and ${table.multiplier} >= 0`),
  ],
);

/** Which instance drives the shared rounds, until when: taken over by another once it lapses. */
export const sharedRoundLeases = pgTable('shared_round_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Until when someone wants a site's rounds of a game: the driver opens rounds only before then. */
export const sharedRoundDemand = pgTable(
  'shared_round_demand',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    game: text('game', { enum: ['crash', 'racing'] }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'shared_round_demand_pk', columns: [table.siteId, table.game] }),
    index('shared_round_demand_until').on(table.until),
    check('shared_round_demand_game_check', sql`${table.game} in ('crash','racing')`),
  ],
);
