import { BET_STATUSES, type BetSelection } from '@wl/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { providers } from './games.js';
import { players, sessions } from './players.js';

/**
 * How the operator reaches a game provider. A provider without a row (or disabled) cannot be
 * launched: launch_game answers providerUnavailable.
 */
export const providerIntegrations = pgTable(
  'provider_integrations',
  {
    providerCode: text('provider_code')
      .primaryKey()
      .references(() => providers.code),
    /** builtin: the provider runs in this server; http: a remote provider or aggregator at launchUrl */
    kind: text('kind', { enum: ['builtin', 'http'] }).notNull(),
    launchUrl: text('launch_url').notNull().default(''),
    /** HMAC-SHA256 key shared with the provider: it signs seamless wallet calls, we sign launch requests */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the secret was last set: the back office shows that it is set and since when, never the secret */
    secretSetAt: timestamp('secret_set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('provider_integrations_kind_check', sql`${table.kind} in ('builtin','http')`)],
);

/** A game opened by a player: the provider authenticates the launch token and bets in its name. */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the launch token, hex */
    tokenHash: text('token_hash').notNull().unique(),
    siteId: integer('site_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** the player's login session; ending it ends the game's right to bet */
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code').notNull(),
    gameCode: text('game_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the provider exchanged the launch token for its game session; a token is exchanged once */
    exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
  },
  (table) => [index('game_launches_player').on(table.playerId, table.createdAt)],
);

/** One bet as the player sees it in bet history; stake and payout in minor units. */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    gameType: text('game_type').notNull(),
    roundId: text('round_id').notNull(),
    /** the provider's id of the debit that placed the bet */
    transactionId: text('transaction_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status', { enum: BET_STATUSES }).notNull().default('open'),
    betType: text('bet_type').notNull().default(''),
    selections: jsonb('selections').$type<BetSelection[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    unique('bets_provider_transaction').on(table.providerCode, table.transactionId),
    index('bets_player_time').on(table.playerId, table.createdAt),
    index('bets_site_time').on(table.siteId, table.createdAt),
    check('bets_status_check', sql`${table.status} in ('open','settled','refunded')`),
    check('bets_amounts_nonnegative', sql`${table.stake} >= 0 and ${table.payout} >= 0`),
  ],
);

export const PROVIDER_TRANSACTION_KINDS = ['debit', 'credit', 'rollback'] as const;

/**
 * Every seamless wallet transaction a provider sent, with the first answer we gave. The unique
 * (provider, transaction id) makes a repeat return that answer and move nothing.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerCode: text('provider_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: PROVIDER_TRANSACTION_KINDS }).notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    roundId: text('round_id').notNull(),
    /** for credit and rollback: the debit they refer to */
    referenceTransactionId: text('reference_transaction_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    betId: bigint('bet_id', { mode: 'number' }).references(() => bets.id, { onDelete: 'cascade' }),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('provider_transactions_id').on(table.providerCode, table.transactionId),
    index('provider_transactions_reference').on(table.providerCode, table.referenceTransactionId),
    check('provider_transactions_kind_check', sql`${table.kind} in ('debit','credit','rollback')`),
  ],
);
