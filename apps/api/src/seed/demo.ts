import { CMS_PAGES, type Currency, DEFAULT_GAME_LISTS, FAIR_GAME_CODES, type HomeGameList } from '@wl/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  analyticsScripts,
  bankNames,
  cmsPages,
  favourites,
  GAME_LISTS,
  games,
  inboxItems,
  ledgerEntries,
  type MiniGamePrize,
  miniGames,
  missions,
  newsArticles,
  players,
  promotions,
  providers,
  receivingAccounts,
  seoPages,
  siteCashierSettings,
  siteDomains,
  siteGameLists,
  siteGameSettings,
  siteProviders,
  sites,
  socialAccounts,
  vipLevels,
  wallets,
} from '../db/schema/index.js';
import { hashPassword } from '../lib/crypto.js';
import { BUILT_IN_PROVIDER } from '../lib/secrets.js';
import { syncBuiltInIntegration } from '../modules/play/integrations.js';
import { writeMenu } from '../modules/site/menus.js';
import { moveMoney, moveTokens } from '../modules/wallet/service.js';
import { DEMO_BET_HISTORY, demoRoundId, placedAt, type SeedBet, seedRound } from './bets.js';
import { CATALOG_GAMES, CATALOG_PROVIDERS, type CatalogGame, type GameRef, seededGameList } from './catalog.js';
import { cmsBody, SEO_PAGE_NAMES, seoRecord } from './content.js';
import { seedDemoStaff } from './demo-staff.js';
import { engagementContentOf } from './engagement.js';
import { DEMO_BANK_NAMES, demoReceivingAccounts } from './receiving-accounts.js';
import {
  ANALYTICS_HOST,
  DEFAULT_SITE_EXTERNAL_ID,
  DEMO_CASHIER_US_CENTS,
  DEMO_SITES,
  type DemoCountry,
  type DemoSite,
  formatAmount,
  localAmount,
  siteProviderRows,
} from './sites.js';

/** The player that exists on every demo site, with money, tokens, favourites and inbox items. */
export const DEMO_PLAYER = {
  accountId: 'demo',
  password: 'Demo-play-2026',
  fullName: 'Demo Player',
  email: 'demo.player@example.com',
  /** E.164, by site country: on each site the demo player has the number of that site's country. */
  phone: {
    US: '+12025550147',
    PH: '+639171234567',
    CN: '+8613812345678',
    MM: '+959420123456',
    MN: '+97688123456',
    ID: '+6281234567890',
  } satisfies Record<DemoCountry, string>,
} as const;

export function demoPlayerPhone(country: string): string {
  const phone = (DEMO_PLAYER.phone as Record<string, string>)[country];
  if (!phone) throw new Error(`no demo phone for country ${country}`);
  return phone;
}

/** The password of the extra players of the default site (the top winners). */
export const SEED_PLAYER_PASSWORD = 'Seed-player-2026';

/** Amounts in whole US dollars, converted to the site currency by localAmount. */
interface PlayerPlan {
  depositUsd: number;
  /** [bet, win] per round; a win of 0 is a lost round */
  rounds: ReadonlyArray<readonly [number, number]>;
  withdrawUsd: number;
  /** older play, dated over the last weeks and paid by an earlier deposit */
  history?: { depositUsd: number; bets: readonly SeedBet[] };
}

const DEMO_PLAYER_PLAN: PlayerPlan = {
  depositUsd: 500,
  rounds: [
    [50, 120],
    [100, 0],
    [200, 35],
  ],
  withdrawUsd: 0,
  history: { depositUsd: 300, bets: DEMO_BET_HISTORY },
};

const DEMO_PLAYER_TOKENS = 100n;

interface ExtraPlayer extends PlayerPlan {
  accountId: string;
  fullName: string;
}

/** Active players of the default site whose wins and withdrawals fill the top-10 lists. */
const EXTRA_PLAYERS: readonly ExtraPlayer[] = [
  {
    accountId: 'jackpot_jane',
    fullName: 'Jane Cooper',
    depositUsd: 1000,
    rounds: [
      [200, 1250],
      [150, 0],
    ],
    withdrawUsd: 1500,
  },
  {
    accountId: 'lucky_leo',
    fullName: 'Leo Martinez',
    depositUsd: 500,
    rounds: [
      [100, 820],
      [100, 0],
      [50, 0],
    ],
    withdrawUsd: 900,
  },
  {
    accountId: 'spin_queen',
    fullName: 'Olivia Bennett',
    depositUsd: 300,
    rounds: [
      [50, 95],
      [50, 410],
    ],
    withdrawUsd: 600,
  },
  {
    accountId: 'ace_hunter',
    fullName: 'Marcus Reed',
    depositUsd: 2000,
    rounds: [
      [500, 2300],
      [500, 0],
    ],
    withdrawUsd: 2500,
  },
  { accountId: 'river_king', fullName: 'Ethan Brooks', depositUsd: 800, rounds: [[400, 1500]], withdrawUsd: 1200 },
  {
    accountId: 'gold_rush_gina',
    fullName: 'Gina Torres',
    depositUsd: 250,
    rounds: [
      [25, 60],
      [25, 330],
      [25, 0],
    ],
    withdrawUsd: 400,
  },
  { accountId: 'night_owl', fullName: 'Samuel Price', depositUsd: 150, rounds: [[50, 280]], withdrawUsd: 300 },
  {
    accountId: 'wild_card_wes',
    fullName: 'Wesley Hart',
    depositUsd: 5000,
    rounds: [
      [1000, 4200],
      [1500, 0],
    ],
    withdrawUsd: 6000,
  },
  { accountId: 'mega_mia', fullName: 'Mia Sullivan', depositUsd: 400, rounds: [[100, 150]], withdrawUsd: 0 },
  { accountId: 'fortune_finn', fullName: 'Finn Carter', depositUsd: 1200, rounds: [[300, 2750]], withdrawUsd: 3000 },
];

const VIP_LEVELS: ReadonlyArray<{ name: string; depositUsd: number; turnoverUsd: number }> = [
  { name: 'Bronze', depositUsd: 0, turnoverUsd: 0 },
  { name: 'Silver', depositUsd: 100, turnoverUsd: 300 },
  { name: 'Gold', depositUsd: 1_000, turnoverUsd: 5_000 },
  { name: 'Platinum', depositUsd: 5_000, turnoverUsd: 25_000 },
  { name: 'Diamond', depositUsd: 20_000, turnoverUsd: 100_000 },
  { name: 'Royal', depositUsd: 100_000, turnoverUsd: 500_000 },
];

/** The VIP level names in the demo sites' other languages (issue 19: a Chinese site showed them in English). */
export const VIP_LEVEL_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Bronze: { CN: '青铜', PHP: 'Tanso', MMK: 'ကြေးညို', MNT: 'Хүрэл', IDR: 'Perunggu' },
  Silver: { CN: '白银', PHP: 'Pilak', MMK: 'ငွေ', MNT: 'Мөнгө', IDR: 'Perak' },
  Gold: { CN: '黄金', PHP: 'Ginto', MMK: 'ရွှေ', MNT: 'Алт', IDR: 'Emas' },
  Platinum: { CN: '铂金', PHP: 'Platino', MMK: 'ပလက်တီနမ်', MNT: 'Цагаан алт', IDR: 'Platinum' },
  Diamond: { CN: '钻石', PHP: 'Diyamante', MMK: 'စိန်', MNT: 'Алмаз', IDR: 'Berlian' },
  Royal: { CN: '皇家', PHP: 'Maharlika', MMK: 'တော်ဝင်', MNT: 'Хаан', IDR: 'Raja' },
};

/** WhatsApp numbers of the demo support desks, digits only as wa.me wants them. */
const SUPPORT_WHATSAPP: Record<DemoCountry, string> = {
  US: '12025550100',
  PH: '639171230000',
  CN: '8613800138000',
  MM: '959420000100',
  MN: '97688000100',
  ID: '6281200000100',
};

/**
 * Favourites of the demo player, most wanted first; the ones the site does not offer are skipped.
 * Built-in games lead: on a fresh installation only the built-in provider is connected, and a
 * favourite of an unconnected provider is kept but not shown.
 */
const FAVOURITE_PREFERENCES: readonly GameRef[] = [
  { provider_code: BUILT_IN_PROVIDER, game_code: 'lucky_lantern' },
  { provider_code: BUILT_IN_PROVIDER, game_code: FAIR_GAME_CODES.dice },
  { provider_code: BUILT_IN_PROVIDER, game_code: FAIR_GAME_CODES.mines },
  { provider_code: 'JILI', game_code: 'super_ace' },
  { provider_code: 'PGSOFT', game_code: 'mahjong_ways' },
  { provider_code: 'EVOLUTION', game_code: 'crazy_time' },
  { provider_code: 'PPLAY', game_code: 'gates_of_olympus' },
  { provider_code: 'SPRIBE', game_code: 'aviator' },
  { provider_code: 'FACHAI', game_code: 'night_market' },
  { provider_code: 'JDB', game_code: 'treasure_bowl' },
];
const FAVOURITES_PER_PLAYER = 5;

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERRAL_LENGTH = 8;

/** A readable, deterministic code: the prefix, then the serial in base 32. */
function referralCode(prefix: string, serial: number): string {
  let suffix = '';
  let rest = serial;
  for (let length = prefix.length; length < REFERRAL_LENGTH; length++) {
    suffix = REFERRAL_ALPHABET[rest % REFERRAL_ALPHABET.length] + suffix;
    rest = Math.floor(rest / REFERRAL_ALPHABET.length);
  }
  return prefix + suffix;
}

/** Any number that is not an existing advisory lock of the application. */
const SEED_LOCK_KEY = 7_305_114;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface SeededSite {
  site: DemoSite;
  id: number;
  index: number;
  enabledProviders: ReadonlySet<string>;
}

type GameIds = ReadonlyMap<string, number>;

const gameKey = (providerCode: string, gameCode: string) => `${providerCode}/${gameCode}`;
const CATALOG_BY_KEY: ReadonlyMap<string, CatalogGame> = new Map(
  CATALOG_GAMES.map((game) => [gameKey(game.providerCode, game.gameCode), game]),
);

function gameIdOf(gameIds: GameIds, game: GameRef): number {
  const id = gameIds.get(gameKey(game.provider_code, game.game_code));
  if (id === undefined) throw new Error(`the demo catalogue has no game ${game.provider_code}/${game.game_code}`);
  return id;
}

const usd = (currency: Currency, dollars: number) => localAmount(currency, BigInt(dollars) * 100n);

async function hasAnySite(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: sites.id }).from(sites).limit(1);
  return row !== undefined;
}

/**
 * Seeds the demo sites, catalogue and players, once: with any site present it writes nothing.
 * Everything happens in one transaction, so a failed seed leaves no half-seeded database behind.
 */
export async function seedDemo(
  db: Db,
  options: { passwordLogN: number; serverSecret: string },
): Promise<{ seeded: boolean; cliKey?: string }> {
  if (await hasAnySite(db)) return { seeded: false };
  const [demoPasswordHash, seedPasswordHash] = await Promise.all([
    hashPassword(DEMO_PLAYER.password, options.passwordLogN),
    hashPassword(SEED_PLAYER_PASSWORD, options.passwordLogN),
  ]);
  return db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL: the later one waits here, then sees the sites.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasAnySite(tx)) return { seeded: false };
    const gameIds = await insertCatalog(tx);
    await syncBuiltInIntegration(tx, options.serverSecret);
    const seededSites = await insertSites(tx);
    await showComingSoon(tx, seededSites);
    await insertSiteContent(tx, seededSites, gameIds);
    await insertPlayers(tx, seededSites, gameIds, { demo: demoPasswordHash, seed: seedPasswordHash });
    return { seeded: true, cliKey: await seedDemoStaff(tx, options) };
  });
}

/**
 * The demo sites that show the games of providers not connected as "coming soon" (issue 20): the
 * development site, whose lobby journeys browse the whole catalogue, and casino5, which the back
 * office games journey shares. The others hide them, as a new site does: only the built-in
 * provider is connected in the demo.
 */
const COMING_SOON_DOMAINS = new Set(['localhost', 'casino5.localhost']);

async function showComingSoon(db: Db, seededSites: readonly SeededSite[]): Promise<void> {
  const rows = seededSites
    .filter(({ site }) => site.domains.some((domain) => COMING_SOON_DOMAINS.has(domain)))
    .map(({ id }) => ({ siteId: id, unconnectedGames: 'coming_soon' as const }));
  if (rows.length > 0) await db.insert(siteGameSettings).values(rows);
}

async function insertCatalog(db: Db): Promise<GameIds> {
  await db
    .insert(providers)
    .values(CATALOG_PROVIDERS.map(({ code, name, category, logoCode }) => ({ code, name, category, logoCode })))
    .onConflictDoNothing();
  await db
    .insert(games)
    .values([...CATALOG_GAMES])
    .onConflictDoNothing();
  const rows = await db.select({ id: games.id, providerCode: games.providerCode, gameCode: games.gameCode }).from(games);
  return new Map(rows.map((row) => [gameKey(row.providerCode, row.gameCode), row.id]));
}

async function insertSites(db: Db): Promise<SeededSite[]> {
  const rows = await db
    .insert(sites)
    .values(
      DEMO_SITES.map((site) => ({
        operatorId: sql<number>`(select min(id) from operators)`,
        externalId: site.externalId,
        name: site.name,
        themeCode: site.themeCode,
        themeColor: site.themeColor,
        language: site.language,
        currency: site.currency,
        country: site.country,
        timezone: site.timezone,
        logoText: site.logoText,
        androidSub: site.androidSub,
        iosSub: site.iosSub,
        affDomain: site.affDomain,
        showPreloader: site.showPreloader,
        showAnnouncement: site.showAnnouncement,
        showAppDownload: site.showAppDownload,
        showDownloadBar: site.showDownloadBar,
        liveChatId: site.liveChatId,
        liveChatImageId: site.liveChatImageId,
        trustedHosts: site.trustedHosts,
      })),
    )
    .returning({ id: sites.id, externalId: sites.externalId });
  const idByExternalId = new Map(rows.map((row) => [row.externalId, row.id]));
  const seeded = DEMO_SITES.map((site, index) => ({
    site,
    id: idByExternalId.get(site.externalId)!,
    index,
    enabledProviders: new Set(
      siteProviderRows(site)
        .filter((row) => row.enabled)
        .map((row) => row.providerCode),
    ),
  }));
  await db.insert(siteDomains).values(seeded.flatMap(({ site, id }) => site.domains.map((domain) => ({ domain, siteId: id }))));
  for (const { site, id } of seeded) {
    await writeMenu(db, id, 'site', site.menu);
    await writeMenu(db, id, 'game', site.gameMenu);
    await writeMenu(db, id, 'footer', site.footerMenu);
  }
  await db
    .insert(siteProviders)
    .values(seeded.flatMap(({ site, id }) => siteProviderRows(site).map((row) => ({ siteId: id, ...row }))));
  return seeded;
}

/**
 * The built-in games the first visit's "Try these games" strip leads with, a slot and a fair game
 * in turn: on a fresh installation the built-in provider is the only one connected, and a strip of
 * the built-in popup list alone (EVOPLAY's) would have nothing to open, so it would never show.
 */
const POPUP_BUILT_IN_GAMES: readonly GameRef[] = [
  'lucky_lantern',
  FAIR_GAME_CODES.dice,
  'jade_garden',
  FAIR_GAME_CODES.mines,
  'neon_nights',
  FAIR_GAME_CODES.plinko,
  'fruit_fiesta',
  FAIR_GAME_CODES.keno,
  FAIR_GAME_CODES.crash,
  FAIR_GAME_CODES.bingo,
  FAIR_GAME_CODES.racing,
].map((game_code) => ({ provider_code: BUILT_IN_PROVIDER, game_code }));

/** A demo site's home list: the seeded one, the popup list after the built-in games it leads with. */
function demoGameList(list: HomeGameList): GameRef[] {
  return list === 'popup' ? [...POPUP_BUILT_IN_GAMES, ...seededGameList(list)] : seededGameList(list);
}

function offered(seeded: SeededSite, refs: readonly GameRef[]): GameRef[] {
  return refs.filter((game) => seeded.enabledProviders.has(game.provider_code));
}

async function insertSiteContent(db: Db, seededSites: readonly SeededSite[], gameIds: GameIds): Promise<void> {
  await db.insert(siteGameLists).values(
    seededSites.flatMap((seeded) =>
      GAME_LISTS.flatMap((list) =>
        offered(seeded, demoGameList(list)).map((game, position) => ({
          siteId: seeded.id,
          list,
          gameId: gameIdOf(gameIds, game),
          position,
        })),
      ),
    ),
  );
  await db
    .insert(cmsPages)
    .values(seededSites.flatMap(({ site, id }) => CMS_PAGES.map((page) => ({ siteId: id, page, ...cmsBody(site, page) }))));
  await db
    .insert(seoPages)
    .values(seededSites.flatMap(({ site, id }) => SEO_PAGE_NAMES.map((page) => ({ siteId: id, ...seoRecord(site, page) }))));
  await db.insert(socialAccounts).values(seededSites.flatMap(socialAccountsOf));
  await db.insert(analyticsScripts).values(seededSites.flatMap(analyticsScriptsOf));
  await db.insert(vipLevels).values(seededSites.flatMap(vipLevelsOf));
  await db.insert(miniGames).values(seededSites.flatMap(miniGamesOf));
  await db.insert(siteCashierSettings).values(seededSites.map(cashierSettingsOf));
  await db
    .insert(bankNames)
    .values([...DEMO_BANK_NAMES])
    .onConflictDoNothing();
  await db.insert(receivingAccounts).values(seededSites.flatMap(({ site, id }) => demoReceivingAccounts(site, id)));
  const seededAt = new Date();
  const engagement = seededSites.map(({ site, id }) => engagementContentOf(id, site.currency, site.name, seededAt));
  await db.insert(promotions).values(engagement.flatMap((content) => content.promotionRows));
  await db.insert(missions).values(engagement.flatMap((content) => content.missionRows));
  await db.insert(newsArticles).values(engagement.flatMap((content) => content.newsRows));
}

function cashierSettingsOf({ site, id }: SeededSite) {
  return {
    siteId: id,
    minAmount: localAmount(site.currency, DEMO_CASHIER_US_CENTS.min),
    maxAmount: localAmount(site.currency, DEMO_CASHIER_US_CENTS.max),
    maxBankAccounts: 3,
  };
}

function socialAccountsOf({ site, id, index }: SeededSite) {
  const handle = site.brandDomain.replace(/\..*$/, '');
  const accounts = [
    { platform: 'facebook', name: site.name, url: `https://www.facebook.com/${handle}` },
    { platform: 'telegram', name: `@${handle}`, url: `https://t.me/${handle}` },
    { platform: 'whatsapp', name: `${site.name} Support`, url: `https://wa.me/${SUPPORT_WHATSAPP[site.country]}` },
    { platform: 'instagram', name: `@${handle}`, url: `https://www.instagram.com/${handle}` },
    { platform: 'youtube', name: `${site.name} Official`, url: `https://www.youtube.com/@${handle}` },
    { platform: 'x', name: `@${handle}`, url: `https://x.com/${handle}` },
  ];
  // Operators run three to six channels.
  return accounts.slice(0, 3 + (index % 4)).map((account, position) => ({ siteId: id, ...account, position }));
}

function analyticsScriptsOf({ site, id }: SeededSite) {
  if (!site.trustedHosts.includes(ANALYTICS_HOST)) return [];
  const tag = `G-WLDEMO${String(id).padStart(4, '0')}`;
  return [{ siteId: id, section: 'HEAD' as const, script: `${ANALYTICS_HOST}/gtag/js?id=${tag}` }];
}

/** The VIP ladder of a site: every other site stops one level short of the top. */
function vipLadder(site: DemoSite, index: number) {
  const levelCount = index % 2 === 0 ? VIP_LEVELS.length : VIP_LEVELS.length - 1;
  return VIP_LEVELS.slice(0, levelCount).map((level, position) => ({
    level: position,
    name: level.name,
    names: { EN: level.name, ...VIP_LEVEL_NAMES[level.name] },
    depositRequired: usd(site.currency, level.depositUsd),
    turnoverRequired: usd(site.currency, level.turnoverUsd),
  }));
}

function vipLevelsOf({ site, id, index }: SeededSite) {
  return vipLadder(site, index).map((level) => ({ siteId: id, ...level }));
}

function vipLevelReached(seeded: SeededSite, plan: PlayerPlan) {
  const { site, index } = seeded;
  const deposit = usd(site.currency, plan.depositUsd + (plan.history?.depositUsd ?? 0));
  // A refunded bet gives its turnover back.
  const historyCents = historyOf(seeded, plan)
    .filter(({ bet }) => bet.outcome !== 'refunded')
    .reduce((sum, { bet }) => sum + bet.stakeCents, 0);
  const turnover =
    usd(
      site.currency,
      plan.rounds.reduce((sum, [bet]) => sum + bet, 0),
    ) + localAmount(site.currency, BigInt(historyCents));
  const reached = vipLadder(site, index).filter(
    (level) => deposit >= level.depositRequired && turnover >= level.turnoverRequired,
  );
  return reached[reached.length - 1]!;
}

function miniGamesOf({ site, id }: SeededSite) {
  const cash = (dollars: number): MiniGamePrize => {
    const amount = usd(site.currency, dollars);
    return { label: formatAmount(site.currency, amount), type: 'cash', amount: amount.toString(), weight: 0 };
  };
  const tokens = (count: number): MiniGamePrize => ({
    label: `${count} Tokens`,
    type: 'token',
    amount: String(count),
    weight: 0,
  });
  const nothing = (label: string): MiniGamePrize => ({ label, type: 'none', amount: '0', weight: 0 });
  const weighted = (prize: MiniGamePrize, weight: number): MiniGamePrize => ({ ...prize, weight });
  return [
    {
      siteId: id,
      code: 'lucky-wheel',
      name: 'Lucky Wheel',
      costToken: 10n,
      position: 0,
      prizes: [
        weighted(nothing('Try again'), 30),
        weighted(tokens(5), 20),
        weighted(cash(1), 15),
        weighted(tokens(10), 12),
        weighted(cash(2), 10),
        weighted(cash(5), 8),
        weighted(tokens(50), 4),
        weighted(cash(50), 1),
      ],
    },
    {
      siteId: id,
      code: 'treasure-box',
      name: 'Treasure Box',
      costToken: 20n,
      position: 1,
      prizes: [
        weighted(nothing('Empty box'), 25),
        weighted(tokens(10), 25),
        weighted(cash(3), 20),
        weighted(tokens(30), 12),
        weighted(cash(10), 12),
        weighted(cash(100), 1),
      ],
    },
  ];
}

interface PlayerToSeed {
  seeded: SeededSite;
  accountId: string;
  plan: PlayerPlan;
  /** the prefix of its ledger idempotency keys */
  keyPrefix: string;
  /** where in the site's hot list its rounds start, so that the winners list is not all one game */
  firstGame: number;
}

async function insertPlayers(
  db: Db,
  seededSites: readonly SeededSite[],
  gameIds: GameIds,
  passwordHashes: { demo: string; seed: string },
): Promise<void> {
  const now = Date.now();
  const defaultSite = seededSites.find(({ site }) => site.externalId === DEFAULT_SITE_EXTERNAL_ID)!;
  const toSeed: PlayerToSeed[] = [
    ...seededSites.map((seeded) => ({
      seeded,
      accountId: DEMO_PLAYER.accountId,
      plan: DEMO_PLAYER_PLAN,
      keyPrefix: `seed:${seeded.id}`,
      firstGame: 0,
    })),
    ...EXTRA_PLAYERS.map((extra, position) => ({
      seeded: defaultSite,
      accountId: extra.accountId,
      plan: extra,
      keyPrefix: `seed:${defaultSite.id}:${extra.accountId}`,
      firstGame: position,
    })),
  ];

  const rows = await db
    .insert(players)
    .values([
      ...seededSites.map((seeded) => ({
        siteId: seeded.id,
        accountId: DEMO_PLAYER.accountId,
        passwordHash: passwordHashes.demo,
        fullName: DEMO_PLAYER.fullName,
        contactEmail: DEMO_PLAYER.email,
        contactPhone: DEMO_PLAYER.phone[seeded.site.country],
        status: 'active' as const,
        vipLevel: vipLevelReached(seeded, DEMO_PLAYER_PLAN).level,
        referralCode: referralCode('DEMO', seeded.index),
        verifiedAt: new Date(now - 30 * DAY_MS),
      })),
      ...EXTRA_PLAYERS.map((extra, position) => ({
        siteId: defaultSite.id,
        accountId: extra.accountId,
        passwordHash: passwordHashes.seed,
        fullName: extra.fullName,
        contactEmail: `${extra.fullName.toLowerCase().replace(/ /g, '.')}@example.com`,
        contactPhone: `+1201555${String(101 + position).padStart(4, '0')}`,
        status: 'active' as const,
        vipLevel: vipLevelReached(defaultSite, extra).level,
        referralCode: referralCode('WIN', position),
        verifiedAt: new Date(now - (20 - position) * DAY_MS),
        lastLoginAt: new Date(now - (position + 1) * HOUR_MS),
      })),
    ])
    .returning({ id: players.id, siteId: players.siteId, accountId: players.accountId });
  const playerIdOf = (siteId: number, accountId: string) =>
    rows.find((row) => row.siteId === siteId && row.accountId === accountId)!.id;

  await db.insert(wallets).values(rows.map((row) => ({ playerId: row.id, siteId: row.siteId })));

  for (const player of toSeed) {
    await moveSeedMoney(db, playerIdOf(player.seeded.id, player.accountId), player, now);
  }

  const demoPlayers = seededSites.map((seeded) => ({ seeded, playerId: playerIdOf(seeded.id, DEMO_PLAYER.accountId) }));
  for (const { seeded, playerId } of demoPlayers) {
    await moveTokens(db, {
      siteId: seeded.id,
      playerId,
      kind: 'grant',
      amount: DEMO_PLAYER_TOKENS,
      idempotencyKey: `seed:${seeded.id}:tokens:1`,
    });
  }

  await db.insert(favourites).values(
    demoPlayers.flatMap(({ seeded, playerId }) =>
      offered(seeded, FAVOURITE_PREFERENCES)
        .slice(0, FAVOURITES_PER_PLAYER)
        .map((game) => ({ playerId, gameId: gameIdOf(gameIds, game) })),
    ),
  );

  await db.insert(inboxItems).values(demoPlayers.flatMap(({ seeded, playerId }) => inboxOf(seeded, playerId, now)));
}

/** The games a seeded player bets on: the site's hot games it offers, in list order. */
function betGames(seeded: SeededSite): CatalogGame[] {
  return offered(seeded, DEFAULT_GAME_LISTS.hot).map((game) => CATALOG_BY_KEY.get(gameKey(game.provider_code, game.game_code))!);
}

/** The first sportsbook game the site offers, for its sportsbook history. */
function sportsbookGame(seeded: SeededSite): CatalogGame | undefined {
  return CATALOG_GAMES.find((game) => game.gameType === 'sportsbook' && seeded.enabledProviders.has(game.providerCode));
}

/** The plan's history bets on this site, each with its game: sportsbook bets only where the site offers a sportsbook. */
function historyOf(seeded: SeededSite, plan: PlayerPlan): Array<{ bet: SeedBet; game: CatalogGame }> {
  const casino = betGames(seeded);
  const sportsbook = sportsbookGame(seeded);
  return (plan.history?.bets ?? []).flatMap((bet, position) => {
    const game = bet.sportsbook ? sportsbook : casino[position % casino.length];
    return game ? [{ bet, game }] : [];
  });
}

async function moveSeedMoney(db: Db, playerId: number, player: PlayerToSeed, now: number): Promise<void> {
  const { seeded, plan, keyPrefix } = player;
  const currency = seeded.site.currency;
  const deposit = async (dollars: number, serial: number, at?: Date) => {
    const moved = await moveMoney(db, {
      siteId: seeded.id,
      playerId,
      kind: 'deposit',
      amount: usd(currency, dollars),
      idempotencyKey: `${keyPrefix}:deposit:${serial}`,
      reference: 'seed',
      meta: { method: 'bank_transfer' },
    });
    if (at) await db.update(ledgerEntries).set({ createdAt: at }).where(eq(ledgerEntries.id, moved.entryId));
  };

  // The history comes first, in time and in the ledger, so every balance_after reads in order.
  const history = historyOf(seeded, plan);
  if (plan.history && history.length > 0) {
    const firstBet = placedAt(now, history[0]!.bet);
    await deposit(plan.history.depositUsd, 0, new Date(firstBet.getTime() - DAY_MS));
    for (const [position, { bet, game }] of history.entries()) {
      await seedRound(db, {
        siteId: seeded.id,
        playerId,
        game,
        key: `${keyPrefix}:history:${position + 1}`,
        roundId: demoRoundId(playerId, position + 1),
        stake: localAmount(currency, BigInt(bet.stakeCents)),
        payout: localAmount(currency, BigInt(bet.payoutCents)),
        outcome: bet.outcome,
        betType: bet.sportsbook?.betType,
        selections: bet.sportsbook?.selections,
        placedAt: placedAt(now, bet),
      });
    }
  }

  await deposit(plan.depositUsd, 1);
  const playable = betGames(seeded);
  for (const [round, [bet, win]] of plan.rounds.entries()) {
    await seedRound(db, {
      siteId: seeded.id,
      playerId,
      game: playable[(player.firstGame + round) % playable.length]!,
      // The bet and the win of one round share it, as a provider's round id would.
      key: `${keyPrefix}:round:${round + 1}`,
      roundId: demoRoundId(playerId, history.length + round + 1),
      stake: usd(currency, bet),
      payout: usd(currency, win),
      outcome: win > 0 ? 'won' : 'lost',
    });
  }
  if (plan.withdrawUsd > 0) {
    await moveMoney(db, {
      siteId: seeded.id,
      playerId,
      kind: 'withdrawal',
      amount: -usd(currency, plan.withdrawUsd),
      idempotencyKey: `${keyPrefix}:withdrawal:1`,
      reference: 'seed',
      meta: { method: 'bank_transfer' },
    });
  }
}

export interface InboxTexts {
  welcome: (site: string, amount: string) => { title: string; body: string };
  tokens: { title: string; body: string };
  maintenance: { title: string; body: string };
  vip: (site: string, level: string) => { title: string; body: string };
}

/** A message is sent once, in the site's language where the seed has one (issue 20: Filipino and Chinese inboxes read English). */
export const INBOX_TEXTS: Partial<Record<string, InboxTexts>> & { EN: InboxTexts } = {
  EN: {
    welcome: (site, amount) => ({
      title: 'Welcome bonus',
      body: `Thank you for playing at ${site}! Claim your ${amount} welcome bonus; it is added to your balance right away.`,
    }),
    tokens: {
      title: 'Free mini game tokens',
      body: 'Here are 20 tokens to try the Lucky Wheel and the Treasure Box. Claim them before they expire.',
    },
    maintenance: {
      title: 'Scheduled maintenance',
      body: 'Some game providers will upgrade their systems on Sunday from 02:00 to 04:00. Their games are unavailable during that time; your balance is safe.',
    },
    vip: (site, level) => ({
      title: `Welcome to VIP ${level}`,
      body: `Congratulations, you reached VIP ${level} at ${site}. Keep playing to unlock the rewards of the next level.`,
    }),
  },
  PHP: {
    welcome: (site, amount) => ({
      title: 'Bonus sa pagsali',
      body: `Salamat sa paglalaro sa ${site}! I-claim ang iyong ${amount} na bonus sa pagsali; idaragdag ito agad sa iyong balanse.`,
    }),
    tokens: {
      title: 'Libreng token para sa mini game',
      body: 'Narito ang 20 token para subukan ang Lucky Wheel at ang Treasure Box. I-claim ang mga ito bago mag-expire.',
    },
    maintenance: {
      title: 'Nakatakdang maintenance',
      body: 'Mag-a-upgrade ng sistema ang ilang game provider sa Linggo mula 02:00 hanggang 04:00. Hindi malalaro ang kanilang mga laro sa oras na iyon; ligtas ang iyong balanse.',
    },
    vip: (site, level) => ({
      title: `Maligayang pagdating sa VIP ${level}`,
      body: `Binabati kita, naabot mo ang VIP ${level} sa ${site}. Patuloy na maglaro para ma-unlock ang mga reward ng susunod na level.`,
    }),
  },
  CN: {
    welcome: (site, amount) => ({
      title: '欢迎红利',
      body: `感谢您在${site}游戏！领取您的${amount}欢迎红利，将立即存入您的余额。`,
    }),
    tokens: { title: '免费小游戏代币', body: '送您20个代币，畅玩幸运转盘和宝箱。请在过期前领取。' },
    maintenance: {
      title: '系统维护通知',
      body: '部分游戏供应商将于周日02:00至04:00升级系统，期间其游戏暂停使用；您的余额安全无虞。',
    },
    vip: (site, level) => ({
      title: `欢迎晋升 VIP ${level}`,
      body: `恭喜您在${site}晋升至 VIP ${level}。继续游戏，解锁下一等级的奖励。`,
    }),
  },
};

function inboxOf(seeded: SeededSite, playerId: number, now: number) {
  const { site, id } = seeded;
  const texts = INBOX_TEXTS[site.language] ?? INBOX_TEXTS.EN;
  const reached = vipLevelReached(seeded, DEMO_PLAYER_PLAN).name;
  const vipLevel = texts === INBOX_TEXTS.EN ? reached : (VIP_LEVEL_NAMES[reached]?.[site.language] ?? reached);
  const welcomeBonus = usd(site.currency, 10);
  const expiresAt = new Date(now + 30 * DAY_MS);
  return [
    {
      siteId: id,
      playerId,
      ...texts.welcome(site.name, formatAmount(site.currency, welcomeBonus)),
      rewardType: 'cash' as const,
      rewardAmount: welcomeBonus,
      createdAt: new Date(now - 3 * DAY_MS),
      expiresAt,
    },
    {
      siteId: id,
      playerId,
      ...texts.tokens,
      rewardType: 'token' as const,
      rewardAmount: 20n,
      createdAt: new Date(now - DAY_MS),
      expiresAt,
    },
    {
      siteId: id,
      playerId,
      ...texts.maintenance,
      rewardType: 'none' as const,
      rewardAmount: 0n,
      createdAt: new Date(now - 2 * HOUR_MS),
    },
    {
      siteId: id,
      playerId,
      ...texts.vip(site.name, vipLevel),
      rewardType: 'none' as const,
      rewardAmount: 0n,
      createdAt: new Date(now - 5 * DAY_MS),
      readAt: new Date(now - 4 * DAY_MS),
    },
  ];
}
