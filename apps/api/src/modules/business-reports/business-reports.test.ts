import { businessReports as contract, type LedgerKind, type operator, ROLE_PERMISSIONS, STAFF_ROLES } from '@wl/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cashierRequests,
  depositLimits,
  ledgerEntries,
  operators,
  playerProtection,
  players,
  promotionClaims,
  promotions,
  REPORT_INDEXES,
  REPORT_STATISTICS,
  sites,
  vipLevels,
} from '../../db/schema/index.js';
import { expectSuccess, type StaffSession, testAppForFile } from '../../test/harness.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The reports over a known history: a site of its own in Manila (UTC+8), so that a day is the
 * site's and not UTC's, with deposits, bets, wins, a refund, bonuses (one forfeited), cashback,
 * withdrawals (one approved, one rejected, one cancelled), a pending deposit, deposit limits, a
 * time-out and self-exclusions, written in the shape the wallet, cashier, promotions and protection
 * services write them, on fixed days (2026-03-01 and 02, with rows just outside on either side).
 * Every figure is then checked to the cent against what that history makes by decision 0149.
 */

const t = testAppForFile();
const TZ = 'Asia/Manila';
const D1 = '2026-03-01';
const D2 = '2026-03-02';
const RANGE = { start_date: D1, end_date: D2 };

/** An instant given as the site's local time. */
const at = (local: string) => dayjs.tz(local, TZ).toDate();

let owner: StaffSession;
let siteId: number;
let otherSiteId: number;
let otherOwner: StaffSession;
const ids: Record<'alice' | 'bob' | 'carol' | 'dave', number> = { alice: 0, bob: 0, carol: 0, dave: 0 };
let welcome: number;
let cashback: number;

let sequence = 0;
const balances = new Map<number, bigint>();

async function player(name: keyof typeof ids, registered: string, vipLevel: number) {
  sequence += 1;
  const [row] = await t.database.db
    .insert(players)
    .values({
      siteId,
      accountId: `rpt${name}`,
      passwordHash: 'not-a-hash',
      contactPhone: `+1555010${String(sequence).padStart(4, '0')}`,
      referralCode: `RPT${sequence}`,
      status: 'active',
      vipLevel,
      createdAt: at(registered),
    })
    .returning({ id: players.id });
  ids[name] = row!.id;
}

type Meta = Record<string, unknown>;
const lantern = { provider_code: 'WLGAMES', game_code: 'lucky_lantern', game_name: 'Lucky Lantern' };
const blackjack = { provider_code: 'PGX', game_code: 'blackjack', game_name: 'Blackjack' };
const dragon = { provider_code: 'PGX', game_code: 'dragon', game_name: 'Dragon' };

/** One ledger row with the balance after it, as moveMoney writes it. */
async function entry(who: keyof typeof ids, kind: LedgerKind, amount: number, local: string, meta: Meta = {}) {
  const playerId = ids[who];
  const balance = (balances.get(playerId) ?? 0n) + BigInt(amount);
  balances.set(playerId, balance);
  sequence += 1;
  const [row] = await t.database.db
    .insert(ledgerEntries)
    .values({
      siteId,
      playerId,
      kind,
      amount: BigInt(amount),
      balanceAfter: balance,
      idempotencyKey: `report-test:${sequence}`,
      meta,
      createdAt: at(local),
    })
    .returning({ id: ledgerEntries.id });
  return row!.id;
}

async function request(
  who: keyof typeof ids,
  kind: 'deposit' | 'withdrawal',
  amount: number,
  created: string,
  decision?: { status: 'approved' | 'rejected' | 'cancelled'; at: string; reason?: string },
) {
  sequence += 1;
  await t.database.db.insert(cashierRequests).values({
    siteId,
    playerId: ids[who],
    kind,
    amount: BigInt(amount),
    status: decision?.status ?? 'pending',
    idempotencyKey: `report-request-${sequence}`,
    createdAt: at(created),
    decidedAt: decision ? at(decision.at) : null,
    decisionReason: decision?.reason ?? '',
  });
}

async function claim(
  who: keyof typeof ids,
  promotionId: number,
  status: (typeof promotionClaims.$inferInsert)['status'],
  created: string,
  credited?: { at: string; amount: number },
) {
  await t.database.db.insert(promotionClaims).values({
    promotionId,
    siteId,
    playerId: ids[who],
    periodKey: status === 'paid' ? '2026-W09' : 'once',
    status,
    amount: BigInt(credited?.amount ?? 0),
    createdAt: at(created),
    creditedAt: credited ? at(credited.at) : null,
  });
}

async function playerAudit(who: keyof typeof ids, action: string, local: string, data: Meta) {
  await t.database.db.insert(auditLog).values({
    siteId,
    actorKind: 'player',
    actor: `player:${ids[who]}`,
    action,
    target: `player:${ids[who]}`,
    data,
    createdAt: at(local),
  });
}

async function promotion(kind: 'deposit_bonus' | 'cashback', title: string) {
  const rules =
    kind === 'deposit_bonus'
      ? { kind, percent: 25, cap: '10000', minDeposit: '1000', wageringMultiplier: 10, validDays: 7 }
      : { kind, percent: 5, cap: '5000', period: 'weekly' as const };
  const [row] = await t.database.db
    .insert(promotions)
    .values({ siteId, kind, title: { EN: title }, terms: { EN: '' }, rules, startsAt: at('2026-01-01 00:00') })
    .returning({ id: promotions.id });
  return row!.id;
}

beforeAll(async () => {
  owner = await t.staffSession('owner');
  const created = await t.backoffice(
    'sitesCreate',
    { domain: 'reports-test.example', theme_code: 'casino1', theme_color: 'gold', currency: 'USD', country: 'PH' },
    owner,
  );
  expectSuccess(created);
  siteId = created.value.id;
  await t.database.db.update(sites).set({ timezone: TZ }).where(eq(sites.id, siteId));

  // Another operator with a site of its own, and its owner.
  const [other] = await t.database.db.insert(operators).values({ name: 'Reports Rival' }).returning({ id: operators.id });
  const platform = await t.staffSession('owner', { platform: true });
  const rivalSite = await t.backoffice(
    'sitesCreate',
    { domain: 'reports-rival.example', theme_code: 'casino1', theme_color: 'gold', operator_id: other!.id },
    platform,
  );
  expectSuccess(rivalSite);
  otherSiteId = rivalSite.value.id;
  otherOwner = await t.staffSession('owner', { operatorId: other!.id });

  welcome = await promotion('deposit_bonus', 'Welcome bonus');
  cashback = await promotion('cashback', 'Weekly cashback');

  await player('alice', '2026-02-20 12:00', 1);
  // 00:30 in Manila is still 28 February in UTC: the site's day counts.
  await player('bob', '2026-03-01 00:30', 0);
  await player('carol', '2026-03-02 23:30', 2);
  await player('dave', '2026-03-03 00:05', 0);

  // Alice: a first deposit before the range, a bet just before it (23:59 on 28 February).
  await request('alice', 'deposit', 5000, '2026-02-25 09:00', { status: 'approved', at: '2026-02-25 09:10' });
  await entry('alice', 'deposit', 5000, '2026-02-25 09:10');
  await entry('alice', 'bet', -500, '2026-02-28 23:59', lantern);
  await request('alice', 'deposit', 10_000, '2026-03-01 08:00', { status: 'approved', at: '2026-03-01 09:00' });
  await entry('alice', 'deposit', 10_000, '2026-03-01 09:00');
  await entry('alice', 'bet', -2000, '2026-03-01 10:00', lantern);
  await entry('alice', 'win', 3500, '2026-03-01 10:01', lantern);
  await playerAudit('alice', 'protection.time_out', '2026-03-01 15:00', { hours: 24, until: '2026-03-02T07:00:00.000Z' });
  await entry('alice', 'bet', -1000, '2026-03-02 09:00', blackjack);
  await entry('alice', 'refund', 1000, '2026-03-02 09:05', blackjack);
  await request('alice', 'withdrawal', 4000, '2026-03-02 11:00', { status: 'approved', at: '2026-03-02 13:30' });
  await entry('alice', 'withdrawal', -4000, '2026-03-02 11:00');
  await claim('alice', welcome, 'opted_in', '2026-03-02 12:00');

  // Bob: a first deposit with the welcome bonus, bets, a big win, a cancelled and a rejected withdrawal.
  await request('bob', 'deposit', 20_000, '2026-03-01 00:50', { status: 'approved', at: '2026-03-01 01:00' });
  await entry('bob', 'deposit', 20_000, '2026-03-01 01:00');
  await claim('bob', welcome, 'completed', '2026-03-01 00:45', { at: '2026-03-01 01:00', amount: 5000 });
  await entry('bob', 'bonus', 5000, '2026-03-01 01:00', { promotion_id: welcome });
  await entry('bob', 'adjustment', 999, '2026-03-01 01:30');
  await entry('bob', 'bet', -3000, '2026-03-01 02:00', lantern);
  await entry('bob', 'bet', -3000, '2026-03-01 02:05', lantern);
  await request('bob', 'withdrawal', 1000, '2026-03-01 12:00', { status: 'cancelled', at: '2026-03-01 12:05' });
  await entry('bob', 'withdrawal', -1000, '2026-03-01 12:00');
  await entry('bob', 'withdrawal_reversal', 1000, '2026-03-01 12:05');
  await playerAudit('bob', 'protection.deposit_limit', '2026-03-02 09:00', { period: 'daily', before: null, requested: 100 });
  await playerAudit('bob', 'protection.deposit_limit', '2026-03-02 09:30', { period: 'daily', before: 100, requested: 50 });
  await playerAudit('bob', 'protection.deposit_limit', '2026-03-02 10:00', { period: 'weekly', before: null, requested: null });
  await t.database.db.insert(depositLimits).values([
    { playerId: ids.bob, period: 'daily', amount: 5000n },
    { playerId: ids.bob, period: 'weekly', amount: null },
  ]);
  await entry('bob', 'bet', -1500, '2026-03-02 10:00', lantern);
  await entry('bob', 'win', 10_000, '2026-03-02 10:01', lantern);
  await request('bob', 'withdrawal', 8000, '2026-03-02 20:00', {
    status: 'rejected',
    at: '2026-03-02 20:30',
    reason: 'Documents missing',
  });
  await entry('bob', 'withdrawal', -8000, '2026-03-02 20:00');
  await entry('bob', 'withdrawal_reversal', 8000, '2026-03-02 20:30');

  // Carol: signs up late on the 2nd, deposits, gets cashback, a bonus she forfeits, one bet, self-excludes.
  await request('carol', 'deposit', 30_000, '2026-03-02 23:40', { status: 'approved', at: '2026-03-02 23:45' });
  await entry('carol', 'deposit', 30_000, '2026-03-02 23:45');
  await claim('carol', cashback, 'paid', '2026-03-02 23:46', { at: '2026-03-02 23:46', amount: 1234 });
  await entry('carol', 'cashback', 1234, '2026-03-02 23:46', { promotion_id: cashback });
  await claim('carol', welcome, 'forfeited', '2026-03-02 23:49', { at: '2026-03-02 23:50', amount: 3000 });
  await entry('carol', 'bonus', 3000, '2026-03-02 23:50', { promotion_id: welcome });
  await entry('carol', 'bonus_forfeit', -3000, '2026-03-02 23:55', { promotion_id: welcome });
  await entry('carol', 'bet', -777, '2026-03-02 23:58', dragon);
  await request('carol', 'deposit', 5000, '2026-03-02 23:59');
  await playerAudit('carol', 'protection.self_exclude', '2026-03-02 23:59', {
    period: '6_months',
    until: '2099-01-01T00:00:00.000Z',
  });
  await t.database.db.insert(playerProtection).values([
    { playerId: ids.alice, timeOutUntil: at('2026-03-02 15:00') },
    { playerId: ids.carol, selfExcludedUntil: new Date('2099-01-01T00:00:00Z') },
    { playerId: ids.dave, selfExcludedPermanently: true },
  ]);

  // Dave: everything on the 3rd in Manila (his deposit is still the 2nd in UTC): outside the range.
  await request('dave', 'deposit', 4000, '2026-03-03 00:08', { status: 'approved', at: '2026-03-03 00:10' });
  await entry('dave', 'deposit', 4000, '2026-03-03 00:10');
  await playerAudit('dave', 'protection.self_exclude', '2026-03-03 00:20', { period: 'permanent', until: null });
});

const report = <N extends operator.OperatorCallName>(name: N, body: Record<string, unknown>, session = owner) =>
  t.backoffice(name, body, session);

describe('the dashboard', () => {
  it('counts every figure of each site day and of the range to the cent', async () => {
    const answer = await report('reportsDashboard', { site_id: siteId, ...RANGE });
    expectSuccess(answer);
    expect(answer.currency).toBe('USD');
    expect(answer.sites).toEqual([{ id: siteId, name: 'reports-test.example', timezone: TZ }]);
    expect(answer.days).toEqual([
      {
        date: D1,
        registrations: 1,
        first_time_depositors: 1,
        depositors: 2,
        deposit_count: 2,
        deposit_amount: 30_000,
        withdrawal_count: 0,
        withdrawal_amount: 0,
        bet_count: 3,
        stakes: 8000,
        payouts: 3500,
        ggr: 4500,
        bonus_cost: 5000,
        ngr: -500,
        active_players: 2,
        average_bet: 2667,
      },
      {
        date: D2,
        registrations: 1,
        first_time_depositors: 1,
        depositors: 1,
        deposit_count: 1,
        deposit_amount: 30_000,
        withdrawal_count: 1,
        withdrawal_amount: 4000,
        bet_count: 3,
        stakes: 2277,
        payouts: 10_000,
        ggr: -7723,
        bonus_cost: 1234,
        ngr: -8957,
        active_players: 3,
        average_bet: 1092,
      },
    ]);
    // Distinct players are counted over the range, not added up day by day.
    expect(answer.totals).toEqual({
      registrations: 2,
      first_time_depositors: 2,
      depositors: 3,
      deposit_count: 3,
      deposit_amount: 60_000,
      withdrawal_count: 1,
      withdrawal_amount: 4000,
      bet_count: 6,
      stakes: 10_277,
      payouts: 13_500,
      ggr: -3223,
      bonus_cost: 6234,
      ngr: -9457,
      active_players: 3,
      average_bet: 1880,
    });
  });

  it('reconciles with the ledger: GGR and bonus cost are the sums of its rows', async () => {
    const [sums] = (
      (await t.database.db.execute(sql`
        select (-coalesce(sum(amount) filter (where kind in ('bet', 'win', 'refund')), 0))::text as ggr,
          coalesce(sum(amount) filter (where kind in ('bonus', 'bonus_forfeit', 'cashback')), 0)::text as bonus
        from ledger_entries
        where site_id = ${siteId} and created_at >= ${at('2026-03-01 00:00').toISOString()}::timestamptz
          and created_at < ${at('2026-03-03 00:00').toISOString()}::timestamptz`)) as unknown as {
        rows: { ggr: string; bonus: string }[];
      }
    ).rows;
    const answer = await report('reportsDashboard', { site_id: siteId, ...RANGE });
    expectSuccess(answer);
    expect(answer.totals.ggr).toBe(Number(sums!.ggr));
    expect(answer.totals.bonus_cost).toBe(Number(sums!.bonus));
  });

  it('lists every day of the range, days without activity as zeros', async () => {
    const answer = await report('reportsDashboard', { site_id: siteId, start_date: '2026-02-27', end_date: '2026-03-04' });
    expectSuccess(answer);
    expect(answer.days.map((day) => day.date)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    expect(answer.days[0]).toMatchObject({ deposit_count: 0, ggr: 0, average_bet: 0 });
    // Alice's bet at 23:59 on the 28th, Dave's deposit and registration on the 3rd (the 2nd in UTC).
    expect(answer.days[1]).toMatchObject({ bet_count: 1, stakes: 500, ggr: 500 });
    expect(answer.days[4]).toMatchObject({ registrations: 1, deposit_count: 1, deposit_amount: 4000, first_time_depositors: 1 });
  });

  it('never adds currencies: the operator-wide report covers the sites of one currency and lists the others', async () => {
    const usd = await report('reportsDashboard', { currency: 'USD', ...RANGE });
    expectSuccess(usd);
    const currencies = (await t.database.db.select({ id: sites.id, currency: sites.currency }).from(sites)).filter(
      (site) => site.id !== otherSiteId,
    );
    expect(usd.sites.map((site) => site.id).sort()).toEqual(
      currencies
        .filter((site) => site.currency === 'USD')
        .map((site) => site.id)
        .sort(),
    );
    expect(usd.currencies.length).toBeGreaterThan(1);
    // Only this site has history in March 2026.
    expect(usd.totals.ggr).toBe(-3223);
    const php = await report('reportsDashboard', { currency: 'PHP', ...RANGE });
    expectSuccess(php);
    expect(php.sites.some((site) => site.id === siteId)).toBe(false);
    expect(php.totals.deposit_amount).toBe(0);
  });

  it('refuses a currency none of the sites in scope uses, and a range that ends before it starts or exceeds a year', async () => {
    expect(await report('reportsDashboard', { site_id: siteId, currency: 'PHP', ...RANGE })).toMatchObject({
      message: 'validationFailed',
      errors: [{ field: 'currency', key: 'invalidCurrency' }],
    });
    expect(await report('reportsDashboard', { site_id: siteId, start_date: D2, end_date: D1 })).toMatchObject({
      message: 'invalidDateRange',
    });
    expect(await report('reportsDashboard', { site_id: siteId, start_date: '2025-03-01', end_date: '2026-03-02' })).toMatchObject(
      { message: 'invalidDateRange' },
    );
    expect(await report('reportsDashboard', { site_id: siteId, start_date: '2026-02-30', end_date: D2 })).toMatchObject({
      message: 'validationFailed',
      errors: [{ field: 'start_date', key: 'invalidDate' }],
    });
  });
});

describe('the breakdowns', () => {
  it('by provider and game, most staked first, adding up to the dashboard GGR', async () => {
    const answer = await report('reportsGames', { site_id: siteId, ...RANGE });
    expectSuccess(answer);
    expect(answer.games).toEqual([
      { ...lantern, players: 2, bet_count: 4, stakes: 9500, payouts: 13_500, ggr: -4000 },
      { ...dragon, players: 1, bet_count: 1, stakes: 777, payouts: 0, ggr: 777 },
      { ...blackjack, players: 1, bet_count: 1, stakes: 0, payouts: 0, ggr: 0 },
    ]);
    expect(answer.providers).toEqual([
      { provider_code: 'WLGAMES', games: 1, players: 2, bet_count: 4, stakes: 9500, payouts: 13_500, ggr: -4000 },
      { provider_code: 'PGX', games: 2, players: 2, bet_count: 2, stakes: 777, payouts: 0, ggr: 777 },
    ]);
  });

  it('by promotion: cost, uptake and wagering completion, and the bonus cost by kind', async () => {
    const answer = await report('reportsPromotions', { site_id: siteId, ...RANGE });
    expectSuccess(answer);
    expect(answer.promotions).toEqual([
      {
        promotion_id: welcome,
        site_id: siteId,
        site_name: 'reports-test.example',
        kind: 'deposit_bonus',
        title: 'Welcome bonus',
        claims: 3,
        players: 3,
        cost: 5000,
        bonuses_credited: 2,
        wagering_completed: 1,
        wagering_open: 0,
        forfeited: 1,
        expired: 0,
      },
      {
        promotion_id: cashback,
        site_id: siteId,
        site_name: 'reports-test.example',
        kind: 'cashback',
        title: 'Weekly cashback',
        claims: 1,
        players: 1,
        cost: 1234,
        bonuses_credited: 0,
        wagering_completed: 0,
        wagering_open: 0,
        forfeited: 0,
        expired: 0,
      },
    ]);
    expect(answer.bonus_cost_by_kind).toEqual([
      { kind: 'bonus', count: 2, amount: 8000 },
      { kind: 'bonus_forfeit', count: 1, amount: -3000 },
      { kind: 'cashback', count: 1, amount: 1234 },
      { kind: 'referral_reward', count: 0, amount: 0 },
      { kind: 'inbox_reward', count: 0, amount: 0 },
      { kind: 'minigame_prize', count: 0, amount: 0 },
    ]);
  });

  it("by the players' VIP level", async () => {
    const names = await t.database.db.select().from(vipLevels).where(eq(vipLevels.siteId, siteId));
    const nameOf = (level: number) => names.find((row) => row.level === level)?.name ?? '';
    const answer = await report('reportsVip', { site_id: siteId, ...RANGE });
    expectSuccess(answer);
    expect(answer.levels).toEqual([
      {
        vip_level: 0,
        vip_name: nameOf(0),
        players: 1,
        active_players: 1,
        depositors: 1,
        deposit_amount: 20_000,
        stakes: 7500,
        ggr: -2500,
        bonus_cost: 5000,
        ngr: -7500,
      },
      {
        vip_level: 1,
        vip_name: nameOf(1),
        players: 1,
        active_players: 1,
        depositors: 1,
        deposit_amount: 10_000,
        stakes: 2000,
        ggr: -1500,
        bonus_cost: 0,
        ngr: -1500,
      },
      {
        vip_level: 2,
        vip_name: nameOf(2),
        players: 1,
        active_players: 1,
        depositors: 1,
        deposit_amount: 30_000,
        stakes: 777,
        ggr: 777,
        bonus_cost: 1234,
        ngr: -457,
      },
    ]);
  });

  it('the cashier: requests, decisions, approval times and rejections by reason', async () => {
    const answer = await report('reportsCashier', { site_id: siteId, ...RANGE });
    expectSuccess(answer);
    expect(answer.kinds).toEqual([
      {
        kind: 'deposit',
        requested_count: 4,
        requested_amount: 65_000,
        approved_count: 3,
        approved_amount: 60_000,
        rejected_count: 0,
        rejected_amount: 0,
        cancelled_count: 0,
        pending_count: 1,
        approval_seconds_average: 1500,
        approval_seconds_median: 600,
        approval_seconds_max: 3600,
      },
      {
        kind: 'withdrawal',
        requested_count: 3,
        requested_amount: 13_000,
        approved_count: 1,
        approved_amount: 4000,
        rejected_count: 1,
        rejected_amount: 8000,
        cancelled_count: 1,
        pending_count: 0,
        approval_seconds_average: 9000,
        approval_seconds_median: 9000,
        approval_seconds_max: 9000,
      },
    ]);
    expect(answer.rejections).toEqual([{ kind: 'withdrawal', reason: 'Documents missing', count: 1, amount: 8000 }]);
  });

  it('responsible gaming: limits, time-outs and self-exclusions set in the range, and in force now', async () => {
    const answer = await report('reportsResponsibleGaming', { site_id: siteId, ...RANGE });
    expectSuccess(answer);
    expect(answer.measures).toEqual([
      { measure: 'deposit_limit_daily', set_count: 2, players: 1, in_force_now: 1 },
      { measure: 'deposit_limit_weekly', set_count: 0, players: 0, in_force_now: 0 },
      { measure: 'deposit_limit_monthly', set_count: 0, players: 0, in_force_now: 0 },
      { measure: 'time_out', set_count: 1, players: 1, in_force_now: 0 },
      { measure: 'self_exclusion_temporary', set_count: 1, players: 1, in_force_now: 1 },
      { measure: 'self_exclusion_permanent', set_count: 0, players: 0, in_force_now: 1 },
    ]);
  });
});

describe('CSV export', () => {
  it('exports every table, amounts in minor units with the currency, negative amounts as numbers', async () => {
    const days = await report('reportsExport', { site_id: siteId, ...RANGE, table: 'days' });
    expectSuccess(days);
    const lines = days.csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(`"date",${contract.DASHBOARD_FIGURES.map((key) => `"${key}"`).join(',')},"currency"`);
    expect(lines[2]).toBe(
      '"2026-03-02","1","1","1","1","30000","1","4000","3","2277","10000","-7723","1234","-8957","3","1092","USD"',
    );
    expect(lines[3]).toMatch(/^"total",.*"-3223".*"USD"$/);
    expect(days.rows).toBe(2);
    expect(days.filename).toBe(`report-days-site-${siteId}-USD-${D1}-${D2}.csv`);

    for (const table of contract.REPORT_TABLES) {
      const answer = await report('reportsExport', { site_id: siteId, ...RANGE, table });
      expectSuccess(answer);
      expect(answer.csv.split('\r\n').length, table).toBeGreaterThan(2);
    }
    const rejections = await report('reportsExport', { site_id: siteId, ...RANGE, table: 'rejections' });
    expectSuccess(rejections);
    expect(rejections.csv).toBe(
      '"kind","reason","count","amount","currency"\r\n"withdrawal","Documents missing","1","8000","USD"\r\n',
    );
  });

  it('writes an export to the audit log', async () => {
    await report('reportsExport', { site_id: siteId, ...RANGE, table: 'games' });
    const row = await t.latestAudit('reports.export');
    expect(row).toMatchObject({ actorKind: 'staff', data: { table: 'games', site_id: siteId } });
  });
});

describe('who may see the reports', () => {
  it('every role holding reports.read, and no other (forbidden)', async () => {
    for (const role of STAFF_ROLES) {
      const session = await t.staffSession(role);
      const answer = await report('reportsDashboard', { site_id: siteId, ...RANGE }, session);
      if (ROLE_PERMISSIONS[role].includes('reports.read')) expectSuccess(answer);
      else expect(answer, role).toMatchObject({ httpStatus: 403, message: 'forbidden' });
    }
  });

  it("refuses another operator's site, or its operator, as a site that does not exist", async () => {
    expect(await report('reportsDashboard', { site_id: siteId, ...RANGE }, otherOwner)).toMatchObject({
      message: 'siteNotFound',
    });
    expect(await report('reportsExport', { site_id: siteId, ...RANGE, table: 'days' }, otherOwner)).toMatchObject({
      message: 'siteNotFound',
    });
    const [rival] = await t.database.db.select({ operatorId: sites.operatorId }).from(sites).where(eq(sites.id, otherSiteId));
    expect(await report('reportsDashboard', { operator_id: rival!.operatorId, ...RANGE })).toMatchObject({
      message: 'siteNotFound',
    });
    // The rival's own report holds its site only, and nothing of this one.
    const own = await report('reportsDashboard', { ...RANGE }, otherOwner);
    expectSuccess(own);
    expect(own.sites.map((site) => site.id)).toEqual([otherSiteId]);
  });

  it('keeps a member limited to some sites to those', async () => {
    const [elsewhere] = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(sql`${sites.id} <> ${siteId}`, sql`${sites.id} <> ${otherSiteId}`))
      .limit(1);
    const limited = await t.staffSession('admin', { siteIds: [elsewhere!.id] });
    expect(await report('reportsDashboard', { site_id: siteId, ...RANGE }, limited)).toMatchObject({ message: 'siteNotFound' });
    const answer = await report('reportsDashboard', { ...RANGE }, limited);
    expectSuccess(answer);
    expect(answer.sites.map((site) => site.id)).toEqual([elsewhere!.id]);
  });
});

describe('the indexes the reports read through', () => {
  it('exist in the database, with the statistics the dashboard is planned with', async () => {
    const found = (
      (await t.database.db.execute(sql`select indexname from pg_indexes where schemaname = 'public'`)) as unknown as {
        rows: { indexname: string }[];
      }
    ).rows.map((row) => row.indexname);
    for (const name of Object.values(REPORT_INDEXES)) expect(found).toContain(name);
    const statistics = (
      (await t.database.db.execute(sql`select stxname from pg_statistic_ext`)) as unknown as { rows: { stxname: string }[] }
    ).rows.map((row) => row.stxname);
    for (const name of REPORT_STATISTICS) expect(statistics).toContain(name);
  });
});
