import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { slotTable } from '../../test/game-provider.js';
import { expectSuccess, type PlayerSession, signupPlayer } from '../../test/harness.js';
import { approvedDeposit, balanceOf, ledgerOf, playerIdOf, rulesTestApp } from '../../test/money.js';

const DAY = 86_400_000;

// The tests set up the missions they check, so the default site's demo missions and promotions are ended first.
const { t, touched, runClockAhead } = rulesTestApp({ endSeeded: ['missions', 'promotions'] });
let playerSequence = 0;

/** A new verified player on the default site; verifying the signup logged them in. */
async function newPlayer(): Promise<PlayerSession> {
  const { auth, account_id } = await signupPlayer(t, `mission${++playerSequence}`);
  touched.add(account_id);
  return { auth, account_id };
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

/** A mission of the default site, started a day ago, with `fields` for the rest; its id. */
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

describe('missions', () => {
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

    const tokensBefore = (await balanceOf(t, player)).tokens;
    const claims = await Promise.all(Array.from({ length: 4 }, () => t.call('missionClaim', { ...player, mission_id: login })));
    expect(claims.filter((claim) => claim.statusCode === 1)).toHaveLength(1);
    expect(claims.filter((claim) => claim.message === 'alreadyClaimed')).toHaveLength(3);
    expect((await balanceOf(t, player)).tokens).toBe(tokensBefore + 5);

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
    runClockAhead(DAY);
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
    expect((await balanceOf(t, player)).tokens).toBe(tokensBefore + 5 + 5 + 10);

    runClockAhead(7 * DAY);
    expect((await progress())[wager]).toMatchObject({ progress: 0, claimed: false });
    for (const missionId of [login, deposit, wager]) {
      await t.operator('missions/set_status', { domain: 'localhost', mission_id: missionId, status: 'ended' });
    }
  });
});

describe('mini game mission', () => {
  it('counts mini game plays of the current day', async () => {
    const missionId = await createMission({
      kind: 'play_mini_games',
      period: 'daily',
      title: { EN: 'Play 2 mini games' },
      target: 2,
      reward_type: 'token',
      reward_amount: 3,
    });
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
    runClockAhead(DAY);
    const nextDay = await t.call('missionList', player);
    expectSuccess(nextDay);
    expect(nextDay.value.find((entry) => entry.mission_id === missionId)?.progress).toBe(0);
    await t.operator('promotions/set_status', { domain: 'localhost', promotion_id: tokens, status: 'ended' });
    await t.operator('missions/set_status', { domain: 'localhost', mission_id: missionId, status: 'ended' });
  });
});
