import { LEDGER_KINDS } from '@wl/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.js';

export const wallets = pgTable(
  'wallets',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    /** minor units of the site currency */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    tokenBalance: bigint('token_balance', { mode: 'bigint' }).notNull().default(sql`0`),
    frozenToken: bigint('frozen_token', { mode: 'bigint' }).notNull().default(sql`0`),
    totalDeposit: bigint('total_deposit', { mode: 'bigint' }).notNull().default(sql`0`),
    totalTurnover: bigint('total_turnover', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('wallets_balance_nonnegative', sql`${table.balance} >= 0`),
    check('wallets_token_nonnegative', sql`${table.tokenBalance} >= 0`),
    check('wallets_frozen_nonnegative', sql`${table.frozenToken} >= 0`),
  ],
);

/**
 * One row per balance change, written in the same transaction as the change. The idempotency key
 * is unique, so a repeated request can never move money twice.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    reference: text('reference').notNull().default(''),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_player_time').on(table.playerId, table.createdAt),
    index('ledger_site_kind_time').on(table.siteId, table.kind, table.createdAt),
    check('ledger_balance_after_nonnegative', sql`${table.balanceAfter} >= 0`),
  ],
);

export const TOKEN_LEDGER_KINDS = [
  'grant',
  'minigame_bet',
  'minigame_settle',
  'minigame_prize',
  'inbox_reward',
  'adjustment',
  /** tokens of a promotion (first deposit, VIP level) or a mission */
  'promotion',
] as const;

/** The same discipline for mini game tokens: available and frozen after every change. */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TOKEN_LEDGER_KINDS }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    frozenChange: bigint('frozen_change', { mode: 'bigint' }).notNull().default(sql`0`),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    frozenAfter: bigint('frozen_after', { mode: 'bigint' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('token_ledger_player_time').on(table.playerId, table.createdAt)],
);
