import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './players.js';
import { sites } from './sites.js';

/** A text per language code (EN, PHP, CN…); EN is always present and is the fallback. */
export type LocalisedText = Record<string, string>;

export const PROMOTION_KINDS = ['deposit_bonus', 'cashback', 'event_tokens', 'referral'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const ENGAGEMENT_STATUSES = ['active', 'paused', 'ended'] as const;
export const PERIODS = ['daily', 'weekly'] as const;
export type Period = (typeof PERIODS)[number];

/** Money in minor units of the site currency, tokens whole; one shape per kind. */
export type PromotionRules =
  | {
      kind: 'deposit_bonus';
      percent: number;
      cap: string;
      minDeposit: string;
      wageringMultiplier: number;
      validDays: number;
      /** percent of a bet that counts towards the wagering, per game category; absent: 100 (migration 0015) */
      gameContribution?: Record<string, number>;
      /** minor units: a bet above it counts nothing towards the wagering; absent or null: no limit */
      maxBet?: string | null;
      /** only the player's first deposit qualifies */
      firstDepositOnly?: boolean;
    }
  | { kind: 'cashback'; percent: number; cap: string; period: Period }
  | { kind: 'event_tokens'; event: 'first_deposit' | 'vip_level'; vipLevel: number; tokens: string }
  | { kind: 'referral'; reward: string; minDeposit: string };

/** Who may take a promotion up: the VIP levels it is offered to (absent: from 0, no upper bound). */
export type PromotionEligibility = { minVipLevel?: number; maxVipLevel?: number | null };

/**
 * A promotion of one site. It is offered while active and inside [starts_at, ends_at); pausing
 * hides it without ending what players already hold.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    /** sanitised HTML per language */
    terms: jsonb('terms').$type<LocalisedText>().notNull(),
    image: text('image').notNull().default(''),
    rules: jsonb('rules').$type<PromotionRules>().notNull(),
    status: text('status', { enum: ENGAGEMENT_STATUSES }).notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    /** the VIP levels it is offered to; {} for every level */
    eligibility: jsonb('eligibility').$type<PromotionEligibility>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('promotions_site').on(table.siteId, table.status)],
);

export const CLAIM_STATUSES = ['opted_in', 'active', 'completed', 'forfeited', 'expired', 'paid'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * A player's take-up of a promotion: unique per promotion, player and period (the literal 'once'
 * for promotions a player takes once), so concurrent claims make one row. A deposit bonus runs
 * opted_in → active (credited, wagering open) → completed | forfeited | expired; other kinds are paid.
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    /** minor units: the bonus or cashback credited; tokens for event_tokens */
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    depositAmount: bigint('deposit_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull().default(sql`0`),
    /** the credit's ledger entry: turnover after it counts towards the wagering */
    creditEntryId: bigint('credit_entry_id', { mode: 'number' }),
    /**
     * the player's newest ledger entry when the bonus was forfeited or expired: the bets placed
     * after the credit and up to it played with the bonus, and their later wins pay what it still owes
     */
    endedEntryId: bigint('ended_entry_id', { mode: 'number' }),
    /**
     * the promotion's rules when the claim was made: a later change of the promotion does not
     * reach it (migration 0015); null on claims made before, which read the promotion's
     */
    rules: jsonb('rules').$type<PromotionRules>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('promotion_claims_once').on(table.promotionId, table.playerId, table.periodKey),
    index('promotion_claims_player').on(table.playerId, table.status),
    check('promotion_claims_amount_check', sql`${table.amount} >= 0`),
  ],
);

/** The referrer's reward for one referee: the primary key on the referee pays it once. */
export const referralRewards = pgTable('referral_rewards', {
  refereeId: bigint('referee_id', { mode: 'number' })
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  referrerId: bigint('referrer_id', { mode: 'number' })
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  promotionId: integer('promotion_id')
    .notNull()
    .references(() => promotions.id),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const MISSION_KINDS = ['login', 'deposit_at_least', 'wager_on_category', 'play_mini_games'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
export const REWARD_TYPES = ['token', 'bonus'] as const;

/** A daily or weekly mission of a site; progress is computed from events, never stored. */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MISSION_KINDS }).notNull(),
    period: text('period', { enum: PERIODS }).notNull(),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    /** logins or mini game plays as a count; deposits and wagers in minor units */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    /** the game_type a wager_on_category mission counts; empty otherwise */
    gameType: text('game_type').notNull().default(''),
    rewardType: text('reward_type', { enum: REWARD_TYPES }).notNull(),
    /** whole tokens, or minor units of a bonus */
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ENGAGEMENT_STATUSES }).notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('missions_site').on(table.siteId, table.status),
    check('missions_target_check', sql`${table.target} > 0 and ${table.rewardAmount} > 0`),
  ],
);

/** One claim per mission, player and period (the period's first day in the site's timezone). */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('mission_claims_once').on(table.missionId, table.playerId, table.periodKey)],
);

/** A news article of a site; visible once published_at has passed, while not hidden. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    /** sanitised HTML per language */
    body: jsonb('body').$type<LocalisedText>().notNull(),
    image: text('image').notNull().default(''),
    status: text('status', { enum: ['published', 'hidden'] })
      .notNull()
      .default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('news_site_published').on(table.siteId, table.publishedAt)],
);
