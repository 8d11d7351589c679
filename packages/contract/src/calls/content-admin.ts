import { z } from 'zod';
import { isSafeImageSource } from '../domain/images.js';
import { ok } from '../envelope.js';
import { freeText, serialId } from '../fields.js';
import { amount, isoDateTime } from './common.js';
import type { OperatorCallDefinition } from './definition.js';
import { optionalReason } from './operator-fields.js';
import { CMS_PAGES } from './settings.js';

/**
 * The back office's content (issue 19): every text a player reads, in English and in the site's
 * language. CMS pages (rich text, cleaned by the server's one HTML allow-list before it is stored),
 * the SEO record of each page with a search-snippet preview, news, the first-visit modals' texts,
 * and inbox broadcasts to a segment of the site's players with a reward each claims once.
 * Fields named en_* hold the English text, local_* the site language's; an empty local text falls
 * back to the English one on the player's site.
 */

export { CMS_PAGES };

/** The largest CMS page or news body, HTML. */
export const CONTENT_HTML_MAX = 100_000;

const html = freeText({ multiline: true }).max(CONTENT_HTML_MAX, 'tooLong');
const line = (max: number) => freeText().max(max, 'tooLong');
const text = (max: number) => freeText({ multiline: true }).max(max, 'tooLong');
const siteId = serialId;
const dateTimeInput = z.iso.datetime({ offset: true, error: 'invalidDate' });

const backoffice = { access: 'operator', tag: 'backoffice' } as const;

// CMS pages ------------------------------------------------------------------------------------

export const contentPageSchema = z.object({
  page: z.enum(CMS_PAGES),
  /** cleaned HTML */
  en_body: z.string(),
  local_body: z.string(),
  /** shown on the player's site; a page never saved is not */
  enabled: z.boolean(),
  /** null: not saved from the back office (seeded, or never written) */
  updated_at: isoDateTime.nullable(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPagesListRequest = z.object({ site_id: siteId });
/** Every CMS page of the site, in CMS_PAGES order, a page never written as an empty, disabled one. */
export const contentPagesListResponse = ok({
  value: z.array(contentPageSchema),
  /** the site's language, which local_* texts are in */
  language: z.string(),
});

/** Replaces a page's texts; the HTML is cleaned with the contract's CMS_HTML allow-list before it is stored. */
export const contentPagesSaveRequest = z.object({
  site_id: siteId,
  page: z.enum(CMS_PAGES, 'invalid'),
  en_body: html,
  local_body: html.default(''),
  enabled: z.boolean(),
  reason: optionalReason,
});
export const contentPagesSaveResponse = ok({ value: contentPageSchema });

// SEO ------------------------------------------------------------------------------------------

/**
 * The pages a search engine reaches (the player app's routes that need no sign-in), by the name
 * the player app asks for their record with.
 */
export const SEO_PAGES = [
  'home',
  'about',
  'arcade',
  'banking',
  'bingo',
  'casino',
  'contactUs',
  'crash',
  'download',
  'faqs',
  'fishing',
  'hashGame',
  'horseRacing',
  'hot',
  'leaderboard',
  'login',
  'lottery',
  'news',
  'poker',
  'privacyPolicy',
  'promotions',
  'register',
  'responsibleGaming',
  'sabong',
  'slots',
  'sports',
  'termCondition',
] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

/** What a search engine shows of a title and a description before it cuts them with an ellipsis. */
export const SNIPPET_LIMITS = { title: 60, description: 160 } as const;
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 320;

const optionalUrl = line(500).refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), 'invalidUrl');

export const contentSeoSchema = z.object({
  page_name: z.enum(SEO_PAGES),
  en_item_name: z.string(),
  local_item_name: z.string(),
  en_meta_title: z.string(),
  local_meta_title: z.string(),
  en_meta_desc: z.string(),
  local_meta_desc: z.string(),
  meta_keywords: z.string(),
  meta_canonical: z.string(),
  meta_image_url: z.string(),
  /** false: no record yet, the player app shows "<page title> | <site name>" */
  saved: z.boolean(),
});
export type ContentSeo = z.infer<typeof contentSeoSchema>;

export const contentSeoListRequest = z.object({ site_id: siteId });
export const contentSeoListResponse = ok({
  value: z.array(contentSeoSchema),
  language: z.string(),
  /** the site's name and first domain, for the snippet preview */
  site_name: z.string(),
  domain: z.string(),
});

export const contentSeoSaveRequest = z.object({
  site_id: siteId,
  page_name: z.enum(SEO_PAGES, 'invalid'),
  en_item_name: line(120).default(''),
  local_item_name: line(120).default(''),
  en_meta_title: line(SEO_TITLE_MAX).default(''),
  local_meta_title: line(SEO_TITLE_MAX).default(''),
  en_meta_desc: text(SEO_DESCRIPTION_MAX).default(''),
  local_meta_desc: text(SEO_DESCRIPTION_MAX).default(''),
  meta_keywords: line(300).default(''),
  meta_canonical: optionalUrl.default(''),
  meta_image_url: line(500)
    .refine((path) => path === '' || isSafeImageSource(path), 'invalidUrl')
    .default(''),
  reason: optionalReason,
});
export const contentSeoSaveResponse = ok({ value: contentSeoSchema });

// News -----------------------------------------------------------------------------------------

export const contentNewsSchema = z.object({
  news_id: z.number().int(),
  en_title: z.string(),
  local_title: z.string(),
  /** cleaned HTML */
  en_body: z.string(),
  local_body: z.string(),
  image: z.string(),
  status: z.enum(['published', 'hidden']),
  published_at: isoDateTime,
});
export type ContentNews = z.infer<typeof contentNewsSchema>;

export const contentNewsListRequest = z.object({ site_id: siteId });
/** Newest first, hidden and scheduled ones too. */
export const contentNewsListResponse = ok({ value: z.array(contentNewsSchema), language: z.string() });

/** Creates an article (no news_id) or replaces one's texts; a future published_at schedules it. */
export const contentNewsSaveRequest = z.object({
  site_id: siteId,
  news_id: serialId.optional(),
  en_title: line(200).min(1, 'required'),
  local_title: line(200).default(''),
  en_body: html.min(1, 'required'),
  local_body: html.default(''),
  image: line(500)
    .refine((path) => path === '' || isSafeImageSource(path), 'invalid')
    .default(''),
  published_at: dateTimeInput,
  status: z.enum(['published', 'hidden']).default('published'),
  reason: optionalReason,
});
export const contentNewsSaveResponse = ok({ value: contentNewsSchema });

export const contentNewsSetStatusRequest = z.object({
  site_id: siteId,
  news_id: serialId,
  status: z.enum(['published', 'hidden']),
  reason: optionalReason,
});
export const contentNewsSetStatusResponse = ok({ value: contentNewsSchema });

// First-visit modals ---------------------------------------------------------------------------

/** The modals a visitor sees on a first visit: the announcement, then the app download. */
export const SITE_MODALS = ['announcement', 'app_download'] as const;
export type SiteModal = (typeof SITE_MODALS)[number];
export const MODAL_TITLE_MAX = 80;
export const MODAL_BODY_MAX = 1000;

/** Plain text; an empty one shows the player app's default text. */
export const modalTextsSchema = z.object({
  en_title: z.string(),
  local_title: z.string(),
  en_body: z.string(),
  local_body: z.string(),
});
export type ModalTexts = z.infer<typeof modalTextsSchema>;

export const contentModalsGetRequest = z.object({ site_id: siteId });
export const contentModalsGetResponse = ok({
  value: z.object({ announcement: modalTextsSchema, app_download: modalTextsSchema }),
  language: z.string(),
  /** whether the site shows each modal (the switches are the site's settings) */
  show_announcement: z.boolean(),
  show_app_download: z.boolean(),
});

export const contentModalsSaveRequest = z.object({
  site_id: siteId,
  modal: z.enum(SITE_MODALS, 'invalid'),
  en_title: line(MODAL_TITLE_MAX).default(''),
  local_title: line(MODAL_TITLE_MAX).default(''),
  en_body: text(MODAL_BODY_MAX).default(''),
  local_body: text(MODAL_BODY_MAX).default(''),
  reason: optionalReason,
});
export const contentModalsSaveResponse = contentModalsGetResponse;

// Inbox broadcasts -----------------------------------------------------------------------------

export const BROADCAST_TITLE_MAX = 120;
export const BROADCAST_BODY_MAX = 2000;
/** The largest cash reward per player, major units; tokens are whole. */
export const BROADCAST_CASH_MAX = 1_000_000;
export const BROADCAST_TOKENS_MAX = 1_000_000;
export const BROADCAST_ACTIVE_DAYS_MAX = 365;
export const BROADCAST_EXPIRY_DAYS_MAX = 365;

/**
 * Who receives a broadcast: the site's active players, narrowed by every criterion given. Empty
 * vip_levels: every level; active_within_days: signed in within that many days; depositors_only:
 * at least one deposit credited.
 */
export const broadcastSegmentSchema = z.object({
  vip_levels: z.array(z.number().int().min(0).max(100)).max(101).default([]),
  active_within_days: z.number().int().min(1).max(BROADCAST_ACTIVE_DAYS_MAX).nullable().default(null),
  depositors_only: z.boolean().default(false),
});
export type BroadcastSegment = z.output<typeof broadcastSegmentSchema>;

export const broadcastSchema = z.object({
  broadcast_id: z.number().int(),
  en_title: z.string(),
  local_title: z.string(),
  en_body: z.string(),
  local_body: z.string(),
  segment: z.object({
    vip_levels: z.array(z.number().int()),
    active_within_days: z.number().int().nullable(),
    depositors_only: z.boolean(),
  }),
  /** per player, in the site currency; 0: none */
  reward_cash: amount,
  /** per player; 0: none */
  reward_tokens: z.number().int(),
  expires_at: isoDateTime.nullable(),
  /** players it was sent to */
  recipients: z.number().int(),
  /** players who claimed its reward */
  claims: z.number().int(),
  created_by: z.string(),
  created_at: isoDateTime,
});
export type Broadcast = z.infer<typeof broadcastSchema>;

export const broadcastsListRequest = z.object({ site_id: siteId });
/** Newest first. */
export const broadcastsListResponse = ok({ value: z.array(broadcastSchema), currency: z.string(), language: z.string() });

/** How many players a segment reaches now, before it is sent. */
export const broadcastsAudienceRequest = z.object({ site_id: siteId, segment: broadcastSegmentSchema });
export const broadcastsAudienceResponse = ok({ recipients: z.number().int() });

/**
 * Sends a message to every player of the segment's at this moment, each in their inbox; with a
 * reward, each claims it once (cash to the balance, tokens to the token balance, both in the
 * ledger). The same idempotency_key sends once, however often the call is repeated.
 */
export const broadcastsSendRequest = z.object({
  site_id: siteId,
  en_title: line(BROADCAST_TITLE_MAX).min(1, 'required'),
  local_title: line(BROADCAST_TITLE_MAX).default(''),
  en_body: text(BROADCAST_BODY_MAX).min(1, 'required'),
  local_body: text(BROADCAST_BODY_MAX).default(''),
  segment: broadcastSegmentSchema,
  /** major units of the site currency, at most its minor digits; 0: no cash */
  reward_cash: z.number().min(0, 'amountNotPositive').max(BROADCAST_CASH_MAX, 'amountTooLarge').default(0),
  reward_tokens: z.number().int().min(0, 'amountNotPositive').max(BROADCAST_TOKENS_MAX, 'amountTooLarge').default(0),
  /** the reward can be claimed this many days; null: no end */
  expires_in_days: z.number().int().min(1).max(BROADCAST_EXPIRY_DAYS_MAX).nullable().default(null),
  idempotency_key: freeText().min(8, 'tooShort').max(100, 'tooLong'),
  reason: optionalReason,
});
export const broadcastsSendResponse = ok({ value: broadcastSchema });

/** The back office's content calls (issue 19). */
export const contentAdminCalls = {
  contentPagesList: {
    ...backoffice,
    path: '/api/backoffice/content/pages/list',
    permission: 'sites.read',
    audited: false,
    summary: "A site's CMS pages (about, privacy, responsible gaming, banking, FAQs, terms) in English and the site's language",
    request: contentPagesListRequest,
    response: contentPagesListResponse,
    failures: ['siteNotFound'],
  },
  contentPagesSave: {
    ...backoffice,
    path: '/api/backoffice/content/pages/save',
    permission: 'content.manage',
    audited: true,
    summary: "Write a CMS page's texts (HTML cleaned by the one allow-list) and show or hide it",
    request: contentPagesSaveRequest,
    response: contentPagesSaveResponse,
    failures: ['siteNotFound'],
  },
  contentSeoList: {
    ...backoffice,
    path: '/api/backoffice/content/seo/list',
    permission: 'sites.read',
    audited: false,
    summary: 'The SEO record of every page a search engine reaches',
    request: contentSeoListRequest,
    response: contentSeoListResponse,
    failures: ['siteNotFound'],
  },
  contentSeoSave: {
    ...backoffice,
    path: '/api/backoffice/content/seo/save',
    permission: 'content.manage',
    audited: true,
    summary: "Write a page's SEO record: title, description and keywords in both languages, canonical URL, image",
    request: contentSeoSaveRequest,
    response: contentSeoSaveResponse,
    failures: ['siteNotFound'],
  },
  contentNewsList: {
    ...backoffice,
    path: '/api/backoffice/content/news/list',
    permission: 'sites.read',
    audited: false,
    summary: "A site's news articles, newest first, hidden and scheduled ones too",
    request: contentNewsListRequest,
    response: contentNewsListResponse,
    failures: ['siteNotFound'],
  },
  contentNewsSave: {
    ...backoffice,
    path: '/api/backoffice/content/news/save',
    permission: 'content.manage',
    audited: true,
    summary: 'Write a news article in both languages; a future date schedules it',
    request: contentNewsSaveRequest,
    response: contentNewsSaveResponse,
    failures: ['siteNotFound', 'newsNotFound'],
  },
  contentNewsSetStatus: {
    ...backoffice,
    path: '/api/backoffice/content/news/set_status',
    permission: 'content.manage',
    audited: true,
    summary: 'Publish or hide a news article',
    request: contentNewsSetStatusRequest,
    response: contentNewsSetStatusResponse,
    failures: ['siteNotFound', 'newsNotFound'],
  },
  contentModalsGet: {
    ...backoffice,
    path: '/api/backoffice/content/modals/get',
    permission: 'sites.read',
    audited: false,
    summary: 'The texts of the first-visit modals (announcement, app download) in both languages',
    request: contentModalsGetRequest,
    response: contentModalsGetResponse,
    failures: ['siteNotFound'],
  },
  contentModalsSave: {
    ...backoffice,
    path: '/api/backoffice/content/modals/save',
    permission: 'content.manage',
    audited: true,
    summary: "Write a first-visit modal's title and text in both languages",
    request: contentModalsSaveRequest,
    response: contentModalsSaveResponse,
    failures: ['siteNotFound'],
  },
  broadcastsList: {
    ...backoffice,
    path: '/api/backoffice/content/broadcasts/list',
    permission: 'sites.read',
    audited: false,
    summary: "A site's inbox broadcasts, newest first, with their segment, reward, recipients and claims",
    request: broadcastsListRequest,
    response: broadcastsListResponse,
    failures: ['siteNotFound'],
  },
  broadcastsAudience: {
    ...backoffice,
    path: '/api/backoffice/content/broadcasts/audience',
    permission: 'content.manage',
    audited: false,
    summary: 'How many players a segment reaches now',
    request: broadcastsAudienceRequest,
    response: broadcastsAudienceResponse,
    failures: ['siteNotFound'],
  },
  broadcastsSend: {
    ...backoffice,
    path: '/api/backoffice/content/broadcasts/send',
    permission: 'content.manage',
    audited: true,
    summary: "Send an inbox message to a segment of a site's players, with an optional reward each claims once",
    request: broadcastsSendRequest,
    response: broadcastsSendResponse,
    failures: ['siteNotFound', 'segmentEmpty'],
  },
} as const satisfies Record<string, OperatorCallDefinition>;
