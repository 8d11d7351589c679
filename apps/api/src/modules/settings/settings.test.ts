import { CMS_PAGES } from '@wl/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adVisits,
  analyticsScripts,
  cmsPages,
  ledgerEntries,
  players,
  siteDomains,
  sites,
  socialAccounts,
  wallets,
} from '../../db/schema/index.js';
import { expectSuccess, loginDemo, type SiteRef, signupPlayer, testAppForFile } from '../../test/harness.js';
import { moveMoney } from '../wallet/service.js';
import { maskAccountId } from './service.js';

const t = testAppForFile();
let sequence = 0;

const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

/** A site of its own, so counters and lists hold exactly what the test put there. */
async function newSite(): Promise<SiteRef & { id: number }> {
  const n = ++sequence;
  const [site] = await t.database.db
    .insert(sites)
    .values({
      operatorId: sql<number>`(select min(id) from operators)`,
      externalId: `settings-site-${n}`,
      name: `Settings site ${n}`,
      themeCode: 'casino1',
      themeColor: 'gold',
      currency: 'PHP',
    })
    .returning();
  await t.database.db.insert(siteDomains).values({ domain: `settings${n}.test`, siteId: site!.id });
  return { id: site!.id, domain_name: `settings${n}.test`, external_id: site!.externalId };
}

async function addPlayer(siteId: number, accountId: string, values: Partial<typeof players.$inferInsert> = {}) {
  const n = ++sequence;
  const [player] = await t.database.db
    .insert(players)
    .values({
      siteId,
      accountId,
      passwordHash: 'not-used-by-these-tests',
      contactPhone: `+6391700${String(n).padStart(5, '0')}`,
      referralCode: `SETTINGS${n}`,
      status: 'active',
      ...values,
    })
    .returning();
  await t.database.db.insert(wallets).values({ playerId: player!.id, siteId });
  return player!;
}

async function move(
  player: { id: number; siteId: number },
  kind: 'deposit' | 'win' | 'withdrawal',
  amount: bigint,
  options: { at?: Date; gameName?: string } = {},
) {
  const key = `test:${kind}:${++sequence}`;
  await moveMoney(t.database.db, {
    siteId: player.siteId,
    playerId: player.id,
    kind,
    amount,
    idempotencyKey: key,
    meta: options.gameName ? { game_name: options.gameName } : {},
  });
  if (options.at)
    await t.database.db.update(ledgerEntries).set({ createdAt: options.at }).where(eq(ledgerEntries.idempotencyKey, key));
}

async function expectBalanceToMatchLedger(playerId: number) {
  const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.playerId, playerId));
  const [ledger] = await t.database.db
    .select({ total: sql`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(BigInt) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, playerId));
  expect(wallet!.balance).toBe(ledger!.total);
}

describe('profile update', () => {
  it('stores the full name and email and returns them', async () => {
    const player = await signupPlayer(t, 'profile_player');
    const result = await t.call('profileUpdate', {
      auth: player.auth,
      account_id: player.account_id,
      full_name: 'Maria Clara',
      contact_email: 'maria@example.com',
    });
    expect(result).toMatchObject({ statusCode: 1, value: [{ full_name: 'Maria Clara', contact_email: 'maria@example.com' }] });

    const login = await t.call('login', { ...player.site, account_id: player.account_id, password: player.password });
    expect(login).toMatchObject({ fullname: 'Maria Clara', email: 'maria@example.com' });
  });

  it('refuses a name with digits and leaves the profile unchanged', async () => {
    const player = await signupPlayer(t, 'profile_refused');
    const result = await t.call('profileUpdate', {
      auth: player.auth,
      account_id: player.account_id,
      full_name: 'R2 D2',
      contact_email: '',
    });
    expect(result).toMatchObject({ message: 'validationFailed', errors: [{ field: 'full_name', key: 'lettersOnly' }] });
    const [row] = await t.database.db.select().from(players).where(eq(players.accountId, 'profile_refused'));
    expect(row?.fullName).toBe('');
  });

  it('answers sessionExpired without a valid session', async () => {
    const result = await t.call('profileUpdate', {
      auth: 'not-a-session-token',
      account_id: 'demo',
      full_name: 'Someone',
      contact_email: '',
    });
    expect(result).toMatchObject({ statusCode: 401, message: 'sessionExpired' });
  });
});

describe('check status', () => {
  it('answers ACTIVE for a live session, BLOCK or CLOSE for a blocked or closed account', async () => {
    const demo = await loginDemo(t);
    expect(await t.call('checkStatus', demo)).toMatchObject({ statusCode: 1, value: [{ status: 'ACTIVE' }] });

    const player = await signupPlayer(t, 'status_player');
    const session = { auth: player.auth, account_id: player.account_id };
    const setStatus = (status: 'blocked' | 'closed') =>
      t.database.db.update(players).set({ status }).where(eq(players.accountId, 'status_player'));
    await setStatus('blocked');
    expect(await t.call('checkStatus', session)).toMatchObject({ statusCode: 403, message: 'BLOCK' });
    await setStatus('closed');
    expect(await t.call('checkStatus', session)).toMatchObject({ statusCode: 403, message: 'CLOSE' });
    expect(await t.call('checkStatus', { auth: 'not-a-session-token', account_id: 'demo' })).toMatchObject({
      statusCode: 401,
      message: 'sessionExpired',
    });
  });
});

describe('site content', () => {
  it('lists social accounts by position, cached until the site is invalidated', async () => {
    const site = await newSite();
    await t.database.db.insert(socialAccounts).values([
      { siteId: site.id, platform: 'telegram', name: 'Telegram', url: 'https://t.me/demo', position: 2 },
      { siteId: site.id, platform: 'facebook', name: 'Facebook', url: 'https://facebook.com/demo', position: 1 },
    ]);
    const first = await t.call('socialAccount', site);
    expect(first).toMatchObject({
      statusCode: 1,
      accountList: [
        { platform: 'facebook', name: 'Facebook', url: 'https://facebook.com/demo' },
        { platform: 'telegram', name: 'Telegram', url: 'https://t.me/demo' },
      ],
    });

    await t.database.db
      .insert(socialAccounts)
      .values({ siteId: site.id, platform: 'x', name: 'X', url: 'https://x.com/demo', position: 0 });
    expect((await t.call('socialAccount', site)).accountList).toHaveLength(2);
    t.app.invalidateSite(site.id);
    expect((await t.call('socialAccount', site)).accountList?.map((account) => account.platform)).toEqual([
      'x',
      'facebook',
      'telegram',
    ]);
  });

  it('answers siteMismatch when external_id is another site', async () => {
    const site = await newSite();
    const result = await t.call('socialAccount', { domain_name: site.domain_name, external_id: 'someone-else' });
    expect(result).toMatchObject({ statusCode: 404, message: 'siteMismatch' });
  });

  it('sends every CMS page: published bodies with status true, missing or disabled ones empty', async () => {
    const site = await newSite();
    await t.database.db.insert(cmsPages).values([
      { siteId: site.id, page: 'about_us', enBody: '<p>About</p>', localBody: '<p>Tungkol</p>' },
      { siteId: site.id, page: 'faqs', enBody: '<p>Draft</p>', localBody: '<p>Draft</p>', enabled: false },
    ]);
    const result = await t.call('siteInfoDetail', site);
    expectSuccess(result);
    expect(Object.keys(result.cms).sort()).toEqual(
      CMS_PAGES.flatMap((page) => [`en_${page}`, `local_${page}`, `${page}_status`]).sort(),
    );
    expect(result.cms).toMatchObject({
      en_about_us: '<p>About</p>',
      local_about_us: '<p>Tungkol</p>',
      about_us_status: true,
      en_faqs: '',
      local_faqs: '',
      faqs_status: false,
      en_term_condition: '',
      term_condition_status: false,
    });
  });

  it('cleans CMS bodies written straight into the table before sending them', async () => {
    const site = await newSite();
    await t.database.db.insert(cmsPages).values({
      siteId: site.id,
      page: 'about_us',
      enBody:
        '<h2 onclick="steal()">About</h2><script>steal()</script><img src=x onerror="steal()"><a href="javascript:steal()">us</a>',
      localBody: '<iframe srcdoc="<script>steal()</script>"></iframe><p style="background:url(x)">Tungkol</p>',
    });
    const info = await t.call('siteInfoDetail', site);
    expectSuccess(info);
    const { cms } = info;
    expect(cms.en_about_us).toBe('<h2>About</h2><img src="x" /><a rel="noopener noreferrer">us</a>');
    expect(cms.local_about_us).toBe('<p>Tungkol</p>');
  });

  it('lists the analytics scripts of the site from the domain alone', async () => {
    const site = await newSite();
    await t.database.db.insert(analyticsScripts).values([
      { siteId: site.id, section: 'HEAD', script: 'console.log("head")' },
      { siteId: site.id, section: 'BODY', script: 'console.log("body")' },
    ]);
    const result = await t.call('getAnalytics', { domain_name: site.domain_name });
    expect(result).toEqual({
      httpStatus: 200,
      statusCode: 1,
      value: [
        { section: 'HEAD', script: 'console.log("head")' },
        { section: 'BODY', script: 'console.log("body")' },
      ],
    });
  });

  it('records an ad visit with the client address and user agent', async () => {
    const site = await newSite();
    const headers = { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'AdTest/1.0' };
    expect(await t.call('adsVisit', { ...site, fbp: 'fb.1.123.456', appsflyer_id: 'af-789' }, headers)).toMatchObject({
      statusCode: 1,
    });
    expect(await t.call('adsVisit', site, headers)).toMatchObject({ statusCode: 1 });

    const visits = await t.database.db.select().from(adVisits).where(eq(adVisits.siteId, site.id)).orderBy(adVisits.id);
    expect(visits).toMatchObject([
      { fbp: 'fb.1.123.456', appsflyerId: 'af-789', ip: '203.0.113.9', userAgent: 'AdTest/1.0' },
      { fbp: '', appsflyerId: '', ip: '203.0.113.9', userAgent: 'AdTest/1.0' },
    ]);
  });
});

describe('top 10 winners and withdrawals', () => {
  it('masks account ids, keeping two leading characters and the last one', () => {
    expect(maskAccountId('alice01')).toBe('al***1');
    expect(maskAccountId('abcd')).toBe('ab***d');
    expect(maskAccountId('abc')).toBe('a***');
  });

  it('ranks the last 24 hours of wins and withdrawals and counts players', async () => {
    const site = await newSite();
    const alice = await addPlayer(site.id, 'alice01', { lastLoginAt: hoursAgo(1) });
    const bobby = await addPlayer(site.id, 'bobby02', { lastLoginAt: hoursAgo(48) });
    const carol = await addPlayer(site.id, 'carol03');
    const blocked = await addPlayer(site.id, 'dave04', { status: 'blocked', lastLoginAt: hoursAgo(2) });

    await move(alice, 'deposit', 100_000n);
    await move(carol, 'deposit', 50_000n, { at: hoursAgo(20) });
    await move(bobby, 'deposit', 90_000n, { at: hoursAgo(30) });
    for (let win = 1; win <= 12; win++) {
      await move(alice, 'win', BigInt(win * 100), win === 12 ? { gameName: 'Fortune Gems' } : {});
    }
    await move(bobby, 'win', 9_999_900n, { at: hoursAgo(25), gameName: 'Too old' });
    await move(carol, 'withdrawal', -500n);
    await move(alice, 'withdrawal', -30_000n, { at: hoursAgo(2) });
    await move(bobby, 'withdrawal', -80_000n, { at: hoursAgo(26) });

    const result = await t.call('top10WinnerWithdrawal', site);
    expectSuccess(result);
    const { winner, withrawal, show, recent_wins: _feed, ...counters } = result.value;
    // Below the default thresholds (home-highlights.test.ts tests them and the feed).
    expect(show).toEqual({ registered: false, active: false, winners: false });
    expect(winner).toHaveLength(10);
    expect(winner.map((entry: { amount: number }) => entry.amount)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(winner[0]).toMatchObject({ account_id: 'al***1', game_name: 'Fortune Gems' });
    expect(winner[1]).toMatchObject({ account_id: 'al***1', game_name: '' });
    expect(Number.isNaN(Date.parse(winner[0]!.created_at))).toBe(false);
    expect(withrawal).toMatchObject([
      { account_id: 'al***1', amount: 300 },
      { account_id: 'ca***3', amount: 5 },
    ]);
    expect(counters).toEqual({ hour_withdrawal: 5, registered_player: 3, active_player: 2, deposited_player: 2 });

    for (const player of [alice, bobby, carol, blocked]) await expectBalanceToMatchLedger(player.id);
  });

  it('serves the figures from the site cache until it expires or is invalidated', async () => {
    const site = await newSite();
    const player = await addPlayer(site.id, 'winner01');
    await move(player, 'win', 700n);
    const first = await t.call('top10WinnerWithdrawal', site);
    expect(first.value?.winner.map((entry) => entry.amount)).toEqual([7]);

    await move(player, 'win', 900n);
    expect((await t.call('top10WinnerWithdrawal', site)).value?.winner).toHaveLength(1);
    t.app.invalidateSite(site.id);
    expect((await t.call('top10WinnerWithdrawal', site)).value?.winner.map((entry) => entry.amount)).toEqual([9, 7]);
  });

  it('answers on the seeded default site', async () => {
    const result = await t.call('top10WinnerWithdrawal', await t.site());
    expectSuccess(result);
    expect(result.value.registered_player).toBeGreaterThan(0);
    const [registered] = await t.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(players)
      .where(and(eq(players.siteId, (await t.app.sites.byDomain('localhost')).id), eq(players.status, 'active')));
    expect(result.value.registered_player).toBe(Number(registered!.total));
  });
});
