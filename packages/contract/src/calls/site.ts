import { z } from 'zod';
import { ok } from '../envelope.js';
import { domainName, freeText } from '../fields.js';
import { LANGUAGES, type Language, PRODUCT_CATEGORIES } from '../tables.js';
import { gameSchema, isoDateTime, playerBody, siteBody } from './common.js';
import type { SiteCallDefinition } from './definition.js';

export const maintenanceSchema = z.object({
  is_maintenance: z.boolean(),
  start_date: isoDateTime.nullable(),
  end_date: isoDateTime.nullable(),
});

/**
 * A menu entry (site menu, game menu, footer). title is its English text; titles holds its text in
 * the site's own language (and any other), and a language without one shows the English (menuTitle).
 */
export type MenuItem = {
  key: string;
  title: string;
  titles?: Partial<Record<Language, string>>;
  path: string;
  icon: string;
  category: string | null;
  children: MenuItem[];
};
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    key: z.string(),
    title: z.string(),
    titles: z.partialRecord(z.enum(LANGUAGES), z.string()).optional(),
    path: z.string(),
    icon: z.string(),
    category: z.string().nullable(),
    children: z.array(menuItemSchema),
  }),
);

export const siteSchema = z.object({
  site_name: z.string(),
  currency: z.string(),
  theme_code: z.string(),
  theme_color: z.string(),
  logo1: z.string(),
  logo2: z.string(),
  logo3: z.string(),
  status: z.enum(['active', 'inactive']),
  expired_date: isoDateTime.nullable(),
  logo_text: z.string(),
  external_id: z.string(),
  android_sub: z.string(),
  ios_sub: z.string(),
  show_preloader: z.boolean(),
  show_bf_ann_modal: z.boolean(),
  show_app_download: z.boolean(),
  show_download_bar: z.boolean(),
  /** the home's popup games as a strip the visitor can dismiss for the day */
  show_popup_games: z.boolean(),
  country: z.string(),
  /** the site's IANA timezone (Asia/Manila): its days, such as the dates of a history range, are days there */
  timezone: z.string(),
  /** the age a player confirms at signup: the site's own, else 21 in PH and 18 elsewhere (minimumAge) */
  min_age: z.number().int(),
  /** the version of the terms a player accepts at signup */
  terms_version: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

export const startupRequest = z.object({ domain_name: domainName });
export const startupResponse = ok({
  message: z.string(),
  maintenance: maintenanceSchema,
  /** footer_menu: the footer's link groups beside the menus' (empty: the built-in information links) */
  content: z.object({
    menu: z.array(menuItemSchema),
    game_menu: z.array(menuItemSchema),
    footer_menu: z.array(menuItemSchema),
  }),
  site: siteSchema,
  language: z.enum(LANGUAGES),
  provider_count: z.array(z.object({ category: z.enum(PRODUCT_CATEGORIES), total: z.number().int() })),
  aff_domain: z.string(),
  live_chat: z.object({ chat_id: z.string(), image_id: z.string() }),
});
export type StartupResponse = z.infer<typeof startupResponse>;

/** game_type narrows the hot list to one product category; empty or "all" returns the whole list. */
export const getHotGamesRequest = siteBody.extend({ game_type: freeText().max(32, 'tooLong').optional().default('') });
export const getHotGamesResponse = ok({ value: z.array(gameSchema) });

export const seoRecordSchema = z.object({
  id: z.number().int(),
  page_name: z.string(),
  en_item_name: z.string(),
  en_body: z.string(),
  local_item_name: z.string(),
  local_body: z.string(),
  meta_title: z.string(),
  meta_desc: z.string(),
  /** meta_title and meta_desc in the site's language; empty: the English ones stand */
  local_meta_title: z.string(),
  local_meta_desc: z.string(),
  meta_keywords: z.string(),
  meta_url: z.string(),
  meta_canonical: z.string(),
  meta_author: z.string(),
  meta_publisher: z.string(),
  meta_lang: z.string(),
  meta_image_url: z.string(),
});
export type SeoRecord = z.infer<typeof seoRecordSchema>;

export const seoRequest = siteBody.extend({ page_name: freeText().min(1, 'required').max(64, 'tooLong') });
/** value is null when the site has no record for the page. */
export const seoResponse = ok({ value: seoRecordSchema.nullable() });

export const favouriteSchema = z.object({
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  img_url: z.string(),
  provider_code: z.string(),
});
export const favListRequest = playerBody;
export const favListResponse = ok({ value: z.array(favouriteSchema) });

/** The calls every page of a site makes: startup, SEO, hot games, favourites. */
export const siteCalls = {
  startup: {
    path: '/api/startup',
    access: 'public',
    onNetworkFailure: 'internalServerError',
    summary: 'Site, template, content and maintenance for a host name',
    tag: 'site',
    request: startupRequest,
    response: startupResponse,
    failures: [],
  },
  getHotGames: {
    path: '/api/product/get_hot_games',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'The site hot games, optionally of one category',
    tag: 'site',
    request: getHotGamesRequest,
    response: getHotGamesResponse,
    failures: [],
  },
  seo: {
    path: '/api/seo',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'The SEO record of a page',
    tag: 'site',
    request: seoRequest,
    response: seoResponse,
    failures: [],
  },
  favList: {
    path: '/api/home/fav_list',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'The player favourite games',
    tag: 'site',
    request: favListRequest,
    response: favListResponse,
    failures: [],
  },
} as const satisfies Record<string, SiteCallDefinition>;
