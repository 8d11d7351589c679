import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { slotTable } from '../../test/game-provider.js';
import { createTestApp, expectSuccess, type PlayerSession, signupPlayer, type TestApp } from '../../test/harness.js';
import { approvedDeposit, expectLedgerMatchesBalance, ledgerOf, playerIdOf } from '../../test/money.js';

const DAY = 86_400_000;

let t: TestApp;
/** How far the mission rules' clock runs ahead of the real one. */
let clockAheadMs = 0;
let playerSequence = 0;
/** Players a test touched; after each test their ledger must add up to their balance. */
const touched = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + clockAheadMs) });
  // The tests set up the missions they check. The demo missions and promotions of the default site
  // are ended first: those pay rewards (first-deposit tokens) the tests would count as theirs.
  const seededMissions = await t.operator('missions/list', { domain: 'localhost' });
  expectSuccess(seededMissions);
  for (const mission of seededMissions.value) {
    await t.operator('missions/set_status', { domain: 'localhost', mission_id: mission.mission_id, status: 'ended' });
  }
  const seededPromotions = await t.operator('promotions/list', { domain: 'localhost' });
  expectSuccess(seededPromotions);
  for (const promotion of seededPromotions.value) {
    await t.operator('promotions/set_status', { domain: 'localhost', promotion_id: promotion.promotion_id, status: 'ended' });
  }
});
afterAll(() => t.close());

afterEach(async () => {
  clockAheadMs = 0;
  for (const accountId of touched) await expectLedgerMatchesBalance(t, accountId);
  touched.clear();
});

/** A new verified player on the default site; verifying the signup logged them in. */
async function newPlayer(): Promise<PlayerSession> {
  const { auth, account_id } = await signupPlayer(t, `mission${++playerSequence}`);
  touched.add(account_id);
  return { auth, account_id };
}

async function balanceOf(session: PlayerSession): Promise<{ balance: number; tokens: number }> {
  const result = await t.call('getBalance', session);
  expectSuccess(result);
  return { balance: result.game_balance, tokens: result.game_token };
}

/** A promotion that gives every player of VIP level 0 who claims it `tokens` mini game tokens; its id. */
async function giveVipTokens(tokens: number): Promise<number> {
  const created = await t.operator('promotions/save', {
    domain: 'localhost',
    title: { EN: 'Mini game tokens' },
    terms: { EN: '<p>Claim once</p>' },
    rules: { kind: 'event_tokens', event: 'vip_level', vip_level: 0, tokens },
    starts_at: new Date(Date.now() - DAY).toISOString(),
  });
  expectSuccess(created);
  return created.value.promotion_id;
}

describe('missions', () => {
  async function createMission(fields: Record<string, unknown>): Promise<number> {
    const created = await t.operator('missions/save', {
      domain: 'localhost',
      title: { EN: 'Daily login', CN: '每日登录' },
      starts_at: new Date(Date.now() - DAY).toISOString(),
      ...fields,
    });
    expectSuccess(created);
    return created.value.mission_id;
  }

  it('computes progress from real events, pays once per period under concurrent claims, and resets at the boundary', async () => {
    const login = await createMission({ kind: 'login', period: 'daily', target: 1, reward_type: 'token', reward_amount: 5 });
    const deposit = await createMission({
      kind: 'deposit_at_least',
      period: 'daily',
      target: 50,
      reward_type: 'bonus',
      reward_amount: 2,
    });
    const wager = await createMission({
      kind: 'wager_on_category',
      period: 'weekly',
      target: 30,
      game_type: 'slots',
      reward_type: 'token',
      reward_amount: 10,
    });
    const player = await newPlayer(); // verifying the signup logged the player in
    const progress = async () => {
      const list = await t.call('missionList', { ...player, language: 'CN' });
      expectSuccess(list);
      return Object.fromEntries(list.value.map((mission) => [mission.mission_id, mission]));
    };
    let missions = await progress();
    expect(missions[login]).toMatchObject({ title: '每日登录', progress: 1, target: 1, claimed: false });
    expect(missions[deposit]).toMatchObject({ progress: 0, target: 50 });
    expect(missions[wager]).toMatchObject({ progress: 0, target: 30, game_type: 'slots' });
    expect((await t.call('missionClaim', { ...player, mission_id: deposit })).message).toBe('missionNotComplete');

    const tokensBefore = (await balanceOf(player)).tokens;
    const claims = await Promise.all(Array.from({ length: 4 }, () => t.call('missionClaim', { ...player, mission_id: login })));
    expect(claims.filter((claim) => claim.statusCode === 1)).toHaveLength(1);
    expect(claims.filter((claim) => claim.message === 'alreadyClaimed')).toHaveLength(3);
    expect((await balanceOf(player)).tokens).toBe(tokensBefore + 5);

    await approvedDeposit(t, player, 60);
    const paid = await t.call('missionClaim', { ...player, mission_id: deposit });
    expect(paid).toMatchObject({ statusCode: 1, balance: 62, value: { claimed: true, progress: 50 } });
    const bonuses = await ledgerOf(t, player.account_id, 'bonus');
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ amount: 200n, meta: expect.objectContaining({ mission_id: deposit }) });

    const table = await slotTable(t, player);
    const lost = await table.bet(20_00);
    await lost.win(0);
    const refunded = await table.bet(15_00);
    await refunded.refund();
    expect((await progress())[wager]?.progress).toBe(20);
    const more = await table.bet(10_00);
    await more.win(0);
    expect((await t.call('missionClaim', { ...player, mission_id: wager })).statusCode).toBe(1);

    // The next day in the site's timezone: the daily missions start again from nothing.
    clockAheadMs = DAY;
    missions = await progress();
    expect(missions[login]).toMatchObject({ progress: 0, claimed: false });
    expect(missions[deposit]).toMatchObject({ progress: 0, claimed: false });
    expect((await t.call('missionClaim', { ...player, mission_id: login })).message).toBe('missionNotComplete');
    // A login made that next day counts for it, and the reward can be claimed again once.
    const playerId = await playerIdOf(t, player.account_id);
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`${sessions.createdAt} + interval '1 day'` })
      .where(eq(sessions.playerId, playerId));
    expect((await t.call('missionClaim', { ...player, mission_id: login })).statusCode).toBe(1);
    expect((await balanceOf(player)).tokens).toBe(tokensBefore + 5 + 5 + 10);

    clockAheadMs = 7 * DAY;
    expect((await progress())[wager]).toMatchObject({ progress: 0, claimed: false });
    for (const missionId of [login, deposit, wager]) {
      await t.operator('missions/set_status', { domain: 'localhost', mission_id: missionId, status: 'ended' });
    }
  });
});

describe('mini game mission', () => {
  it('counts mini game plays of the current day', async () => {
    const mission = await t.operator('missions/save', {
      domain: 'localhost',
      kind: 'play_mini_games',
      period: 'daily',
      title: { EN: 'Play 2 mini games' },
      target: 2,
      reward_type: 'token',
      reward_amount: 3,
      starts_at: new Date(Date.now() - DAY).toISOString(),
    });
    expectSuccess(mission);
    const missionId = mission.value.mission_id;
    const tokens = await giveVipTokens(40);
    const player = await newPlayer();
    expect((await t.call('promotionClaim', { ...player, promotion_id: tokens })).statusCode).toBe(1);
    const games = await t.call('miniGameList', player);
    expectSuccess(games);
    const game = games.value[0]!;
    for (let play = 0; play < 2; play++) {
      const bet = await t.call('miniGameBet', { ...player, game_id: game.game_id });
      expectSuccess(bet);
    }
    const list = await t.call('missionList', player);
    expectSuccess(list);
    expect(list.value.find((entry) => entry.mission_id === missionId)).toMatchObject({ progress: 2, target: 2 });
    expect((await t.call('missionClaim', { ...player, mission_id: missionId })).statusCode).toBe(1);
    clockAheadMs = DAY;
    const nextDay = await t.call('missionList', player);
    expectSuccess(nextDay);
    expect(nextDay.value.find((entry) => entry.mission_id === missionId)?.progress).toBe(0);
    await t.operator('promotions/set_status', { domain: 'localhost', promotion_id: tokens, status: 'ended' });
    await t.operator('missions/set_status', { domain: 'localhost', mission_id: missionId, status: 'ended' });
  });
});
