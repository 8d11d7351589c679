import { z } from 'zod';
import { ok } from '../envelope.js';
import { contactEmail, domainName, fullName, optionalText } from '../fields.js';
import { LANGUAGES } from '../tables.js';
import { amount, isoDateTime, playerBody, siteBody } from './common.js';
import type { SiteCallDefinition } from './definition.js';

export const profileUpdateRequest = playerBody.extend({ full_name: fullName, contact_email: contactEmail });
export const profileUpdateResponse = ok({
  value: z.array(z.object({ full_name: z.string(), contact_email: z.string() })).length(1),
});

export const socialAccountSchema = z.object({ platform: z.string(), name: z.string(), url: z.string() });
export const socialAccountRequest = siteBody;
export const socialAccountResponse = ok({ accountList: z.array(socialAccountSchema) });

const maskedAmount = z.object({ account_id: z.string(), amount, created_at: isoDateTime });
const maskedWin = maskedAmount.extend({ game_name: z.string() });
export const top10Request = siteBody;
/**
 * Counters over the last 24 hours; account ids are masked. "withrawal" (sic) is the field as specified (spec-coverage S3.16).
 * show: which of the figures reach the site's thresholds (issue 20): registered, the day's active and
 * depositing players, and the winners list (enough distinct winners in the last day). Below them the
 * home shows recent_wins instead: the newest wins on the site, one per masked player, newest first.
 */
export const top10Response = ok({
  value: z.object({
    withrawal: z.array(maskedAmount),
    winner: z.array(maskedWin),
    hour_withdrawal: amount,
    registered_player: z.number().int(),
    active_player: z.number().int(),
    deposited_player: z.number().int(),
    show: z.object({ registered: z.boolean(), active: z.boolean(), winners: z.boolean() }),
    recent_wins: z.array(maskedWin),
  }),
});

export const CMS_PAGES = ['about_us', 'privacy_policy', 'responsible_gaming', 'banking', 'faqs', 'term_condition'] as const;
export type CmsPage = (typeof CMS_PAGES)[number];
export const cmsSchema = z.object(
  Object.fromEntries(
    CMS_PAGES.flatMap((page) => [
      [`en_${page}`, z.string()],
      [`local_${page}`, z.string()],
      [`${page}_status`, z.boolean()],
    ]),
  ) as Record<`en_${CmsPage}` | `local_${CmsPage}`, z.ZodString> & Record<`${CmsPage}_status`, z.ZodBoolean>,
);
export const siteInfoDetailRequest = siteBody;
export const siteInfoDetailResponse = ok({ cms: cmsSchema });

/** A first-visit modal's texts as the operator wrote them (plain text); empty: the app's default text. */
export const siteModalTextsSchema = z.object({
  en_title: z.string(),
  local_title: z.string(),
  en_body: z.string(),
  local_body: z.string(),
});
export const siteModalsRequest = siteBody;
export const siteModalsResponse = ok({
  value: z.object({ announcement: siteModalTextsSchema, app_download: siteModalTextsSchema }),
});

export const inboxItemSchema = z.object({
  inbox_id: z.number().int(),
  title: z.string(),
  body: z.string(),
  reward_type: z.enum(['none', 'cash', 'token']),
  reward_amount: amount,
  /** whole tokens paid with a cash reward (a broadcast's reward may be both); 0: none */
  reward_tokens: z.number().int(),
  is_read: z.boolean(),
  claimed: z.boolean(),
  claimable: z.boolean(),
  created_at: isoDateTime,
  expires_at: isoDateTime.nullable(),
});
/** language: the interface's, which a broadcast's texts are picked in (English when it has none in it). */
export const getInboxRequest = playerBody.extend({ language: z.enum(LANGUAGES, 'invalidLanguage').optional().default('EN') });
export const getInboxResponse = ok({ value: z.array(inboxItemSchema), unread: z.number().int() });

export const claimInboxRequest = playerBody.extend({ inbox_id: z.coerce.number().int().positive('invalidInbox') });
export const claimInboxResponse = ok({
  value: z
    .array(
      z.object({
        inbox_id: z.number().int(),
        reward_type: z.enum(['cash', 'token']),
        reward_amount: amount,
        /** whole tokens paid with a cash reward; 0: none */
        reward_tokens: z.number().int(),
        game_balance: amount,
        token_balance: amount,
      }),
    )
    .length(1),
});

export const checkStatusRequest = playerBody;
export const checkStatusResponse = ok({ value: z.array(z.object({ status: z.literal('ACTIVE') })).length(1) });

export const analyticsEntrySchema = z.object({ section: z.enum(['HEAD', 'BODY']), script: z.string() });
export const getAnalyticsRequest = z.object({ domain_name: domainName });
export const getAnalyticsResponse = ok({ value: z.array(analyticsEntrySchema) });

export const adsVisitRequest = siteBody.extend({ fbp: optionalText(256), appsflyer_id: optionalText(128) });
export const adsVisitResponse = ok({});

export const getProfileRequest = playerBody;
/** The account page: the phone is masked, so a borrowed screen does not leak it. */
export const getProfileResponse = ok({
  value: z
    .array(
      z.object({
        account_id: z.string(),
        full_name: z.string(),
        contact_email: z.string(),
        contact_phone: z.string().describe('masked, e.g. +63******4567'),
        referral_code: z.string(),
        vip_level: z.number().int(),
        created_at: isoDateTime,
        previous_login_at: isoDateTime.nullable(),
      }),
    )
    .length(1),
});

export const readInboxRequest = playerBody.extend({ inbox_id: z.coerce.number().int().positive('invalidInbox') });
export const readInboxResponse = ok({ unread: z.number().int() });

/** The settings calls: profile, CMS, social accounts, inbox, analytics, ad visits. */
export const settingsCalls = {
  profileUpdate: {
    path: '/api/settings/profile_update',
    access: 'player',
    onNetworkFailure: 'disconnect',
    summary: 'Change full name and email',
    tag: 'settings',
    request: profileUpdateRequest,
    response: profileUpdateResponse,
    failures: [],
  },
  socialAccount: {
    path: '/api/settings/social_account',
    access: 'public',
    onNetworkFailure: 'disconnect',
    summary: 'The site social accounts',
    tag: 'settings',
    request: socialAccountRequest,
    response: socialAccountResponse,
    failures: [],
  },
  top10WinnerWithdrawal: {
    path: '/api/settings/top10winner_withdrawal',
    access: 'public',
    onNetworkFailure: 'disconnect',
    summary: 'Top winners, withdrawals and player counters',
    tag: 'settings',
    request: top10Request,
    response: top10Response,
    failures: [],
  },
  siteInfoDetail: {
    path: '/api/settings/siteinfodetail',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'CMS bodies and their status flags',
    tag: 'settings',
    request: siteInfoDetailRequest,
    response: siteInfoDetailResponse,
    failures: [],
  },
  siteModals: {
    path: '/api/settings/site_modals',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: "The first-visit modals' texts (announcement, app download) in English and the site's language",
    tag: 'settings',
    request: siteModalsRequest,
    response: siteModalsResponse,
    failures: [],
  },
  getInbox: {
    path: '/api/settings/get_inbox',
    access: 'player',
    onNetworkFailure: 'disconnect',
    summary: 'The player inbox',
    tag: 'settings',
    request: getInboxRequest,
    response: getInboxResponse,
    failures: [],
  },
  claimInbox: {
    path: '/api/settings/claim_inbox',
    access: 'player',
    onNetworkFailure: 'disconnect',
    summary: 'Claim an inbox reward once',
    tag: 'settings',
    request: claimInboxRequest,
    response: claimInboxResponse,
    failures: ['inboxNotFound', 'nothingToClaim', 'alreadyClaimed', 'inboxExpired'],
  },
  getProfile: {
    path: '/api/settings/get_profile',
    access: 'player',
    onNetworkFailure: 'disconnect',
    summary: 'The account details of the player (phone masked)',
    tag: 'settings',
    request: getProfileRequest,
    response: getProfileResponse,
    failures: [],
  },
  readInbox: {
    path: '/api/settings/read_inbox',
    access: 'player',
    onNetworkFailure: 'disconnect',
    summary: 'Mark an inbox item read',
    tag: 'settings',
    request: readInboxRequest,
    response: readInboxResponse,
    failures: ['inboxNotFound'],
  },
  checkStatus: {
    path: '/api/settings/check_status',
    access: 'player',
    onNetworkFailure: 'disconnect',
    summary: 'Whether the account is still active',
    tag: 'settings',
    request: checkStatusRequest,
    response: checkStatusResponse,
    failures: [],
  },
  getAnalytics: {
    path: '/api/settings/get_analytics',
    access: 'public',
    onNetworkFailure: 'disconnect',
    summary: 'Analytics scripts for head and body',
    tag: 'settings',
    request: getAnalyticsRequest,
    response: getAnalyticsResponse,
    failures: [],
  },
  adsVisit: {
    path: '/api/settings/adsvisit',
    access: 'public',
    onNetworkFailure: 'disconnect',
    summary: 'Record an ad visit (fbp, appsflyer_id)',
    tag: 'settings',
    request: adsVisitRequest,
    response: adsVisitResponse,
    failures: [],
  },
} as const satisfies Record<string, SiteCallDefinition>;
