import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FAIR_GAME_CODES,
  FAIR_ROUND_INTERVAL_MS,
  FUN_SHARED_OPEN_BETS,
  SHARED_ROUND_PATHS,
  type SharedRoundEvent,
  type SharedSessionResponse,
  sharedRoundEventSchema,
  WLGAMES_PATHS,
  type WlgamesSessionResponse,
} from '@wl/contract';
import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets, fairGameSessions, fairRoundPace, ledgerEntries, sharedRoundBets, wallets } from '../../../../db/schema/index.js';
import { BUILT_IN_PROVIDER } from '../../../../lib/secrets.js';
import { launchToken, launchTokenIn } from '../../../../test/game-provider.js';
import { expectSuccess, loginDemo } from '../../../../test/harness.js';
import { FUN_BALANCE_IN_SMALLEST_BETS, FUN_SESSION_PREFIX } from '../../fun.js';
import { LOADED_MACHINE_MS, roundsOnAClock } from './test-rounds.js';

/**
 * Fun play of crash and racing: a visitor's fun session follows the demo site's shared rounds on a
 * clock the tests move (the rounds are stepped by hand), bets a demo balance, and writes nothing.
 */
const { t, clock, addSharedGames, post, latest, stepAt, nextCrashRound, requestId } = roundsOnAClock();

beforeAll(async () => {
  // someone watches the demo site's rounds throughout (as an open stream does), so that they run
  const site = await t.app.sites.byDomain('localhost');
  await t.app.sharedRounds.demand.watch(site.id, 'crash');
  await t.app.sharedRounds.demand.watch(site.id, 'racing');
  await addSharedGames();
});

/** A visitor opens the game for fun as the play page does: launchFunGame, then the game client's session. */
async function openFun(game: 'crash' | 'racing'): Promise<SharedSessionResponse> {
  const launched = await t.call('launchFunGame', {
    ...(await t.site('localhost')),
    provider_code: BUILT_IN_PROVIDER,
    game_code: FAIR_GAME_CODES[game],
  });
  expectSuccess(launched);
  const opened = await post('session', { token: launchTokenIn(launched.value.game_url), game: FAIR_GAME_CODES[game] });
  expectSuccess(opened);
  return opened;
}

/** Every table where money, a bet or a player's pace could leave a trace (the rounds themselves are everyone's). */
async function moneyTrace() {
  const [ledger] = await t.database.db.select({ rows: count() }).from(ledgerEntries);
  const [balances] = await t.database.db.select({ total: sql<string>`coalesce(sum(${wallets.balance}), 0)::text` }).from(wallets);
  const [betRows] = await t.database.db.select({ rows: count() }).from(bets);
  const [sharedBets] = await t.database.db.select({ rows: count() }).from(sharedRoundBets);
  const [sessions] = await t.database.db.select({ rows: count() }).from(fairGameSessions);
  const [pace] = await t.database.db.select({ rows: count() }).from(fairRoundPace);
  return { ledger, balances, betRows, sharedBets, sessions, pace };
}

describe('a fun crash session', { timeout: LOADED_MACHINE_MS }, () => {
  it('opens on the site’s rounds with a demo balance, and cashes a bet out at the live multiplier, writing nothing', async () => {
    const before = await moneyTrace();
    const opened = await openFun('crash');
    expect(opened).toMatchObject({ fun: true, game: 'crash', currency: (await t.app.sites.byDomain('localhost')).currency });
    expect(opened.session.startsWith(FUN_SESSION_PREFIX)).toBe(true);
    expect(opened.balance).toBe(opened.min_bet * FUN_BALANCE_IN_SMALLEST_BETS);
    const round = await nextCrashRound(130);

    const bet = opened.min_bet * 2;
    const placed = await post('crashBet', { session: opened.session, request_id: requestId(), bet, auto_cash_out: null });
    expectSuccess(placed);
    expect(placed.bet).toMatchObject({ round_id: `SR${round.id}`, state: 'active', bet, cash_out: null });
    expect(placed.bet.bet_id).toMatch(/^FB\d+$/);
    expect(placed.balance).toBe(opened.balance - bet);
    // the same live round as everyone's, and the fun bet is not among its players
    const betting = await post('state', { session: placed.session });
    expectSuccess(betting);
    expect(betting.state.round).toMatchObject({ round_id: `SR${round.id}`, phase: 'betting' });
    expect(betting.state.players.map((player) => player.bet_id)).not.toContain(placed.bet.bet_id);
    expect(betting).toMatchObject({ balance: placed.balance, bets: [{ bet_id: placed.bet.bet_id, state: 'active' }] });

    // 1.20× after 3,039 ms, before the crash point of at least 1.30×: decided on the round's clock at the call
    clock.at = round.bettingEndsAt.getTime() + 3_039;
    const cashed = await post('crashCashOut', { session: betting.session, bet_id: placed.bet.bet_id });
    expectSuccess(cashed);
    expect(cashed.bet).toMatchObject({ state: 'cashed_out', cash_out: 120, payout: (bet * 120) / 100 });
    expect(cashed.balance).toBe(opened.balance - bet + (bet * 120) / 100);
    // settled in the returned id: the next state has nothing left to settle
    const after = await post('state', { session: cashed.session });
    expectSuccess(after);
    expect(after).toMatchObject({ balance: cashed.balance, bets: [] });
    // an older id still holds the bet, but the round has crashed for it too: worth nothing
    await stepAt(round.endsAt);
    expect(await post('crashCashOut', { session: betting.session, bet_id: placed.bet.bet_id })).toMatchObject({
      errors: [{ field: 'bet_id', key: 'cashOutClosed' }],
    });
    expect(await moneyTrace()).toEqual(before);
  });

  it('settles an automatic cash-out the round reached, and a bet lost at the crash, at the next state call', async () => {
    const before = await moneyTrace();
    const opened = await openFun('crash');
    const round = await nextCrashRound(150);
    const reached = await post('crashBet', {
      session: opened.session,
      request_id: requestId(),
      bet: 3 * opened.min_bet,
      auto_cash_out: 137,
    });
    expectSuccess(reached);
    // one bet a second, as a paid session
    expect(
      await post('crashBet', { session: reached.session, request_id: requestId(), bet: opened.min_bet, auto_cash_out: null }),
    ).toMatchObject({ httpStatus: 429, message: 'tooManyRequests', retry_after: 1 });
    clock.at += FAIR_ROUND_INTERVAL_MS;
    const missed = await post('crashBet', {
      session: reached.session,
      request_id: requestId(),
      bet: opened.min_bet,
      auto_cash_out: round.crashPoint! + 1,
    });
    expectSuccess(missed);
    expect(missed.balance).toBe(opened.balance - 4 * opened.min_bet);

    // 1.40×: the 1.37× target is paid at 1.37×, the other bet still flies
    await stepAt(round.bettingEndsAt.getTime() + 5_608);
    const flying = await post('state', { session: missed.session });
    expectSuccess(flying);
    expect(flying.state.multiplier).toBe(140);
    expect(flying.bets).toMatchObject([
      { bet_id: reached.bet.bet_id, state: 'cashed_out', cash_out: 137, payout: Math.floor((3 * opened.min_bet * 137) / 100) },
      { bet_id: missed.bet.bet_id, state: 'active' },
    ]);
    expect(flying.balance).toBe(missed.balance + Math.floor((3 * opened.min_bet * 137) / 100));

    await stepAt(round.endsAt);
    const crashed = await post('state', { session: flying.session });
    expectSuccess(crashed);
    expect(crashed.bets).toEqual([expect.objectContaining({ bet_id: missed.bet.bet_id, state: 'lost', payout: 0 })]);
    expect(crashed.balance).toBe(flying.balance);
    expect(crashed.state.round).toMatchObject({ round_id: `SR${round.id}`, phase: 'ended', crash_point: round.crashPoint });
    expect(await moneyTrace()).toEqual(before);
  });

  it('refuses a bet the round does not take, as a paid one: closed, outside the limits, over the demo balance', async () => {
    const opened = await openFun('crash');
    const round = await nextCrashRound();
    const crashBet = (bet: number, session = opened.session) =>
      post('crashBet', { session, request_id: requestId(), bet, auto_cash_out: null });
    expect(await crashBet(opened.min_bet - 1)).toMatchObject({ errors: [{ field: 'bet', key: 'amountBelowMinimum' }] });
    expect(await crashBet(opened.max_bet + 1)).toMatchObject({ errors: [{ field: 'bet', key: 'amountAboveMaximum' }] });
    expect(await crashBet(opened.balance + 1)).toMatchObject({ message: 'insufficientBalance' });
    expect(
      await post('raceBet', { session: opened.session, request_id: requestId(), bet: opened.min_bet, runner: 0, kind: 'win' }),
    ).toMatchObject({
      message: 'gameNotFound',
    });
    await stepAt(round.bettingEndsAt);
    expect(await crashBet(opened.min_bet)).toMatchObject({ errors: [{ field: 'round_id', key: 'bettingClosed' }] });
  });

  it('holds at most FUN_SHARED_OPEN_BETS open bets in its id', async () => {
    const opened = await openFun('racing');
    await stepAt(clock.at);
    let round = await latest('racing');
    if (clock.at + (FUN_SHARED_OPEN_BETS + 2) * FAIR_ROUND_INTERVAL_MS >= round.bettingEndsAt.getTime()) {
      await stepAt(round.nextAt);
      round = await latest('racing');
    }
    let session = opened.session;
    for (let bet = 0; bet < FUN_SHARED_OPEN_BETS; bet++) {
      const placed = await post('raceBet', { session, request_id: requestId(), bet: opened.min_bet, runner: 0, kind: 'win' });
      expectSuccess(placed);
      session = placed.session!;
      clock.at += FAIR_ROUND_INTERVAL_MS;
    }
    expect(session.length).toBeLessThan(4_096);
    const refused = await post('raceBet', { session, request_id: requestId(), bet: opened.min_bet, runner: 0, kind: 'win' });
    expect(refused).toMatchObject({ message: 'tooManyRequests' });
    expect((refused as { retry_after: number }).retry_after).toBe(Math.ceil((round.endsAt.getTime() - clock.at) / 1000));
  });
});

describe('a fun race bet', { timeout: LOADED_MACHINE_MS }, () => {
  it('is settled from the race’s finishing order, at the odds of the card, writing nothing', async () => {
    const before = await moneyTrace();
    const opened = await openFun('racing');
    await stepAt(clock.at);
    let round = await latest('racing');
    if (clock.at + 10 * FAIR_ROUND_INTERVAL_MS >= round.bettingEndsAt.getTime()) {
      await stepAt(round.nextAt);
      round = await latest('racing');
    }
    const [winner, second, , last] = round.finish!;
    const bet = opened.min_bet;
    const win = await post('raceBet', { session: opened.session, request_id: requestId(), bet, runner: winner, kind: 'win' });
    expectSuccess(win);
    clock.at += FAIR_ROUND_INTERVAL_MS;
    const place = await post('raceBet', { session: win.session, request_id: requestId(), bet, runner: second, kind: 'place' });
    expectSuccess(place);
    clock.at += FAIR_ROUND_INTERVAL_MS;
    const lost = await post('raceBet', { session: place.session, request_id: requestId(), bet, runner: last, kind: 'win' });
    expectSuccess(lost);
    clock.at += FAIR_ROUND_INTERVAL_MS;
    expect(await post('raceBet', { session: lost.session, request_id: requestId(), bet, runner: 15, kind: 'win' })).toMatchObject(
      { errors: [{ field: 'runner', key: 'invalidParams' }] },
    );

    // running: the order is shown, but a race pays only once it has finished
    await stepAt(round.bettingEndsAt);
    const running = await post('state', { session: lost.session });
    expectSuccess(running);
    expect(running.state.round).toMatchObject({ phase: 'running', finish: round.finish });
    expect(running.bets.map((entry) => entry.state)).toEqual(['active', 'active', 'active']);
    const odds = running.state.round!.odds!;

    await stepAt(round.endsAt);
    const ended = await post('state', { session: running.session });
    expectSuccess(ended);
    const winPay = Math.floor(bet * odds.win[winner!]!);
    const placePay = Math.floor(bet * odds.place[second!]!);
    expect(ended.bets).toMatchObject([
      { bet_id: win.bet.bet_id, state: 'won', payout: winPay },
      { bet_id: place.bet.bet_id, state: 'won', payout: placePay },
      { bet_id: lost.bet.bet_id, state: 'lost', payout: 0 },
    ]);
    expect(ended.balance).toBe(opened.balance - 3 * bet + winPay + placePay);
    // settled once: the renewed id holds nothing more
    const again = await post('state', { session: ended.session });
    expectSuccess(again);
    expect(again).toMatchObject({ bets: [], balance: ended.balance });
    // the round is the real one: anyone verifies it by its id
    const verified = await t.call('fairRoundVerify', { ...(await t.site()), round_id: `SR${round.id}` });
    expectSuccess(verified);
    expect(verified).toMatchObject({ finish: round.finish, chain_valid: true });
    expect(await moneyTrace()).toEqual(before);
  });
});

describe('a fun session id', { timeout: LOADED_MACHINE_MS }, () => {
  it('is refused when tampered with, made up, of another kind of session, or of the wrong currency', async () => {
    const opened = await openFun('crash');
    const tampered = `${opened.session.slice(0, -4)}AAAA`;
    expect(await post('state', { session: tampered })).toMatchObject({ message: 'sessionExpired' });
    expect(await post('state', { session: `${FUN_SESSION_PREFIX}made.up.id` })).toMatchObject({ message: 'sessionExpired' });
    // a slots' fun session is sealed for another purpose
    const slots = await t.app.inject({
      method: 'POST',
      url: WLGAMES_PATHS.session,
      payload: { token: `fun.${opened.currency}`, game: 'lucky_lantern' },
    });
    const slotsSession = slots.json<WlgamesSessionResponse>().session;
    expect(slotsSession.startsWith(FUN_SESSION_PREFIX)).toBe(true);
    expect(await post('state', { session: slotsSession })).toMatchObject({ message: 'sessionExpired' });
    // a paid session is not a fun one, and names no fun bet
    const player = await loginDemo(t);
    const token = await launchToken(t, player, { provider_code: BUILT_IN_PROVIDER, game_code: FAIR_GAME_CODES.crash });
    const paid = await post('session', { token, game: FAIR_GAME_CODES.crash });
    expectSuccess(paid);
    expect(paid.fun).toBeUndefined();
    expect(await post('state', { session: `${FUN_SESSION_PREFIX}${paid.session}` })).toMatchObject({ message: 'sessionExpired' });
    expect(await post('crashCashOut', { session: paid.session, bet_id: 'FB1' })).toMatchObject({ message: 'roundNotFound' });
    // the site decides the currency; a token of another is refused
    const other = opened.currency === 'USD' ? 'PHP' : 'USD';
    expect(await post('session', { token: `fun.${other}`, game: FAIR_GAME_CODES.crash })).toMatchObject({
      message: 'sessionExpired',
    });
    expect(await post('session', { token: `fun.${opened.currency}`, game: 'wl_hash_dice' })).toMatchObject({
      message: 'gameNotFound',
    });
  });

  it('opens the live stream of the site’s round', async () => {
    const opened = await openFun('crash');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // the tests step the rounds themselves
    await t.app.sharedRounds.scheduler.stop();
    const round = await nextCrashRound();
    const { port } = t.app.server.address() as AddressInfo;
    const first = await new Promise<SharedRoundEvent>((resolve, reject) => {
      const request = get(
        { host: '127.0.0.1', port, path: `${SHARED_ROUND_PATHS.stream}?session=${encodeURIComponent(opened.session)}` },
        (response) => {
          let buffered = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            buffered += chunk;
            const line = buffered.split('\n').find((candidate) => candidate.startsWith('data: '));
            if (!line || !buffered.includes('\n\n')) return;
            request.destroy();
            resolve(sharedRoundEventSchema.parse(JSON.parse(line.slice(6))));
          });
        },
      );
      request.on('error', reject);
    });
    expect(first).toMatchObject({ type: 'state', state: { round: { round_id: `SR${round.id}` } } });
  });

  it('ends when it expires', async () => {
    const opened = await openFun('crash');
    clock.at += 4 * 3_600_000;
    expect(await post('state', { session: opened.session })).toMatchObject({ message: 'sessionExpired' });
    const stream = await t.app.inject({
      method: 'GET',
      url: `${SHARED_ROUND_PATHS.stream}?session=${encodeURIComponent(opened.session)}`,
    });
    expect(stream.json()).toMatchObject({ message: 'sessionExpired' });
  });
});
