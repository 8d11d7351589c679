import {
  CATEGORY_PATHS,
  CMS_PAGES,
  FAIR_GAME_CODES,
  FAIR_GAMES,
  isAllowedColor,
  isThemeCode,
  type Language,
  PRODUCT_CATEGORIES,
  THEME_CODES,
} from '@wl/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import {
  analyticsScripts,
  bets,
  cmsPages,
  favourites,
  games,
  inboxItems,
  ledgerEntries,
  players,
  providerIntegrations,
  providers,
  siteDomains,
  siteGameLists,
  siteProviders,
  sites,
  tokenLedger,
  wallets,
} from '../db/schema/index.js';
import { verifyPassword } from '../lib/crypto.js';
import { BUILT_IN_PROVIDER, builtInProviderSecret } from '../lib/secrets.js';
import { offeredOn, siteProviderOfGame } from '../modules/games/offered.js';
import { readMenus } from '../modules/site/menus.js';
import { DEMO_PLAYER, seedDemo } from './demo.js';
import { TRANSLATED_MENU_TITLES } from './menus.js';

const SERVER_SECRET = 'seed-test-server-secret-0123456789';

let database: Database;
let firstRun: { seeded: boolean };
let secondRun: { seeded: boolean };

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  firstRun = await seedDemo(database.db, { passwordLogN: 10, serverSecret: SERVER_SECRET });
  secondRun = await seedDemo(database.db, { passwordLogN: 10, serverSecret: SERVER_SECRET });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function siteOfDomain(domain: string) {
  const [row] = await database.db
    .select({ site: sites })
    .from(siteDomains)
    .innerJoin(sites, eq(siteDomains.siteId, sites.id))
    .where(eq(siteDomains.domain, domain));
  return row?.site;
}

async function demoPlayers() {
  return database.db
    .select({ player: players, site: sites, wallet: wallets })
    .from(players)
    .innerJoin(sites, eq(players.siteId, sites.id))
    .innerJoin(wallets, eq(wallets.playerId, players.id))
    .where(eq(players.accountId, DEMO_PLAYER.accountId));
}

describe('seedDemo', () => {
  it('seeds once and leaves a seeded database alone', async () => {
    expect(firstRun).toEqual({ seeded: true, cliKey: expect.stringMatching(/^wlk_/) });
    expect(secondRun).toEqual({ seeded: false });
    const [{ total }] = (await database.db.select({ total: sql<number>`count(*)::int` }).from(sites)) as [{ total: number }];
    expect(total).toBe(18);
  });

  it('gives every site a known theme and a colour that theme allows', async () => {
    const rows = await database.db.select().from(sites);
    for (const site of rows) {
      expect(isThemeCode(site.themeCode), site.externalId).toBe(true);
      if (isThemeCode(site.themeCode)) expect(isAllowedColor(site.themeCode, site.themeColor), site.externalId).toBe(true);
      expect(site.maintenanceOn).toBe(false);
    }
    expect(new Set(rows.map((site) => site.themeCode))).toEqual(new Set(THEME_CODES));
    expect(new Set(rows.map((site) => site.externalId)).size).toBe(rows.length);
  });

  it('maps localhost and 127.0.0.1 to the default site and <theme>.localhost to that theme', async () => {
    expect((await siteOfDomain('slot2.localhost'))?.themeCode).toBe('slot2');
    expect((await siteOfDomain('sportsbook4.localhost'))?.themeCode).toBe('sportsbook4');
    expect((await siteOfDomain('localhost'))?.externalId).toBe('site-default');
    expect((await siteOfDomain('127.0.0.1'))?.externalId).toBe('site-default');
  });

  it('lists every category in the menus with its lobby path, plus hot games', async () => {
    const rows = await database.db.select().from(sites);
    for (const site of rows) {
      const menus = await readMenus(database.db, site.id);
      for (const category of PRODUCT_CATEGORIES) {
        const entry = menus.site.find((item) => item.key === category);
        expect(entry, `${site.externalId} ${category}`).toMatchObject({ category, path: CATEGORY_PATHS[category] });
        expect(menus.game.some((item) => item.category === category)).toBe(true);
      }
      expect(menus.site.find((item) => item.key === 'hot')).toMatchObject({ path: '/hot', category: null });
      expect(menus.site.some((item) => item.children.length > 0)).toBe(true);
      expect(menus.footer.flatMap((item) => item.children).length).toBeGreaterThan(0);
    }
  });

  it("titles every menu entry in the site's language too, whatever that language", async () => {
    const rows = await database.db.select().from(sites);
    const languages = new Set(rows.map((site) => site.language));
    expect([...languages].sort()).toEqual(['CN', 'EN', 'IDR', 'MMK', 'MNT', 'PHP']);
    for (const site of rows) {
      const menus = await readMenus(database.db, site.id);
      const entries = [...menus.site, ...menus.game, ...menus.footer].flatMap((item) => [item, ...item.children]);
      const untranslated = entries.filter((item) => site.language !== 'EN' && !item.titles?.[site.language as 'CN']);
      expect(
        untranslated.map((item) => item.title),
        site.externalId,
      ).toEqual([]);
      if (site.language === 'EN') expect(entries.every((item) => Object.keys(item.titles ?? {}).length === 0)).toBe(true);
    }
    const chinese = rows.find((site) => site.language === 'CN');
    const home = (await readMenus(database.db, chinese!.id)).site.find((item) => item.key === 'home');
    expect(home).toMatchObject({ title: 'Home', titles: { CN: '首页' } });
  });

  it("keeps every entry's English title in English and the site language's beside it, never the other way round", async () => {
    // The player app shows `title` to a player who picks English (menuTitle): a site-language word
    // there would show Mongolian or Burmese category names to an English interface.
    const english = new Set(Object.keys(TRANSLATED_MENU_TITLES.CN));
    const rows = await database.db.select().from(sites);
    for (const site of rows) {
      const menus = await readMenus(database.db, site.id);
      const entries = [...menus.site, ...menus.game, ...menus.footer].flatMap((item) => [item, ...item.children]);
      const notEnglish = entries.filter((item) => !english.has(item.title)).map((item) => item.title);
      expect(notEnglish, site.externalId).toEqual([]);
      if (site.language === 'EN') continue;
      const language = site.language as Exclude<Language, 'EN'>;
      const swapped = entries.filter((item) => item.titles?.[language] !== TRANSLATED_MENU_TITLES[language][item.title]);
      expect(
        swapped.map((item) => item.title),
        site.externalId,
      ).toEqual([]);
    }
    const mongolian = rows.find((site) => site.language === 'MNT')!;
    const slots = (await readMenus(database.db, mongolian.id)).game.find((item) => item.key === 'slots');
    expect(slots).toMatchObject({ title: 'Slots', titles: { MNT: 'Слот' } });
  });

  it('enables at least six categories per site and all of them on the default site', async () => {
    const rows = await database.db
      .select({ externalId: sites.externalId, categories: sql<number>`count(distinct ${providers.category})::int` })
      .from(siteProviders)
      .innerJoin(sites, eq(siteProviders.siteId, sites.id))
      .innerJoin(providers, eq(siteProviders.providerCode, providers.code))
      .where(eq(siteProviders.enabled, true))
      .groupBy(sites.externalId);
    expect(rows).toHaveLength(18);
    for (const row of rows) expect(row.categories, row.externalId).toBeGreaterThanOrEqual(6);
    expect(rows.find((row) => row.externalId === 'site-default')?.categories).toBe(PRODUCT_CATEGORIES.length);
    expect(new Set(rows.map((row) => row.categories)).size).toBeGreaterThan(1);
  });

  it('gives every site hot games and every CMS page', async () => {
    const rows = await database.db.select({ id: sites.id, externalId: sites.externalId }).from(sites);
    for (const site of rows) {
      const hot = await database.db
        .select()
        .from(siteGameLists)
        .where(and(eq(siteGameLists.siteId, site.id), eq(siteGameLists.list, 'hot')));
      expect(hot.length, site.externalId).toBeGreaterThan(0);
      const pages = await database.db.select({ page: cmsPages.page }).from(cmsPages).where(eq(cmsPages.siteId, site.id));
      expect(pages.map((row) => row.page).sort(), site.externalId).toEqual([...CMS_PAGES].sort());
    }
  });

  it("leads every site's popup list with built-in games, so the first visit's strip has games that open on a fresh installation", async () => {
    const rows = await database.db.select({ id: sites.id, externalId: sites.externalId }).from(sites);
    for (const site of rows) {
      const popup = await database.db
        .select({ providerCode: games.providerCode, gameCode: games.gameCode })
        .from(siteGameLists)
        .innerJoin(games, eq(games.id, siteGameLists.gameId))
        .where(and(eq(siteGameLists.siteId, site.id), eq(siteGameLists.list, 'popup')))
        .orderBy(asc(siteGameLists.position));
      const builtIn = popup.filter((row) => row.providerCode === BUILT_IN_PROVIDER).map((row) => row.gameCode);
      expect(builtIn, site.externalId).toEqual(popup.slice(0, builtIn.length).map((row) => row.gameCode));
      expect(builtIn, site.externalId).toEqual(
        expect.arrayContaining(['lucky_lantern', 'jade_garden', 'neon_nights', 'fruit_fiesta', FAIR_GAME_CODES.dice]),
      );
      // the strip shows six: all of them open where only the built-in provider is connected
      expect(builtIn.length, site.externalId).toBeGreaterThanOrEqual(6);
    }
  });

  it("offers the built-in fair games on every site, in their categories' lobbies and the home's hot, featured and new lists", async () => {
    const codes: string[] = FAIR_GAMES.map((game) => FAIR_GAME_CODES[game]);
    const expected = {
      wl_hash_dice: 'hashgame',
      wl_mines: 'arcade',
      wl_plinko: 'arcade',
      wl_keno: 'lottery',
      wl_bingo: 'bingo',
      wl_crash: 'crash',
      wl_racing: 'horseracing',
    };
    const rows = await database.db.select({ id: sites.id, externalId: sites.externalId }).from(sites);
    for (const site of rows) {
      const offered = await database.db
        .select({ gameCode: games.gameCode, gameType: games.gameType })
        .from(games)
        .innerJoin(siteProviders, siteProviderOfGame)
        .where(and(eq(games.providerCode, BUILT_IN_PROVIDER), offeredOn(site.id)));
      const fair = Object.fromEntries(
        offered.filter((row) => codes.includes(row.gameCode)).map((row) => [row.gameCode, row.gameType]),
      );
      expect(fair, site.externalId).toEqual(expected);
      const listed = await database.db
        .select({ list: siteGameLists.list, gameCode: games.gameCode })
        .from(siteGameLists)
        .innerJoin(games, eq(games.id, siteGameLists.gameId))
        .where(and(eq(siteGameLists.siteId, site.id), eq(games.providerCode, BUILT_IN_PROVIDER)));
      for (const list of ['hot', 'featured', 'new'] as const) {
        expect(
          listed.some((row) => row.list === list && codes.includes(row.gameCode)),
          `${site.externalId} ${list}`,
        ).toBe(true);
      }
      expect(new Set(listed.filter((row) => row.list === 'new').map((row) => row.gameCode))).toEqual(
        new Set([...codes, 'lucky_lantern']),
      );
    }
  });

  it('bets no seeded history on a fair game: its rounds exist only when played', async () => {
    const fairBets = await database.db
      .select({ id: bets.id })
      .from(bets)
      .where(and(eq(bets.providerCode, BUILT_IN_PROVIDER), sql`${bets.gameCode} like 'wl\_%'`));
    expect(fairBets).toEqual([]);
  });

  it('allows an external analytics script only from a host the site trusts', async () => {
    const rows = await database.db
      .select({
        script: analyticsScripts.script,
        section: analyticsScripts.section,
        trustedHosts: sites.trustedHosts,
        siteId: sites.id,
      })
      .from(analyticsScripts)
      .innerJoin(sites, eq(analyticsScripts.siteId, sites.id));
    const sitesWithHeadScripts = new Set(rows.filter((row) => row.section === 'HEAD').map((row) => row.siteId));
    expect(sitesWithHeadScripts.size).toBeLessThanOrEqual(1);
    for (const row of rows) expect(row.trustedHosts).toContain(new URL(row.script).origin);
  });

  it('puts an active, verified demo player on every site with a phone valid for its country', async () => {
    const rows = await demoPlayers();
    expect(rows).toHaveLength(18);
    for (const { player, site } of rows) {
      expect(player.status).toBe('active');
      expect(player.verifiedAt).not.toBeNull();
      const phone = parsePhoneNumberFromString(player.contactPhone, site.country as CountryCode);
      expect(phone?.isValid(), `${site.externalId} ${player.contactPhone}`).toBe(true);
      expect(phone?.number).toBe(player.contactPhone);
      expect(player.referralCode).toMatch(/^[A-Z2-9]{8}$/);
      expect(await verifyPassword(DEMO_PLAYER.password, player.passwordHash)).toBe(true);
    }
  });

  it('keeps each wallet equal to the sum of its ledger, for money and tokens', async () => {
    const rows = await demoPlayers();
    for (const { player, site, wallet } of rows) {
      const [money] = await database.db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.playerId, player.id));
      const [tokens] = await database.db
        .select({ total: sql<string>`coalesce(sum(${tokenLedger.amount}), 0)::text` })
        .from(tokenLedger)
        .where(eq(tokenLedger.playerId, player.id));
      expect(wallet.balance, site.externalId).toBeGreaterThan(0n);
      expect(wallet.balance, site.externalId).toBe(BigInt(money!.total));
      expect(wallet.tokenBalance, site.externalId).toBe(BigInt(tokens!.total));
      expect(wallet.totalTurnover).toBeGreaterThan(0n);
    }
  });

  it('gives the demo player favourites and inbox items with each kind of reward', async () => {
    for (const { player, site } of await demoPlayers()) {
      const favourite = await database.db.select().from(favourites).where(eq(favourites.playerId, player.id));
      expect(favourite.length, site.externalId).toBeGreaterThanOrEqual(4);
      expect(favourite.length, site.externalId).toBeLessThanOrEqual(6);
      const inbox = await database.db.select().from(inboxItems).where(eq(inboxItems.playerId, player.id));
      expect(new Set(inbox.map((item) => item.rewardType))).toEqual(new Set(['cash', 'token', 'none']));
      for (const item of inbox) expect(item.siteId).toBe(site.id);
    }
  });

  it('gives the default site other players with wins and withdrawals', async () => {
    const defaultSite = (await siteOfDomain('localhost'))!;
    const rows = await database.db
      .select({ kind: ledgerEntries.kind, players: sql<number>`count(distinct ${ledgerEntries.playerId})::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.siteId, defaultSite.id))
      .groupBy(ledgerEntries.kind);
    const playersWith = Object.fromEntries(rows.map((row) => [row.kind, row.players]));
    expect(playersWith.win).toBeGreaterThanOrEqual(10);
    expect(playersWith.withdrawal).toBeGreaterThanOrEqual(8);
    const [negative] = await database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'withdrawal'), sql`${ledgerEntries.amount} >= 0`));
    expect(negative?.total).toBe(0);
  });
});

describe('seeded play', () => {
  it('connects the built-in provider, with the key derived from the server secret, and no other', async () => {
    const rows = await database.db.select().from(providerIntegrations);
    expect(rows).toMatchObject([
      { providerCode: 'WLGAMES', kind: 'builtin', secret: builtInProviderSecret(SERVER_SECRET), enabled: true },
    ]);
  });

  it("records every seeded round as a bet whose ledger entries move exactly the bet's money", async () => {
    const rows = await database.db
      .select({
        betId: bets.id,
        expected: sql<string>`(case ${bets.status} when 'refunded' then 0 else ${bets.payout} - ${bets.stake} end)::text`,
        moved: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
        entries: sql<number>`count(${ledgerEntries.id})::int`,
      })
      .from(bets)
      .leftJoin(ledgerEntries, sql`(${ledgerEntries.meta}->>'bet_id')::bigint = ${bets.id}`)
      .groupBy(bets.id);
    expect(rows.length).toBeGreaterThan(18 * 3);
    for (const row of rows) {
      expect(row.moved, `bet ${row.betId}`).toBe(row.expected);
      expect(row.entries, `bet ${row.betId}`).toBeGreaterThan(0);
    }
  });

  it('gives every seeded round a short round id of its own, which its ledger entries reference', async () => {
    // Bet history and the statement show the round id to the player: never the seed's own keys.
    const rows = await database.db
      .select({ roundId: bets.roundId, reference: ledgerEntries.reference })
      .from(bets)
      .innerJoin(ledgerEntries, sql`(${ledgerEntries.meta}->>'bet_id')::bigint = ${bets.id}`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.roundId).toMatch(/^R\d{8}$/);
      expect(row.reference).toBe(row.roundId);
    }
    const roundIds = await database.db.select({ roundId: bets.roundId }).from(bets);
    expect(new Set(roundIds.map((row) => row.roundId)).size).toBe(roundIds.length);
  });

  it('counts as turnover exactly the stakes of the bets that were not refunded', async () => {
    for (const { player, site, wallet } of await demoPlayers()) {
      const [turnover] = await database.db
        .select({ total: sql<string>`coalesce(sum(${bets.stake}) filter (where ${bets.status} <> 'refunded'), 0)::text` })
        .from(bets)
        .where(eq(bets.playerId, player.id));
      expect(wallet.totalTurnover, site.externalId).toBe(BigInt(turnover!.total));
    }
  });

  it('gives the demo player sportsbook bets only where the site offers a sportsbook', async () => {
    for (const { player, site } of await demoPlayers()) {
      const [offered] = await database.db
        .select({ total: sql<number>`count(*)::int` })
        .from(siteProviders)
        .innerJoin(providers, eq(siteProviders.providerCode, providers.code))
        .where(and(eq(siteProviders.siteId, site.id), eq(siteProviders.enabled, true), eq(providers.category, 'sportsbook')));
      const sportsbookBets = await database.db
        .select({ betType: bets.betType })
        .from(bets)
        .where(and(eq(bets.playerId, player.id), eq(bets.gameType, 'sportsbook')));
      expect(sportsbookBets.length > 0, site.externalId).toBe(offered!.total > 0);
      for (const bet of sportsbookBets) expect(bet.betType).not.toBe('');
    }
  });
});
