import type { StaffRole } from '@wl/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cashierRequests } from './cashier.js';
import { players } from './players.js';
import { sites } from './sites.js';

/** minor units per currency code; a currency missing from the map always needs a second approver */
export type ApprovalThresholds = Record<string, number>;

/** A company running sites on this installation. */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  adjustmentApprovalOver: jsonb('adjustment_approval_over').$type<ApprovalThresholds>().notNull().default({}),
  withdrawalApprovalOver: jsonb('withdrawal_approval_over').$type<ApprovalThresholds>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  /** null: platform staff, across every operator */
  operatorId: integer('operator_id').references(() => operators.id),
  username: text('username').notNull(),
  displayName: text('display_name').notNull().default(''),
  role: text('role').$type<StaffRole>().notNull(),
  passwordHash: text('password_hash').notNull(),
  passwordMustChange: boolean('password_must_change').notNull().default(false),
  /** AES-256-GCM under the server secret */
  totpSecret: text('totp_secret'),
  totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
  /** the time step of the last accepted code: each code works once */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  /** null: every site of the operator */
  siteIds: integer('site_ids').array(),
  status: text('status', { enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** challenge: the password was right and a TOTP code (or its enrolment) is due; active: signed in */
    stage: text('stage', { enum: ['challenge', 'active'] }).notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId, table.createdAt)],
);

export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  /** null: a platform key */
  operatorId: integer('operator_id').references(() => operators.id),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  prefix: text('prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedBy: integer('revoked_by'),
});

export const APPROVAL_KINDS = ['adjustment', 'withdrawal', 'unblock'] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

/** A change proposed by one staff member that takes effect when a second one approves it. */
export const approvals = pgTable(
  'approvals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: APPROVAL_KINDS }).notNull(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, { onDelete: 'cascade' }),
    cashierRequestId: bigint('cashier_request_id', { mode: 'number' }).references(() => cashierRequests.id, {
      onDelete: 'cascade',
    }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    reason: text('reason').notNull().default(''),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => staff.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason').notNull().default(''),
  },
  (table) => [
    index('approvals_operator_status').on(table.operatorId, table.status, table.proposedAt),
    check('approvals_second_person', sql`${table.decidedBy} is null or ${table.decidedBy} <> ${table.proposedBy}`),
  ],
);

export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('player_notes_player').on(table.playerId, table.createdAt)],
);

/** Deposit limits the operator sets on a player; the lower of these and the player's own applies. */
export const operatorPlayerLimits = pgTable('operator_player_limits', {
  playerId: bigint('player_id', { mode: 'number' })
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  depositDaily: bigint('deposit_daily', { mode: 'bigint' }),
  depositWeekly: bigint('deposit_weekly', { mode: 'bigint' }),
  depositMonthly: bigint('deposit_monthly', { mode: 'bigint' }),
  reason: text('reason').notNull().default(''),
  setBy: integer('set_by').references(() => staff.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Where players send a deposit, per site and method, in the operator's order. */
export const receivingAccounts = pgTable(
  'receiving_accounts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['bank_transfer', 'e_wallet'] }).notNull(),
    /** the bank, or the e-wallet (GCash, Maya) */
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    qrImage: bytea('qr_image'),
    qrImageType: text('qr_image_type'),
    minAmount: bigint('min_amount', { mode: 'bigint' }),
    maxAmount: bigint('max_amount', { mode: 'bigint' }),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('receiving_accounts_site').on(table.siteId, table.method, table.position)],
);

/** Banks and e-wallets offered per country; operator_id set: one an operator added. */
export const bankNames = pgTable('bank_names', {
  id: serial('id').primaryKey(),
  country: text('country').notNull(),
  method: text('method', { enum: ['bank_transfer', 'e_wallet'] })
    .notNull()
    .default('bank_transfer'),
  name: text('name').notNull(),
  operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
});
