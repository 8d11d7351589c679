import { BET_TYPES, HISTORY_RANGE_MAX_DAYS, toMajor } from '@wl/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, players } from '../../db/schema/index.js';
import { DEMO_PLAYER } from '../../seed/demo.js';
import { expectSuccess, loginDemo, testAppForFile } from '../../test/harness.js';

const t = testAppForFile();

const DAY_MS = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

async function demoPlayerId(domain: string): Promise<number> {
  const site = await t.app.sites.byDomain(domain);
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.siteId, site.id), eq(players.accountId, DEMO_PLAYER.accountId)));
  return row!.id;
}

describe('betHistory', () => {
  it("lists the demo player's casino rounds and sportsbook bets of every bet type, newest first, with a summary of the range", async () => {
    const session = await loginDemo(t);
    // A day of margin on each side covers the site's timezone.
    const range = { start_date: day(-40), end_date: day(1) };
    const all = await t.call('betHistory', { ...session, ...range, page_size: 100 });
    expectSuccess(all);
    const playerId = await demoPlayerId('localhost');
    const [stored] = await t.database.db
      .select({
        total: sql<number>`count(*)::int`,
        stake: sql<string>`sum(${bets.stake}) filter (where ${bets.status} <> 'refunded')::text`,
        payout: sql<string>`sum(${bets.payout})::text`,
      })
      .from(bets)
      .where(eq(bets.playerId, playerId));
    expect(all.total).toBe(stored!.total);
    expect(all.value).toHaveLength(stored!.total);
    const times = all.value.map((bet: { created_at: string }) => Date.parse(bet.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.summary).toEqual({
      stake: toMajor(BigInt(stored!.stake), 'USD'),
      payout: toMajor(BigInt(stored!.payout), 'USD'),
      net: toMajor(BigInt(stored!.payout) - BigInt(stored!.stake), 'USD'),
    });

    const betTypes = new Set(all.value.flatMap((bet: { bet_type: string }) => (bet.bet_type ? [bet.bet_type] : [])));
    expect([...betTypes].sort()).toEqual(
      Object.keys(BET_TYPES)
        .filter((type) => betTypes.has(type))
        .sort(),
    );
    for (const required of ['PARLAY', 'HDP', 'OU', 'OE', 'ML', '1X2', 'FH_1X2', 'HDP_1X2', 'CS', 'TG', 'OR', 'BS', 'HTFT']) {
      expect(betTypes, required).toContain(required);
    }
    const parlay = all.value.find((bet: { bet_type: string }) => bet.bet_type === 'PARLAY');
    expect(parlay?.selections.length).toBeGreaterThan(1);
    const handicap = all.value.find((bet: { bet_type: string }) => bet.bet_type === 'HDP');
    expect(handicap?.selections[0]).toMatchObject({
      home_name_en: 'Philippines',
      home_name_php: 'Pilipinas',
      home_name_cn: '菲律宾',
    });
    expect(new Set(all.value.map((bet: { status: string }) => bet.status))).toEqual(new Set(['open', 'settled', 'refunded']));
    expect(
      all.value.some((bet: { bet_type: string; game_type: string }) => bet.bet_type === '' && bet.game_type === 'slots'),
    ).toBe(true);

    const second = await t.call('betHistory', { ...session, ...range, page: 2, page_size: 5 });
    expectSuccess(second);
    expect(second).toMatchObject({ total: stored!.total, page: 2, page_size: 5, summary: all.summary });
    expect(second.value.map((bet: { bet_id: number }) => bet.bet_id)).toEqual(
      all.value.slice(5, 10).map((bet: { bet_id: number }) => bet.bet_id),
    );
  });

  it("counts days in the site's timezone, both ends included", async () => {
    const domain = 'casino1.localhost';
    expect((await t.app.sites.byDomain(domain)).timezone).toBe('Asia/Manila');
    const playerId = await demoPlayerId(domain);
    const site = await t.app.sites.byDomain(domain);
    // 00:30 on 11 January in Manila (UTC+8) is still 10 January in UTC.
    await t.database.db.insert(bets).values({
      siteId: site.id,
      playerId,
      providerCode: 'WLGAMES',
      gameCode: 'lucky_lantern',
      gameName: 'Lucky Lantern',
      gameType: 'slots',
      roundId: 'tz-round',
      transactionId: 'tz-round',
      stake: 500n,
      payout: 1500n,
      status: 'settled',
      createdAt: new Date('2026-01-10T16:30:00Z'),
    });
    const session = await loginDemo(t, domain);
    const on = (date: string) => t.call('betHistory', { ...session, start_date: date, end_date: date });
    expect((await on('2026-01-11')).value?.map((bet) => bet.round_id)).toEqual(['tz-round']);
    expect((await on('2026-01-10')).value).toEqual([]);
    expect((await on('2026-01-11')).summary).toEqual({ stake: 5, payout: 15, net: 10 });
  });

  it('refuses an end before the start and a range longer than the limit with invalidDateRange', async () => {
    const session = await loginDemo(t);
    expect((await t.call('betHistory', { ...session, start_date: day(0), end_date: day(-1) })).message).toBe('invalidDateRange');
    const tooLong = await t.call('betHistory', { ...session, start_date: day(-HISTORY_RANGE_MAX_DAYS), end_date: day(0) });
    expect(tooLong.message).toBe('invalidDateRange');
    const longest = await t.call('betHistory', { ...session, start_date: day(1 - HISTORY_RANGE_MAX_DAYS), end_date: day(0) });
    expectSuccess(longest);
    for (const impossible of ['2026-13-01', '2026-02-30']) {
      const result = await t.call('betHistory', { ...session, start_date: impossible, end_date: day(0) });
      expect(result).toMatchObject({ message: 'validationFailed', errors: [{ field: 'start_date', key: 'invalidDate' }] });
    }
  });
});

describe('leaderboard', () => {
  it('ranks the biggest winners of the period by total payout with masked account ids', async () => {
    const site = await t.site();
    const week = await t.call('leaderboard', { ...site, period: 'week' });
    expectSuccess(week);
    expect(week.period).toBe('week');
    expect(Date.parse(week.to) - Date.parse(week.from)).toBe(7 * DAY_MS);
    expect(week.value.map((row: { rank: number }) => row.rank)).toEqual(week.value.map((_: unknown, index: number) => index + 1));
    const amounts = week.value.map((row: { amount: number }) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(week.value[0]).toEqual({ rank: 1, account_id: 'wi***s', amount: 4200, bets: 2 });
    for (const row of week.value) expect(row.account_id).toMatch(/^.{1,2}\*\*\*.?$/);
  });

  it('widens with the period: the month holds the older bets the day does not', async () => {
    const site = await t.site();
    const demoRow = async (period: 'day' | 'month') => {
      const board = await t.call('leaderboard', { ...site, period });
      expectSuccess(board);
      return board.value.find((row) => row.account_id === 'de***o')!;
    };
    const [today, month] = [await demoRow('day'), await demoRow('month')];
    expect(month.bets).toBeGreaterThan(today.bets);
    expect(month.amount).toBeGreaterThan(today.amount);
  });
});
