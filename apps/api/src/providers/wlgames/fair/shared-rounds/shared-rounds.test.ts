import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CRASH_TIMING,
  crashTimeOf,
  FAIR_GAME_CODES,
  FAIR_ROUND_INTERVAL_MS,
  SHARED_RECENT_ROUNDS,
  SHARED_ROUND_PATHS,
  type SharedRoundEvent,
  sharedRoundEventSchema,
} from '@wl/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../../app.js';
import { loadConfig } from '../../../../config.js';
import {
  bets,
  fairChains,
  ledgerEntries,
  sharedRoundBets,
  sharedRoundDemand,
  sharedRounds,
  sites,
} from '../../../../db/schema/index.js';
import { sha256 } from '../../../../lib/crypto.js';
import { BUILT_IN_PROVIDER } from '../../../../lib/secrets.js';
import { launchToken } from '../../../../test/game-provider.js';
import {
  expectSuccess,
  INSTALLATION_TOKEN,
  loginDemo,
  type PlayerSession,
  signupPlayer,
  TEST_SERVER_SECRET,
  type TestApp,
} from '../../../../test/harness.js';
import { approvedDeposit, expectLedgerMatchesBalance, playerIdOf } from '../../../../test/money.js';
import { hashSeed } from '../seeds.js';
import { createFairService, type FairSite } from '../service.js';
import { QUIET_MS } from './demand.js';
import { createScheduler } from './scheduler.js';
import { createSharedRoundsService } from './service.js';
import { LOADED_MACHINE_MS, roundsOnAClock } from './test-rounds.js';

/**
 * The shared crash and race rounds through the built-in provider and the operator's real seamless
 * wallet API in the same server, on a clock the tests move: the rounds are stepped by hand. Someone
 * watches the demo site's rounds throughout (as an open stream does), so that they run, except where
 * a test looks at a site nobody plays.
 */
const redisUrl = process.env.TEST_REDIS_URL;
// with TEST_REDIS_URL both instances of the last tests send and receive their events through Redis
const { t, clock, addSharedGames, post, latest, stepAt, nextCrashRound, requestId } = roundsOnAClock(
  redisUrl ? { REDIS_URL: redisUrl } : {},
);

/** Stops the watching of the demo site's rounds that the tests begin with. */
let stopWatching: () => void = () => {};
async function watchRounds(): Promise<void> {
  const site = await t.app.sites.byDomain('localhost');
  const stops = [
    await t.app.sharedRounds.demand.watch(site.id, 'crash'),
    await t.app.sharedRounds.demand.watch(site.id, 'racing'),
  ];
  stopWatching = () => {
    for (const stop of stops) stop();
  };
}

beforeAll(async () => {
  await watchRounds();
  await addSharedGames();
});

async function openGame(player: PlayerSession, game: 'crash' | 'racing', test: TestApp = t): Promise<string> {
  const token = await launchToken(test, player, { provider_code: BUILT_IN_PROVIDER, game_code: FAIR_GAME_CODES[game] });
  const opened = await post('session', { token, game: FAIR_GAME_CODES[game] }, test.app);
  expectSuccess(opened);
  return opened.session;
}

async function fundedPlayer(): Promise<PlayerSession> {
  const player = await signupPlayer(t, `crash${Math.random().toString(36).slice(2, 10)}`);
  const session = { auth: player.auth, account_id: player.account_id };
  await approvedDeposit(t, session, 500);
  return session;
}

/** The player's ledger entries of a bet's pay (none for a lost bet: its credit of 0 moves nothing). */
async function creditsOf(accountId: string, betId: string) {
  const playerId = await playerIdOf(t, accountId);
  return t.database.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, playerId),
        eq(ledgerEntries.idempotencyKey, `seamless:${BUILT_IN_PROVIDER}:${betId}-credit`),
      ),
    );
}

/** The operator's record of a bet of the built-in provider (bet history). */
async function recordOf(betId: string) {
  return t.database.db
    .select()
    .from(bets)
    .where(and(eq(bets.providerCode, BUILT_IN_PROVIDER), eq(bets.roundId, betId)));
}

const touched = new Set<string>();
afterEach(async () => {
  for (const accountId of touched) await expectLedgerMatchesBalance(t, accountId);
  touched.clear();
});

describe('the hash chain', { timeout: LOADED_MACHINE_MS }, () => {
  it('publishes the terminal hash and salt before round 1, and each ended round hashes to the one before', async () => {
    await stepAt(clock.at);
    const site = await t.site();
    const chains = await t.call('fairChain', { ...site, game: 'crash' });
    expectSuccess(chains);
    expect(chains.chains).toHaveLength(1);
    const [chain] = chains.chains;
    expect(chain).toMatchObject({ length: 10_000, rounds_played: 1 });
    expect(chain!.terminal_hash).toMatch(/^[0-9a-f]{64}$/);
    // round 1 is betting: nothing of it is shown yet, and it is not in the finished list
    const first = await latest('crash');
    expect(first.number).toBe(1);
    expect(chains.rounds).toEqual([]);
    const early = await t.call('fairRoundVerify', { ...site, round_id: `SR${first.id}` });
    expect(early).toMatchObject({ statusCode: 404, message: 'roundNotFound' });

    for (let i = 0; i < 3; i++) await stepAt((await latest('crash')).nextAt);
    const later = await t.call('fairChain', { ...site, game: 'crash' });
    expectSuccess(later);
    const ended = later.rounds.slice().reverse();
    expect(ended.length).toBeGreaterThanOrEqual(3);
    expect(ended[0]!.number).toBe(1);
    expect(hashSeed(ended[0]!.seed!)).toBe(chain!.terminal_hash);
    for (let i = 1; i < ended.length; i++) expect(hashSeed(ended[i]!.seed!)).toBe(ended[i - 1]!.seed);

    const verified = await t.call('fairRoundVerify', { ...site, round_id: ended[1]!.round_id });
    expectSuccess(verified);
    expect(verified).toMatchObject({
      terminal_hash: chain!.terminal_hash,
      salt: chain!.salt,
      seed_hash: ended[0]!.seed,
      chain_valid: true,
      crash_point: ended[1]!.crash_point,
      finish: null,
    });
    // the same outcome from the generic verify call, given the seed and the salt
    const recomputed = await t.call('fairVerify', {
      ...site,
      server_seed: ended[1]!.seed,
      client_seed: chain!.salt,
      params: { game: 'crash', cash_out: 101 },
    });
    expectSuccess(recomputed);
    expect(recomputed.outcome).toMatchObject({ game: 'crash', crash_point: ended[1]!.crash_point! / 100 });
  });

  it('starts a new chain, published a round ahead, when one runs out', async () => {
    const site = await t.app.sites.byDomain('localhost');
    const service = createSharedRoundsService({
      db: t.app.db,
      fair: createFairService({ db: t.app.db, serverSecret: TEST_SERVER_SECRET }),
      wallet: {} as never,
      serverSecret: TEST_SERVER_SECRET,
      limits: t.app.rateLimits,
      events: t.app.events,
      demand: t.app.sharedRounds.demand,
      log: t.app.log,
      now: () => new Date(clock.at),
      chainLength: 2,
    });
    // a site of its own game history: the demo's other site, driven here only
    const [found] = await t.database.db
      .select({ id: sites.id, currency: sites.currency })
      .from(sites)
      .where(and(ne(sites.id, site.id), eq(sites.status, 'active')))
      .limit(1);
    const other = found as FairSite;
    // the chain the driver uses for it runs out here
    await t.database.db
      .update(fairChains)
      .set({ endedAt: new Date(clock.at) })
      .where(and(eq(fairChains.siteId, other.id), eq(fairChains.game, 'racing')));
    const at = new Date(clock.at);
    const one = await service.openRound(other, 'racing', at);
    const two = await service.openRound(other, 'racing', at);
    const three = await service.openRound(other, 'racing', at);
    expect([one!.number, two!.number, three!.number]).toEqual([1, 2, 1]);
    expect(three!.chainId).not.toBe(one!.chainId);
    const chains = await service.chains(other, 'racing');
    expect(chains.chains.slice(0, 2).map((chain) => [chain.chain_id, chain.rounds_played])).toEqual([
      [three!.chainId, 1],
      [one!.chainId, 2],
    ]);
  });
});

describe('a crash round', { timeout: LOADED_MACHINE_MS }, () => {
  it('takes bets in its betting phase only, runs on the clock.at, and refuses a cash-out at or after the crash', async () => {
    const player = await fundedPlayer();
    touched.add(player.account_id);
    const session = await openGame(player, 'crash');
    const round = await nextCrashRound(150);

    const placed = await post('crashBet', { session, request_id: requestId(), bet: 100, auto_cash_out: null });
    expectSuccess(placed);
    expect(placed.bet).toMatchObject({ round_id: `SR${round.id}`, state: 'active', bet: 100, cash_out: null });
    const state = await post('state', { session });
    expectSuccess(state);
    expect(state.state.round).toMatchObject({ phase: 'betting', crash_point: null, seed: null });
    expect(state.state.players.map((entry) => entry.bet_id)).toContain(placed.bet.bet_id);
    expect(state.bets.map((entry) => entry.bet_id)).toEqual([placed.bet.bet_id]);

    // running: no more bets; the multiplier follows the curve
    await stepAt(round.bettingEndsAt.getTime() + 1_000);
    const late = await post('crashBet', { session, request_id: requestId(), bet: 100, auto_cash_out: null });
    expect(late).toMatchObject({ statusCode: 422, errors: [{ field: 'round_id', key: 'bettingClosed' }] });
    const running = await post('state', { session });
    expectSuccess(running);
    expect(running.state).toMatchObject({ multiplier: 106, round: { phase: 'running', crash_point: null } });

    // crashed: the cash-out is refused and the bet lost
    await stepAt(round.endsAt);
    const refused = await post('crashCashOut', { session, bet_id: placed.bet.bet_id });
    expect(refused).toMatchObject({ statusCode: 422, errors: [{ field: 'bet_id', key: 'cashOutClosed' }] });
    const [settled] = await t.database.db
      .select()
      .from(sharedRoundBets)
      .where(eq(sharedRoundBets.id, Number(placed.bet.bet_id.slice(2))));
    expect(settled).toMatchObject({ status: 'settled', payout: 0n, cashOut: null });
    const again = await post('crashCashOut', { session, bet_id: placed.bet.bet_id });
    expect(again).toMatchObject({ errors: [{ key: 'cashOutClosed' }] });
    const ended = await post('state', { session });
    expectSuccess(ended);
    expect(ended.state.round).toMatchObject({ phase: 'ended', crash_point: round.crashPoint });
    expect(ended.state.round!.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(ended.state.players.find((entry) => entry.bet_id === placed.bet.bet_id)).toMatchObject({ state: 'lost' });
  });

  it('pays two simultaneous cash-outs once, and a repeated bet request once', async () => {
    const player = await fundedPlayer();
    touched.add(player.account_id);
    const session = await openGame(player, 'crash');
    const round = await nextCrashRound(130);
    const id = requestId();
    const [first, second] = await Promise.all([
      post('crashBet', { session, request_id: id, bet: 200, auto_cash_out: null }),
      post('crashBet', { session, request_id: id, bet: 200, auto_cash_out: null }),
    ]);
    const placed = [first, second].find((answer) => answer.statusCode === 1);
    expectSuccess(placed!);
    const betsOfRound = await t.database.db.select().from(sharedRoundBets).where(eq(sharedRoundBets.roundId, round.id));
    expect(betsOfRound.filter((bet) => bet.requestId === id)).toHaveLength(1);

    // 1.20× after 3,039 ms, before the crash point of at least 1.30×
    clock.at = round.bettingEndsAt.getTime() + 3_039;
    const cashOuts = await Promise.all([
      post('crashCashOut', { session, bet_id: placed!.bet.bet_id }),
      post('crashCashOut', { session, bet_id: placed!.bet.bet_id }),
    ]);
    for (const answer of cashOuts) {
      expectSuccess(answer);
      expect(answer.bet).toMatchObject({ state: 'cashed_out', cash_out: 120, payout: 240 });
    }
    expect(await creditsOf(player.account_id, placed!.bet.bet_id)).toMatchObject([{ amount: 240n }]);
    expect(await recordOf(placed!.bet.bet_id)).toMatchObject([{ stake: 200n, payout: 240n, status: 'settled' }]);
    await stepAt(round.endsAt);
    await stepAt(round.nextAt);
    expect(await creditsOf(player.account_id, placed!.bet.bet_id)).toMatchObject([{ amount: 240n }]);
  });

  it('pays an automatic cash-out at exactly its target when the round reaches it, and nothing when it does not', async () => {
    const player = await fundedPlayer();
    touched.add(player.account_id);
    const session = await openGame(player, 'crash');
    const round = await nextCrashRound(150);
    const reached = await post('crashBet', { session, request_id: requestId(), bet: 300, auto_cash_out: 137 });
    clock.at += FAIR_ROUND_INTERVAL_MS;
    const missed = await post('crashBet', { session, request_id: requestId(), bet: 100, auto_cash_out: round.crashPoint! + 1 });
    expectSuccess(reached);
    expectSuccess(missed);
    // the driver's step at 1.40× pays the 1.37× target at 1.37×, not at the multiplier it found
    await stepAt(round.bettingEndsAt.getTime() + 5_608);
    const paid = await post('state', { session });
    expectSuccess(paid);
    expect(paid.state.multiplier).toBe(140);
    expect(paid.bets.find((bet) => bet.bet_id === reached.bet.bet_id)).toMatchObject({
      state: 'cashed_out',
      cash_out: 137,
      payout: 411,
    });
    await stepAt(round.endsAt);
    const after = await post('state', { session });
    expectSuccess(after);
    expect(after.bets.find((bet) => bet.bet_id === missed.bet.bet_id)).toMatchObject({ state: 'lost', payout: 0 });
    const [row] = await t.database.db.select().from(sharedRounds).where(eq(sharedRounds.id, round.id));
    expect(row!.settledAt).not.toBeNull();
  });

  it('refuses the bets of a player who took a time-out, as every game of the operator does', async () => {
    const player = await fundedPlayer();
    touched.add(player.account_id);
    const session = await openGame(player, 'crash');
    await nextCrashRound();
    expectSuccess(await t.call('timeOut', { ...player, hours: 24 }));
    const refused = await post('crashBet', { session, request_id: requestId(), bet: 100, auto_cash_out: null });
    expect(refused).toMatchObject({ message: 'sessionExpired' });
    const playerId = await playerIdOf(t, player.account_id);
    const placed = await t.database.db.select().from(sharedRoundBets).where(eq(sharedRoundBets.playerId, playerId));
    expect(placed.map((bet) => bet.status)).toEqual(['refused']);
    expect(await recordOf(`SB${placed[0]!.id}`)).toEqual([]);
  });

  it('refuses bets outside the limits or of the other game, and moves nothing', async () => {
    const player = await loginDemo(t);
    const session = await openGame(player, 'crash');
    await nextCrashRound();
    const before = await t.call('getBalance', player);
    expectSuccess(before);
    expect(await post('crashBet', { session, request_id: requestId(), bet: 1, auto_cash_out: null })).toMatchObject({
      errors: [{ field: 'bet', key: 'amountBelowMinimum' }],
    });
    expect(await post('crashBet', { session, request_id: requestId(), bet: 100_000_000, auto_cash_out: null })).toMatchObject({
      errors: [{ field: 'bet', key: 'amountAboveMaximum' }],
    });
    expect(await post('raceBet', { session, request_id: requestId(), bet: 100, runner: 0, kind: 'win' })).toMatchObject({
      message: 'gameNotFound',
    });
    expect(
      await post('crashBet', { session: 'not-a-session', request_id: requestId(), bet: 100, auto_cash_out: null }),
    ).toMatchObject({
      message: 'sessionExpired',
    });
    const after = await t.call('getBalance', player);
    expectSuccess(after);
    expect(after.game_balance).toBe(before.game_balance);
  });
});

describe('a race', { timeout: LOADED_MACHINE_MS }, () => {
  it('takes win and place bets in its window and settles them once, at the odds of the card', async () => {
    const player = await fundedPlayer();
    touched.add(player.account_id);
    const session = await openGame(player, 'racing');
    await stepAt(clock.at);
    let round = await latest('racing');
    // time for the bets, a second apart
    if (clock.at + 10 * FAIR_ROUND_INTERVAL_MS >= round.bettingEndsAt.getTime()) {
      await stepAt(round.nextAt);
      round = await latest('racing');
    }
    const [winner, second, , last] = round.finish!;
    const win = await post('raceBet', { session, request_id: requestId(), bet: 100, runner: winner, kind: 'win' });
    clock.at += FAIR_ROUND_INTERVAL_MS;
    const place = await post('raceBet', { session, request_id: requestId(), bet: 100, runner: second, kind: 'place' });
    clock.at += FAIR_ROUND_INTERVAL_MS;
    const lost = await post('raceBet', { session, request_id: requestId(), bet: 100, runner: last, kind: 'win' });
    expectSuccess(win);
    expectSuccess(place);
    expectSuccess(lost);
    expect(await post('raceBet', { session, request_id: requestId(), bet: 100, runner: 15, kind: 'win' })).toMatchObject({
      errors: [{ field: 'runner', key: 'invalidParams' }],
    });
    const betting = await post('state', { session });
    expectSuccess(betting);
    expect(betting.state.round).toMatchObject({ phase: 'betting', finish: null, seed: null });
    const odds = betting.state.round!.odds!;

    await stepAt(round.bettingEndsAt);
    expect(await post('raceBet', { session, request_id: requestId(), bet: 100, runner: 0, kind: 'win' })).toMatchObject({
      errors: [{ key: 'bettingClosed' }],
    });
    const running = await post('state', { session });
    expectSuccess(running);
    expect(running.state.round).toMatchObject({ phase: 'running', finish: round.finish, seed: null });

    await stepAt(round.endsAt);
    await stepAt(round.endsAt.getTime() + 6_000);
    const ended = await post('state', { session });
    expectSuccess(ended);
    const mine = new Map(ended.bets.map((bet) => [bet.bet_id, bet]));
    expect(mine.get(win.bet.bet_id)).toMatchObject({ state: 'won', payout: Math.floor(100 * odds.win[winner!]!) });
    expect(mine.get(place.bet.bet_id)).toMatchObject({ state: 'won', payout: Math.floor(100 * odds.place[second!]!) });
    expect(mine.get(lost.bet.bet_id)).toMatchObject({ state: 'lost', payout: 0 });
    const balance = await t.call('getBalance', player);
    await stepAt(round.nextAt);
    await stepAt(round.nextAt.getTime() + 6_000);
    for (const bet of [win, place, lost]) {
      const pay = mine.get(bet.bet.bet_id)!.payout;
      expect(await recordOf(bet.bet.bet_id)).toMatchObject([{ stake: 100n, payout: BigInt(pay), status: 'settled' }]);
      expect(await creditsOf(player.account_id, bet.bet.bet_id)).toHaveLength(pay > 0 ? 1 : 0);
    }
    expect(await t.call('getBalance', player)).toEqual(balance);

    const verified = await t.call('fairRoundVerify', { ...(await t.site()), round_id: `SR${round.id}` });
    expectSuccess(verified);
    expect(verified).toMatchObject({ finish: round.finish, crash_point: null, chain_valid: true });
  });
});

describe('one round a second', { timeout: LOADED_MACHINE_MS }, () => {
  it("refuses a player's bet closer than a second to their previous round, moving nothing, and takes it a second later", async () => {
    const player = await fundedPlayer();
    touched.add(player.account_id);
    // two game clients of the player, betting at the same moment
    const crash = await openGame(player, 'crash');
    const other = await openGame(player, 'crash');
    await nextCrashRound();
    const [first, second] = await Promise.all([
      post('crashBet', { session: crash, request_id: requestId(), bet: 100, auto_cash_out: null }),
      post('crashBet', { session: other, request_id: requestId(), bet: 100, auto_cash_out: null }),
    ]);
    const placed = [first, second].find((answer) => answer.statusCode === 1);
    const refused = [first, second].find((answer) => answer.statusCode !== 1);
    expectSuccess(placed!);
    expect(refused).toMatchObject({ httpStatus: 429, message: 'tooManyRequests', retry_after: 1 });
    const playerId = await playerIdOf(t, player.account_id);
    expect(await t.database.db.select().from(sharedRoundBets).where(eq(sharedRoundBets.playerId, playerId))).toHaveLength(1);
    expect(await t.database.db.select().from(bets).where(eq(bets.playerId, playerId))).toHaveLength(1);

    clock.at += FAIR_ROUND_INTERVAL_MS - 1;
    const early = requestId();
    expect(await post('crashBet', { session: crash, request_id: early, bet: 100, auto_cash_out: null })).toMatchObject({
      message: 'tooManyRequests',
    });
    clock.at += 1;
    expectSuccess(await post('crashBet', { session: crash, request_id: early, bet: 100, auto_cash_out: null }));
    expect(await t.database.db.select().from(sharedRoundBets).where(eq(sharedRoundBets.playerId, playerId))).toHaveLength(2);
  });
});

describe('rounds only while someone plays', { timeout: LOADED_MACHINE_MS }, () => {
  afterAll(async () => {
    await watchRounds();
  });

  it('lets a site nobody plays go quiet after its last round, and resumes with a fresh betting phase on the same chain', async () => {
    await nextCrashRound();
    stopWatching();
    // the round under way runs to its end and is paid; then, once the quiet time is over, no round opens
    const last = await latest('crash');
    await stepAt(last.endsAt);
    await stepAt(Math.max(last.nextAt.getTime(), clock.at + QUIET_MS));
    await stepAt(clock.at + QUIET_MS);
    expect((await latest('crash')).id).toBe(last.id);
    const [settled] = await t.database.db.select().from(sharedRounds).where(eq(sharedRounds.id, last.id));
    expect(settled!.settledAt).not.toBeNull();

    // a player opening the game wakes the rounds: the next number of the chain, betting from now
    const player = await loginDemo(t);
    const session = await openGame(player, 'crash');
    await stepAt(clock.at + CRASH_TIMING.tickMs);
    const resumed = await latest('crash');
    expect(resumed).toMatchObject({ chainId: last.chainId, number: last.number + 1 });
    expect(resumed.bettingEndsAt.getTime()).toBe(clock.at + CRASH_TIMING.bettingMs);
    const state = await post('state', { session });
    expectSuccess(state);
    expect(state.state.round).toMatchObject({ round_id: `SR${resumed.id}`, phase: 'betting' });
    await stepAt(resumed.endsAt);
    const verified = await t.call('fairRoundVerify', { ...(await t.site()), round_id: `SR${resumed.id}` });
    expectSuccess(verified);
    expect(verified.chain_valid).toBe(true);
    expect(verified.seed_hash).toBe(
      (await t.call('fairRoundVerify', { ...(await t.site()), round_id: `SR${last.id}` })).round?.seed,
    );
  });

  it('pays the bets of a round under way on time after a failover, though nobody wants the rounds any more', async () => {
    // watched while the test looks for a round reaching 3.00× (the game session alone wants the
    // rounds for a minute, which a run of low crash points can outlast)
    await watchRounds();
    const player = await fundedPlayer();
    touched.add(player.account_id);
    const session = await openGame(player, 'crash');
    const round = await nextCrashRound(300);
    const placed = await post('crashBet', { session, request_id: requestId(), bet: 100, auto_cash_out: 200 });
    expectSuccess(placed);
    // everyone leaves, and the driver with them
    stopWatching();
    await t.database.db.delete(sharedRoundDemand);
    await t.app.sharedRounds.scheduler.stop();
    const scheduler = createScheduler({
      db: t.app.db,
      rounds: t.app.sharedRounds.service,
      demand: t.app.sharedRounds.demand,
      now: () => new Date(clock.at),
      log: t.app.log,
    });
    try {
      // 2.00× is reached before the crash (at least 3.00×): the new driver pays the target then
      clock.at = round.bettingEndsAt.getTime() + crashTimeOf(200);
      expect(await scheduler.step()).toBe(true);
      const state = await post('state', { session });
      expectSuccess(state);
      expect(state.state.round).toMatchObject({ round_id: `SR${round.id}`, phase: 'running' });
      expect(state.bets).toMatchObject([{ bet_id: placed.bet.bet_id, state: 'cashed_out', cash_out: 200, payout: 200 }]);
    } finally {
      await scheduler.stop();
    }
  });

  it('looks for rounds left unsettled at its retry interval, not at every step', async () => {
    await t.app.sharedRounds.scheduler.stop();
    const service = t.app.sharedRounds.service;
    const rounds = { ...service, unsettledRounds: vi.fn(service.unsettledRounds) };
    const scheduler = createScheduler({
      db: t.app.db,
      rounds,
      demand: t.app.sharedRounds.demand,
      now: () => new Date(clock.at),
      log: t.app.log,
    });
    try {
      const start = clock.at;
      for (let at = start; at < start + 5_000; at += CRASH_TIMING.tickMs) {
        clock.at = at;
        expect(await scheduler.step()).toBe(true);
      }
      expect(rounds.unsettledRounds).toHaveBeenCalledTimes(1);
      clock.at = start + 5_000;
      await scheduler.step();
      expect(rounds.unsettledRounds).toHaveBeenCalledTimes(2);
    } finally {
      await scheduler.stop();
    }
  });
});

/** An open event stream as a test reads it. */
interface Stream {
  status: number;
  headers: IncomingMessage['headers'];
  events: SharedRoundEvent[];
  next(predicate: (event: SharedRoundEvent) => boolean): Promise<SharedRoundEvent>;
  close(): void;
}

function openStream(app: FastifyInstance, session: string): Promise<Stream> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = get(
      { host: '127.0.0.1', port, path: `${SHARED_ROUND_PATHS.stream}?session=${encodeURIComponent(session)}` },
      (response) => {
        const events: SharedRoundEvent[] = [];
        const waiting = new Set<() => void>();
        let buffered = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffered += chunk;
          let end = buffered.indexOf('\n\n');
          while (end >= 0) {
            for (const line of buffered.slice(0, end).split('\n')) {
              if (line.startsWith('data: ')) events.push(sharedRoundEventSchema.parse(JSON.parse(line.slice(6))));
            }
            buffered = buffered.slice(end + 2);
            end = buffered.indexOf('\n\n');
          }
          for (const check of waiting) check();
        });
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          events,
          next: (predicate) =>
            new Promise((found, fail) => {
              const timer = setTimeout(
                () => fail(new Error(`no such event within 20 s after ${JSON.stringify(events)}`)),
                20_000,
              );
              const check = () => {
                const event = events.find(predicate);
                if (!event) return;
                clearTimeout(timer);
                waiting.delete(check);
                found(event);
              };
              waiting.add(check);
              check();
            }),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

describe("a game's state", { timeout: LOADED_MACHINE_MS }, () => {
  it('lists the rounds that ended before the current one, newest first, each with its crash point and seed', async () => {
    const session = await openGame(await fundedPlayer(), 'crash');
    await stepAt(clock.at);
    for (let i = 0; i < SHARED_RECENT_ROUNDS + 2; i++) await stepAt((await latest('crash')).nextAt);
    const current = await latest('crash');
    const answer = await post('state', { session });
    expectSuccess(answer);
    const { round, recent } = answer.state;
    expect(round?.round_id).toBe(`SR${current.id}`);
    expect(recent).toHaveLength(SHARED_RECENT_ROUNDS);
    const ids = recent.map((ended) => Number(ended.round_id.slice(2)));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBeLessThan(current.id);
    for (const ended of recent) {
      expect(ended).toMatchObject({ game: 'crash', phase: 'ended' });
      expect(ended.crash_point).toBeGreaterThanOrEqual(100);
      expect(ended.seed).toMatch(/^[0-9a-f]{64}$/);
    }
    // each round's seed hashes to the seed of the one before it on the chain, the newer listed first
    for (let i = 0; i + 1 < recent.length; i++) {
      if (recent[i]!.chain_id === recent[i + 1]!.chain_id) expect(hashSeed(recent[i]!.seed!)).toBe(recent[i + 1]!.seed);
    }
    // the newest is the round just before the current one, as its verify page tells it
    const site = await t.site();
    const verified = await t.call('fairRoundVerify', { ...site, round_id: recent[0]!.round_id });
    expectSuccess(verified);
    expect(verified.crash_point).toBe(recent[0]!.crash_point);
  });
});

describe('the live stream', { timeout: LOADED_MACHINE_MS }, () => {
  it('sends the round as it is first, then its phases, ticks and players', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // the tests step the rounds themselves
    await t.app.sharedRounds.scheduler.stop();
    const player = await fundedPlayer();
    touched.add(player.account_id);
    const session = await openGame(player, 'crash');
    const round = await nextCrashRound(120);
    const stream = await openStream(t.app, session);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      const first = await stream.next(() => true);
      expect(first).toMatchObject({ type: 'state', state: { round: { round_id: `SR${round.id}`, phase: 'betting' } } });
      expect(stream.events[0]).toBe(first);

      const placed = await post('crashBet', { session, request_id: requestId(), bet: 100, auto_cash_out: null });
      expectSuccess(placed);
      await stream.next((event) => event.type === 'player' && event.player.bet_id === placed.bet.bet_id);
      await stepAt(round.bettingEndsAt.getTime() + 1_000);
      await stream.next((event) => event.type === 'round' && event.round.phase === 'running');
      expect(await stream.next((event) => event.type === 'tick')).toMatchObject({ round_id: `SR${round.id}`, multiplier: 106 });
      await stepAt(round.endsAt);
      const crashed = await stream.next((event) => event.type === 'round' && event.round.phase === 'ended');
      expect(crashed).toMatchObject({ round: { crash_point: round.crashPoint } });
    } finally {
      stream.close();
    }
    const refused = await t.app.inject({ method: 'GET', url: `${SHARED_ROUND_PATHS.stream}?session=unknown` });
    expect(refused.json()).toMatchObject({ message: 'sessionExpired' });
  });

  it('keeps the rounds of a quiet site running while someone watches its stream', async () => {
    stopWatching();
    const player = await loginDemo(t);
    const session = await openGame(player, 'crash');
    // nobody since the game session was opened: the site goes quiet
    const last = await latest('crash');
    await stepAt(Math.max(clock.at, last.endsAt.getTime()));
    await stepAt(Math.max(last.nextAt.getTime(), clock.at + QUIET_MS));
    await stepAt(clock.at + QUIET_MS);
    const quiet = await latest('crash');
    await stepAt(clock.at + QUIET_MS);
    expect((await latest('crash')).id).toBe(quiet.id);

    const stream = await openStream(t.app, session);
    try {
      await stream.next((event) => event.type === 'state');
      const openedAt = clock.at;
      await stepAt(clock.at + CRASH_TIMING.tickMs);
      expect((await latest('crash')).number).toBe(quiet.number + 1);
      // long after the stream's first sign, its instance renews it: rounds go on opening
      for (let at = clock.at; at < openedAt + 3 * QUIET_MS; at += QUIET_MS / 4) await stepAt(at);
      // each round's next opens in its time, up to one taking bets after three quiet periods (how
      // many rounds that takes depends on the chain's crash points)
      let open = await latest('crash');
      while (open.bettingEndsAt.getTime() <= openedAt + 3 * QUIET_MS) {
        await stepAt(Math.max(clock.at, open.nextAt.getTime()));
        const next = await latest('crash');
        expect(next.number).toBe(open.number + 1);
        open = next;
      }
    } finally {
      stream.close();
      await watchRounds();
    }
  });
});

describe('two instances sharing one database', { timeout: LOADED_MACHINE_MS }, () => {
  let second: FastifyInstance;

  beforeAll(async () => {
    second = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        PASSWORD_SCRYPT_LOG_N: '10',
        TRUST_PROXY: '127.0.0.1',
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        REDIS_PREFIX: t.app.config.REDIS_PREFIX,
      }),
      database: t.database,
      serverSecret: TEST_SERVER_SECRET,
      installationTokenHash: sha256(INSTALLATION_TOKEN),
      now: () => new Date(clock.at),
    });
    await second.ready();
  }, LOADED_MACHINE_MS);
  afterAll(async () => {
    await second?.close();
  });

  it('serve the same round, driven by one of them, and the other takes over when the first closes', async () => {
    const driving = [await t.app.sharedRounds.scheduler.step(), await second.sharedRounds.scheduler.step()];
    expect(driving).toEqual([true, false]);
    const player = await loginDemo(t);
    const [here, there] = [await openGame(player, 'crash'), await openGame(player, 'crash')];
    const [a, b] = [await post('state', { session: here }), await post('state', { session: there }, second)];
    expectSuccess(a);
    expectSuccess(b);
    expect(b.state.round).toEqual(a.state.round);
    expect(b.state.chain).toEqual(a.state.chain);

    const round = await latest('crash');
    // the second instance sees the next round only once someone drives: still the first
    expect(await second.sharedRounds.scheduler.step()).toBe(false);
    await t.app.sharedRounds.scheduler.stop();
    clock.at = round.nextAt.getTime();
    // someone watching on the second instance wants the rounds, whatever the first knew
    const site = await t.app.sites.byDomain('localhost');
    const unwatch = await second.sharedRounds.demand.watch(site.id, 'crash');
    expect(await second.sharedRounds.scheduler.step()).toBe(true);
    unwatch();
    const next = await post('state', { session: there }, second);
    expectSuccess(next);
    expect(next.state.round!.number).toBe(round.number + 1);
    expect(await t.app.sharedRounds.scheduler.step()).toBe(false);
    await second.sharedRounds.scheduler.stop();
  });

  it.skipIf(!redisUrl)(
    'relays the driver’s events to a stream on the other instance through Redis (TEST_REDIS_URL)',
    async () => {
      await second.listen({ port: 0, host: '127.0.0.1' });
      await second.sharedRounds.scheduler.stop();
      const player = await loginDemo(t);
      const session = await openGame(player, 'crash');
      const stream = await openStream(second, session);
      try {
        await stream.next((event) => event.type === 'state');
        const round = await latest('crash');
        await stepAt(Math.max(clock.at, round.nextAt.getTime()));
        const opened = await latest('crash');
        await stream.next((event) => event.type === 'round' && event.round.round_id === `SR${opened.id}`);
      } finally {
        stream.close();
      }
    },
  );

  it('hands over when the driver stops renewing: its lease lapses', async () => {
    // the first instance drives, then goes silent (as a killed process would)
    expect(await t.app.sharedRounds.scheduler.step()).toBe(true);
    expect(await second.sharedRounds.scheduler.step()).toBe(false);
    const scheduler = createScheduler({
      db: t.app.db,
      rounds: t.app.sharedRounds.service,
      demand: t.app.sharedRounds.demand,
      now: () => new Date(clock.at),
      log: t.app.log,
    });
    expect(await scheduler.step()).toBe(false);
    clock.at += 10_001;
    expect(await second.sharedRounds.scheduler.step()).toBe(true);
    await second.sharedRounds.scheduler.stop();
  });
});
