import {
  CATEGORY_PATHS,
  CURRENCIES,
  type Currency,
  type Language,
  type MenuItem,
  PRODUCT_CATEGORIES,
  type ProductCategory,
  type ThemeCode,
  toMajor,
} from '@wl/contract';
import { CATALOG_PROVIDERS } from './catalog.js';
import { buildFooterMenu, translateMenu } from './menus.js';

/** The demo sites: one default site on localhost and one per template on <theme_code>.localhost. */

export const DEMO_COUNTRIES = ['US', 'PH', 'CN', 'MM', 'MN', 'ID'] as const;
export type DemoCountry = (typeof DEMO_COUNTRIES)[number];

interface Market {
  language: Language;
  currency: Currency;
  country: DemoCountry;
  timezone: string;
}

const MARKETS = {
  unitedStates: { language: 'EN', currency: 'USD', country: 'US', timezone: 'America/New_York' },
  philippines: { language: 'PHP', currency: 'PHP', country: 'PH', timezone: 'Asia/Manila' },
  philippinesEnglish: { language: 'EN', currency: 'PHP', country: 'PH', timezone: 'Asia/Manila' },
  china: { language: 'CN', currency: 'CNY', country: 'CN', timezone: 'Asia/Shanghai' },
  myanmar: { language: 'MMK', currency: 'MMK', country: 'MM', timezone: 'Asia/Yangon' },
  mongolia: { language: 'MNT', currency: 'MNT', country: 'MN', timezone: 'Asia/Ulaanbaatar' },
  indonesia: { language: 'IDR', currency: 'IDR', country: 'ID', timezone: 'Asia/Jakarta' },
  indonesiaEnglish: { language: 'EN', currency: 'IDR', country: 'ID', timezone: 'Asia/Jakarta' },
} as const satisfies Record<string, Market>;

export interface DemoSite extends Market {
  externalId: string;
  name: string;
  logoText: string;
  themeCode: ThemeCode;
  themeColor: string;
  /** the first one is the site's main host name */
  domains: string[];
  /** the brand's public domain: affiliate portal, SEO URLs, contact addresses */
  brandDomain: string;
  affDomain: string;
  androidSub: string;
  iosSub: string;
  showPreloader: boolean;
  showAnnouncement: boolean;
  showAppDownload: boolean;
  showDownloadBar: boolean;
  liveChatId: string;
  liveChatImageId: string;
  trustedHosts: string[];
  /** product categories the site offers; its providers of other categories are absent */
  categories: readonly ProductCategory[];
  /** providers the operator switched off: rows exist with enabled = false */
  pausedProviders: readonly string[];
  /** the menus, each title also in the site's language (seed/menus.ts) */
  menu: MenuItem[];
  gameMenu: MenuItem[];
  footerMenu: MenuItem[];
}

const CATEGORY_TITLES: Record<ProductCategory, string> = {
  slots: 'Slots',
  livecasino: 'Live Casino',
  hashgame: 'Hash Games',
  sportsbook: 'Sports',
  fish: 'Fishing',
  table: 'Poker',
  sabong: 'Sabong',
  lottery: 'Lottery',
  horseracing: 'Horse Racing',
  bingo: 'Bingo',
  arcade: 'Arcade',
  crash: 'Crash',
};

/** Each template family leads with what it is built around. */
const LEADING_CATEGORIES: Record<'casino' | 'sportsbook' | 'slot', readonly ProductCategory[]> = {
  casino: ['livecasino', 'table', 'slots'],
  sportsbook: ['sportsbook', 'horseracing', 'livecasino'],
  slot: ['slots', 'fish', 'arcade'],
};

function themeFamily(themeCode: ThemeCode): keyof typeof LEADING_CATEGORIES {
  if (themeCode.startsWith('casino')) return 'casino';
  if (themeCode.startsWith('sportsbook')) return 'sportsbook';
  return 'slot';
}

function categoryOrder(themeCode: ThemeCode): ProductCategory[] {
  const leading = LEADING_CATEGORIES[themeFamily(themeCode)];
  return [...leading, ...PRODUCT_CATEGORIES.filter((category) => !leading.includes(category))];
}

function menuItem(key: string, title: string, path: string, icon: string, children: MenuItem[] = []): MenuItem {
  return { key, title, path, icon, category: null, children };
}

function categoryItem(category: ProductCategory): MenuItem {
  return {
    key: category,
    title: CATEGORY_TITLES[category],
    path: CATEGORY_PATHS[category],
    icon: category,
    category,
    children: [],
  };
}

const HOT_GAMES_ITEM = menuItem('hot', 'Hot Games', '/hot', 'hot');

// Every category is listed: the client trims the ones the site has no providers for.
function buildMenu(themeCode: ThemeCode, showAppDownload: boolean): MenuItem[] {
  const menu = [
    menuItem('home', 'Home', '/', 'home'),
    HOT_GAMES_ITEM,
    ...categoryOrder(themeCode).map(categoryItem),
    menuItem('promotions', 'Promotions', '/promotions', 'promotions', [
      menuItem('all-promotions', 'All Promotions', '/promotions', 'promotions'),
      menuItem('mission', 'Missions', '/mission', 'mission'),
      menuItem('leaderboard', 'Leaderboard', '/leaderboard', 'leaderboard'),
      menuItem('referral', 'Refer a Friend', '/referral', 'referral'),
      menuItem('spin', 'Lucky Spin', '/spin', 'spin'),
    ]),
    menuItem('vip', 'VIP', '/vip', 'vip'),
    menuItem('news', 'News', '/news', 'news'),
    menuItem('help', 'Help', '/faqs', 'help', [
      menuItem('about', 'About Us', '/about', 'about'),
      menuItem('faqs', 'FAQs', '/faqs', 'faqs'),
      menuItem('banking', 'Banking', '/banking', 'banking'),
      menuItem('responsible-gaming', 'Responsible Gaming', '/responsible-gaming', 'responsible-gaming'),
      menuItem('contact-us', 'Contact Us', '/contact-us', 'contact-us'),
    ]),
  ];
  if (showAppDownload) menu.push(menuItem('download', 'Download App', '/download', 'download'));
  return menu;
}

function buildGameMenu(themeCode: ThemeCode): MenuItem[] {
  return [HOT_GAMES_ITEM, ...categoryOrder(themeCode).map(categoryItem)];
}

interface SiteInput {
  slug: string;
  name: string;
  logoText: string;
  themeCode: ThemeCode;
  themeColor: string;
  market: Market;
  categories: readonly ProductCategory[];
  domains?: string[];
  flags?: Partial<Pick<DemoSite, 'showPreloader' | 'showAnnouncement' | 'showAppDownload' | 'showDownloadBar'>>;
  liveChatId?: string;
  trustedHosts?: string[];
  pausedProviders?: readonly string[];
}

/** The host the demo live chat widget loads from; see the report on why this one. */
/** The tawk.to widget loads from several of its subdomains and talks over websockets. */
const LIVE_CHAT_HOSTS = ['https://*.tawk.to', 'wss://*.tawk.to'];
export const ANALYTICS_HOST = 'https://www.googletagmanager.com';

function defineSite(input: SiteInput, index: number): DemoSite {
  const brand = input.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const brandDomain = `${brand}.example`;
  const flags = {
    showPreloader: false,
    showAnnouncement: false,
    showAppDownload: false,
    showDownloadBar: false,
    ...input.flags,
  };
  return {
    ...input.market,
    externalId: `site-${input.slug}`,
    name: input.name,
    logoText: input.logoText,
    themeCode: input.themeCode,
    themeColor: input.themeColor,
    domains: input.domains ?? [`${input.themeCode}.localhost`],
    brandDomain,
    affDomain: `aff.${brandDomain}`,
    androidSub: `https://play.google.com/store/apps/details?id=com.example.${brand}`,
    iosSub: `https://apps.apple.com/app/${brand}/id${6_450_000_100 + index}`,
    ...flags,
    liveChatId: input.liveChatId ?? '',
    liveChatImageId: '',
    trustedHosts: [...(input.trustedHosts ?? []), ...(input.liveChatId ? LIVE_CHAT_HOSTS : [])],
    categories: input.categories,
    pausedProviders: input.pausedProviders ?? [],
    menu: translateMenu(buildMenu(input.themeCode, flags.showAppDownload), input.market.language),
    gameMenu: translateMenu(buildGameMenu(input.themeCode), input.market.language),
    footerMenu: translateMenu(buildFooterMenu(), input.market.language),
  };
}

export const DEFAULT_SITE_EXTERNAL_ID = 'site-default';

const SITE_INPUTS: readonly SiteInput[] = [
  {
    slug: 'default',
    name: 'WhiteLabel Demo',
    logoText: 'WL DEMO',
    themeCode: 'casino1',
    themeColor: 'gold',
    market: MARKETS.unitedStates,
    categories: PRODUCT_CATEGORIES,
    domains: ['localhost', '127.0.0.1'],
    flags: { showPreloader: true, showAnnouncement: true, showAppDownload: true, showDownloadBar: true },
  },
  {
    slug: 'casino1',
    name: 'Manila Royale',
    logoText: 'MANILA ROYALE',
    themeCode: 'casino1',
    themeColor: 'ruby',
    market: MARKETS.philippines,
    categories: ['slots', 'livecasino', 'table', 'fish', 'sabong', 'bingo', 'lottery', 'crash'],
    flags: { showAnnouncement: true, showAppDownload: true },
  },
  {
    slug: 'casino2',
    name: 'Golden Dragon Casino',
    logoText: 'GOLDEN DRAGON',
    themeCode: 'casino2',
    themeColor: 'jade',
    market: MARKETS.china,
    categories: ['slots', 'livecasino', 'table', 'hashgame', 'lottery', 'fish'],
    flags: { showPreloader: true },
  },
  {
    slug: 'casino3',
    name: 'Neon Vegas',
    logoText: 'NEON VEGAS',
    themeCode: 'casino3',
    themeColor: 'violet',
    market: MARKETS.unitedStates,
    categories: ['slots', 'livecasino', 'table', 'crash', 'arcade', 'sportsbook'],
    flags: { showDownloadBar: true, showAppDownload: true },
    trustedHosts: [ANALYTICS_HOST],
    pausedProviders: ['SEXYBCRT'],
  },
  {
    slug: 'casino4',
    name: 'Nusantara Casino',
    logoText: 'NUSANTARA',
    themeCode: 'casino4',
    themeColor: 'forest',
    market: MARKETS.indonesia,
    categories: ['slots', 'livecasino', 'table', 'fish', 'lottery', 'arcade', 'crash'],
    flags: { showPreloader: true, showAnnouncement: true },
  },
  {
    slug: 'casino5',
    name: 'Golden Pagoda',
    logoText: 'GOLDEN PAGODA',
    themeCode: 'casino5',
    themeColor: 'champagne',
    market: MARKETS.myanmar,
    categories: ['slots', 'livecasino', 'table', 'fish', 'lottery', 'sportsbook'],
    flags: { showDownloadBar: true },
  },
  {
    slug: 'sportsbook1',
    name: 'Pinoy Sports Arena',
    logoText: 'PINOY ARENA',
    themeCode: 'sportsbook1',
    themeColor: 'stadium',
    market: MARKETS.philippinesEnglish,
    categories: ['sportsbook', 'horseracing', 'slots', 'livecasino', 'sabong', 'crash', 'bingo'],
    flags: { showAnnouncement: true, showAppDownload: true, showDownloadBar: true },
    liveChatId: '64f0a1b2c3d4e5f6a7b8c9d0/1h8demo01',
  },
  {
    slug: 'sportsbook2',
    name: 'Steppe Sports',
    logoText: 'STEPPE SPORTS',
    themeCode: 'sportsbook2',
    themeColor: 'blue',
    market: MARKETS.mongolia,
    categories: ['sportsbook', 'horseracing', 'slots', 'livecasino', 'crash', 'arcade'],
    flags: { showPreloader: true },
  },
  {
    slug: 'sportsbook3',
    name: 'Great Wall Sports',
    logoText: 'GREAT WALL',
    themeCode: 'sportsbook3',
    themeColor: 'cobalt',
    market: MARKETS.china,
    categories: ['sportsbook', 'horseracing', 'slots', 'livecasino', 'hashgame', 'lottery'],
    flags: { showAppDownload: true },
  },
  {
    slug: 'sportsbook4',
    name: 'Luzon Bet',
    logoText: 'LUZON BET',
    themeCode: 'sportsbook4',
    themeColor: 'court',
    market: MARKETS.philippines,
    categories: ['sportsbook', 'slots', 'livecasino', 'sabong', 'horseracing', 'bingo', 'fish', 'table'],
    flags: { showAnnouncement: true, showDownloadBar: true },
  },
  {
    slug: 'sportsbook5',
    name: 'Garuda Sports',
    logoText: 'GARUDA',
    themeCode: 'sportsbook5',
    themeColor: 'victory',
    market: MARKETS.indonesia,
    categories: ['sportsbook', 'slots', 'livecasino', 'fish', 'lottery', 'crash'],
    flags: { showPreloader: true, showAppDownload: true },
  },
  {
    slug: 'slot1',
    name: 'Cherry Spins',
    logoText: 'CHERRY SPINS',
    themeCode: 'slot1',
    themeColor: 'cherry',
    market: MARKETS.unitedStates,
    categories: ['slots', 'fish', 'arcade', 'crash', 'table', 'livecasino'],
    flags: { showDownloadBar: true },
    pausedProviders: ['WS168'],
  },
  {
    slug: 'slot2',
    name: 'Lucky Piso Slots',
    logoText: 'LUCKY PISO',
    themeCode: 'slot2',
    themeColor: 'lucky',
    market: MARKETS.philippines,
    categories: ['slots', 'fish', 'bingo', 'arcade', 'crash', 'sabong', 'livecasino'],
    flags: { showPreloader: true, showAnnouncement: true, showAppDownload: true },
    liveChatId: '64f0a1b2c3d4e5f6a7b8c9d1/1h8demo02',
  },
  {
    slug: 'slot3',
    name: 'Yangon Jackpot',
    logoText: 'YANGON JACKPOT',
    themeCode: 'slot3',
    themeColor: 'berry',
    market: MARKETS.myanmar,
    categories: ['slots', 'fish', 'arcade', 'crash', 'lottery', 'table'],
  },
  {
    slug: 'slot4',
    name: 'Lotus Fortune',
    logoText: 'LOTUS FORTUNE',
    themeCode: 'slot4',
    themeColor: 'lotus',
    market: MARKETS.china,
    categories: ['slots', 'fish', 'hashgame', 'lottery', 'livecasino', 'table', 'crash'],
    flags: { showAnnouncement: true, showDownloadBar: true },
  },
  {
    slug: 'slot5',
    name: 'Blue Sky Slots',
    logoText: 'BLUE SKY',
    themeCode: 'slot5',
    themeColor: 'phoenix',
    market: MARKETS.mongolia,
    categories: ['slots', 'fish', 'arcade', 'crash', 'horseracing', 'sportsbook'],
    flags: { showPreloader: true, showAppDownload: true },
  },
  {
    slug: 'slot6',
    name: 'Galaxy Spin',
    logoText: 'GALAXY SPIN',
    themeCode: 'slot6',
    themeColor: 'nebula',
    market: MARKETS.indonesiaEnglish,
    categories: ['slots', 'fish', 'arcade', 'crash', 'lottery', 'bingo'],
    flags: { showDownloadBar: true, showAnnouncement: true },
  },
  {
    slug: 'slot7',
    name: 'Pearl Slots',
    logoText: 'PEARL SLOTS',
    themeCode: 'slot7',
    themeColor: 'coral',
    market: MARKETS.philippines,
    categories: ['slots', 'fish', 'bingo', 'sabong', 'arcade', 'crash', 'table', 'livecasino', 'lottery'],
    flags: { showPreloader: true, showAppDownload: true, showDownloadBar: true },
  },
];

export const DEMO_SITES: readonly DemoSite[] = SITE_INPUTS.map(defineSite);

/** The providers a site offers (enabled) and the ones it has switched off. */
export function siteProviderRows(site: DemoSite): Array<{ providerCode: string; enabled: boolean }> {
  return CATALOG_PROVIDERS.filter(
    (provider) => site.categories.includes(provider.category) || site.pausedProviders.includes(provider.code),
  ).map((provider) => ({ providerCode: provider.code, enabled: !site.pausedProviders.includes(provider.code) }));
}

/** Roughly what one US dollar buys, rounded so that demo amounts stay round in every currency. */
const UNITS_PER_US_DOLLAR: Record<Currency, bigint> = {
  USD: 1n,
  PHP: 50n,
  CNY: 7n,
  MMK: 2_000n,
  MNT: 3_000n,
  IDR: 15_000n,
};

/** A demo amount given in US cents, in minor units of the site currency. */
export function localAmount(currency: Currency, usCents: bigint): bigint {
  return usCents * UNITS_PER_US_DOLLAR[currency];
}

/** Every demo site's cashier takes 10 to 50,000 US dollars' worth per request, in its own currency. */
export const DEMO_CASHIER_US_CENTS = { min: 10_00n, max: 50_000_00n } as const;

/** "₱2,500.00": for labels and texts in the seed only. */
export function formatAmount(currency: Currency, minor: bigint): string {
  const digits = CURRENCIES[currency].minorDigits;
  const major = toMajor(minor, currency).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${CURRENCIES[currency].symbol}${major}`;
}
