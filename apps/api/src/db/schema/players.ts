import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games } from './games.js';
import { sites } from './sites.js';

export const PLAYER_STATUSES = ['pending', 'active', 'blocked', 'closed'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const players = pgTable(
  'players',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    /** E.164 */
    contactPhone: text('contact_phone').notNull(),
    status: text('status', { enum: PLAYER_STATUSES }).notNull().default('pending'),
    vipLevel: integer('vip_level').notNull().default(0),
    referralCode: text('referral_code').notNull(),
    referrerCode: text('referrer_code').notNull().default(''),
    attribution: jsonb('attribution').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** the login before the current one, shown to the player after they log in */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    /**
     * An account that shared its phone number with an older account of the site when one account
     * per phone number became the rule: it keeps working, but the number belongs to the older one.
     */
    phoneShared: boolean('phone_shared').notNull().default(false),
    /** When the player confirmed the site's minimum age at signup */
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    /** When the player accepted the terms, and which version of them */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    termsVersion: text('terms_version').notNull().default(''),
  },
  (table) => [
    unique('players_site_account').on(table.siteId, table.accountId),
    unique('players_site_referral').on(table.siteId, table.referralCode),
    uniqueIndex('players_site_phone').on(table.siteId, table.contactPhone).where(sql`not ${table.phoneShared}`),
    // Every account on a number, the older shared ones too: a time-out or self-exclusion binds them all.
    index('players_site_phone_all').on(table.siteId, table.contactPhone),
    check('players_status_check', sql`${table.status} in ('pending','active','blocked','closed')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the token, hex; the token itself is never stored */
    tokenHash: text('token_hash').notNull().unique(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (table) => [index('sessions_player').on(table.playerId)],
);

export const TAC_PURPOSES = ['register', 'login', 'reset'] as const;
export type TacPurpose = (typeof TAC_PURPOSES)[number];

export const tacCodes = pgTable(
  'tac_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TAC_PURPOSES }).notNull(),
    /** HMAC-SHA256 of the code with the server secret */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('tac_codes_player_purpose').on(table.playerId, table.purpose, table.createdAt)],
);

/** Messages for the SMS gateway; with no gateway configured this is where the operator reads them. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    accountId: text('account_id').notNull(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    provider: text('provider').notNull().default('outbox'),
  },
  (table) => [index('sms_outbox_site_account').on(table.siteId, table.accountId, table.createdAt)],
);

export const favourites = pgTable(
  'favourites',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.gameId] })],
);

export const vipLevels = pgTable(
  'vip_levels',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    /** the English name, kept equal to names.EN */
    name: text('name').notNull(),
    /** the name per language (EN always); players see their site language's, English when it has none */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    depositRequired: bigint('deposit_required', { mode: 'bigint' }).notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'bigint' }).notNull(),
    /** tokens given once to each player who reaches the level (vip_level_rewards) */
    rewardTokens: bigint('reward_tokens', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [
    unique('vip_levels_site_level').on(table.siteId, table.level),
    check('vip_levels_reward_check', sql`${table.rewardTokens} >= 0 and ${table.level} >= 0`),
  ],
);

export const AUDIT_ACTOR_KINDS = ['staff', 'api_key', 'installation', 'player', 'system'] as const;

/**
 * Who did what to which record, from where and why, with the record before and after: every
 * back-office and operator-API action. Append-only: a trigger refuses every update and delete.
 */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  operatorId: integer('operator_id'),
  siteId: integer('site_id'),
  actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull().default('system'),
  actorId: integer('actor_id'),
  /** the actor's name as it was then (a username, an API key's name) */
  actor: text('actor').notNull(),
  role: text('role').notNull().default(''),
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  action: text('action').notNull(),
  target: text('target').notNull(),
  reason: text('reason').notNull().default(''),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
