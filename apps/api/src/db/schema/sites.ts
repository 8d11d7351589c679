import { siteAdmin } from '@wl/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id').notNull().unique(),
    /** the operator (company) that owns the site; its staff act on it */
    operatorId: integer('operator_id').notNull(),
    name: text('name').notNull(),
    themeCode: text('theme_code').notNull(),
    themeColor: text('theme_color').notNull(),
    language: text('language').notNull().default('EN'),
    currency: text('currency').notNull().default('USD'),
    /** ISO 3166 region that phone numbers are checked against */
    country: text('country').notNull().default('PH'),
    /** The minimum age to sign up; null: the country's default (21 in PH, 18 elsewhere) */
    minAge: integer('min_age'),
    /** The version of the terms a player accepts at signup; raise it when the terms change */
    termsVersion: text('terms_version').notNull().default('2026-11-25'),
    timezone: text('timezone').notNull().default('UTC'),
    logo1: text('logo1').notNull().default(''),
    logo2: text('logo2').notNull().default(''),
    logo3: text('logo3').notNull().default(''),
    logoText: text('logo_text').notNull().default(''),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    expiredDate: timestamp('expired_date', { withTimezone: true }),
    androidSub: text('android_sub').notNull().default(''),
    iosSub: text('ios_sub').notNull().default(''),
    affDomain: text('aff_domain').notNull().default(''),
    maintenanceOn: boolean('maintenance_on').notNull().default(false),
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    showPreloader: boolean('show_preloader').notNull().default(false),
    showAnnouncement: boolean('show_bf_ann_modal').notNull().default(false),
    showAppDownload: boolean('show_app_download').notNull().default(false),
    showDownloadBar: boolean('show_download_bar').notNull().default(false),
    gamifyEnabled: boolean('gamify_enabled').notNull().default(true),
    /** the home's popup games, as a strip the visitor dismisses for the day */
    showPopupGames: boolean('show_popup_games').notNull().default(true),
    /** the home shows a figure only from its threshold up (migration 0018) */
    homeMinRegistered: integer('home_min_registered').notNull().default(siteAdmin.HOME_THRESHOLD_DEFAULTS.home_min_registered),
    homeMinActive: integer('home_min_active').notNull().default(siteAdmin.HOME_THRESHOLD_DEFAULTS.home_min_active),
    homeMinWinners: integer('home_min_winners').notNull().default(siteAdmin.HOME_THRESHOLD_DEFAULTS.home_min_winners),
    liveChatId: text('live_chat_id').notNull().default(''),
    liveChatImageId: text('live_chat_image_id').notNull().default(''),
    /** Extra hosts the Content Security Policy allows for this site (live chat, analytics). */
    trustedHosts: jsonb('trusted_hosts').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sites_status_check', sql`${table.status} in ('active','inactive')`),
    check(
      'sites_home_thresholds_check',
      sql`${table.homeMinRegistered} >= 0 and ${table.homeMinActive} >= 0 and ${table.homeMinWinners} >= 0`,
    ),
  ],
);

export const siteDomains = pgTable('site_domains', {
  domain: text('domain').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
});

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    page: text('page').notNull(),
    enBody: text('en_body').notNull().default(''),
    localBody: text('local_body').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** null: never saved from the back office (seeded, or not written yet) */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [unique('cms_pages_site_page').on(table.siteId, table.page)],
);

export const seoPages = pgTable(
  'seo_pages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    pageName: text('page_name').notNull(),
    enItemName: text('en_item_name').notNull().default(''),
    enBody: text('en_body').notNull().default(''),
    localItemName: text('local_item_name').notNull().default(''),
    localBody: text('local_body').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDesc: text('meta_desc').notNull().default(''),
    /** meta_title and meta_desc in the site's language (issue 19) */
    localMetaTitle: text('local_meta_title').notNull().default(''),
    localMetaDesc: text('local_meta_desc').notNull().default(''),
    metaKeywords: text('meta_keywords').notNull().default(''),
    metaUrl: text('meta_url').notNull().default(''),
    metaCanonical: text('meta_canonical').notNull().default(''),
    metaAuthor: text('meta_author').notNull().default(''),
    metaPublisher: text('meta_publisher').notNull().default(''),
    metaLang: text('meta_lang').notNull().default(''),
    metaImageUrl: text('meta_image_url').notNull().default(''),
  },
  (table) => [unique('seo_pages_site_page').on(table.siteId, table.pageName)],
);

export const socialAccounts = pgTable('social_accounts', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
});

export const analyticsScripts = pgTable(
  'analytics_scripts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    section: text('section', { enum: ['HEAD', 'BODY'] }).notNull(),
    script: text('script').notNull(),
  },
  (table) => [check('analytics_section_check', sql`${table.section} in ('HEAD','BODY')`)],
);

export const adVisits = pgTable('ad_visits', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  fbp: text('fbp').notNull().default(''),
  appsflyerId: text('appsflyer_id').notNull().default(''),
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
