import { CASHIER_KINDS, CASHIER_STATUSES, DEPOSIT_LIMIT_PERIODS } from '@wl/contract';
import { isNull, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './players.js';
import { sites } from './sites.js';

/** Per-site cashier rules, set by the operator; a site without a row uses CASHIER_DEFAULTS. */
export const siteCashierSettings = pgTable(
  'site_cashier_settings',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** per deposit or withdrawal request, minor units */
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    maxBankAccounts: integer('max_bank_accounts').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('site_cashier_amounts_check', sql`${table.minAmount} > 0 and ${table.maxAmount} >= ${table.minAmount}`),
    check('site_cashier_banks_check', sql`${table.maxBankAccounts} between 1 and 20`),
  ],
);

/**
 * A player's bank accounts. Removing one keeps the row (removed_at) so requests that named it
 * still show it; the same number can be added again once removed.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bank_accounts_player_number_live').on(table.playerId, table.accountNumber).where(isNull(table.removedAt)),
  ],
);

/**
 * A deposit or withdrawal request. The status moves once, from pending, by a conditional update;
 * the ledger entries it caused are linked: a deposit's credit on approval, a withdrawal's debit at
 * request and its reversal on rejection or cancel.
 */
export const cashierRequests = pgTable(
  'cashier_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CASHIER_KINDS }).notNull(),
    status: text('status', { enum: CASHIER_STATUSES }).notNull().default('pending'),
    /** minor units, always positive */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    method: text('method').notNull().default(''),
    bankAccountId: bigint('bank_account_id', { mode: 'number' }).references(() => bankAccounts.id),
    paymentReference: text('payment_reference').notNull().default(''),
    receiptReference: text('receipt_reference').notNull().default(''),
    /** the client's key: one request per key and player */
    idempotencyKey: text('idempotency_key').notNull(),
    /** the deposit credit, or the withdrawal debit */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    /** the withdrawal's return to the balance after a rejection or cancel */
    reversalEntryId: bigint('reversal_entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').notNull().default(''),
    decisionReason: text('decision_reason').notNull().default(''),
  },
  (table) => [
    unique('cashier_requests_player_key').on(table.playerId, table.idempotencyKey),
    index('cashier_requests_player_time').on(table.playerId, table.createdAt),
    index('cashier_requests_site_status').on(table.siteId, table.status, table.kind, table.createdAt),
    check('cashier_requests_kind_check', sql`${table.kind} in ('deposit','withdrawal')`),
    check('cashier_requests_status_check', sql`${table.status} in ('pending','approved','rejected','cancelled')`),
    check('cashier_requests_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** The audit trail of every request: one row per state change, with who, when and why. */
export const cashierRequestEvents = pgTable(
  'cashier_request_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => cashierRequests.id, { onDelete: 'cascade' }),
    /** null for the creation */
    fromStatus: text('from_status', { enum: CASHIER_STATUSES }),
    toStatus: text('to_status', { enum: CASHIER_STATUSES }).notNull(),
    /** player:<id>, operator or system */
    actor: text('actor').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cashier_request_events_request').on(table.requestId, table.createdAt)],
);

/**
 * A deposit limit per player and period. A raise (or removal) waits in pending_* until
 * pending_from; a cut replaces amount at once.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    period: text('period', { enum: DEPOSIT_LIMIT_PERIODS }).notNull(),
    /** minor units; null: no limit */
    amount: bigint('amount', { mode: 'bigint' }),
    /** whether a change is waiting (its amount may be null: the limit goes) */
    hasPending: boolean('has_pending').notNull().default(false),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.period] }),
    check('deposit_limits_period_check', sql`${table.period} in ('daily','weekly','monthly')`),
  ],
);

/** Reality check, time-out and self-exclusion of a player; no row means none of them. */
export const playerProtection = pgTable('player_protection', {
  playerId: bigint('player_id', { mode: 'number' })
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  realityCheckMinutes: integer('reality_check_minutes'),
  timeOutUntil: timestamp('time_out_until', { withTimezone: true }),
  selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
  /** self-excluded for good: never ends through the player */
  selfExcludedPermanently: boolean('self_excluded_permanently').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
