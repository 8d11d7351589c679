import { z } from 'zod';
import { isSafeImageSource } from '../domain/images.js';
import { ok } from '../envelope.js';
import { freeText, serialId } from '../fields.js';
import { LANGUAGES, PRODUCT_CATEGORIES } from '../tables.js';
import { amount, isoDateTime } from './common.js';
import type { OperatorCallDefinition } from './definition.js';
import {
  MISSION_KINDS,
  PERIODS,
  PROMOTION_KINDS,
  promotionEligibilitySchema,
  promotionRulesSchema,
  REWARD_TYPES,
} from './engagement.js';
import { optionalReason } from './operator-fields.js';

/**
 * The back office's promotions and rewards (issue 19): the promotions builder (deposit bonus,
 * cashback, tokens, referral rewards), missions, the VIP ladder with its names in every language
 * and its rewards, and the mini games' prizes, odds and token costs. Every call names its site by
 * id; another operator's site answers siteNotFound. Money is in major units of the site currency.
 * Changing a promotion never changes what players already took up: each claim keeps the rules it
 * was taken under (docs/decisions/0159-promotions-builder.md).
 */

export const ENGAGEMENT_STATUSES = ['active', 'paused', 'ended'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

const dateTimeInput = z.iso.datetime({ offset: true, error: 'invalidDate' });

/** A text per language; EN is required and is what other languages fall back to. */
export const localisedInput = (max: number, options: { multiline?: boolean } = {}) =>
  z
    .partialRecord(z.enum(LANGUAGES, 'invalidLanguage'), freeText(options).max(max, 'tooLong'))
    .refine((texts) => Boolean(texts.EN), { error: 'required', path: ['EN'] });

const localisedView = z.record(z.string(), z.string());

const imagePath = freeText()
  .max(500, 'tooLong')
  .refine((path) => path === '' || isSafeImageSource(path), 'invalid')
  .default('');

const status = z.enum(ENGAGEMENT_STATUSES);
const position = z.number().int().min(0).max(1000).default(0);
const siteRequest = z.object({ site_id: serialId });

function endsAfterStart(value: { starts_at: string; ends_at: string | null }): boolean {
  return value.ends_at === null || Date.parse(value.ends_at) > Date.parse(value.starts_at);
}
const endsRule = { error: 'endsBeforeStart', path: ['ends_at'] };

// ─── Promotions ────────────────────────────────────────────────────────────────────────────

export const adminPromotionSchema = z.object({
  promotion_id: z.number().int(),
  site_id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  title: localisedView,
  terms: localisedView,
  image: z.string(),
  rules: promotionRulesSchema,
  eligibility: promotionEligibilitySchema,
  status,
  starts_at: isoDateTime,
  ends_at: isoDateTime.nullable(),
  position: z.number().int(),
  /** players who took it up (claims, or referees rewarded) */
  claims: z.number().int(),
  /** claims still running (opted in, or a bonus with its wagering open): they keep the rules they were taken under */
  open_claims: z.number().int(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const engagementPromotionsListRequest = siteRequest;
export const engagementPromotionsListResponse = ok({ value: z.array(adminPromotionSchema), currency: z.string() });

/**
 * Creates a promotion (no promotion_id) or replaces one of the same kind. Terms are HTML: anything
 * outside the allow-list is removed before it is stored. A site runs one referral promotion at a time.
 */
export const engagementPromotionsSaveRequest = z
  .object({
    site_id: serialId,
    promotion_id: serialId.optional(),
    title: localisedInput(120),
    terms: localisedInput(20_000, { multiline: true }),
    image: imagePath,
    rules: promotionRulesSchema,
    eligibility: promotionEligibilitySchema.default({ min_vip_level: 0, max_vip_level: null }),
    starts_at: dateTimeInput,
    ends_at: dateTimeInput.nullable().default(null),
    position,
    reason: optionalReason,
  })
  .refine(endsAfterStart, endsRule);
export type EngagementPromotionsSave = z.output<typeof engagementPromotionsSaveRequest>;
export const engagementPromotionsSaveResponse = ok({ value: adminPromotionSchema });

/** Pause hides a promotion (players keep what they hold), resume offers it again, end stops it for good. */
export const engagementPromotionsSetStatusRequest = z.object({
  site_id: serialId,
  promotion_id: serialId,
  status,
  reason: optionalReason,
});
export const engagementPromotionsSetStatusResponse = ok({ value: adminPromotionSchema });

// ─── Missions ──────────────────────────────────────────────────────────────────────────────

export const adminMissionSchema = z.object({
  mission_id: z.number().int(),
  site_id: z.number().int(),
  kind: z.enum(MISSION_KINDS),
  period: z.enum(PERIODS),
  title: localisedView,
  target: z.number(),
  game_type: z.string(),
  reward_type: z.enum(REWARD_TYPES),
  reward_amount: z.number(),
  status,
  starts_at: isoDateTime,
  ends_at: isoDateTime.nullable(),
  position: z.number().int(),
  /** rewards claimed so far, every period */
  claims: z.number().int(),
});
export type AdminMission = z.infer<typeof adminMissionSchema>;

export const engagementMissionsListRequest = siteRequest;
export const engagementMissionsListResponse = ok({ value: z.array(adminMissionSchema), currency: z.string() });

/**
 * A count target for login and play_mini_games (whole), major units for deposit_at_least and
 * wager_on_category (which names its game category); a bonus reward in major units, tokens whole.
 */
export const engagementMissionsSaveRequest = z
  .object({
    site_id: serialId,
    mission_id: serialId.optional(),
    kind: z.enum(MISSION_KINDS),
    period: z.enum(PERIODS),
    title: localisedInput(120),
    target: z.number().positive('amountNotPositive').max(1_000_000_000, 'amountTooLarge'),
    /** the game category a wager_on_category mission counts; '' for the other kinds */
    game_type: z.enum([...PRODUCT_CATEGORIES, ''], 'invalid').default(''),
    reward_type: z.enum(REWARD_TYPES),
    reward_amount: z.number().positive('amountNotPositive').max(1_000_000_000, 'amountTooLarge'),
    starts_at: dateTimeInput,
    ends_at: dateTimeInput.nullable().default(null),
    position,
    reason: optionalReason,
  })
  .refine((mission) => mission.kind !== 'wager_on_category' || mission.game_type !== '', {
    error: 'required',
    path: ['game_type'],
  })
  .refine((mission) => (mission.kind !== 'login' && mission.kind !== 'play_mini_games') || Number.isInteger(mission.target), {
    error: 'wholeNumber',
    path: ['target'],
  })
  .refine((mission) => mission.reward_type !== 'token' || Number.isInteger(mission.reward_amount), {
    error: 'wholeNumber',
    path: ['reward_amount'],
  })
  .refine(endsAfterStart, endsRule);
export type EngagementMissionsSave = z.output<typeof engagementMissionsSaveRequest>;
export const engagementMissionsSaveResponse = ok({ value: adminMissionSchema });

export const engagementMissionsSetStatusRequest = z.object({
  site_id: serialId,
  mission_id: serialId,
  status,
  reason: optionalReason,
});
export const engagementMissionsSetStatusResponse = ok({ value: adminMissionSchema });

// ─── VIP levels ────────────────────────────────────────────────────────────────────────────

export const VIP_LEVELS_MAX = 20;
export const VIP_NAME_MAX = 40;

export const adminVipLevelSchema = z.object({
  /** 0 for the first level, in ladder order */
  level: z.number().int(),
  /** the level's name per language; the player site shows its language's, English when it has none */
  names: localisedView,
  deposit_required: amount,
  turnover_required: amount,
  /** tokens a player is given once, on reaching the level */
  reward_tokens: z.number().int(),
  /** players at the level now */
  players: z.number().int(),
});
export type AdminVipLevel = z.infer<typeof adminVipLevelSchema>;

export const engagementVipLevelsListRequest = siteRequest;
export const engagementVipLevelsListResponse = ok({
  value: z.array(adminVipLevelSchema),
  currency: z.string(),
  /** the site's language, whose names its players see */
  language: z.string(),
});

const threshold = z.number().min(0, 'invalid').max(1_000_000_000_000, 'amountTooLarge');

export const vipLevelInput = z.object({
  names: localisedInput(VIP_NAME_MAX),
  deposit_required: threshold,
  turnover_required: threshold,
  reward_tokens: z.number().int('wholeNumber').min(0, 'invalid').max(1_000_000, 'amountTooLarge').default(0),
});

/**
 * The whole ladder, lowest level first (its place is its level): each level asks at least what the
 * one below asks, in deposits and in turnover, and the first asks nothing, so every player has one.
 */
export const engagementVipLevelsSaveRequest = z
  .object({
    site_id: serialId,
    levels: z.array(vipLevelInput).min(1, 'required').max(VIP_LEVELS_MAX, 'tooLong'),
    reason: optionalReason,
  })
  .superRefine((body, context) => {
    const [first] = body.levels;
    if (first && (first.deposit_required !== 0 || first.turnover_required !== 0)) {
      context.addIssue({ code: 'custom', message: 'firstLevelFree', path: ['levels', 0, 'deposit_required'] });
    }
    body.levels.forEach((level, index) => {
      const below = body.levels[index - 1];
      if (!below) return;
      for (const field of ['deposit_required', 'turnover_required'] as const) {
        if (level[field] < below[field]) {
          context.addIssue({ code: 'custom', message: 'thresholdsNotAscending', path: ['levels', index, field] });
        }
      }
    });
  });
export type EngagementVipLevelsSave = z.output<typeof engagementVipLevelsSaveRequest>;
export const engagementVipLevelsSaveResponse = engagementVipLevelsListResponse;

// ─── Mini games ────────────────────────────────────────────────────────────────────────────

export const MINI_GAME_PRIZE_TYPES = ['none', 'token', 'cash'] as const;
export const MINI_GAME_PRIZES = { min: 2, max: 12 } as const;
export const MINI_GAME_WEIGHT_MAX = 1_000_000;

export const miniGamePrizeInput = z.object({
  label: freeText().min(1, 'required').max(40, 'tooLong'),
  type: z.enum(MINI_GAME_PRIZE_TYPES),
  /** whole tokens, or major units of cash; 0 for no prize */
  amount: z.number().min(0, 'invalid').max(1_000_000_000, 'amountTooLarge'),
  /** its share of the draws: weight / the total weight */
  weight: z.number().int('wholeNumber').min(0, 'invalid').max(MINI_GAME_WEIGHT_MAX, 'amountTooLarge'),
});
export type MiniGamePrizeInput = z.infer<typeof miniGamePrizeInput>;

/**
 * What a round of a mini game gives back on average: each prize's chance (its weight over the
 * total), the tokens and cash a round pays on average, and the tokens as a percent of the cost.
 */
export function miniGameExpectation(prizes: readonly Pick<MiniGamePrizeInput, 'type' | 'amount' | 'weight'>[], cost: number) {
  const weights = prizes.map((prize) => (Number.isFinite(prize.weight) && prize.weight > 0 ? Math.trunc(prize.weight) : 0));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const chances = weights.map((weight) => (total > 0 ? weight / total : 0));
  const expected = (type: 'token' | 'cash') =>
    prizes.reduce((sum, prize, index) => sum + (prize.type === type ? (chances[index] ?? 0) * (prize.amount || 0) : 0), 0);
  const tokens = expected('token');
  return {
    total_weight: total,
    chances,
    expected_tokens: tokens,
    expected_cash: expected('cash'),
    /** tokens back per token spent, in percent; a game above 100 makes tokens out of nothing */
    token_return_percent: cost > 0 ? (tokens / cost) * 100 : 0,
  };
}

export const adminMiniGameSchema = z.object({
  game_id: z.number().int(),
  site_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  cost_token: z.number().int(),
  enabled: z.boolean(),
  position: z.number().int(),
  prizes: z.array(
    z.object({
      label: z.string(),
      type: z.enum(MINI_GAME_PRIZE_TYPES),
      amount,
      weight: z.number().int(),
      /** 0 to 1 */
      chance: z.number(),
    }),
  ),
  expected_tokens: z.number(),
  expected_cash: amount,
  token_return_percent: z.number(),
  /** rounds played so far */
  plays: z.number().int(),
});
export type AdminMiniGame = z.infer<typeof adminMiniGameSchema>;

export const engagementMiniGamesListRequest = siteRequest;
export const engagementMiniGamesListResponse = ok({ value: z.array(adminMiniGameSchema), currency: z.string() });

/**
 * Changes a mini game's name, cost, prizes and odds, or switches it off. The odds must be sane: some
 * prize can be drawn, every prize but "none" pays something, and the tokens a round gives back on
 * average stay within its cost. A round already played keeps the prize it drew.
 */
export const engagementMiniGamesSaveRequest = z
  .object({
    site_id: serialId,
    game_id: serialId,
    name: freeText().min(1, 'required').max(60, 'tooLong'),
    cost_token: z.number().int('wholeNumber').min(1, 'amountNotPositive').max(1_000_000, 'amountTooLarge'),
    enabled: z.boolean(),
    prizes: z.array(miniGamePrizeInput).min(MINI_GAME_PRIZES.min, 'tooShort').max(MINI_GAME_PRIZES.max, 'tooLong'),
    reason: optionalReason,
  })
  .superRefine((body, context) => {
    body.prizes.forEach((prize, index) => {
      if (prize.type !== 'none' && prize.amount <= 0) {
        context.addIssue({ code: 'custom', message: 'amountNotPositive', path: ['prizes', index, 'amount'] });
      }
      if (prize.type === 'token' && !Number.isInteger(prize.amount)) {
        context.addIssue({ code: 'custom', message: 'wholeNumber', path: ['prizes', index, 'amount'] });
      }
    });
    const expectation = miniGameExpectation(body.prizes, body.cost_token);
    if (expectation.total_weight <= 0) {
      context.addIssue({ code: 'custom', message: 'noPrizeDrawn', path: ['prizes'] });
    } else if (expectation.token_return_percent > 100) {
      context.addIssue({ code: 'custom', message: 'tokenReturnAboveCost', path: ['prizes'] });
    }
  });
export type EngagementMiniGamesSave = z.output<typeof engagementMiniGamesSaveRequest>;
export const engagementMiniGamesSaveResponse = ok({ value: adminMiniGameSchema });

// ─── Calls ─────────────────────────────────────────────────────────────────────────────────

const backoffice = { access: 'operator', tag: 'backoffice' } as const;

/** The back office's promotions and rewards calls (issue 19). */
export const engagementAdminCalls = {
  engagementPromotionsList: {
    ...backoffice,
    path: '/api/backoffice/engagement/promotions/list',
    permission: 'sites.read',
    audited: false,
    summary: "A site's promotions (referral rewards among them) with their rules, eligibility and uptake",
    request: engagementPromotionsListRequest,
    response: engagementPromotionsListResponse,
    failures: ['siteNotFound'],
  },
  engagementPromotionsSave: {
    ...backoffice,
    path: '/api/backoffice/engagement/promotions/save',
    permission: 'content.manage',
    audited: true,
    summary:
      'Create or change a promotion: deposit bonus, cashback, tokens or referral reward, with wagering, game contribution, maximum bet, expiry and eligibility',
    request: engagementPromotionsSaveRequest,
    response: engagementPromotionsSaveResponse,
    failures: ['siteNotFound', 'promotionNotFound', 'referralPromotionExists'],
  },
  engagementPromotionsSetStatus: {
    ...backoffice,
    path: '/api/backoffice/engagement/promotions/set_status',
    permission: 'content.manage',
    audited: true,
    summary: 'Pause, resume or end a promotion',
    request: engagementPromotionsSetStatusRequest,
    response: engagementPromotionsSetStatusResponse,
    failures: ['siteNotFound', 'promotionNotFound', 'promotionEnded', 'referralPromotionExists'],
  },
  engagementMissionsList: {
    ...backoffice,
    path: '/api/backoffice/engagement/missions/list',
    permission: 'sites.read',
    audited: false,
    summary: "A site's daily and weekly missions with their rewards",
    request: engagementMissionsListRequest,
    response: engagementMissionsListResponse,
    failures: ['siteNotFound'],
  },
  engagementMissionsSave: {
    ...backoffice,
    path: '/api/backoffice/engagement/missions/save',
    permission: 'content.manage',
    audited: true,
    summary: 'Create or change a mission: its goal, period, reward and schedule',
    request: engagementMissionsSaveRequest,
    response: engagementMissionsSaveResponse,
    failures: ['siteNotFound', 'missionNotFound'],
  },
  engagementMissionsSetStatus: {
    ...backoffice,
    path: '/api/backoffice/engagement/missions/set_status',
    permission: 'content.manage',
    audited: true,
    summary: 'Pause, resume or end a mission',
    request: engagementMissionsSetStatusRequest,
    response: engagementMissionsSetStatusResponse,
    failures: ['siteNotFound', 'missionNotFound', 'missionEnded'],
  },
  engagementVipLevelsList: {
    ...backoffice,
    path: '/api/backoffice/engagement/vip_levels/list',
    permission: 'sites.read',
    audited: false,
    summary: "A site's VIP ladder: names per language, thresholds, rewards and players per level",
    request: engagementVipLevelsListRequest,
    response: engagementVipLevelsListResponse,
    failures: ['siteNotFound'],
  },
  engagementVipLevelsSave: {
    ...backoffice,
    path: '/api/backoffice/engagement/vip_levels/save',
    permission: 'content.manage',
    audited: true,
    summary: "Replace a site's VIP ladder: names per language, deposit and turnover thresholds, token rewards",
    request: engagementVipLevelsSaveRequest,
    response: engagementVipLevelsSaveResponse,
    failures: ['siteNotFound'],
  },
  engagementMiniGamesList: {
    ...backoffice,
    path: '/api/backoffice/engagement/mini_games/list',
    permission: 'sites.read',
    audited: false,
    summary: "A site's mini games with their token cost, prizes, odds and expected return",
    request: engagementMiniGamesListRequest,
    response: engagementMiniGamesListResponse,
    failures: ['siteNotFound'],
  },
  engagementMiniGamesSave: {
    ...backoffice,
    path: '/api/backoffice/engagement/mini_games/save',
    permission: 'content.manage',
    audited: true,
    summary: "Change a mini game's name, token cost, prizes and odds, or switch it off",
    request: engagementMiniGamesSaveRequest,
    response: engagementMiniGamesSaveResponse,
    failures: ['siteNotFound', 'gameNotFound'],
  },
} as const satisfies Record<string, OperatorCallDefinition>;
