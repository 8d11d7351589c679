/** The fixed tables of the requirements (spec-coverage sections 1 and 9) and the choices that complete them. */

export const LANGUAGES = ['EN', 'PHP', 'CN', 'MMK', 'MNT', 'IDR'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages that have message files and a display name; the others fall back to English. */
export const LANGUAGE_NAMES: Partial<Record<Language, string>> = {
  EN: 'English',
  PHP: 'Filipino',
  CN: '中文',
};

export const MESSAGE_GROUPS = ['ui', 'validation', 'errors', 'messages', 'pages'] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];

export const DATE_LOCALE: Record<Language, string> = {
  EN: 'en',
  CN: 'zh',
  PHP: 'en',
  MMK: 'en',
  MNT: 'en',
  IDR: 'en',
};

/** Product categories and the path word of each (spec-coverage S9.5). */
export const PRODUCT_CATEGORIES = [
  'slots',
  'livecasino',
  'hashgame',
  'sportsbook',
  'fish',
  'table',
  'sabong',
  'lottery',
  'horseracing',
  'bingo',
  'arcade',
  'crash',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The lobby route of each category (spec-coverage S2.12). */
export const CATEGORY_PATHS: Record<ProductCategory, string> = {
  slots: '/slots',
  livecasino: '/casino',
  hashgame: '/hash-game',
  sportsbook: '/sports',
  fish: '/fishing',
  table: '/poker',
  sabong: '/sabong',
  lottery: '/lottery',
  horseracing: '/horse-racing',
  bingo: '/bingo',
  arcade: '/arcade',
  crash: '/crash',
};

/**
 * The logo of each provider (spec-coverage S3.5): the code names the provider's logo image
 * (/img/providers/<logo_code>.svg). The seed writes it to providers.logo_code; the web app reads
 * it for providers it knows only by code, such as the provider line of a game card.
 */
export const PROVIDER_LOGO_CODES: Readonly<Record<string, string>> = {
  JILI: 'jili',
  PPLAY: 'pplay',
  FACHAI: 'fachai',
  PGSOFT: 'pgsoft',
  JDB: 'jdb',
  YBAT: 'ybat',
  EPW: 'epw',
  EVOPLAY: 'evoplay',
  WLGAMES: 'wlgames',
  EVOLUTION: 'evolution',
  SEXYBCRT: 'sexybcrt',
  PPLIVE: 'pplive',
  HASHGAMING: 'hashgaming',
  BLOCKHASH: 'blockhash',
  SABA: 'saba',
  SBO: 'sbo',
  CMD368: 'cmd368',
  CQ9: 'cq9',
  KAGAMING: 'kagaming',
  KINGMAKER: 'kingmaker',
  RICH88: 'rich88',
  WS168: 'ws168',
  SV388: 'sv388',
  TCGLOTTO: 'tcglotto',
  VRLOTTO: 'vrlotto',
  RCB988: 'rcb988',
  GLOBALRACE: 'globalrace',
  BINGOHALL: 'bingohall',
  PERYAGAMES: 'peryagames',
  TADA: 'tada',
  FUNKYGAMES: 'funkygames',
  SPRIBE: 'spribe',
  SMARTSOFT: 'smartsoft',
};

/** A provider without an entry falls back to its code in lower case. */
export function providerLogoCode(providerCode: string): string {
  return PROVIDER_LOGO_CODES[providerCode] ?? providerCode.toLowerCase();
}

export const TEMPLATE_COUNT = 17;

/** template1–5 = casino1–5, template6–10 = sportsbook1–5, template11–17 = slot1–7 (docs/decisions/0013-templates-and-colours.md). */
export const THEME_CODES = [
  'casino1',
  'casino2',
  'casino3',
  'casino4',
  'casino5',
  'sportsbook1',
  'sportsbook2',
  'sportsbook3',
  'sportsbook4',
  'sportsbook5',
  'slot1',
  'slot2',
  'slot3',
  'slot4',
  'slot5',
  'slot6',
  'slot7',
] as const;
export type ThemeCode = (typeof THEME_CODES)[number];

/** The five colours each template allows (spec-coverage S9.4; named in docs/decisions/0013-templates-and-colours.md). */
export const THEME_COLORS: Record<ThemeCode, readonly [string, string, string, string, string]> = {
  casino1: ['gold', 'ruby', 'emerald', 'sapphire', 'onyx'],
  casino2: ['royal', 'crimson', 'jade', 'amber', 'midnight'],
  casino3: ['neon', 'violet', 'teal', 'sunset', 'graphite'],
  casino4: ['imperial', 'scarlet', 'forest', 'ocean', 'charcoal'],
  casino5: ['champagne', 'wine', 'mint', 'azure', 'ebony'],
  sportsbook1: ['pitch', 'stadium', 'arena', 'derby', 'night'],
  sportsbook2: ['blue', 'red', 'green', 'orange', 'dark'],
  sportsbook3: ['lime', 'cobalt', 'flame', 'steel', 'carbon'],
  sportsbook4: ['field', 'court', 'track', 'ice', 'slate'],
  sportsbook5: ['victory', 'rally', 'turf', 'wave', 'shadow'],
  slot1: ['cherry', 'lemon', 'grape', 'orange', 'plum'],
  slot2: ['jackpot', 'lucky', 'fortune', 'diamond', 'ember'],
  slot3: ['candy', 'berry', 'apple', 'sky', 'cocoa'],
  slot4: ['pharaoh', 'lotus', 'jungle', 'lagoon', 'obsidian'],
  slot5: ['dragon', 'phoenix', 'tiger', 'koi', 'panda'],
  slot6: ['galaxy', 'nebula', 'aurora', 'comet', 'void'],
  slot7: ['pearl', 'coral', 'reef', 'tide', 'abyss'],
};

export function templateOf(theme: ThemeCode): `template${number}` {
  return `template${THEME_CODES.indexOf(theme) + 1}`;
}

export function templateFamily(theme: ThemeCode): 'casino' | 'sportsbook' | 'slot' {
  return theme.startsWith('casino') ? 'casino' : theme.startsWith('sportsbook') ? 'sportsbook' : 'slot';
}

/**
 * The page body's classes for a site's look: its colour (the CSS custom properties), its template
 * and the template's family. The server writes them into the page, the app sets them at startup.
 */
export function themeClassName(theme: ThemeCode, color: string): string {
  return `color-${color} ${templateOf(theme)} family-${templateFamily(theme)}`;
}

export function isThemeCode(value: string): value is ThemeCode {
  return (THEME_CODES as readonly string[]).includes(value);
}

export function isAllowedColor(theme: ThemeCode, color: string): boolean {
  return THEME_COLORS[theme].includes(color);
}

/** Templates whose auth guard redirects home and opens a modal instead of going to /login. */
export const LOGIN_MODAL_THEMES: readonly ThemeCode[] = ['slot2', 'slot4', 'sportsbook1'];
export const SIGNIN_MODAL_THEMES: readonly ThemeCode[] = ['slot5'];

export const BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;
export type ViewportName = keyof typeof BREAKPOINTS;

/** The width below which each template switches to its mobile layout (spec-coverage S9.3). */
export const TEMPLATE_BREAKPOINTS: Record<number, number> = {
  11: 768,
  15: 768,
  16: 768,
  17: 768,
  12: 769,
  13: 769,
  14: 769,
  4: 999,
  6: 999,
  8: 999,
  9: 999,
  2: 1200,
  3: 1200,
  10: 1200,
};
export const DEFAULT_TEMPLATE_BREAKPOINT = BREAKPOINTS.desktop;

export const TIMINGS = {
  buildVersionCheckMs: 3_600_000,
  routeReloadGuardMs: 10_000,
  loginModalDelayMs: 1000,
  sessionExpiredToastMs: 10_000,
  errorToastMs: 3000,
  viewportResizeDelayMs: 50,
  lazyImageResizeDebounceMs: 500,
  animationMs: 250,
  manifestDelayMs: 1000,
} as const;

export const ANIMATION_EASING = 'ease-in-out';
export const LAZY_IMAGE_PLACEHOLDER_PX = 32;
export const MAX_PARALLEL_ROUTE_PRELOADS = 4;
export const MAX_COOKIE_TIMER_MS = 2_147_483_647;
export const LANGUAGE_COOKIE_DAYS = 365;
export const VIEWPORT_COOKIE = { name: 'viewport', days: 365, path: '/', sameSite: 'Strict', secure: true } as const;
export const DEFAULT_VIEWPORT: ViewportName = 'desktop';
export const TITLE_SEPARATOR = '|';

export const PAGINATION_DEFAULTS = { itemsPerPage: 10, maxPages: 5, locale: 'en' } as const;
export const DATE_FORMATS = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' } as const;
export const DIALOG_BUTTONS = { confirm: 'OK', deny: 'No', cancel: 'Cancel' } as const;
export const GET_RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** Currencies the sites can use, with the digits of their minor unit (ISO 4217). */
export const CURRENCIES = {
  USD: { minorDigits: 2, symbol: '$' },
  PHP: { minorDigits: 2, symbol: '₱' },
  CNY: { minorDigits: 2, symbol: '¥' },
  MMK: { minorDigits: 2, symbol: 'K' },
  MNT: { minorDigits: 2, symbol: '₮' },
  IDR: { minorDigits: 2, symbol: 'Rp' },
} as const;
export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];

/**
 * What operator HTML (CMS pages, promotion terms, news bodies) may hold, one list for the server's
 * sanitize-html (on save, and for CMS rows on send) and the browser's DOMPurify (before it renders):
 * text structure, links, tables and images, each tag with the attributes it keeps, links of these
 * schemes or relative (not protocol-relative). Anything else (scripts, styles, forms, frames, event
 * handlers, inline styles) is dropped. Both sides also turn an h1 into an h2, as the page's own title
 * is its only h1, and keep an image only when isSafeImageSource passes its src.
 */
export const CMS_HTML = {
  tags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  attributes: { a: ['href', 'title', 'target'], img: ['src', 'alt', 'width', 'height'], th: ['scope'] },
  linkSchemes: ['https', 'http', 'mailto'],
} as const satisfies {
  tags: readonly string[];
  attributes: Readonly<Record<string, readonly string[]>>;
  linkSchemes: readonly string[];
};
