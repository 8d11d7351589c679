import {
  FAIR_BET_LIMITS,
  FAIR_GAME_CODES,
  FAIR_ROUND_INTERVAL_MS,
  FAIR_RTP,
  FAIR_WLGAMES_PATHS,
  type FairMinesResponse,
  WLGAMES_PATHS,
} from '@wl/contract';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bets,
  fairGameSessions,
  fairGameSettings,
  fairRoundPace,
  fairRounds,
  fairSeedPairs,
  gameLaunches,
  ledgerEntries,
  sites,
  wallets,
} from '../../../db/schema/index.js';
import { RateLimits } from '../../../lib/rate-limits.js';
import { BUILT_IN_PROVIDER } from '../../../lib/secrets.js';
import { launchToken, launchTokenIn } from '../../../test/game-provider.js';
import { type Answer, expectSuccess, loginDemo } from '../../../test/harness.js';
import { FUN_BALANCE_IN_SMALLEST_BETS, FUN_SESSION_PREFIX } from '../fun.js';
import { createFairFunService } from './fun.js';
import { minesMultiplier } from './mines.js';
import { payout } from './payout.js';
import type { FairService, FairSite } from './service.js';
import { type InstantGameAnswers, instantGamesOnAClock } from './test-play.js';

/**
 * Fun play of the instant fair games: a visitor's sealed demo session, played through the game
 * client's routes, which never reaches a wallet or a table. The app's clock is the test's, so the
 * round pace kept in the sealed state is stepped without waiting; the rate limit that also keeps
 * it (for replayed ids) counts real time, and a round it refuses is sent again once its window ends.
 */
const { t, clock, send } = instantGamesOnAClock();

/**
 * A round a second after the one before, on the test's clock; sent again while the rate limit's
 * one-second window (real time) of the session's previous round is still open.
 */
async function nextRound<P extends 'play' | 'minesStart'>(
  path: P,
  body: Record<string, unknown>,
): Promise<Answer<InstantGameAnswers[P]>> {
  clock.at += FAIR_ROUND_INTERVAL_MS;
  for (;;) {
    const answer = await send(path, body);
    if (answer.httpStatus !== 429) return answer;
    await new Promise((resolve) => setTimeout(resolve, FAIR_ROUND_INTERVAL_MS));
  }
}

type InstantGame = 'dice' | 'plinko' | 'keno' | 'bingo' | 'mines';
async function openFun(game: InstantGame) {
  const launched = await t.call('launchFunGame', {
    ...(await t.site()),
    provider_code: BUILT_IN_PROVIDER,
    game_code: FAIR_GAME_CODES[game],
  });
  expectSuccess(launched);
  const url = new URL(launched.value.game_url, 'http://localhost');
  expect(url.pathname).toBe(WLGAMES_PATHS.play);
  expect(url.searchParams.get('game')).toBe(FAIR_GAME_CODES[game]);
  const opened = await send('session', { token: launchTokenIn(launched.value.game_url), game: FAIR_GAME_CODES[game] });
  expectSuccess(opened);
  return opened;
}

/** Every table a paid round, a bet or money could leave a trace in. */
async function trace() {
  const { db } = t.app;
  const [balances] = await db.select({ total: sql<string>`coalesce(sum(${wallets.balance}), 0)::text` }).from(wallets);
  return {
    rounds: await db.select({ rows: count() }).from(fairRounds),
    pace: await db.select({ rows: count() }).from(fairRoundPace),
    gameSessions: await db.select({ rows: count() }).from(fairGameSessions),
    seedPairs: await db.select({ rows: count() }).from(fairSeedPairs),
    bets: await db.select({ rows: count() }).from(bets),
    ledger: await db.select({ rows: count() }).from(ledgerEntries),
    launches: await db.select({ rows: count() }).from(gameLaunches),
    balances: balances!.total,
  };
}

const BET_PARAMS = {
  dice: { game: 'dice', target: 5000, direction: 'over' },
  plinko: { game: 'plinko', rows: 8, risk: 'medium' },
  keno: { game: 'keno', numbers: [3, 7, 11, 19, 23] },
  bingo: { game: 'bingo' },
} as const;

describe('fun play of the instant fair games', () => {
  it('lets a visitor play each game on a demo balance, and writes nothing to a wallet, the ledger or any table', async () => {
    const before = await trace();
    for (const game of ['dice', 'plinko', 'keno', 'bingo'] as const) {
      const session = await openFun(game);
      const limits = FAIR_BET_LIMITS[session.currency as keyof typeof FAIR_BET_LIMITS];
      expect(session).toMatchObject({
        fun: true,
        game,
        rtp: FAIR_RTP[game].default,
        min_bet: limits.min,
        max_bet: limits.max,
        balance: limits.min * FUN_BALANCE_IN_SMALLEST_BETS,
        seeds: { nonce: 0 },
        open_round: null,
      });
      expect(session.session.startsWith(FUN_SESSION_PREFIX)).toBe(true);
      let current = session.session;
      let balance = session.balance;
      const bet = limits.min * 10;
      for (let round = 0; round < 2; round++) {
        const played = await nextRound('play', {
          session: current,
          request_id: `request-fun-${game}-${round}`,
          bet,
          params: BET_PARAMS[game],
        });
        expectSuccess(played);
        expect(played).toMatchObject({ round_id: `FUN${round + 1}`, nonce: round, outcome: { game } });
        expect(played.payout).toBe(Number(payout(BigInt(bet), Math.round(played.multiplier * 10_000))));
        balance += played.payout - bet;
        expect(played.balance).toBe(balance);
        // the session's own seeds, whose hash the session showed
        expect(played.server_seed_hash).toBe(session.seeds.server_seed_hash);
        expect(played.session).not.toBe(current);
        current = played.session!;
      }
    }
    expect(await trace()).toEqual(before);
  });

  it('plays mines from the sealed state: start, reveal, cash out, and a mine', async () => {
    const before = await trace();
    const session = await openFun('mines');
    const bet = session.min_bet * 10;
    const started = await nextRound('minesStart', { session: session.session, request_id: 'request-fun-mines-1', bet, mines: 1 });
    expectSuccess(started);
    expect(started).toMatchObject({
      round_id: 'FUN1',
      state: 'open',
      revealed: [],
      mine_tiles: null,
      balance: session.balance - bet,
    });

    // one mine in 25: find a safe tile by revealing until one is safe, in fresh rounds if need be
    const revealed = await send('minesReveal', { session: started.session, round_id: 'FUN1', tile: 0 });
    expectSuccess(revealed);
    let afterRound: FairMinesResponse;
    if (revealed.state === 'lost') {
      expect(revealed).toMatchObject({ payout: 0, multiplier: 0, balance: session.balance - bet });
      expect(revealed.mine_tiles).toEqual([0]);
      afterRound = revealed;
    } else {
      expect(revealed).toMatchObject({ state: 'open', revealed: [0], mine_tiles: null });
      expect(revealed.multiplier).toBe(minesMultiplier(1, 1, FAIR_RTP.mines.default) / 10_000);
      // the same tile twice is refused
      expect(await send('minesReveal', { session: revealed.session, round_id: 'FUN1', tile: 0 })).toMatchObject({
        message: 'validationFailed',
        errors: [{ field: 'tile', key: 'invalid' }],
      });
      const cashed = await send('minesCashOut', { session: revealed.session, round_id: 'FUN1' });
      expectSuccess(cashed);
      const paid = Number(payout(BigInt(bet), minesMultiplier(1, 1, FAIR_RTP.mines.default)));
      expect(cashed).toMatchObject({ state: 'won', payout: paid, balance: session.balance - bet + paid });
      expect(cashed.mine_tiles).toHaveLength(1);
      expect(cashed.mine_tiles).not.toContain(0);
      afterRound = cashed;
    }
    // an ended round takes no more reveals
    expect(await send('minesReveal', { session: afterRound.session, round_id: 'FUN1', tile: 5 })).toMatchObject({
      message: 'roundNotFound',
    });

    // 24 mines: the one reveal either hits a mine or, the only safe tile, cashes the round out
    const second = await nextRound('minesStart', {
      session: afterRound.session,
      request_id: 'request-fun-mines-2',
      bet,
      mines: 24,
    });
    expectSuccess(second);
    expect(second).toMatchObject({ round_id: 'FUN2', nonce: 1, balance: afterRound.balance - bet });
    expect(await send('minesCashOut', { session: second.session, round_id: 'FUN2' })).toMatchObject({
      message: 'validationFailed',
      errors: [{ field: 'round_id', key: 'nothingRevealed' }],
    });
    const ended = await send('minesReveal', { session: second.session, round_id: 'FUN2', tile: 12 });
    expectSuccess(ended);
    expect(ended.mine_tiles).toHaveLength(24);
    if (ended.state === 'lost') {
      expect(ended.mine_tiles).toContain(12);
      expect(ended.balance).toBe(second.balance);
    } else {
      expect(ended.state).toBe('won');
      expect(ended.mine_tiles).not.toContain(12);
      expect(ended.balance).toBe(second.balance + ended.payout);
    }
    expect(await trace()).toEqual(before);
  });

  it("plays at the site's RTP and bet limits, the ones its info sheet shows, on the site of the page that opened it", async () => {
    const [site] = await t.app.db
      .select()
      .from(sites)
      .where(eq(sites.id, (await t.app.sites.byDomain('localhost')).id));
    await t.app.db
      .insert(fairGameSettings)
      .values({ siteId: site!.id, game: 'dice', rtp: 9500, betLimits: { [site!.currency]: { min: 200, max: 300_000 } } });
    try {
      const session = await openFun('dice');
      expect(session).toMatchObject({ rtp: 9500, min_bet: 200, max_bet: 300_000, balance: 200 * FUN_BALANCE_IN_SMALLEST_BETS });
      const round = await nextRound('play', {
        session: session.session,
        request_id: 'request-site-1',
        bet: 200,
        params: BET_PARAMS.dice,
      });
      expectSuccess(round);
      const tooSmall = await nextRound('play', {
        session: round.session,
        request_id: 'request-site-2',
        bet: 199,
        params: BET_PARAMS.dice,
      });
      expect(tooSmall).toMatchObject({ message: 'validationFailed', errors: [{ field: 'bet', key: 'amountBelowMinimum' }] });
    } finally {
      await t.app.db.delete(fairGameSettings).where(eq(fairGameSettings.siteId, site!.id));
    }
    // a fun token in another currency than the page's site, or a page of no site, opens nothing
    const otherCurrency = await send('session', { token: 'fun.CNY', game: FAIR_GAME_CODES.dice });
    expect(otherCurrency.message).toBe('sessionExpired');
    const noSite = await t.app.inject({
      method: 'POST',
      url: FAIR_WLGAMES_PATHS.session,
      headers: { host: 'nowhere.example' },
      payload: { token: `fun.${site!.currency}`, game: FAIR_GAME_CODES.dice },
    });
    expect(noSite.json()).toMatchObject({ message: 'gameNotFound' });
  });

  it('keeps the round pace: a second round in the same second is refused, nothing played', async () => {
    const session = await openFun('dice');
    const bet = session.min_bet;
    const first = await nextRound('play', {
      session: session.session,
      request_id: 'request-pace-1',
      bet,
      params: BET_PARAMS.dice,
    });
    expectSuccess(first);
    const again = await send('play', { session: first.session, request_id: 'request-pace-2', bet, params: BET_PARAMS.dice });
    expect(again).toMatchObject({ httpStatus: 429, message: 'tooManyRequests', retry_after: 1 });
    const later = await nextRound('play', { session: first.session, request_id: 'request-pace-3', bet, params: BET_PARAMS.dice });
    expectSuccess(later);
    expect(later.nonce).toBe(1);
  });

  it('counts the pace of every id of a session under one key, so an older id replayed shares it', async () => {
    const consumed: string[] = [];
    const limits = new RateLimits();
    const recording = {
      consume: async (name: Parameters<RateLimits['consume']>[0], key: string) => {
        if (name === 'fairFunRoundPerSession') consumed.push(key);
      },
    } as unknown as RateLimits;
    let at = Date.now();
    const fun = createFairFunService({
      secret: 'test-secret',
      limits: recording,
      fair: { rtpOf: async () => FAIR_RTP.dice.default, betLimitsOf: async () => FAIR_BET_LIMITS.USD } as unknown as FairService,
      funSiteOf: async () => ({ id: 1, currency: 'USD' }) as FairSite,
      now: () => new Date(at),
    });
    const session = await fun.startSession({ token: 'fun.USD', game: FAIR_GAME_CODES.dice }, 'localhost');
    const first = await fun.play({ session: session.session, bet: 10, params: BET_PARAMS.dice });
    at += FAIR_ROUND_INTERVAL_MS;
    await fun.play({ session: first.session!, bet: 10, params: BET_PARAMS.dice });
    // the first id again: its sealed state knows no round, but the rate limit's key is the session's
    await fun.play({ session: session.session, bet: 10, params: BET_PARAMS.dice });
    expect(consumed).toHaveLength(3);
    expect(new Set(consumed).size).toBe(1);
    // and the real limit refuses the second point of that key within its window
    await limits.consume('fairFunRoundPerSession', consumed[0]!);
    await expect(limits.consume('fairFunRoundPerSession', consumed[0]!)).rejects.toMatchObject({ key: 'tooManyRequests' });
  });

  it('refuses a bet above the demo balance or outside the limits, and parameters of another game', async () => {
    const session = await openFun('dice');
    const over = session.balance + session.min_bet;
    expect(over).toBeLessThanOrEqual(session.max_bet);
    expect(
      await nextRound('play', { session: session.session, request_id: 'request-over-1', bet: over, params: BET_PARAMS.dice }),
    ).toMatchObject({
      message: 'insufficientBalance',
    });
    expect(
      await nextRound('play', {
        session: session.session,
        request_id: 'request-low-1',
        bet: session.min_bet - 1,
        params: BET_PARAMS.dice,
      }),
    ).toMatchObject({ message: 'validationFailed', errors: [{ field: 'bet', key: 'amountBelowMinimum' }] });
    expect(
      await nextRound('play', {
        session: session.session,
        request_id: 'request-keno-1',
        bet: session.min_bet,
        params: BET_PARAMS.keno,
      }),
    ).toMatchObject({ message: 'validationFailed', errors: [{ field: 'params', key: 'invalidParams' }] });
  });

  it('ends a session whose id was tampered with, made up or expired', async () => {
    const session = await openFun('plinko');
    const bet = session.min_bet;
    const tampered = `${session.session.slice(0, -4)}AAAA`;
    expect(
      await nextRound('play', { session: tampered, request_id: 'request-tamper-1', bet, params: BET_PARAMS.plinko }),
    ).toMatchObject({
      message: 'sessionExpired',
    });
    expect(
      await nextRound('play', {
        session: `${FUN_SESSION_PREFIX}made.up.id`,
        request_id: 'request-tamper-2',
        bet,
        params: BET_PARAMS.plinko,
      }),
    ).toMatchObject({ message: 'sessionExpired' });
    expect(await send('session', { token: 'fun.XYZ', game: FAIR_GAME_CODES.dice })).toMatchObject({ message: 'sessionExpired' });
    expect(await send('session', { token: 'fun.USD', game: FAIR_GAME_CODES.crash })).toMatchObject({ message: 'gameNotFound' });
    const saved = clock.at;
    clock.at += 4 * 3_600_000;
    expect(
      await nextRound('play', { session: session.session, request_id: 'request-late-1', bet, params: BET_PARAMS.plinko }),
    ).toMatchObject({
      message: 'sessionExpired',
    });
    clock.at = saved;
  });

  it('takes neither a paid session id as a fun one, nor a fun id (or a slot’s) as a paid one', async () => {
    const player = await loginDemo(t);
    const token = await launchToken(t, player, { provider_code: BUILT_IN_PROVIDER, game_code: FAIR_GAME_CODES.dice });
    const paid = await send('session', { token, game: FAIR_GAME_CODES.dice });
    expectSuccess(paid);
    expect(paid.fun).toBeUndefined();
    const fun = await openFun('dice');
    const bet = fun.min_bet;
    const attempts = [`${FUN_SESSION_PREFIX}${paid.session}`, fun.session.slice(FUN_SESSION_PREFIX.length)];
    const slot = await t.app.inject({
      method: 'POST',
      url: WLGAMES_PATHS.session,
      payload: { token: 'fun.USD', game: 'lucky_lantern' },
    });
    attempts.push(slot.json<{ session: string }>().session);
    for (const [index, session] of attempts.entries()) {
      expect(
        await nextRound('play', { session, request_id: `request-cross-${index}`, bet, params: BET_PARAMS.dice }),
      ).toMatchObject({
        message: 'sessionExpired',
      });
    }
  });
});
