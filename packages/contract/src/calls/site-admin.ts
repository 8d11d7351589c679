import { z } from 'zod';
import { MIN_AGE_RANGE } from '../domain/signup-age.js';
import { ok } from '../envelope.js';
import { domainName, freeText, serialId } from '../fields.js';
import { CURRENCY_CODES, LANGUAGES, THEME_CODES } from '../tables.js';
import { isoDateTime } from './common.js';
import type { OperatorCallDefinition } from './definition.js';
import { optionalReason } from './operator-fields.js';
import { operatorSiteSchema } from './operator-site.js';

/**
 * Sites and branding in the back office (issue 19): one site's settings as a whole (template and
 * colour, logos, logo text, domains, language, currency, country and minimum age, maintenance, the
 * switches, live chat, analytics scripts and the hosts the site's CSP allows them, app store links,
 * social accounts). The list and the creation of a site are the operator API's sitesList and
 * sitesCreate, which the CLI uses too.
 */

/** The logo slots: 1 the header's (and the preloader's), 2 the download bar's, 3 a spare the templates may use. */
export const LOGO_SLOTS = [1, 2, 3] as const;
export type LogoSlot = (typeof LOGO_SLOTS)[number];

/** A logo's types; the server checks the bytes' magic number against the declared one. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
/** The largest logo, decoded. */
export const LOGO_MAX_BYTES = 512 * 1024;
const DATA_URL_PREFIX_MAX = 'data:image/jpeg;base64,'.length;
export const LOGO_DATA_URL_MAX = DATA_URL_PREFIX_MAX + 4 * Math.ceil(LOGO_MAX_BYTES / 3);
export const LOGO_DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

export const logoDataUrl = z.string().max(LOGO_DATA_URL_MAX, 'imageTooLarge').regex(LOGO_DATA_URL, 'imageNotSupported');

/** A logo's address, versioned by its upload so that it can be cached for good. */
export function logoPath(siteId: number, slot: LogoSlot, updatedAt: Date): string {
  return `/api/site-logos/${siteId}/${slot}?v=${updatedAt.getTime()}`;
}

/**
 * A host the site's Content Security Policy may allow (live chat, analytics): an https or wss
 * origin, optionally with a leading wildcard label (https://*.tawk.to), nothing else.
 */
export const TRUSTED_HOST = /^(https|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i;
export const TRUSTED_HOSTS_MAX = 20;
export const ANALYTICS_SCRIPTS_MAX = 10;
export const SOCIAL_ACCOUNTS_MAX = 12;
export const DOMAINS_MAX = 20;

/** Whether a trusted host (as TRUSTED_HOST) lets the page load a script from the URL. */
export function hostAllows(trustedHost: string, url: string): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  const match = /^(https|wss):\/\/(\*\.)?([^:/]+)(?::(\d+))?$/i.exec(trustedHost.trim());
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (`${scheme!.toLowerCase()}:` !== target.protocol) return false;
  if ((port ?? '') !== target.port) return false;
  const hostname = target.hostname.toLowerCase();
  const base = host!.toLowerCase();
  return wildcard ? hostname.endsWith(`.${base}`) : hostname === base;
}

const httpsUrl = freeText()
  .max(500, 'tooLong')
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'httpsUrlRequired');

/** An app store page: an https link, or empty for none. */
const storeLink = z.union([z.literal(''), httpsUrl]);

export const analyticsScriptSchema = z.object({
  section: z.enum(['HEAD', 'BODY']),
  /** the https URL of the script: the site's CSP forbids inline scripts */
  script: z.string(),
});

export const socialAccountSchema = z.object({ platform: z.string(), name: z.string(), url: z.string() });

/**
 * The home's figures show only from these values up (issue 20), so a new site never advertises
 * its emptiness: the registered players, the players active (and depositing) today, and the
 * distinct winners of the last day for the winners list. 0 always shows it.
 */
export const HOME_THRESHOLD_MAX = 1_000_000;
export const HOME_THRESHOLD_DEFAULTS = { home_min_registered: 100, home_min_active: 10, home_min_winners: 5 } as const;
const homeThreshold = z.number().int('invalidThreshold').min(0, 'invalidThreshold').max(HOME_THRESHOLD_MAX, 'invalidThreshold');
export const homeThresholdsSchema = z.object({
  home_min_registered: homeThreshold,
  home_min_active: homeThreshold,
  home_min_winners: homeThreshold,
});
export type HomeThresholds = z.infer<typeof homeThresholdsSchema>;

export const siteSettingsSchema = operatorSiteSchema.extend({
  /** the logos' addresses, '' for none */
  logo1: z.string(),
  logo2: z.string(),
  logo3: z.string(),
  logo_text: z.string(),
  live_chat_id: z.string(),
  live_chat_image_id: z.string(),
  /** the store pages of the site's Android and iOS apps */
  android_sub: z.string(),
  ios_sub: z.string(),
  trusted_hosts: z.array(z.string()),
  analytics_scripts: z.array(analyticsScriptSchema),
  social_accounts: z.array(socialAccountSchema),
  /** the home's popup games, shown as a strip a visitor can dismiss for the day */
  show_popup_games: z.boolean(),
  ...homeThresholdsSchema.shape,
  created_at: isoDateTime,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const siteSettingsGetRequest = z.object({ site_id: serialId });
export const siteSettingsGetResponse = ok({ value: siteSettingsSchema });

const dateTimeInput = z.iso.datetime({ offset: true, error: 'invalidDate' });

/**
 * Only the fields sent change. The colour is checked against the resulting template, the window's
 * end against its start, a currency change against money on the site, and every analytics script
 * against the resulting trusted hosts (a script the CSP would block is refused).
 */
export const siteSettingsSaveRequest = z.object({
  site_id: serialId,
  name: freeText().min(1, 'required').max(100, 'tooLong').optional(),
  theme_code: z.enum(THEME_CODES, 'invalidThemeCode').optional(),
  theme_color: freeText().min(1, 'required').max(40, 'tooLong').optional(),
  language: z.enum(LANGUAGES, 'invalidLanguage').optional(),
  currency: z.enum(CURRENCY_CODES, 'invalidCurrency').optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'invalidCountry')
    .optional(),
  /** null returns to the country's default */
  min_age: z
    .number()
    .int('invalidMinAge')
    .min(MIN_AGE_RANGE.min, 'invalidMinAge')
    .max(MIN_AGE_RANGE.max, 'invalidMinAge')
    .nullable()
    .optional(),
  maintenance_on: z.boolean().optional(),
  maintenance_start: dateTimeInput.nullable().optional(),
  maintenance_end: dateTimeInput.nullable().optional(),
  show_preloader: z.boolean().optional(),
  show_bf_ann_modal: z.boolean().optional(),
  show_app_download: z.boolean().optional(),
  show_download_bar: z.boolean().optional(),
  show_popup_games: z.boolean().optional(),
  gamify_enabled: z.boolean().optional(),
  ...homeThresholdsSchema.partial().shape,
  logo_text: freeText().max(40, 'tooLong').optional(),
  live_chat_id: freeText()
    .max(100, 'tooLong')
    .regex(/^[A-Za-z0-9/_-]*$/, 'invalid')
    .optional(),
  live_chat_image_id: freeText()
    .max(100, 'tooLong')
    .regex(/^[A-Za-z0-9/_.-]*$/, 'invalid')
    .optional(),
  android_sub: storeLink.optional(),
  ios_sub: storeLink.optional(),
  trusted_hosts: z
    .array(freeText().max(200, 'tooLong').regex(TRUSTED_HOST, 'invalidTrustedHost'))
    .max(TRUSTED_HOSTS_MAX, 'tooMany')
    .optional(),
  analytics_scripts: z
    .array(z.object({ section: z.enum(['HEAD', 'BODY'], 'invalid'), script: httpsUrl }))
    .max(ANALYTICS_SCRIPTS_MAX, 'tooMany')
    .optional(),
  social_accounts: z
    .array(
      z.object({
        platform: freeText().min(1, 'required').max(30, 'tooLong'),
        name: freeText().min(1, 'required').max(80, 'tooLong'),
        url: httpsUrl,
      }),
    )
    .max(SOCIAL_ACCOUNTS_MAX, 'tooMany')
    .optional(),
  reason: optionalReason,
});
export type SiteSettingsSave = z.output<typeof siteSettingsSaveRequest>;
export const siteSettingsSaveResponse = ok({ value: siteSettingsSchema });

/** image: a data URL sets the slot's logo, null removes it. */
export const siteLogoSetRequest = z.object({
  site_id: serialId,
  slot: z.union([z.literal(1), z.literal(2), z.literal(3)], 'invalid'),
  image: logoDataUrl.nullable(),
  reason: optionalReason,
});
export const siteLogoSetResponse = ok({ value: siteSettingsSchema });

export const siteDomainAddRequest = z.object({ site_id: serialId, domain: domainName, reason: optionalReason });
export const siteDomainAddResponse = ok({ value: siteSettingsSchema });

/** A site keeps at least one domain (lastDomain). */
export const siteDomainRemoveRequest = z.object({ site_id: serialId, domain: domainName, reason: optionalReason });
export const siteDomainRemoveResponse = ok({ value: siteSettingsSchema });

const backoffice = { access: 'operator', tag: 'backoffice' } as const;

/** The back office's sites and branding calls (issue 19). */
export const siteAdminCalls = {
  siteSettingsGet: {
    ...backoffice,
    path: '/api/backoffice/sites/settings',
    permission: 'sites.read',
    audited: false,
    summary: "One site's settings and branding: template, colour, logos, domains, switches, live chat, analytics, links",
    request: siteSettingsGetRequest,
    response: siteSettingsGetResponse,
    failures: ['siteNotFound'],
  },
  siteSettingsSave: {
    ...backoffice,
    path: '/api/backoffice/sites/save',
    permission: 'sites.manage',
    audited: true,
    summary: "Change a site's settings and branding; only the fields sent change",
    request: siteSettingsSaveRequest,
    response: siteSettingsSaveResponse,
    failures: ['siteNotFound'],
  },
  siteLogoSet: {
    ...backoffice,
    path: '/api/backoffice/sites/set_logo',
    permission: 'sites.manage',
    audited: true,
    summary: 'Upload or remove one of a site’s three logos (PNG, JPEG or WebP, checked by its bytes)',
    request: siteLogoSetRequest,
    response: siteLogoSetResponse,
    failures: ['siteNotFound'],
  },
  siteDomainAdd: {
    ...backoffice,
    path: '/api/backoffice/sites/add_domain',
    permission: 'sites.manage',
    audited: true,
    summary: 'Attach a domain to a site',
    request: siteDomainAddRequest,
    response: siteDomainAddResponse,
    failures: ['siteNotFound'],
  },
  siteDomainRemove: {
    ...backoffice,
    path: '/api/backoffice/sites/remove_domain',
    permission: 'sites.manage',
    audited: true,
    summary: 'Detach a domain from a site; its last domain stays',
    request: siteDomainRemoveRequest,
    response: siteDomainRemoveResponse,
    failures: ['siteNotFound', 'domainNotFound', 'lastDomain'],
  },
} as const satisfies Record<string, OperatorCallDefinition>;
