import {
  BUILT_IN_FUN_GAMES,
  FAIR_GAME_CODES,
  WLGAMES_PATHS,
  type WlgamesSessionResponse,
  type WlgamesSpinResponse,
} from '@wl/contract';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, builtinGameSessions, builtinRounds, gameLaunches, ledgerEntries, wallets } from '../../db/schema/index.js';
import { launchTokenIn } from '../../test/game-provider.js';
import { type Answer, createTestApp, type Envelope, expectSuccess, loginDemo, type TestApp } from '../../test/harness.js';
import { createFunService, FUN_BALANCE_IN_SMALLEST_BETS, FUN_SESSION_PREFIX } from './fun.js';
import { WLGAMES_GAMES } from './games.js';
import { seededRng } from './rng.js';

/** Fun play of the built-in slots: launched by a visitor, played on a demo balance, and never a wallet's business. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface GameClientAnswers {
  session: WlgamesSessionResponse;
  spin: WlgamesSpinResponse;
}

async function post<P extends keyof GameClientAnswers>(
  path: P,
  body: Record<string, unknown>,
): Promise<Answer<GameClientAnswers[P]>> {
  const response = await t.app.inject({ method: 'POST', url: WLGAMES_PATHS[path], payload: body });
  return { httpStatus: response.statusCode, ...response.json<Envelope<GameClientAnswers[P]>>() };
}

async function openFun(game = 'lucky_lantern') {
  const launched = await t.call('launchFunGame', { ...(await t.site('localhost')), provider_code: 'WLGAMES', game_code: game });
  expectSuccess(launched);
  const opened = await post('session', { token: launchTokenIn(launched.value.game_url), game });
  expectSuccess(opened);
  return opened;
}

/** Every table where money or a paid round could leave a trace. */
async function moneyTrace() {
  const [ledger] = await t.app.db.select({ rows: count() }).from(ledgerEntries);
  const [balances] = await t.app.db.select({ total: sql<string>`coalesce(sum(${wallets.balance}), 0)::text` }).from(wallets);
  const [betRows] = await t.app.db.select({ rows: count() }).from(bets);
  const [rounds] = await t.app.db.select({ rows: count() }).from(builtinRounds);
  const [gameSessions] = await t.app.db.select({ rows: count() }).from(builtinGameSessions);
  const [launches] = await t.app.db.select({ rows: count() }).from(gameLaunches);
  return { ledger, balances, betRows, rounds, gameSessions, launches };
}

describe('fun play of a built-in slot', () => {
  it('runs exactly the games the contract offers for fun (the tiles and gameInfo read that list): the slots and the fair games', () => {
    expect([...BUILT_IN_FUN_GAMES].sort()).toEqual(
      [...WLGAMES_GAMES.map((game) => game.code), ...Object.values(FAIR_GAME_CODES)].sort(),
    );
  });

  it('lets a visitor play on a demo balance, and writes nothing to a wallet, the ledger or any round table', async () => {
    const before = await moneyTrace();
    const session = await openFun();
    expect(session.fun).toBe(true);
    expect(session.session.startsWith(FUN_SESSION_PREFIX)).toBe(true);
    expect(session.balance).toBe(session.bet_levels[0]! * FUN_BALANCE_IN_SMALLEST_BETS);

    let current = session.session;
    let expected = session.balance;
    const bet = session.bet_levels[2]!;
    for (let round = 0; round < 6; round++) {
      const result = await post('spin', { session: current, bet });
      expectSuccess(result);
      expected += result.win - bet;
      expect(result.balance).toBe(expected);
      expect(result.window).toHaveLength(5);
      current = result.session!;
    }
    expect(await moneyTrace()).toEqual(before);
  });

  it('keeps a logged-in player’s money out of it too', async () => {
    const player = await loginDemo(t);
    const balance = await t.call('getBalance', player);
    expectSuccess(balance);
    const session = await openFun('jade_garden');
    const result = await post('spin', { session: session.session, bet: session.bet_levels[0] });
    expectSuccess(result);
    const after = await t.call('getBalance', player);
    expectSuccess(after);
    expect(after.game_balance).toBe(balance.game_balance);
  });

  it('refuses a bet above the demo balance, and a bet that is not one of the levels', async () => {
    // the service alone, seeded and without the rate limit (tested below), so the balance runs out the same way every time
    const fun = createFunService({ secret: 'test-secret', rng: seededRng(7), limits: { consume: async () => {} } as never });
    const session = fun.startSession({ token: 'fun.USD', game: 'lucky_lantern' });
    const top = session.bet_levels.at(-1)!;
    let current = session.session;
    let balance = session.balance;
    let refusal: unknown;
    for (let round = 0; round < 2_000 && refusal === undefined; round++) {
      try {
        const result = await fun.spin({ session: current, bet: top });
        expect(result.balance).toBe(balance - top + result.win);
        balance = result.balance;
        current = result.session!;
      } catch (error) {
        refusal = error;
      }
    }
    expect(balance).toBeLessThan(top);
    expect(refusal).toMatchObject({ key: 'insufficientBalance' });
    const opened = await openFun();
    const odd = await post('spin', { session: opened.session, bet: opened.bet_levels[0]! + 1 });
    expect(odd).toMatchObject({ message: 'validationFailed', errors: [{ field: 'bet', key: 'invalidBet' }] });
  });

  it('ends a session whose id was tampered with or made up', async () => {
    const session = await openFun();
    const tampered = `${session.session.slice(0, -4)}AAAA`;
    expect(await post('spin', { session: tampered, bet: session.bet_levels[0] })).toMatchObject({ message: 'sessionExpired' });
    expect(await post('spin', { session: `${FUN_SESSION_PREFIX}made.up.id`, bet: 100 })).toMatchObject({
      message: 'sessionExpired',
    });
    expect(await post('session', { token: 'fun.XYZ', game: 'lucky_lantern' })).toMatchObject({ message: 'sessionExpired' });
    expect(await post('session', { token: 'fun.USD', game: 'no_such_game' })).toMatchObject({ message: 'gameNotFound' });
  });

  it('limits spins like a paid session: 20 in 10 seconds', async () => {
    const session = await openFun();
    const bet = session.bet_levels[0]!;
    const answers: Array<Answer<WlgamesSpinResponse>> = [];
    // every spin sends the first id: the limit follows the session, not the id's latest version
    for (let spin = 0; spin < 21; spin++) answers.push(await post('spin', { session: session.session, bet }));
    expect(answers.slice(0, 20).every((answer) => answer.statusCode === 1)).toBe(true);
    expect(answers[20]).toMatchObject({ httpStatus: 429, message: 'tooManyRequests' });
  });

  it('opens only built-in slots the site offers, for fun', async () => {
    const site = await t.site('localhost');
    expect(await t.call('launchFunGame', { ...site, provider_code: 'JILI', game_code: 'super_ace' })).toMatchObject({
      message: 'gameNotFound',
    });
    expect(await t.call('launchFunGame', { ...site, provider_code: 'WLGAMES', game_code: 'nope' })).toMatchObject({
      message: 'gameNotFound',
    });
    const launched = await t.call('launchFunGame', {
      ...site,
      provider_code: 'WLGAMES',
      game_code: 'neon_nights',
      language: 'CN',
    });
    expectSuccess(launched);
    const url = new URL(launched.value.game_url, 'http://localhost');
    expect(url.pathname).toBe(WLGAMES_PATHS.play);
    expect(url.searchParams.get('game')).toBe('neon_nights');
    expect(url.searchParams.get('lang')).toBe('CN');
    // nothing in the query an access log could keep: the token is in the fragment
    expect(url.search).not.toContain('fun.');
  });
});
