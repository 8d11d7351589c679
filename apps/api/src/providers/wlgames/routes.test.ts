import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SeamlessAction, WLGAMES_PATHS, type WlgamesSessionResponse, type WlgamesSpinResponse } from '@wl/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, builtinRounds, ledgerEntries, sessions, wallets } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { BUILT_IN_PROVIDER, builtInProviderSecret } from '../../lib/secrets.js';
import { launchToken } from '../../test/game-provider.js';
import {
  type Answer,
  createTestApp,
  type Envelope,
  expectSuccess,
  loginDemo,
  signupPlayer,
  TEST_SERVER_SECRET,
  type TestApp,
} from '../../test/harness.js';
import { withoutAdjustmentApproval } from '../../test/money.js';
import { findGame } from './games.js';
import { type Rng, seededRng } from './rng.js';
import { createWlgamesService, STALE_ROUND_MS } from './service.js';
import { createWalletClient, injectTransport, type SeamlessTransport } from './wallet-client.js';

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
  await withoutAdjustmentApproval(t);
});
afterAll(async () => {
  await t.close();
});

/** What the game client's calls answer when they succeed. */
interface GameClientAnswers {
  session: WlgamesSessionResponse;
  spin: WlgamesSpinResponse;
}

/** A call of the game client; the body is the test's own, so a test can send one the schema refuses. */
async function post<P extends keyof GameClientAnswers>(
  path: P,
  body: Record<string, unknown>,
): Promise<Answer<GameClientAnswers[P]>> {
  const response = await t.app.inject({ method: 'POST', url: WLGAMES_PATHS[path], payload: body });
  return { httpStatus: response.statusCode, ...response.json<Envelope<GameClientAnswers[P]>>() };
}

/** Launches a game for the player and opens its game session, as the game client does; it must open. */
async function openGame(player: { auth: string; account_id: string }, game = 'lucky_lantern') {
  const token = await launchToken(t, player, { provider_code: 'WLGAMES', game_code: game });
  const opened = await post('session', { token, game });
  expectSuccess(opened);
  return opened;
}

describe('the game page', () => {
  it('serves the game client with a policy that lets only our own pages frame it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/provider/wlgames/play?game=lucky_lantern&lang=CN' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>WLGAMES</title>');
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses a page address without its game', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/provider/wlgames/play?lang=CN' });
    expect(response.statusCode).toBe(422);
  });
});

describe('playing through the seamless wallet API', () => {
  it('moves the balance by every bet and win, and records each round as a bet', async () => {
    const player = await loginDemo(t);
    const before = await t.call('getBalance', player);
    expectSuccess(before);
    const session = await openGame(player);
    expect(session).toMatchObject({ statusCode: 1, game: 'lucky_lantern', currency: before.currency });
    expect(session.balance).toBe(Math.round(before.game_balance * 100));

    let expected = session.balance;
    const roundIds: string[] = [];
    for (let round = 0; round < 8; round++) {
      const result = await post('spin', { session: session.session, bet: 500 });
      expectSuccess(result);
      expected += result.win - 500;
      expect(result.balance).toBe(expected);
      roundIds.push(result.round_id);
    }
    const after = await t.call('getBalance', player);
    expectSuccess(after);
    expect(Math.round(after.game_balance * 100)).toBe(expected);

    const recorded = await t.app.db.select().from(bets).where(eq(bets.providerCode, 'WLGAMES'));
    const ours = recorded.filter((bet) => roundIds.includes(bet.roundId));
    expect(ours).toHaveLength(8);
    expect(ours.every((bet) => bet.stake === 500n && bet.status === 'settled')).toBe(true);

    const today = await t.today();
    const history = await t.call('betHistory', { ...player, start_date: today, end_date: today, page_size: 100 });
    expectSuccess(history);
    expect(history.value.filter((bet: { game_code: string }) => bet.game_code === 'lucky_lantern').length).toBeGreaterThanOrEqual(
      8,
    );

    const rounds = await t.app.db.select().from(builtinRounds).where(eq(builtinRounds.gameCode, 'lucky_lantern'));
    expect(rounds.filter((round) => round.status === 'settled')).toHaveLength(8);
  });

  it('refuses a bet the balance cannot cover, and moves nothing', async () => {
    const player = await signupPlayer(t, 'wlgamesbroke');
    const session = await openGame(player, 'neon_nights');
    expect(session.balance).toBe(0);
    const result = await post('spin', { session: session.session, bet: 100 });
    expect(result).toMatchObject({ statusCode: 402, message: 'insufficientBalance' });
    const rounds = await t.app.db
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
    expect(await post('spin', { session: 'x' })).toMatchObject({ httpStatus: 422, message: 'validationFailed' });
  });
});

/** WLGAMES as another instance of this server runs it, whose wallet calls can be lost before or after the operator applies them. */
function provider(rng: Rng = seededRng(5)) {
  const lose = { before: {} as Partial<Record<SeamlessAction, number>>, after: {} as Partial<Record<SeamlessAction, number>> };
  const take = (table: Partial<Record<SeamlessAction, number>>, action: SeamlessAction) => {
    if (!table[action]) return false;
    table[action]--;
    return true;
  };
  const deliver = injectTransport(t.app, BUILT_IN_PROVIDER);
  const transport: SeamlessTransport = async (action, headers, rawBody) => {
    if (take(lose.before, action)) throw new Error(`${action} lost on the way`);
    const answer = await deliver(action, headers, rawBody);
    if (take(lose.after, action)) throw new Error(`${action} answer lost`);
    return answer;
  };
  const wlgames = createWlgamesService({
    db: t.app.db,
    limits: t.app.rateLimits,
    log: t.app.log,
    rng,
    sleep: async () => {},
    wallet: createWalletClient({ transport, secret: builtInProviderSecret(TEST_SERVER_SECRET), timeoutMs: 60_000 }),
  });
  return { lose, wlgames };
}

/** minor units of the site's currency (PHP) */
const FUNDS = 100_000;
const BET = 1_000;

async function fundedPlayer(accountId: string) {
  const player = await signupPlayer(t, accountId);
  const funded = await t.operator('wallet/adjust', {
    domain: 'localhost',
    account_id: accountId,
    direction: 'credit',
    amount: FUNDS / 100,
    reason: 'test funds',
    idempotency_key: `funds-${accountId}`,
  });
  expectSuccess(funded);
  return player;
}

async function roundsOfPlayer(operatorPlayerId: string) {
  return t.app.db
    .select()
    .from(builtinRounds)
    .where(eq(builtinRounds.operatorPlayerId, operatorPlayerId))
    .orderBy(asc(builtinRounds.id));
}

/**
 * Leaves three rounds of a player unfinished the ways a crash or lost answers do, over two game
 * sessions: a won round debited but never credited, a round whose debit reached the wallet but
 * whose answer (and every rollback) was lost, and a round whose debit never arrived. Then they are
 * old enough for recovery.
 */
async function strandRounds(player: { auth: string; account_id: string }) {
  // Each reel stopped one above a wild: five wilds on payline 1.
  const wildStops = findGame('lucky_lantern')!.strips.map((strip) => strip.indexOf('lantern') - 1);
  let stop = 0;
  const winning = provider({ int: () => wildStops[stop++ % wildStops.length]! });
  const won = await openGame(player, 'lucky_lantern');
  winning.lose.before.credit = 3;
  await expect(winning.wlgames.spin({ session: won.session, bet: BET })).rejects.toMatchObject({ key: 'serviceUnavailable' });

  const lossy = provider();
  const other = await openGame(player, 'jade_garden');
  lossy.lose.after.debit = 1;
  lossy.lose.before.rollback = 3;
  await expect(lossy.wlgames.spin({ session: other.session, bet: BET })).rejects.toMatchObject({ key: 'serviceUnavailable' });
  lossy.lose.before.debit = 1;
  lossy.lose.before.rollback = 3;
  await expect(lossy.wlgames.spin({ session: other.session, bet: BET })).rejects.toMatchObject({ key: 'serviceUnavailable' });

  const [round] = await t.app.db
    .select()
    .from(builtinRounds)
    .where(eq(builtinRounds.sessionIdHash, sha256(won.session)));
  const operatorPlayerId = round!.operatorPlayerId;
  const stranded = await roundsOfPlayer(operatorPlayerId);
  expect(stranded.map((row) => row.status)).toEqual(['debited', 'drawn', 'drawn']);
  expect(stranded[0]!.win).toBeGreaterThan(0n);
  await t.app.db
    .update(builtinRounds)
    .set({ createdAt: new Date(Date.now() - 2 * STALE_ROUND_MS) })
    .where(eq(builtinRounds.operatorPlayerId, operatorPlayerId));
  return { operatorPlayerId, stranded, win: Number(stranded[0]!.win) };
}

/** What the operator's books say of a player's rounds, and whether the wallet agrees with its ledger. */
async function booksOf(operatorPlayerId: string) {
  const { db } = t.app;
  const playerId = Number(operatorPlayerId);
  const rounds = await roundsOfPlayer(operatorPlayerId);
  const roundIds = rounds.map((round) => `WL${round.id}`);
  const placed = await db
    .select()
    .from(bets)
    .where(and(eq(bets.playerId, playerId), inArray(bets.roundId, roundIds)));
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, playerId), inArray(ledgerEntries.reference, roundIds)));
  const [wallet] = await db.select().from(wallets).where(eq(wallets.playerId, playerId));
  const [ledger] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, playerId));
  return {
    rounds: rounds.map((round) => ({
      status: round.status,
      bet: placed
        .filter((bet) => bet.roundId === `WL${round.id}`)
        .map((bet) => ({ status: bet.status, payout: Number(bet.payout) })),
      moves: entries
        .filter((entry) => entry.reference === `WL${round.id}`)
        .map((entry) => `${entry.kind} ${entry.amount}`)
        .sort(),
    })),
    balance: Number(wallet!.balance),
    ledgerSum: Number(ledger!.total),
  };
}

/** The books once every stranded round is finished: the win paid, the debit that arrived refunded, each once. */
function finishedBooks(win: number) {
  return {
    rounds: [
      { status: 'settled', bet: [{ status: 'settled', payout: win }], moves: [`bet -${BET}`, `win ${win}`] },
      { status: 'rolled_back', bet: [{ status: 'refunded', payout: 0 }], moves: [`bet -${BET}`, `refund ${BET}`] },
      { status: 'rolled_back', bet: [], moves: [] },
    ],
    balance: FUNDS - BET + win,
    ledgerSum: FUNDS - BET + win,
  };
}

/** Polls until `done` holds; generous, since other test files share the machine. */
async function eventually(done: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('rounds left unfinished by a crash or lost answers', () => {
  it('are paid or refunded once by the pass the server runs when it starts listening, whatever session they belong to', async () => {
    const player = await fundedPlayer('strandedstart');
    const { operatorPlayerId, win } = await strandRounds(player);
    const stranded = await booksOf(operatorPlayerId);
    expect(stranded.rounds.map((round) => round.bet.map((bet) => bet.status))).toEqual([['open'], ['open'], []]);
    expect(stranded.balance).toBe(FUNDS - 2 * BET);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await eventually(
      async () =>
        (await roundsOfPlayer(operatorPlayerId)).every((round) => round.status !== 'drawn' && round.status !== 'debited'),
      'the start-up pass',
    );
    expect(await booksOf(operatorPlayerId)).toEqual(finishedBooks(win));

    // Two more instances starting at once, having read the rounds before the first pass finished them.
    const finished = await roundsOfPlayer(operatorPlayerId);
    await t.app.db.update(builtinRounds).set({ status: 'debited' }).where(eq(builtinRounds.id, finished[0]!.id));
    await t.app.db
      .update(builtinRounds)
      .set({ status: 'drawn' })
      .where(inArray(builtinRounds.id, [finished[1]!.id, finished[2]!.id]));
    const found = await Promise.all([provider().wlgames.finishStaleRounds(), provider().wlgames.finishStaleRounds()]);
    expect(found).toEqual([3, 3]);
    expect(await booksOf(operatorPlayerId)).toEqual(finishedBooks(win));
  });

  it('are paid or refunded when the player opens the game again, in a session of its own', async () => {
    const player = await fundedPlayer('strandedreopen');
    const { operatorPlayerId, win } = await strandRounds(player);
    const reopened = await openGame(player, 'neon_nights');
    expectSuccess(reopened);
    expect(reopened.balance).toBe(FUNDS - BET + win);
    expect(await booksOf(operatorPlayerId)).toEqual(finishedBooks(win));
    const balance = await t.call('getBalance', player);
    expectSuccess(balance);
    expect(Math.round(balance.game_balance * 100)).toBe(FUNDS - BET + win);
  });

  it('leaves a round in flight alone, and pays each round once when recovery runs beside live spins anyway', async () => {
    const player = await fundedPlayer('strandedrace');
    const session = await openGame(player, 'fruit_fiesta');
    const live = provider(seededRng(11));
    const inFlight = live.wlgames.spin({ session: session.session, bet: 100 });
    // A pass that counts only stale rounds does not touch the spin above.
    expect(await provider().wlgames.finishStaleRounds()).toBe(0);
    await inFlight;

    // A pass that takes every unfinished round for stale, as one with a clock far ahead would.
    const everything = { createdBefore: new Date(Date.now() + 3_600_000) };
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        live.wlgames.spin({ session: session.session, bet: 100 }).then(
          (result) => result.round_id,
          (error: { key?: string }) => error.key,
        ),
      ),
      provider().wlgames.finishStaleRounds(everything),
      provider().wlgames.finishStaleRounds(everything),
    ]);
    expect(results.slice(0, 10).every((result) => result === 'serviceUnavailable' || String(result).startsWith('WL'))).toBe(true);
    await provider().wlgames.finishStaleRounds(everything);

    const [first] = await t.app.db
      .select()
      .from(builtinRounds)
      .where(eq(builtinRounds.sessionIdHash, sha256(session.session)));
    const books = await booksOf(first!.operatorPlayerId);
    const rounds = await roundsOfPlayer(first!.operatorPlayerId);
    expect(rounds).toHaveLength(11);
    let expected = FUNDS;
    rounds.forEach((round, index) => {
      const booked = books.rounds[index]!;
      const win = Number(round.win);
      if (round.status === 'settled') {
        expect(booked.bet).toEqual([{ status: 'settled', payout: win }]);
        expect(booked.moves).toEqual(win > 0 ? [`bet -100`, `win ${win}`] : ['bet -100']);
        expected += win - 100;
      } else {
        expect(round.status).toBe('rolled_back');
        expect(booked.bet.every((bet) => bet.status === 'refunded')).toBe(true);
        expect(booked.moves).toEqual(booked.bet.length ? ['bet -100', 'refund 100'] : []);
      }
    });
    expect(books.balance).toBe(expected);
    expect(books.ledgerSum).toBe(expected);
  });
});

describe('a launch opens one game, for as long as the login lasts', () => {
  it('opens one game session per launch: the game URL replayed elsewhere is refused, the first game plays on', async () => {
    const token = await launchToken(t, await loginDemo(t));
    const first = await post('session', { token, game: 'lucky_lantern' });
    expectSuccess(first);
    expect(await post('session', { token, game: 'lucky_lantern' })).toMatchObject({ message: 'sessionExpired' });
    expect((await post('spin', { session: first.session, bet: 100 })).statusCode).toBe(1);
  });

  it('opens one game session when several pages present the same launch at once', async () => {
    const token = await launchToken(t, await loginDemo(t));
    const answers = await Promise.all([1, 2, 3].map(() => post('session', { token, game: 'fruit_fiesta' })));
    expect(answers.filter((answer) => answer.statusCode === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.message === 'sessionExpired')).toHaveLength(2);
  });

  it('ends the game when the login session has been idle for the idle timeout', async () => {
    const player = await loginDemo(t);
    const session = await openGame(player, 'neon_nights');
    await t.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.tokenHash, sha256(player.auth)));
    expect(await post('spin', { session: session.session, bet: 100 })).toMatchObject({ message: 'sessionExpired' });
  });
});
