import { FAIR_BET_LIMITS, FAIR_GAME_CODES, FAIR_ROUND_INTERVAL_MS } from '@wl/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, fairRounds } from '../../../db/schema/index.js';
import { sha256 } from '../../../lib/crypto.js';
import { BUILT_IN_PROVIDER, builtInProviderSecret } from '../../../lib/secrets.js';
import { launchToken } from '../../../test/game-provider.js';
import { type Answer, expectSuccess, loginDemo, signupPlayer, TEST_SERVER_SECRET } from '../../../test/harness.js';
import { approvedDeposit, expectLedgerMatchesBalance, playerIdOf } from '../../../test/money.js';
import { createWalletClient, injectTransport } from '../wallet-client.js';
import { createFairPlayService, STALE_ROUND_MS } from './play.js';
import { createFairService } from './service.js';
import { type InstantGameAnswers, instantGamesOnAClock } from './test-play.js';

/**
 * The instant fair games through the built-in provider and the operator's real seamless wallet API
 * in the same server: launch, game session, rounds, and what the player's balance, bets and the
 * verify call then show. The app's clock is the test's: each round starts a second after the one
 * before (no autoplay faster than that), without waiting for it.
 */
const { t, clock, send } = instantGamesOnAClock();
/** The clock a round later: as far as a player's next round must wait. */
const aRoundLater = () => {
  clock.at += FAIR_ROUND_INTERVAL_MS;
};

/** A call of the game client; one that starts a round comes a round after the one before. */
async function post<P extends keyof InstantGameAnswers>(
  path: P,
  body: Record<string, unknown>,
): Promise<Answer<InstantGameAnswers[P]>> {
  if (path === 'play' || path === 'minesStart') aRoundLater();
  return send(path, body);
}

async function openGame(player: { auth: string; account_id: string }, game: 'dice' | 'plinko' | 'keno' | 'bingo' | 'mines') {
  const token = await launchToken(t, player, { provider_code: BUILT_IN_PROVIDER, game_code: FAIR_GAME_CODES[game] });
  const opened = await post('session', { token, game: FAIR_GAME_CODES[game] });
  expectSuccess(opened);
  return opened;
}

let requests = 0;
const requestId = () => `req-${Date.now().toString(36)}-${++requests}`;
const DICE = { game: 'dice', target: 5000, direction: 'over' } as const;

describe('playing the instant games through the seamless wallet API', () => {
  it('debits each bet and credits each pay, on the pair in use with the nonce counting up', async () => {
    const player = await loginDemo(t);
    const session = await openGame(player, 'dice');
    expect(session).toMatchObject({ game: 'dice', rtp: 9900, min_bet: FAIR_BET_LIMITS[session.currency as 'USD'].min });
    let balance = session.balance;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const round = await post('play', { session: session.session, request_id: requestId(), bet: 100, params: DICE });
      expectSuccess(round);
      expect(round.nonce).toBe(session.seeds.nonce + i);
      expect(round.server_seed_hash).toBe(session.seeds.server_seed_hash);
      expect(round.payout).toBe(round.outcome.game === 'dice' && round.outcome.won ? 198 : 0);
      balance += round.payout - 100;
      expect(round.balance).toBe(balance);
      ids.push(round.round_id);
    }
    const after = await t.call('getBalance', player);
    expectSuccess(after);
    expect(Math.round(after.game_balance * 100)).toBe(balance);
    // the operator recorded each round as a bet of the built-in provider
    const recorded = await t.app.db.select().from(bets).where(eq(bets.providerCode, BUILT_IN_PROVIDER));
    expect(
      recorded.filter((bet) => ids.includes(bet.roundId)).every((bet) => bet.stake === 100n && bet.status === 'settled'),
    ).toBe(true);
    expect(recorded.filter((bet) => ids.includes(bet.roundId))).toHaveLength(4);

    // rotating reveals the seed, and verify recomputes the same outcome as was paid
    const rotated = await t.call('fairRotateSeed', player);
    expectSuccess(rotated);
    const last = await post('play', { session: session.session, request_id: requestId(), bet: 100, params: DICE });
    expectSuccess(last);
    expect(last.nonce).toBe(0);
    const verified = await t.call('fairVerify', { ...(await t.site()), round_id: ids[3] });
    expectSuccess(verified);
    expect(verified.recomputed).toBe(true);
    expect(verified.round?.server_seed).toBe(rotated.previous.server_seed);
    const [stored] = await t.app.db
      .select()
      .from(fairRounds)
      .where(eq(fairRounds.id, Number(ids[3]!.slice(2))));
    expect(verified.outcome).toEqual(stored!.outcome);
    expect(stored).toMatchObject({
      status: 'settled',
      debitTransactionId: `${ids[3]}-debit`,
      creditTransactionId: `${ids[3]}-credit`,
    });
  });

  it('plays plinko, keno and bingo the same way', async () => {
    const player = await loginDemo(t);
    for (const [game, params] of [
      ['plinko', { game: 'plinko', rows: 16, risk: 'high' }],
      ['keno', { game: 'keno', numbers: [1, 2, 3, 4, 5] }],
      ['bingo', { game: 'bingo' }],
    ] as const) {
      const session = await openGame(player, game);
      const round = await post('play', { session: session.session, request_id: requestId(), bet: 200, params });
      expectSuccess(round);
      expect(round.outcome.game).toBe(game);
      expect(round.balance).toBe(session.balance - 200 + round.payout);
    }
  });

  it('places a repeated request once, one after the other or at the same moment', async () => {
    const player = await loginDemo(t);
    const session = await openGame(player, 'dice');
    const id = requestId();
    const first = await post('play', { session: session.session, request_id: id, bet: 100, params: DICE });
    expectSuccess(first);
    const again = await post('play', { session: session.session, request_id: id, bet: 100, params: DICE });
    expectSuccess(again);
    expect(again).toMatchObject({ round_id: first.round_id, payout: first.payout, balance: first.balance });

    const together = requestId();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post('play', { session: session.session, request_id: together, bet: 100, params: DICE })),
    );
    const placed = answers.filter((answer) => answer.statusCode === 1);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((answer) => answer.statusCode === 1 && answer.round_id)).size).toBe(1);
    for (const answer of answers) if (answer.statusCode !== 1) expect(answer.message).toBe('serviceUnavailable');
    const rounds = await t.app.db.select().from(fairRounds).where(eq(fairRounds.requestId, together));
    expect(rounds).toHaveLength(1);
    const debits = await t.app.db
      .select()
      .from(bets)
      .where(and(eq(bets.providerCode, BUILT_IN_PROVIDER), eq(bets.roundId, `FR${rounds[0]!.id}`)));
    expect(debits).toHaveLength(1);
  });

  it('refuses a bet the balance cannot cover, outside the limits or of another game, and moves nothing', async () => {
    const broke = await signupPlayer(t, 'fairbroke');
    const session = await openGame(broke, 'dice');
    expect(session.balance).toBe(0);
    const id = requestId();
    expect(await post('play', { session: session.session, request_id: id, bet: 100, params: DICE })).toMatchObject({
      message: 'insufficientBalance',
    });
    // its repeat too, without a second debit
    expect(await post('play', { session: session.session, request_id: id, bet: 100, params: DICE })).toMatchObject({
      message: 'insufficientBalance',
    });
    const [round] = await t.app.db.select().from(fairRounds).where(eq(fairRounds.requestId, id));
    expect(round?.status).toBe('refused');

    const player = await loginDemo(t);
    const dice = await openGame(player, 'dice');
    const limits = FAIR_BET_LIMITS[dice.currency as 'USD'];
    for (const [bet, key] of [
      [limits.min - 1, 'amountBelowMinimum'],
      [limits.max + 1, 'amountAboveMaximum'],
    ] as const) {
      expect(await post('play', { session: dice.session, request_id: requestId(), bet, params: DICE })).toMatchObject({
        statusCode: 422,
        errors: [{ field: 'bet', key }],
      });
    }
    expect(
      await post('play', { session: dice.session, request_id: requestId(), bet: 100, params: { game: 'bingo' } }),
    ).toMatchObject({ statusCode: 422, errors: [{ field: 'params', key: 'invalidParams' }] });
    expect(
      await post('play', { session: dice.session, request_id: requestId(), bet: 100, params: { ...DICE, target: 9990 } }),
    ).toMatchObject({ statusCode: 422, errors: [{ field: 'params', key: 'invalidParams' }] });
    expect(await post('play', { session: 'no-such-session', request_id: requestId(), bet: 100, params: DICE })).toMatchObject({
      message: 'sessionExpired',
    });
  });

  it('refuses the rounds of a player who took a time-out, as every game of the operator does, and moves nothing', async () => {
    const player = await signupPlayer(t, 'fairpause');
    await approvedDeposit(t, player, 100);
    const session = await openGame(player, 'dice');
    expectSuccess(await t.call('timeOut', { ...player, hours: 24 }));
    const id = requestId();
    expect(await post('play', { session: session.session, request_id: id, bet: 100, params: DICE })).toMatchObject({
      message: 'sessionExpired',
    });
    const [round] = await t.app.db.select().from(fairRounds).where(eq(fairRounds.requestId, id));
    expect(round?.status).toBe('refused');
    const placed = await t.app.db
      .select()
      .from(bets)
      .where(eq(bets.playerId, await playerIdOf(t, player.account_id)));
    expect(placed).toEqual([]);
    await expectLedgerMatchesBalance(t, player.account_id);
  });

  it("limits a game session's rounds, whoever plays them: past 20 in 10 seconds nothing is placed", async () => {
    const player = await loginDemo(t);
    const session = await openGame(player, 'dice');
    // the window's other 20 rounds, spent at once so that the test does not hang on the machine's speed
    for (let round = 0; round < 20; round++) await t.app.rateLimits.consume('wlgamesSpinPerSession', sha256(session.session));
    const id = requestId();
    expect(await post('play', { session: session.session, request_id: id, bet: 100, params: DICE })).toMatchObject({
      httpStatus: 429,
      message: 'tooManyRequests',
    });
    expect(await t.app.db.select().from(fairRounds).where(eq(fairRounds.requestId, id))).toEqual([]);
    const balance = await t.call('getBalance', player);
    expectSuccess(balance);
    expect(Math.round(balance.game_balance * 100)).toBe(session.balance);
  });

  it("starts no round closer than a second to the player's previous one: of two at once one plays, the other moves nothing", async () => {
    const player = await signupPlayer(t, 'fairpace');
    await approvedDeposit(t, player, 100);
    const dice = await openGame(player, 'dice');
    const plinko = await openGame(player, 'plinko');
    aRoundLater();
    const [first, second] = await Promise.all([
      send('play', { session: dice.session, request_id: requestId(), bet: 100, params: DICE }),
      send('play', {
        session: plinko.session,
        request_id: requestId(),
        bet: 100,
        params: { game: 'plinko', rows: 8, risk: 'low' },
      }),
    ]);
    const played = [first, second].find((answer) => answer.statusCode === 1);
    const refused = [first, second].find((answer) => answer.statusCode !== 1);
    expectSuccess(played!);
    expect(refused).toMatchObject({ httpStatus: 429, message: 'tooManyRequests', retry_after: 1 });
    const playerId = await playerIdOf(t, player.account_id);
    expect(await t.app.db.select().from(fairRounds).where(eq(fairRounds.playerId, playerId))).toHaveLength(1);
    expect(await t.app.db.select().from(bets).where(eq(bets.playerId, playerId))).toHaveLength(1);
    await expectLedgerMatchesBalance(t, player.account_id);

    // a mines start just before the second is up is refused too; at the second it is placed
    const mines = await openGame(player, 'mines');
    clock.at += FAIR_ROUND_INTERVAL_MS - 1;
    const early = requestId();
    expect(await send('minesStart', { session: mines.session, request_id: early, bet: 100, mines: 3 })).toMatchObject({
      message: 'tooManyRequests',
    });
    expect(await t.app.db.select().from(fairRounds).where(eq(fairRounds.requestId, early))).toEqual([]);
    clock.at += 1;
    const started = await send('minesStart', { session: mines.session, request_id: early, bet: 100, mines: 3 });
    expectSuccess(started);
    expect(started.balance).toBe(played!.balance - 100);
    // a repeat of a placed request is no new round: it answers at once
    expectSuccess(await send('minesStart', { session: mines.session, request_id: early, bet: 100, mines: 3 }));
  });

  it('opens no session for a shared-round game, or for a token the operator refuses', async () => {
    expect(await post('session', { token: 'nope', game: FAIR_GAME_CODES.crash })).toMatchObject({ message: 'gameNotFound' });
    expect(await post('session', { token: 'nope', game: FAIR_GAME_CODES.dice })).toMatchObject({ message: 'sessionExpired' });
  });

  /** The service with a wallet whose answers to the actions given are lost (so many times each), after the operator applied them. */
  function losing(losses: Record<string, number>) {
    const real = injectTransport(t.app, BUILT_IN_PROVIDER);
    const left = { ...losses };
    return createFairPlayService({
      db: t.app.db,
      fair: createFairService({ db: t.app.db, serverSecret: TEST_SERVER_SECRET }),
      serverSecret: TEST_SERVER_SECRET,
      limits: t.app.rateLimits,
      log: t.app.log,
      now: () => new Date(clock.at),
      sleep: async () => {},
      wallet: createWalletClient({
        secret: builtInProviderSecret(TEST_SERVER_SECRET),
        timeoutMs: 5_000,
        transport: async (called, headers, body) => {
          const answer = await real(called, headers, body);
          if ((left[called] ?? 0) > 0) {
            left[called]!--;
            throw new Error('the answer was lost on the way back');
          }
          return answer;
        },
      }),
    });
  }

  it('rolls a bet back when the debit was applied but its answer lost, leaving the balance as it was', async () => {
    const player = await loginDemo(t);
    const session = await openGame(player, 'dice');
    const play = losing({ debit: 1 });
    const id = requestId();
    aRoundLater();
    await expect(play.play({ session: session.session, request_id: id, bet: 100, params: DICE })).rejects.toMatchObject({
      key: 'serviceUnavailable',
    });
    const [round] = await t.app.db.select().from(fairRounds).where(eq(fairRounds.requestId, id));
    expect(round?.status).toBe('rolled_back');
    const after = await t.call('getBalance', player);
    expectSuccess(after);
    expect(Math.round(after.game_balance * 100)).toBe(session.balance);
  });

  it('pays a round whose credit answers were all lost when its request comes again, once', async () => {
    const player = await loginDemo(t);
    const session = await openGame(player, 'dice');
    const id = requestId();
    aRoundLater();
    await expect(
      losing({ credit: 3 }).play({ session: session.session, request_id: id, bet: 100, params: DICE }),
    ).rejects.toMatchObject({
      key: 'serviceUnavailable',
    });
    const [round] = await t.app.db.select().from(fairRounds).where(eq(fairRounds.requestId, id));
    expect(round?.status).toBe('debited');
    const again = await post('play', { session: session.session, request_id: id, bet: 100, params: DICE });
    expectSuccess(again);
    expect(again.round_id).toBe(`FR${round!.id}`);
    expect(again.balance).toBe(session.balance - 100 + again.payout);
    const [settled] = await t.app.db.select().from(fairRounds).where(eq(fairRounds.requestId, id));
    expect(settled?.status).toBe('settled');
  });

  it("finishes a player's rounds left unfinished when a game session opens: credits the debited, rolls back the drawn", async () => {
    const player = await loginDemo(t);
    const session = await openGame(player, 'dice');
    const unpaid = requestId();
    const unrefunded = requestId();
    aRoundLater();
    await expect(
      losing({ credit: 3 }).play({ session: session.session, request_id: unpaid, bet: 100, params: DICE }),
    ).rejects.toMatchObject({
      key: 'serviceUnavailable',
    });
    aRoundLater();
    await expect(
      losing({ debit: 1, rollback: 3 }).play({ session: session.session, request_id: unrefunded, bet: 100, params: DICE }),
    ).rejects.toMatchObject({ key: 'serviceUnavailable' });
    const stuck = await t.app.db
      .select()
      .from(fairRounds)
      .where(inArray(fairRounds.requestId, [unpaid, unrefunded]));
    expect(stuck.map((round) => round.status).sort()).toEqual(['debited', 'drawn']);
    // the operator applied every call whose answer was lost: the credit, and the rollback of the second bet
    const payout = Number(stuck.find((round) => round.requestId === unpaid)!.payout);
    // still in flight: a new session leaves them alone
    expect((await openGame(player, 'dice')).balance).toBe(session.balance - 100 + payout);
    await t.app.db
      .update(fairRounds)
      .set({ createdAt: new Date(Date.now() - STALE_ROUND_MS - 1_000) })
      .where(inArray(fairRounds.requestId, [unpaid, unrefunded]));
    const reopened = await openGame(player, 'dice');
    const finished = await t.app.db
      .select()
      .from(fairRounds)
      .where(inArray(fairRounds.requestId, [unpaid, unrefunded]));
    expect(finished.find((round) => round.requestId === unpaid)?.status).toBe('settled');
    expect(finished.find((round) => round.requestId === unrefunded)?.status).toBe('rolled_back');
    // finished with the rounds' own transaction ids: nothing moved twice
    expect(reopened.balance).toBe(session.balance - 100 + payout);
  });
});

describe('mines through the seamless wallet API', () => {
  /** An open round with its mines read from the database (what only the server knows until it ends). */
  async function openRound(mines: number, bet = 100) {
    const player = await loginDemo(t);
    const session = await openGame(player, 'mines');
    const started = await post('minesStart', { session: session.session, request_id: requestId(), bet, mines });
    expectSuccess(started);
    const [round] = await t.app.db
      .select()
      .from(fairRounds)
      .where(eq(fairRounds.id, Number(started.round_id.slice(2))));
    const hidden = (round!.outcome as { mines: number[] }).mines;
    const safeTiles = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !hidden.includes(tile));
    return { player, session, started, hidden, safeTiles };
  }

  it('debits at the start, shows no mine until the end, and pays the cash-out after safe reveals', async () => {
    const { player, session, started, safeTiles } = await openRound(3);
    expect(started).toMatchObject({ state: 'open', revealed: [], multiplier: 0, payout: 0, mine_tiles: null });
    expect(started.balance).toBe(session.balance - 100);
    // a player back in the game finds the open round
    expect((await openGame(player, 'mines')).open_round_id).toBe(started.round_id);
    let last = started;
    for (const tile of safeTiles.slice(0, 2)) {
      const revealed = await post('minesReveal', { session: session.session, round_id: started.round_id, tile });
      expectSuccess(revealed);
      expect(revealed).toMatchObject({ state: 'open', mine_tiles: null });
      last = revealed;
    }
    // 0.99 × C(25,2) / C(22,2) = 0.99 × 300 / 231
    expect(last.multiplier).toBe(Math.floor((9900 * 300) / 231) / 10_000);
    // a game client opened again resumes the round where it was, its mines still hidden
    expect((await openGame(player, 'mines')).open_round).toEqual({
      round_id: started.round_id,
      bet: 100,
      mines: 3,
      revealed: safeTiles.slice(0, 2),
      multiplier: last.multiplier,
    });
    // an open round is not shown by verify: its mines are still hidden
    expect(await t.call('fairVerify', { ...(await t.site()), round_id: started.round_id })).toMatchObject({
      message: 'roundNotFound',
    });
    const cashed = await post('minesCashOut', { session: session.session, round_id: started.round_id });
    expectSuccess(cashed);
    expect(cashed).toMatchObject({ state: 'won', payout: Math.floor((100 * Math.floor((9900 * 300) / 231)) / 10_000) });
    expect(cashed.mine_tiles).toHaveLength(3);
    expect(cashed.balance).toBe(session.balance - 100 + cashed.payout);
    const after = await t.call('getBalance', player);
    expectSuccess(after);
    expect(Math.round(after.game_balance * 100)).toBe(cashed.balance);
    // once the pair is rotated, verify recomputes the same round from the picks
    expectSuccess(await t.call('fairRotateSeed', player));
    const verified = await t.call('fairVerify', { ...(await t.site()), round_id: started.round_id });
    expectSuccess(verified);
    expect(verified).toMatchObject({
      recomputed: true,
      multiplier: cashed.multiplier,
      outcome: { hit_mine: false, safe: 2, mines: cashed.mine_tiles },
    });
  });

  it('ends the round at a mine, paying nothing, and refuses to cash out after it', async () => {
    const { session, started, hidden } = await openRound(5);
    const boom = await post('minesReveal', { session: session.session, round_id: started.round_id, tile: hidden[0] });
    expectSuccess(boom);
    expect(boom).toMatchObject({ state: 'lost', payout: 0, balance: session.balance - 100, revealed: [hidden[0]] });
    const late = await post('minesCashOut', { session: session.session, round_id: started.round_id });
    expectSuccess(late);
    expect(late).toMatchObject({ state: 'lost', payout: 0, balance: session.balance - 100 });
  });

  it('pays simultaneous cash-outs once', async () => {
    const { player, session, started, safeTiles } = await openRound(1);
    expectSuccess(await post('minesReveal', { session: session.session, round_id: started.round_id, tile: safeTiles[0] }));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('minesCashOut', { session: session.session, round_id: started.round_id })),
    );
    const paid = answers.filter((answer) => answer.statusCode === 1);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    for (const answer of paid) expect(answer).toMatchObject({ state: 'won', payout: 103 });
    const after = await t.call('getBalance', player);
    expectSuccess(after);
    expect(Math.round(after.game_balance * 100)).toBe(session.balance - 100 + 103);
    const credits = await t.app.db
      .select()
      .from(bets)
      .where(and(eq(bets.providerCode, BUILT_IN_PROVIDER), eq(bets.roundId, started.round_id)));
    expect(credits).toHaveLength(1);
    expect(credits[0]!.payout).toBe(103n);
  });

  it("refuses a cash-out before any reveal, a tile revealed twice, and another player's round", async () => {
    const { session, started, safeTiles } = await openRound(2);
    expect(await post('minesCashOut', { session: session.session, round_id: started.round_id })).toMatchObject({
      statusCode: 422,
      errors: [{ field: 'round_id', key: 'nothingRevealed' }],
    });
    expectSuccess(await post('minesReveal', { session: session.session, round_id: started.round_id, tile: safeTiles[0] }));
    expect(await post('minesReveal', { session: session.session, round_id: started.round_id, tile: safeTiles[0] })).toMatchObject(
      {
        statusCode: 422,
        errors: [{ field: 'tile', key: 'invalid' }],
      },
    );
    const other = await signupPlayer(t, 'fairminesother');
    const theirs = await openGame(other, 'mines');
    expect(await post('minesCashOut', { session: theirs.session, round_id: started.round_id })).toMatchObject({
      message: 'roundNotFound',
    });
    // a mines session plays no one-step round, and a one-step session no mines
    expect(
      await post('play', {
        session: session.session,
        request_id: requestId(),
        bet: 100,
        params: { game: 'mines', mines: 3, picks: [1] },
      }),
    ).toMatchObject({
      statusCode: 422,
    });
    const dice = await openGame(await loginDemo(t), 'dice');
    expect(await post('minesStart', { session: dice.session, request_id: requestId(), bet: 100, mines: 3 })).toMatchObject({
      message: 'gameNotFound',
    });
  });
});
