import { z } from 'zod';
import { isSafeImageSource } from '../domain/images.js';
import { MIN_AGE_RANGE } from '../domain/signup-age.js';
import { ok } from '../envelope.js';
import { domainName, externalId, freeText, loginAccountId, serialId } from '../fields.js';
import { CURRENCY_CODES, isAllowedColor, isThemeCode, LANGUAGES, THEME_CODES } from '../tables.js';
import { backofficeCalls } from './backoffice.js';
import { businessReportCalls } from './business-reports.js';
import { cashierDeskCalls } from './cashier-desk.js';
import { catalogueAdminCalls } from './catalogue-admin.js';
import { amount, isoDateTime, PLAYER_STATUSES } from './common.js';
import { contentAdminCalls } from './content-admin.js';
import type { OperatorCallDefinition } from './definition.js';
import { MISSION_KINDS, PERIODS, PROMOTION_KINDS, promotionRulesSchema, REWARD_TYPES } from './engagement.js';
import { engagementAdminCalls } from './engagement-admin.js';
import { menuAdminCalls } from './menu-admin.js';
import { ADJUSTMENT_MAX, optionalReason, reason } from './operator-fields.js';
import { type OperatorSite, operatorSiteSchema } from './operator-site.js';
import { playerDeskCalls } from './player-desk.js';
import { receivingAccountCalls } from './receiving-accounts.js';
import { siteAdminCalls } from './site-admin.js';
import { CASHIER_KINDS, CASHIER_STATUSES } from './wallet.js';

/**
 * The operator API: the server is the only writer of the embedded database, so the CLI, automation
 * and the back office act through these calls, with an API key or a staff member's session.
 */
export const OPERATOR_API_PREFIX = '/api/operator';

export { ADJUSTMENT_MAX, reason };

const dateTimeInput = z.iso.datetime({ offset: true, error: 'invalidDate' });

function colourFitsTheme(value: { theme_code?: string; theme_color?: string }): boolean {
  if (value.theme_code === undefined || value.theme_color === undefined) return true;
  return isThemeCode(value.theme_code) && isAllowedColor(value.theme_code, value.theme_color);
}
const colourRule = { error: 'invalidThemeColor', path: ['theme_color'] };

export { type OperatorSite, operatorSiteSchema };

export const sitesListRequest = z.object({});
export const sitesListResponse = ok({ value: z.array(operatorSiteSchema) });

export const sitesCreateRequest = z
  .object({
    domain: domainName,
    /** defaults to site-<domain> */
    external_id: externalId.optional(),
    /** defaults to the domain */
    name: freeText().min(1, 'required').max(100, 'tooLong').optional(),
    theme_code: z.enum(THEME_CODES, 'invalidThemeCode'),
    theme_color: freeText().min(1, 'required'),
    language: z.enum(LANGUAGES, 'invalidLanguage').default('EN'),
    currency: z.enum(CURRENCY_CODES, 'invalidCurrency').default('USD'),
    /** ISO 3166 region that signup phone numbers are checked against */
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'invalidCountry')
      .default('PH'),
    /** platform staff only: the operator that owns the site (default: the first); others create for their own */
    operator_id: serialId.optional(),
    reason: optionalReason,
  })
  .refine(colourFitsTheme, colourRule);
export const sitesCreateResponse = ok({ value: operatorSiteSchema });

/** Only the fields sent change; null clears a date. The colour is checked against the resulting theme. */
export const sitesUpdateRequest = z
  .object({
    domain: domainName,
    name: freeText().min(1, 'required').max(100, 'tooLong').optional(),
    theme_code: z.enum(THEME_CODES, 'invalidThemeCode').optional(),
    theme_color: freeText().min(1, 'required').optional(),
    language: z.enum(LANGUAGES, 'invalidLanguage').optional(),
    currency: z.enum(CURRENCY_CODES, 'invalidCurrency').optional(),
    /** null returns to the country's default */
    min_age: z
      .number()
      .int('invalidMinAge')
      .min(MIN_AGE_RANGE.min, 'invalidMinAge')
      .max(MIN_AGE_RANGE.max, 'invalidMinAge')
      .nullable()
      .optional(),
    /** raise it when the terms change: it is stored with each new player's acceptance */
    terms_version: freeText().min(1, 'required').max(40, 'tooLong').optional(),
    maintenance_on: z.boolean().optional(),
    maintenance_start: dateTimeInput.nullable().optional(),
    maintenance_end: dateTimeInput.nullable().optional(),
    status: z.enum(['active', 'inactive']).optional(),
    expired_date: dateTimeInput.nullable().optional(),
    show_preloader: z.boolean().optional(),
    show_bf_ann_modal: z.boolean().optional(),
    show_app_download: z.boolean().optional(),
    show_download_bar: z.boolean().optional(),
    gamify_enabled: z.boolean().optional(),
    reason: optionalReason,
  })
  .refine(colourFitsTheme, colourRule);
export const sitesUpdateResponse = ok({ value: operatorSiteSchema });

export const sitesAddDomainRequest = z.object({ domain: domainName, new_domain: domainName, reason: optionalReason });
export const sitesAddDomainResponse = ok({ value: operatorSiteSchema });

export { PLAYER_STATUSES };

export const operatorPlayerSchema = z.object({
  account_id: z.string(),
  status: z.enum(PLAYER_STATUSES),
  full_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  vip_level: z.number().int(),
  balance: amount,
  created_at: isoDateTime,
  verified_at: isoDateTime.nullable(),
  last_login_at: isoDateTime.nullable(),
});
export type OperatorPlayer = z.infer<typeof operatorPlayerSchema>;

export const PLAYERS_PAGE_MAX = 200;

export const playersListRequest = z.object({
  domain: domainName,
  /** part of the account id, phone or email */
  search: freeText().max(64, 'tooLong').optional().default(''),
  status: z.enum(PLAYER_STATUSES).optional(),
  limit: z.number().int().min(1).max(PLAYERS_PAGE_MAX).default(50),
  offset: z.number().int().min(0).default(0),
});
/** Newest first; total counts every match, not only this page. */
export const playersListResponse = ok({ value: z.array(operatorPlayerSchema), total: z.number().int(), currency: z.string() });

export const PLAYER_ACTIONS = ['block', 'close', 'reopen'] as const;
export type PlayerAction = (typeof PLAYER_ACTIONS)[number];

/**
 * block → blocked, close → closed, reopen → active. An account that never verified cannot be
 * reopened, nor one whose person is self-excluded or timed out (selfExcluded / timedOut with until),
 * nor a blocked one (approvalRequired): lifting a block takes a second person (playerUnblock).
 */
export const playersSetStatusRequest = z.object({
  domain: domainName,
  account_id: loginAccountId,
  action: z.enum(PLAYER_ACTIONS),
  reason,
});
export const playersSetStatusResponse = ok({
  account_id: z.string(),
  previous_status: z.enum(PLAYER_STATUSES),
  status: z.enum(PLAYER_STATUSES),
});

export const walletAdjustRequest = z.object({
  domain: domainName,
  account_id: loginAccountId,
  direction: z.enum(['credit', 'debit']),
  /** decimal major units of the site currency, at most its minor digits */
  amount: z.number().positive('amountNotPositive').max(ADJUSTMENT_MAX, 'amountTooLarge'),
  reason,
  /** the same key moves the money (or proposes it) once, however often the call is repeated */
  idempotency_key: freeText().min(8, 'tooShort').max(100, 'tooLong'),
});
/**
 * Above the operator's threshold for the currency, a staff member's adjustment waits for a second
 * member's approval (approval_id) and nothing moves yet; an API key's is refused with
 * approvalRequired: four eyes are two people, and a key is neither.
 */
export const walletAdjustResponse = ok({
  account_id: z.string(),
  /** signed: negative for a debit */
  amount,
  balance: amount,
  currency: z.string(),
  /** false when nothing moved: the key had been used before (the first result is returned), or it waits for approval */
  applied: z.boolean(),
  /** the proposal waiting for a second member; null when the money moved at once */
  approval_id: z.number().int().nullable(),
});

export const outboxMessageSchema = z.object({
  account_id: z.string(),
  phone: z.string(),
  /** the 6-digit code in the body, null when the message has none (or a gateway carried it) */
  code: z.string().nullable(),
  body: z.string(),
  provider: z.string(),
  created_at: isoDateTime,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const tacOutboxRequest = z.object({ domain: domainName, account_id: loginAccountId });
/** value is null when no message was sent to the account. */
export const tacOutboxResponse = ok({ value: outboxMessageSchema.nullable() });

/** A provider integration as the operator sees it; the shared secret is never sent back. */
export const providerIntegrationSchema = z.object({
  provider_code: z.string(),
  provider_name: z.string(),
  /** builtin: runs in this server; http: a remote provider or aggregator reached at launch_url */
  kind: z.enum(['builtin', 'http']),
  launch_url: z.string(),
  enabled: z.boolean(),
  updated_at: isoDateTime,
});
export type OperatorProviderIntegration = z.infer<typeof providerIntegrationSchema>;

const providerCode = freeText()
  .min(1, 'required')
  .max(32, 'tooLong')
  .transform((code) => code.toUpperCase());

export const providersListRequest = z.object({});
export const providersListResponse = ok({ value: z.array(providerIntegrationSchema) });

/** Sets how a remote provider is reached; it is enabled afterwards. The built-in provider is seeded, not set here. */
export const providersSetRequest = z.object({
  provider_code: providerCode,
  kind: z.literal('http'),
  launch_url: freeText()
    .max(500, 'tooLong')
    .pipe(z.url({ protocol: /^https?$/, error: 'invalidUrl' })),
  /** the HMAC-SHA256 key shared with the provider */
  secret: z.string().min(16, 'tooShort').max(200, 'tooLong'),
  reason: optionalReason,
});
export const providersSetResponse = ok({ value: providerIntegrationSchema });

export const providersSetEnabledRequest = z.object({ provider_code: providerCode, enabled: z.boolean(), reason: optionalReason });
export const providersSetEnabledResponse = ok({ value: providerIntegrationSchema });
export const operatorCashierRequestSchema = z.object({
  request_id: z.number().int(),
  kind: z.enum(CASHIER_KINDS),
  status: z.enum(CASHIER_STATUSES),
  site_id: z.number().int(),
  site_name: z.string(),
  currency: z.string(),
  account_id: z.string(),
  amount,
  method: z.string(),
  /** the player's bank account, number in full: the operator pays withdrawals to it */
  bank_name: z.string(),
  holder_name: z.string(),
  account_number: z.string(),
  payment_reference: z.string(),
  receipt_reference: z.string(),
  created_at: isoDateTime,
  decided_at: isoDateTime.nullable(),
  decision_reason: z.string(),
});
export type OperatorCashierRequest = z.infer<typeof operatorCashierRequestSchema>;

export const CASHIER_PENDING_MAX = 500;

/** Oldest first: the order they should be worked through. Without a domain, every site's. */
export const cashierPendingRequest = z.object({
  kind: z.enum(CASHIER_KINDS),
  domain: domainName.optional(),
  limit: z.number().int().min(1).max(CASHIER_PENDING_MAX).default(100),
});
export const cashierPendingResponse = ok({ value: z.array(operatorCashierRequestSchema) });

/**
 * Approve credits a deposit or settles a withdrawal; reject returns a withdrawal to the balance.
 * Either happens once: a decided request answers requestNotPending. A rejection needs a reason.
 */
export const cashierDecideRequest = z
  .object({
    request_id: z.number().int().positive(),
    kind: z.enum(CASHIER_KINDS),
    decision: z.enum(['approve', 'reject']),
    reason: optionalReason,
  })
  .refine((body) => body.decision === 'approve' || body.reason !== undefined, { error: 'required', path: ['reason'] });
export const cashierDecideResponse = ok({
  value: operatorCashierRequestSchema,
  /** the player's balance after the decision */
  balance: amount,
  /**
   * A staff member's approval of a withdrawal above the operator's threshold pays nothing yet: it is
   * proposed to a second member, and the request stays pending. An API key is refused there
   * (approvalRequired): automation cannot be one of the two people.
   */
  approval_id: z.number().int().nullable(),
});

export const cashierSettingsSchema = z.object({
  domain: z.string(),
  currency: z.string(),
  min_amount: amount,
  max_amount: amount,
  max_bank_accounts: z.number().int(),
});
export type CashierSettings = z.infer<typeof cashierSettingsSchema>;

/** Only the settings given change; with none, the current ones are answered. */
export const cashierSettingsRequest = z.object({
  domain: domainName,
  /** per deposit or withdrawal request, decimal major units */
  min_amount: z.number().positive('amountNotPositive').max(ADJUSTMENT_MAX, 'amountTooLarge').optional(),
  max_amount: z.number().positive('amountNotPositive').max(ADJUSTMENT_MAX, 'amountTooLarge').optional(),
  max_bank_accounts: z.number().int().min(1).max(20).optional(),
  reason: optionalReason,
});
export const cashierSettingsResponse = ok({ value: cashierSettingsSchema });

/** A text per language; EN is required and is what other languages fall back to. */
export const localisedText = (max: number, options: { multiline?: boolean } = {}) =>
  z
    .partialRecord(z.enum(LANGUAGES, 'invalidLanguage'), freeText(options).max(max, 'tooLong'))
    .refine((texts) => Boolean(texts.EN), { error: 'required', path: ['EN'] });
const imagePath = freeText()
  .max(500, 'tooLong')
  .refine((path) => path === '' || isSafeImageSource(path), 'invalid')
  .default('');

export const ENGAGEMENT_STATUSES = ['active', 'paused', 'ended'] as const;

export const operatorPromotionSchema = z.object({
  promotion_id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.record(z.string(), z.string()),
  terms: z.record(z.string(), z.string()),
  image: z.string(),
  rules: promotionRulesSchema,
  status: z.enum(ENGAGEMENT_STATUSES),
  starts_at: isoDateTime,
  ends_at: isoDateTime.nullable(),
  position: z.number().int(),
  /** players who took it up (claims, or referees rewarded) */
  claims: z.number().int(),
});
export type OperatorPromotion = z.infer<typeof operatorPromotionSchema>;

export const promotionsListRequest = z.object({ domain: domainName });
export const promotionsListResponse = ok({ value: z.array(operatorPromotionSchema), currency: z.string() });

/**
 * Creates a promotion, or replaces one (promotion_id given) with the same kind. Terms are HTML:
 * anything outside the allow-list (scripts, handlers, styles) is removed before it is stored.
 * Money in the rules is in major units of the site currency.
 */
export const promotionsSaveRequest = z.object({
  domain: domainName,
  promotion_id: serialId.optional(),
  title: localisedText(120),
  terms: localisedText(20_000, { multiline: true }),
  image: imagePath,
  rules: promotionRulesSchema,
  starts_at: dateTimeInput,
  ends_at: dateTimeInput.nullable().default(null),
  position: z.number().int().min(0).max(1000).default(0),
  reason: optionalReason,
});
export type PromotionsSave = z.output<typeof promotionsSaveRequest>;
export const promotionsSaveResponse = ok({ value: operatorPromotionSchema });

/** Pause hides a promotion (players keep what they hold), resume shows it again, end stops it for good. */
export const promotionsSetStatusRequest = z.object({
  domain: domainName,
  promotion_id: serialId,
  status: z.enum(ENGAGEMENT_STATUSES),
  reason: optionalReason,
});
export type PromotionsSetStatus = z.output<typeof promotionsSetStatusRequest>;
export const promotionsSetStatusResponse = ok({ value: operatorPromotionSchema });

export const operatorMissionSchema = z.object({
  mission_id: z.number().int(),
  kind: z.enum(MISSION_KINDS),
  period: z.enum(PERIODS),
  title: z.record(z.string(), z.string()),
  target: z.number(),
  game_type: z.string(),
  reward_type: z.enum(REWARD_TYPES),
  reward_amount: z.number(),
  status: z.enum(ENGAGEMENT_STATUSES),
  starts_at: isoDateTime,
  ends_at: isoDateTime.nullable(),
  position: z.number().int(),
});
export type OperatorMission = z.infer<typeof operatorMissionSchema>;

export const missionsListRequest = z.object({ domain: domainName });
export const missionsListResponse = ok({ value: z.array(operatorMissionSchema), currency: z.string() });

/**
 * A count target for login and play_mini_games, major units for deposit_at_least and
 * wager_on_category (which also names its game_type); a bonus reward is in major units, tokens whole.
 */
export const missionsSaveRequest = z
  .object({
    domain: domainName,
    mission_id: serialId.optional(),
    kind: z.enum(MISSION_KINDS),
    period: z.enum(PERIODS),
    title: localisedText(120),
    target: z.number().positive(),
    game_type: freeText().max(32, 'tooLong').default(''),
    reward_type: z.enum(REWARD_TYPES),
    reward_amount: z.number().positive(),
    starts_at: dateTimeInput,
    ends_at: dateTimeInput.nullable().default(null),
    position: z.number().int().min(0).max(1000).default(0),
    reason: optionalReason,
  })
  .refine((mission) => mission.kind !== 'wager_on_category' || mission.game_type !== '', {
    error: 'required',
    path: ['game_type'],
  });
export type MissionsSave = z.output<typeof missionsSaveRequest>;
export const missionsSaveResponse = ok({ value: operatorMissionSchema });

export const missionsSetStatusRequest = z.object({
  domain: domainName,
  mission_id: serialId,
  status: z.enum(ENGAGEMENT_STATUSES),
  reason: optionalReason,
});
export type MissionsSetStatus = z.output<typeof missionsSetStatusRequest>;
export const missionsSetStatusResponse = ok({ value: operatorMissionSchema });

export const operatorNewsSchema = z.object({
  news_id: z.number().int(),
  title: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  image: z.string(),
  status: z.enum(['published', 'hidden']),
  published_at: isoDateTime,
});
export type OperatorNews = z.infer<typeof operatorNewsSchema>;

export const newsListRequest = z.object({ domain: domainName });
export const newsListResponse = ok({ value: z.array(operatorNewsSchema) });

/** A future published_at schedules the article; bodies are sanitised like promotion terms. */
export const newsSaveRequest = z.object({
  domain: domainName,
  news_id: serialId.optional(),
  title: localisedText(200),
  body: localisedText(50_000, { multiline: true }),
  image: imagePath,
  published_at: dateTimeInput,
  reason: optionalReason,
});
export type NewsSave = z.output<typeof newsSaveRequest>;
export const newsSaveResponse = ok({ value: operatorNewsSchema });

export const newsSetStatusRequest = z.object({
  domain: domainName,
  news_id: serialId,
  status: z.enum(['published', 'hidden']),
  reason: optionalReason,
});
export type NewsSetStatus = z.output<typeof newsSetStatusRequest>;
export const newsSetStatusResponse = ok({ value: operatorNewsSchema });

/** The operator API: the CLI and automation send these with an API key, the back office with a staff session. */
const operatorApiCalls = {
  sitesList: {
    path: '/api/operator/sites/list',
    access: 'operator',
    permission: 'sites.read',
    audited: false,
    tag: 'operator',
    summary: 'Every site with its domains, template and maintenance',
    request: sitesListRequest,
    response: sitesListResponse,
    failures: [],
  },
  sitesCreate: {
    path: '/api/operator/sites/create',
    access: 'operator',
    permission: 'sites.manage',
    audited: true,
    tag: 'operator',
    summary: 'Create a site with its first domain',
    request: sitesCreateRequest,
    response: sitesCreateResponse,
    failures: ['operatorNotFound'],
  },
  sitesUpdate: {
    path: '/api/operator/sites/update',
    access: 'operator',
    permission: 'sites.manage',
    audited: true,
    tag: 'operator',
    summary: 'Change template, colour, language, currency, maintenance, status or flags',
    request: sitesUpdateRequest,
    response: sitesUpdateResponse,
    failures: ['siteNotFound'],
  },
  sitesAddDomain: {
    path: '/api/operator/sites/add_domain',
    access: 'operator',
    permission: 'sites.manage',
    audited: true,
    tag: 'operator',
    summary: 'Attach another domain to a site',
    request: sitesAddDomainRequest,
    response: sitesAddDomainResponse,
    failures: ['siteNotFound'],
  },
  playersList: {
    path: '/api/operator/players/list',
    access: 'operator',
    permission: 'players.read',
    audited: false,
    tag: 'operator',
    summary: 'Players of a site, newest first, optionally searched',
    request: playersListRequest,
    response: playersListResponse,
    failures: ['siteNotFound'],
  },
  playersSetStatus: {
    path: '/api/operator/players/set_status',
    access: 'operator',
    permission: 'players.manage',
    audited: true,
    tag: 'operator',
    summary:
      'Block, close or reopen a player (reopen refuses while the person is self-excluded or timed out; a block is lifted in the back office, by two people)',
    request: playersSetStatusRequest,
    response: playersSetStatusResponse,
    failures: ['siteNotFound', 'accountNotFound', 'accountNotVerified', 'selfExcluded', 'timedOut', 'approvalRequired'],
  },
  walletAdjust: {
    path: '/api/operator/wallet/adjust',
    access: 'operator',
    permission: 'wallet.adjust',
    audited: true,
    tag: 'operator',
    summary:
      "Credit or debit a player wallet (an audited adjustment); above the operator's threshold a second member approves it",
    request: walletAdjustRequest,
    response: walletAdjustResponse,
    failures: ['siteNotFound', 'accountNotFound', 'insufficientBalance', 'approvalRequired'],
  },
  tacOutbox: {
    path: '/api/operator/tac/outbox',
    access: 'operator',
    permission: 'players.support',
    audited: true,
    tag: 'operator',
    summary: 'The newest SMS outbox message of an account and its code',
    request: tacOutboxRequest,
    response: tacOutboxResponse,
    failures: ['siteNotFound'],
  },
  providersList: {
    path: '/api/operator/providers/list',
    access: 'operator',
    permission: 'sites.read',
    audited: false,
    tag: 'operator',
    summary: 'Every configured game provider integration',
    request: providersListRequest,
    response: providersListResponse,
    failures: [],
  },
  providersSet: {
    path: '/api/operator/providers/set',
    access: 'operator',
    permission: 'providers.manage',
    audited: true,
    tag: 'operator',
    summary: 'Configure how a game provider is reached (launch URL and shared secret)',
    request: providersSetRequest,
    response: providersSetResponse,
    failures: [],
  },
  providersSetEnabled: {
    path: '/api/operator/providers/set_enabled',
    access: 'operator',
    permission: 'providers.manage',
    audited: true,
    tag: 'operator',
    summary: 'Enable or disable a game provider integration',
    request: providersSetEnabledRequest,
    response: providersSetEnabledResponse,
    failures: [],
  },
  cashierPending: {
    path: '/api/operator/cashier/pending',
    access: 'operator',
    permission: 'cashier.read',
    audited: false,
    tag: 'operator',
    summary: 'Pending deposits or withdrawals, oldest first, of one site or all',
    request: cashierPendingRequest,
    response: cashierPendingResponse,
    failures: ['siteNotFound'],
  },
  cashierDecide: {
    path: '/api/operator/cashier/decide',
    access: 'operator',
    permission: 'cashier.decide',
    audited: true,
    tag: 'operator',
    summary: 'Approve or reject a pending deposit or withdrawal, once; a withdrawal above the threshold needs a second member',
    request: cashierDecideRequest,
    response: cashierDecideResponse,
    failures: ['requestNotFound', 'requestNotPending', 'approvalRequired', 'approvalDecided'],
  },
  cashierSettings: {
    path: '/api/operator/cashier/settings',
    access: 'operator',
    permission: 'cashier.read',
    audited: false,
    tag: 'operator',
    summary: 'A site per-request minimum and maximum and bank account limit',
    request: cashierSettingsRequest,
    response: cashierSettingsResponse,
    failures: ['siteNotFound'],
  },
  promotionsList: {
    path: '/api/operator/promotions/list',
    access: 'operator',
    permission: 'content.manage',
    audited: false,
    tag: 'operator',
    summary: 'The promotions of a site, with how many players took each',
    request: promotionsListRequest,
    response: promotionsListResponse,
    failures: ['siteNotFound'],
  },
  promotionsSave: {
    path: '/api/operator/promotions/save',
    access: 'operator',
    permission: 'content.manage',
    audited: true,
    tag: 'operator',
    summary: 'Create or replace a promotion: texts, rules and schedule',
    request: promotionsSaveRequest,
    response: promotionsSaveResponse,
    failures: ['siteNotFound', 'promotionNotFound'],
  },
  promotionsSetStatus: {
    path: '/api/operator/promotions/set_status',
    access: 'operator',
    permission: 'content.manage',
    audited: true,
    tag: 'operator',
    summary: 'Pause, resume or end a promotion',
    request: promotionsSetStatusRequest,
    response: promotionsSetStatusResponse,
    failures: ['siteNotFound', 'promotionNotFound'],
  },
  missionsList: {
    path: '/api/operator/missions/list',
    access: 'operator',
    permission: 'content.manage',
    audited: false,
    tag: 'operator',
    summary: 'The missions of a site',
    request: missionsListRequest,
    response: missionsListResponse,
    failures: ['siteNotFound'],
  },
  missionsSave: {
    path: '/api/operator/missions/save',
    access: 'operator',
    permission: 'content.manage',
    audited: true,
    tag: 'operator',
    summary: 'Create or replace a daily or weekly mission',
    request: missionsSaveRequest,
    response: missionsSaveResponse,
    failures: ['siteNotFound', 'missionNotFound'],
  },
  missionsSetStatus: {
    path: '/api/operator/missions/set_status',
    access: 'operator',
    permission: 'content.manage',
    audited: true,
    tag: 'operator',
    summary: 'Pause, resume or end a mission',
    request: missionsSetStatusRequest,
    response: missionsSetStatusResponse,
    failures: ['siteNotFound', 'missionNotFound'],
  },
  newsList: {
    path: '/api/operator/news/list',
    access: 'operator',
    permission: 'content.manage',
    audited: false,
    tag: 'operator',
    summary: 'The news articles of a site, newest first',
    request: newsListRequest,
    response: newsListResponse,
    failures: ['siteNotFound'],
  },
  newsSave: {
    path: '/api/operator/news/save',
    access: 'operator',
    permission: 'content.manage',
    audited: true,
    tag: 'operator',
    summary: 'Create or replace a news article; a future date schedules it',
    request: newsSaveRequest,
    response: newsSaveResponse,
    failures: ['siteNotFound', 'newsNotFound'],
  },
  newsSetStatus: {
    path: '/api/operator/news/set_status',
    access: 'operator',
    permission: 'content.manage',
    audited: true,
    tag: 'operator',
    summary: 'Publish or hide a news article',
    request: newsSetStatusRequest,
    response: newsSetStatusResponse,
    failures: ['siteNotFound', 'newsNotFound'],
  },
} as const satisfies Record<string, OperatorCallDefinition>;

/** Every call of the operator API and the back office, collected from the area files. */
export const operatorCalls = {
  ...operatorApiCalls,
  ...backofficeCalls,
  ...receivingAccountCalls,
  ...cashierDeskCalls,
  ...playerDeskCalls,
  ...businessReportCalls,
  ...siteAdminCalls,
  ...menuAdminCalls,
  ...contentAdminCalls,
  ...catalogueAdminCalls,
  ...engagementAdminCalls,
};

export type OperatorCalls = typeof operatorCalls;
export type OperatorCallName = keyof OperatorCalls;
export type OperatorRequest<N extends OperatorCallName> = z.input<OperatorCalls[N]['request']>;
export type OperatorResponse<N extends OperatorCallName> = z.infer<OperatorCalls[N]['response']>;
