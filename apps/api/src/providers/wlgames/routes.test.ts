import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, builtinRounds } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { launchToken } from '../../modules/play/testing.js';
import { createTestApp, loginDemo, signupPlayer, type TestApp } from '../../test/harness.js';

/**
 * WLGAMES against the operator's real seamless wallet API in the same server: the game client's
 * calls, the signed wallet calls they make, and what the player then sees in balance and bet history.
 */
let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'wl-web-'));
  mkdirSync(join(webRoot, 'wlgames'));
  writeFileSync(join(webRoot, 'wlgames', 'index.html'), '<!doctype html><title>WLGAMES</title>');
  t = await createTestApp({ WEB_DIST: webRoot });
});
afterAll(async () => {
  await t.close();
});

async function post(path: string, body: unknown) {
  const response = await t.app.inject({ method: 'POST', url: `/provider/wlgames/${path}`, payload: body as object });
  return { httpStatus: response.statusCode, ...response.json() };
}

async function openGame(player: { auth: string; account_id: string }, game = 'lucky_lantern') {
  const token = await launchToken(t, player, { provider_code: 'WLGAMES', game_code: game });
  return post('session', { token, game });
}

describe('the game page', () => {
  it('serves the game client with a policy that lets only our own pages frame it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/provider/wlgames/play?token=abc&game=lucky_lantern&lang=CN' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>WLGAMES</title>');
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses a page address without its launch', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/provider/wlgames/play?game=lucky_lantern' });
    expect(response.statusCode).toBe(400);
  });
});

describe('playing through the seamless wallet API', () => {
  it('moves the balance by every bet and win, and records each round as a bet', async () => {
    const player = await loginDemo(t);
    const before = await t.call('getBalance', player);
    const session = await openGame(player);
    expect(session).toMatchObject({ statusCode: 1, game: 'lucky_lantern', currency: before.currency });
    expect(session.balance).toBe(Math.round(before.game_balance * 100));

    let expected = session.balance as number;
    const roundIds: string[] = [];
    for (let round = 0; round < 8; round++) {
      const result = await post('spin', { session: session.session, bet: 500 });
      expect(result.statusCode).toBe(1);
      expected += result.win - 500;
      expect(result.balance).toBe(expected);
      roundIds.push(result.round_id);
    }
    const after = await t.call('getBalance', player);
    expect(Math.round(after.game_balance * 100)).toBe(expected);

    const recorded = await t.app.services.db.select().from(bets).where(eq(bets.providerCode, 'WLGAMES'));
    const ours = recorded.filter((bet) => roundIds.includes(bet.roundId));
    expect(ours).toHaveLength(8);
    expect(ours.every((bet) => bet.stake === 500n && bet.status === 'settled')).toBe(true);

    const today = await t.today();
    const history = await t.call('betHistory', { ...player, start_date: today, end_date: today, page_size: 100 });
    expect(history.statusCode).toBe(1);
    expect(history.value.filter((bet: { game_code: string }) => bet.game_code === 'lucky_lantern').length).toBeGreaterThanOrEqual(
      8,
    );

    const rounds = await t.app.services.db.select().from(builtinRounds).where(eq(builtinRounds.gameCode, 'lucky_lantern'));
    expect(rounds.filter((round) => round.status === 'settled')).toHaveLength(8);
  });

  it('refuses a bet the balance cannot cover, and moves nothing', async () => {
    const player = await signupPlayer(t, 'wlgamesbroke');
    const session = await openGame(player, 'neon_nights');
    expect(session.balance).toBe(0);
    const result = await post('spin', { session: session.session, bet: 100 });
    expect(result).toMatchObject({ statusCode: 402, message: 'insufficientBalance' });
    const rounds = await t.app.services.db
      .select()
      .from(builtinRounds)
      .where(eq(builtinRounds.sessionIdHash, sha256(session.session)));
    expect(rounds.map((round) => round.status)).toEqual(['refused']);
    expect((await t.call('getBalance', player)).game_balance).toBe(0);
  });

  it('ends the game when the player logs out of the site', async () => {
    const player = await loginDemo(t);
    const session = await openGame(player, 'jade_garden');
    expect((await post('spin', { session: session.session, bet: 100 })).statusCode).toBe(1);
    await t.call('logout', player);
    expect(await post('spin', { session: session.session, bet: 100 })).toMatchObject({ message: 'sessionExpired' });
  });

  it('refuses a launch token the operator never issued, and malformed bodies', async () => {
    expect(await post('session', { token: 'forged-token', game: 'lucky_lantern' })).toMatchObject({ message: 'sessionExpired' });
    expect(await post('spin', { session: 'x' })).toMatchObject({ httpStatus: 400, message: 'validationFailed' });
  });
});
