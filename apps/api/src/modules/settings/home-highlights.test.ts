import { siteAdmin } from '@wl/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, players, siteDomains, sites, wallets } from '../../db/schema/index.js';
import { expectSuccess, type SiteRef, type StaffSession, testAppForFile } from '../../test/harness.js';
import { moveMoney } from '../wallet/service.js';
import { oneWinPerMaskedPlayer } from './service.js';

/**
 * The home's figures against the site's thresholds, and the recent wins feed shown below them
 * (issue 20). The app's clock is the test's: every ledger row is dated against it.
 */
const NOW = new Date('2026-11-20T12:00:00.000Z');
const t = testAppForFile({}, { now: () => NOW });
const MINUTE_MS = 60_000;
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE_MS);

let sequence = 0;
let admin: StaffSession;
beforeAll(async () => {
  admin = await t.staffSession('admin');
});

type Site = SiteRef & { id: number };

async function newSite(thresholds: Partial<typeof sites.$inferInsert> = {}): Promise<Site> {
  const n = ++sequence;
  const [site] = await t.database.db
    .insert(sites)
    .values({
      operatorId: sql<number>`(select min(id) from operators)`,
      externalId: `highlights-site-${n}`,
      name: `Highlights site ${n}`,
      themeCode: 'casino1',
      themeColor: 'gold',
      currency: 'PHP',
      ...thresholds,
    })
    .returning();
  await t.database.db.insert(siteDomains).values({ domain: `highlights${n}.test`, siteId: site!.id });
  return { id: site!.id, domain_name: `highlights${n}.test`, external_id: site!.externalId };
}

async function addPlayer(site: Site, accountId: string, values: Partial<typeof players.$inferInsert> = {}) {
  const n = ++sequence;
  const [player] = await t.database.db
    .insert(players)
    .values({
      siteId: site.id,
      accountId,
      passwordHash: 'not-used-by-these-tests',
      contactPhone: `+6391711${String(n).padStart(5, '0')}`,
      referralCode: `HIGHLIGHT${n}`,
      status: 'active',
      ...values,
    })
    .returning();
  await t.database.db.insert(wallets).values({ playerId: player!.id, siteId: site.id });
  return player!;
}

/** A win dated `at` on the test's clock. */
async function win(player: { id: number; siteId: number }, minor: bigint, at: Date, gameName = 'Fortune Gems') {
  const key = `highlights:${++sequence}`;
  await moveMoney(t.database.db, {
    siteId: player.siteId,
    playerId: player.id,
    kind: 'win',
    amount: minor,
    idempotencyKey: key,
    meta: gameName ? { game_name: gameName } : {},
  });
  await t.database.db.update(ledgerEntries).set({ createdAt: at }).where(eq(ledgerEntries.idempotencyKey, key));
}

async function highlights(site: Site) {
  // The answer is cached per site; each read here sees what the test just wrote.
  t.app.invalidateSite(site.id);
  const answer = await t.call('top10WinnerWithdrawal', site);
  expectSuccess(answer);
  return answer.value;
}

describe('the home figures against the thresholds', () => {
  it('shows each figure from its threshold up, counting distinct winners of the last day', async () => {
    const site = await newSite({ homeMinRegistered: 3, homeMinActive: 2, homeMinWinners: 2 });
    const ann = await addPlayer(site, 'annie01', { lastLoginAt: minutesAgo(30) });
    await addPlayer(site, 'benny02', { lastLoginAt: minutesAgo(60 * 30) });
    // Two wins of one player are one winner.
    await win(ann, 500n, minutesAgo(5));
    await win(ann, 700n, minutesAgo(4));

    let value = await highlights(site);
    expect(value).toMatchObject({ registered_player: 2, active_player: 1 });
    expect(value.show).toEqual({ registered: false, active: false, winners: false });

    const carl = await addPlayer(site, 'carlo03', { lastLoginAt: minutesAgo(10) });
    await win(carl, 100n, minutesAgo(3));
    value = await highlights(site);
    expect(value).toMatchObject({ registered_player: 3, active_player: 2 });
    // Exactly at each threshold: shown.
    expect(value.show).toEqual({ registered: true, active: true, winners: true });
    // A site that reaches its winners threshold needs no feed.
    expect(value.recent_wins).toEqual([]);
  });

  it('does not count a win older than a day, nor an empty win, towards the winners threshold', async () => {
    const site = await newSite({ homeMinWinners: 2 });
    const [dora, eddy] = [await addPlayer(site, 'dora04'), await addPlayer(site, 'eddy05')];
    await win(dora, 900n, minutesAgo(10));
    await win(eddy, 900n, minutesAgo(60 * 24 + 1));
    await win(eddy, 0n, minutesAgo(2));
    expect((await highlights(site)).show.winners).toBe(false);
  });

  it('uses the defaults of migration 0018 on a site that never set them: 100 registered, 10 active, 5 winners', async () => {
    const site = await newSite();
    const [row] = await t.database.db.select().from(sites).where(eq(sites.id, site.id));
    expect(row).toMatchObject({ homeMinRegistered: 100, homeMinActive: 10, homeMinWinners: 5, showPopupGames: true });
    expect(siteAdmin.HOME_THRESHOLD_DEFAULTS).toEqual({ home_min_registered: 100, home_min_active: 10, home_min_winners: 5 });
    for (let n = 0; n < 4; n++) await win(await addPlayer(site, `fill${n}x`), 100n, minutesAgo(n + 1));
    expect((await highlights(site)).show).toEqual({ registered: false, active: false, winners: false });
  });
});

describe('the recent wins feed', () => {
  it("lists each player's newest win with a game, newest first, masked, in the site's currency", async () => {
    const site = await newSite();
    const gina = await addPlayer(site, 'ginarose7');
    const hugo = await addPlayer(site, 'hugo88');
    const ivan = await addPlayer(site, 'ivan99');
    await win(gina, 12_345n, minutesAgo(50), 'Mahjong Ways');
    await win(hugo, 2_000n, minutesAgo(40), 'Crazy Time');
    await win(gina, 150n, minutesAgo(20), 'Fortune Gems');
    // No game to name: not in the feed.
    await win(ivan, 99_900n, minutesAgo(10), '');
    // Older than a week: not recent.
    await win(ivan, 5_000n, minutesAgo(60 * 24 * 8), 'Old Game');

    const { recent_wins: feed, show } = await highlights(site);
    expect(show.winners).toBe(false);
    expect(feed).toEqual([
      { account_id: 'gi***7', amount: 1.5, created_at: minutesAgo(20).toISOString(), game_name: 'Fortune Gems' },
      { account_id: 'hu***8', amount: 20, created_at: minutesAgo(40).toISOString(), game_name: 'Crazy Time' },
    ]);
  });

  it('never repeats a masked winner, even two players whose ids mask alike', async () => {
    const site = await newSite();
    const first = await addPlayer(site, 'jo-1');
    const second = await addPlayer(site, 'jo-2-1');
    const other = await addPlayer(site, 'kim22');
    await win(first, 100n, minutesAgo(3));
    await win(second, 200n, minutesAgo(2));
    await win(other, 300n, minutesAgo(1));
    for (let n = 0; n < 5; n++) await win(other, 400n, minutesAgo(30 + n));

    const { recent_wins: feed } = await highlights(site);
    expect(feed.map((entry) => entry.account_id)).toEqual(['ki***2', 'jo***1']);
    expect(feed[1]).toMatchObject({ amount: 2 });
  });

  it("keeps to the site: another site's wins never show", async () => {
    const [mine, theirs] = [await newSite(), await newSite()];
    await win(await addPlayer(theirs, 'lena31'), 800n, minutesAgo(1));
    expect((await highlights(mine)).recent_wins).toEqual([]);
    expect((await highlights(theirs)).recent_wins.map((entry) => entry.account_id)).toEqual(['le***1']);
  });

  it('holds at most ten winners', async () => {
    // Twelve winners reach the default threshold: this site asks for more before it shows the list.
    const site = await newSite({ homeMinWinners: 50 });
    for (const [n, letter] of [...'abcdefghijkl'].entries()) {
      await win(await addPlayer(site, `w${letter}won${letter}`), 100n, minutesAgo(n + 1));
    }
    const { recent_wins: feed } = await highlights(site);
    expect(feed).toHaveLength(10);
    expect(feed[0]!.created_at).toBe(minutesAgo(1).toISOString());
    expect(new Set(feed.map((entry) => entry.account_id)).size).toBe(10);
  });

  it('keeps the first entry of each masked id, in order', () => {
    const entry = (account_id: string, amount: number) => ({ account_id, amount, created_at: NOW.toISOString(), game_name: 'G' });
    expect(oneWinPerMaskedPlayer([entry('a***', 1), entry('b***', 2), entry('a***', 3), entry('c***', 4)], 2)).toEqual([
      entry('a***', 1),
      entry('b***', 2),
    ]);
  });
});

describe('the thresholds and the popup games switch in the back office', () => {
  it('saves them, audits the change, and the home follows at once', async () => {
    const site = await newSite();
    await addPlayer(site, 'mona41', { lastLoginAt: minutesAgo(1) });
    expect((await highlights(site)).show.registered).toBe(false);

    const saved = await t.backoffice(
      'siteSettingsSave',
      { site_id: site.id, home_min_registered: 1, home_min_active: 0, show_popup_games: false },
      admin,
    );
    expectSuccess(saved);
    expect(saved.value).toMatchObject({
      home_min_registered: 1,
      home_min_active: 0,
      home_min_winners: 5,
      show_popup_games: false,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `site:${site.id}`));
    expect(audit).toMatchObject({
      action: 'site.save',
      before: { home_min_registered: 100, home_min_active: 10, show_popup_games: true },
      after: { home_min_registered: 1, home_min_active: 0, show_popup_games: false },
    });

    // The save dropped the cached answer: no invalidation by the test here.
    const answer = await t.call('top10WinnerWithdrawal', site);
    expectSuccess(answer);
    expect(answer.value.show).toEqual({ registered: true, active: true, winners: false });
    const startup = await t.call('startup', { domain_name: site.domain_name });
    expectSuccess(startup);
    expect(startup.site.show_popup_games).toBe(false);
  });

  it('refuses a negative, fractional or huge threshold on its field and changes nothing', async () => {
    const site = await newSite();
    for (const [field, value] of [
      ['home_min_registered', -1],
      ['home_min_active', 2.5],
      ['home_min_winners', siteAdmin.HOME_THRESHOLD_MAX + 1],
    ] as const) {
      const answer = await t.backoffice('siteSettingsSave', { site_id: site.id, [field]: value }, admin);
      expect(answer).toMatchObject({
        httpStatus: 422,
        message: 'validationFailed',
        errors: [{ field, key: 'invalidThreshold' }],
      });
    }
    const settings = await t.backoffice('siteSettingsGet', { site_id: site.id }, admin);
    expectSuccess(settings);
    expect(settings.value).toMatchObject(siteAdmin.HOME_THRESHOLD_DEFAULTS);
  });
});
