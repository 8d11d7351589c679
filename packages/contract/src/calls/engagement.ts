import { z } from 'zod';
import { ok } from '../envelope.js';
import { serialId } from '../fields.js';
import { LANGUAGES, PRODUCT_CATEGORIES } from '../tables.js';
import { amount, isoDateTime, pageRequest, pageResponse, playerBody, siteBody } from './common.js';
import type { SiteCallDefinition } from './definition.js';

/**
 * Engagement (issue 7): promotions, bonuses and cashback, referral, missions and news. Texts come
 * in the language asked for, English when the site has none in it; terms and bodies are HTML that
 * the server sanitised on the way in and the client sanitises again before showing. Money is in
 * major units of the site currency, tokens are whole.
 */

export const PROMOTION_KINDS = ['deposit_bonus', 'cashback', 'event_tokens', 'referral'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const PERIODS = ['daily', 'weekly'] as const;
export const TOKEN_EVENTS = ['first_deposit', 'vip_level'] as const;
export const MISSION_KINDS = ['login', 'deposit_at_least', 'wager_on_category', 'play_mini_games'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
export const REWARD_TYPES = ['token', 'bonus'] as const;

const language = z.enum(LANGUAGES, 'invalidLanguage').optional().default('EN');

/** The rules of a promotion, as players read them and the operator writes them. */
export const promotionRulesSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deposit_bonus'),
    /** of the qualifying deposit */
    percent: z.number().positive().max(500),
    /** the most one bonus credits */
    cap: z.number().positive(),
    min_deposit: z.number().nonnegative(),
    /** the bets required before a withdrawal: this multiple of bonus + deposit */
    wagering_multiplier: z.number().int().min(0).max(100),
    /** days from the credit until an unfinished bonus is forfeited */
    valid_days: z.number().int().min(1).max(365),
    /**
     * the percent of a bet that counts towards the wagering, per game category (0 to 100); a
     * category not named counts in full (docs/decisions/0159-promotions-builder.md)
     */
    game_contribution: z
      .partialRecord(z.enum(PRODUCT_CATEGORIES), z.number().int('invalid').min(0, 'invalid').max(100, 'invalid'))
      .default({}),
    /** while the wagering is open, a bet above this (major units) counts nothing towards it; null: no limit */
    max_bet: z.number().positive().nullable().default(null),
    /** only the player's first deposit qualifies for the bonus */
    first_deposit_only: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('cashback'),
    /** of the net loss (bets − wins − refunds) of the previous period */
    percent: z.number().positive().max(100),
    cap: z.number().positive(),
    period: z.enum(PERIODS),
  }),
  z.object({
    kind: z.literal('event_tokens'),
    event: z.enum(TOKEN_EVENTS),
    /** the VIP level to reach (vip_level only) */
    vip_level: z.number().int().min(0).max(100).default(0),
    tokens: z.number().int().positive().max(1_000_000),
  }),
  z.object({
    kind: z.literal('referral'),
    /** paid to the referrer when a referee's first approved deposit reaches min_deposit */
    reward: z.number().positive(),
    min_deposit: z.number().nonnegative(),
  }),
]);
export type PromotionRules = z.infer<typeof promotionRulesSchema>;

/** Who may take a promotion up: the VIP levels it is offered to (max null: no upper bound). */
export const promotionEligibilitySchema = z
  .object({
    min_vip_level: z.number().int().min(0).max(100).default(0),
    max_vip_level: z.number().int().min(0).max(100).nullable().default(null),
  })
  .refine((value) => value.max_vip_level === null || value.max_vip_level >= value.min_vip_level, {
    error: 'maxBelowMin',
    path: ['max_vip_level'],
  });
export type PromotionEligibility = z.infer<typeof promotionEligibilitySchema>;

export const promotionSchema = z.object({
  promotion_id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  /** HTML */
  terms: z.string(),
  image: z.string(),
  starts_at: isoDateTime,
  ends_at: isoDateTime.nullable(),
  rules: promotionRulesSchema,
  eligibility: promotionEligibilitySchema.default({ min_vip_level: 0, max_vip_level: null }),
  /** whether a logged-in player takes it with promotionClaim (deposit bonus opt-in, cashback, VIP tokens) */
  claimable: z.boolean(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListRequest = siteBody.extend({ language });
export const promotionListResponse = ok({ value: z.array(promotionSchema) });

export const promotionDetailRequest = siteBody.extend({ language, promotion_id: serialId });
export const promotionDetailResponse = ok({ value: promotionSchema });

export const CLAIM_STATUSES = ['opted_in', 'active', 'completed', 'forfeited', 'expired', 'paid'] as const;

/**
 * A player's take-up of a promotion. A deposit bonus: opted_in (waits for a qualifying deposit) →
 * active (credited, wagering open) → completed | forfeited | expired. Others are paid at once.
 */
export const promotionClaimSchema = z.object({
  promotion_id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  status: z.enum(CLAIM_STATUSES),
  /** the period claimed (its first day in the site's timezone), or "once" */
  period_key: z.string(),
  /** money credited, or tokens for event_tokens */
  amount,
  deposit_amount: amount,
  wagering_required: amount,
  /** bets since the credit, refunds taken off */
  wagering_done: amount,
  expires_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type PromotionClaim = z.infer<typeof promotionClaimSchema>;

export const promotionClaimRequest = playerBody.extend({ language, promotion_id: serialId });
export const promotionClaimResponse = ok({ value: promotionClaimSchema, balance: amount, token_balance: z.number() });

export const myPromotionsRequest = playerBody.extend({ language });
export const myPromotionsResponse = ok({
  value: z.array(promotionClaimSchema),
  /** the cashback each cashback promotion would pay now for the previous period (0: nothing to claim) */
  cashback: z.array(z.object({ promotion_id: z.number().int(), period_key: z.string(), amount, claimed: z.boolean() })),
});

/** Gives up the active bonus: the bonus leaves the balance (at most the balance) and withdrawals are free. */
export const bonusForfeitRequest = playerBody.extend({ language });
export const bonusForfeitResponse = ok({ value: promotionClaimSchema, balance: amount });

export const refereeSchema = z.object({
  /** masked as on the leaderboard */
  account_id: z.string(),
  joined_at: isoDateTime,
  /** the referee's first deposit was approved and the reward paid */
  qualified: z.boolean(),
});

export const referralInfoRequest = playerBody;
export const referralInfoResponse = ok({
  referral_code: z.string(),
  /** the signup link to share; it fills referrer_code */
  referral_path: z.string(),
  /** the site's reward rule, null when the site runs no referral promotion */
  reward: z.object({ promotion_id: z.number().int(), reward: amount, min_deposit: amount }).nullable(),
  referees: z.array(refereeSchema),
  total_rewards: amount,
});

export const missionSchema = z.object({
  mission_id: z.number().int(),
  kind: z.enum(MISSION_KINDS),
  period: z.enum(PERIODS),
  title: z.string(),
  /** a count for login and play_mini_games, money for deposit_at_least and wager_on_category */
  target: z.number(),
  progress: z.number(),
  game_type: z.string(),
  reward_type: z.enum(REWARD_TYPES),
  /** tokens, or a bonus in money */
  reward_amount: z.number(),
  /** the current period: its first day in the site's timezone, and when it ends */
  period_key: z.string(),
  period_ends_at: isoDateTime,
  claimed: z.boolean(),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionListRequest = playerBody.extend({ language });
export const missionListResponse = ok({ value: z.array(missionSchema) });

export const missionClaimRequest = playerBody.extend({ language, mission_id: serialId });
export const missionClaimResponse = ok({ value: missionSchema, balance: amount, token_balance: z.number() });

export const newsSchema = z.object({
  news_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** HTML; empty in lists */
  body: z.string(),
  published_at: isoDateTime,
});
export type News = z.infer<typeof newsSchema>;

/** Newest first; the home's latest items are page 1 with a small page_size. */
export const newsListRequest = siteBody.extend({ language, ...pageRequest });
export const newsListResponse = ok({ value: z.array(newsSchema), ...pageResponse });

export const newsDetailRequest = siteBody.extend({ language, news_id: serialId });
export const newsDetailResponse = ok({ value: newsSchema });

/** The calls of promotions, referral, missions and news. */
export const engagementCalls = {
  promotionList: {
    path: '/api/promotion/list',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'The site promotions on offer, in the language asked for',
    tag: 'promotions',
    request: promotionListRequest,
    response: promotionListResponse,
    failures: [],
  },
  promotionDetail: {
    path: '/api/promotion/detail',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'One promotion with its terms',
    tag: 'promotions',
    request: promotionDetailRequest,
    response: promotionDetailResponse,
    failures: ['promotionNotFound'],
  },
  promotionClaim: {
    path: '/api/promotion/claim',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Opt in to a deposit bonus, or claim cashback or VIP tokens; once per player (or period)',
    tag: 'promotions',
    request: promotionClaimRequest,
    response: promotionClaimResponse,
    failures: [
      'promotionNotFound',
      'promotionNotClaimable',
      'promotionNotEligible',
      'alreadyClaimed',
      'nothingToClaim',
      'bonusAlreadyActive',
    ],
  },
  myPromotions: {
    path: '/api/promotion/mine',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'The player promotions: bonuses with their wagering, cashback to claim',
    tag: 'promotions',
    request: myPromotionsRequest,
    response: myPromotionsResponse,
    failures: [],
  },
  bonusForfeit: {
    path: '/api/promotion/forfeit_bonus',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Give up the active bonus so that withdrawals are free',
    tag: 'promotions',
    request: bonusForfeitRequest,
    response: bonusForfeitResponse,
    failures: ['noActiveBonus'],
  },
  referralInfo: {
    path: '/api/referral/info',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'The player referral code and link, the reward rule and the referred players',
    tag: 'referral',
    request: referralInfoRequest,
    response: referralInfoResponse,
    failures: [],
  },
  missionList: {
    path: '/api/mission/list',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'The site missions with the player progress in the current period',
    tag: 'missions',
    request: missionListRequest,
    response: missionListResponse,
    failures: [],
  },
  missionClaim: {
    path: '/api/mission/claim',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Claim a completed mission reward, once per period',
    tag: 'missions',
    request: missionClaimRequest,
    response: missionClaimResponse,
    failures: ['missionNotFound', 'missionNotComplete', 'alreadyClaimed'],
  },
  newsList: {
    path: '/api/news/list',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Published news of the site, newest first',
    tag: 'news',
    request: newsListRequest,
    response: newsListResponse,
    failures: [],
  },
  newsDetail: {
    path: '/api/news/detail',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'One news article',
    tag: 'news',
    request: newsDetailRequest,
    response: newsDetailResponse,
    failures: ['newsNotFound'],
  },
} as const satisfies Record<string, SiteCallDefinition>;
