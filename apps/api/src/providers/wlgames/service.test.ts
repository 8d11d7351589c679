import type { SeamlessResponse } from '@wl/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinGameSessions, builtinRounds } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { AppFailure } from '../../lib/failure.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { findGame } from './games.js';
import { type Rng, seededRng } from './rng.js';
import { createWlgamesService } from './service.js';
import { type WalletClient, WalletUnreachable } from './wallet-client.js';

/**
 * A fake operator behind the seamless wallet API: one player, idempotent by transaction id, and
 * switches to lose answers (the call applied or not) the way a network would.
 */
function fakeOperator(startBalance: number) {
  const state = {
    balance: startBalance,
    answers: new Map<string, SeamlessResponse>(),
    calls: [] as Array<{ action: string; transaction_id?: string; amount?: number }>,
    /** lose the next N answers of this action after applying them */
    loseAfter: {} as Record<string, number>,
    /** lose the next N requests of this action before they arrive */
    loseBefore: {} as Record<string, number>,
  };
  const ok = (): SeamlessResponse => ({ status: 'OK', balance: state.balance, currency: 'PHP', player_id: '42' });
  const lost = (action: string, table: Record<string, number>) => {
    if (!table[action]) return false;
    table[action]--;
    return true;
  };
  const once = async (action: string, id: string, apply: () => SeamlessResponse, amount?: number): Promise<SeamlessResponse> => {
    state.calls.push({ action, transaction_id: id, amount });
    if (lost(action, state.loseBefore)) throw new WalletUnreachable(`${action} lost on the way`);
    const answer = state.answers.get(id) ?? apply();
    state.answers.set(id, answer);
    if (lost(action, state.loseAfter)) throw new WalletUnreachable(`${action} answer lost`);
    return answer;
  };
  const wallet: WalletClient = {
    authenticate: async ({ token }) => (token === 'good-token' ? ok() : { status: 'INVALID_TOKEN', message: 'unknown token' }),
    balance: async () => ok(),
    debit: ({ transaction_id, amount }) =>
      once(
        'debit',
        transaction_id,
        () => {
          if (amount > state.balance) return { status: 'INSUFFICIENT_FUNDS', balance: state.balance };
          state.balance -= amount;
          return ok();
        },
        amount,
      ),
    credit: ({ transaction_id, amount }) =>
      once(
        'credit',
        transaction_id,
        () => {
          state.balance += amount;
          return ok();
        },
        amount,
      ),
    rollback: ({ transaction_id, reference_transaction_id }) =>
      once('rollback', transaction_id, () => {
        const debit = state.answers.get(reference_transaction_id);
        if (!debit) return { status: 'BET_NOT_FOUND', balance: state.balance };
        const amount = state.calls.find((call) => call.transaction_id === reference_transaction_id)?.amount ?? 0;
        state.balance += amount;
        return ok();
      }),
  };
  return { state, wallet };
}

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

function service(startBalance = 100_000, rng: Rng = seededRng(1)) {
  const operator = fakeOperator(startBalance);
  const wlgames = createWlgamesService({
    db: test.app.db,
    limits: test.app.rateLimits,
    log: test.app.log,
    rng,
    wallet: operator.wallet,
    sleep: async () => {},
  });
  return { ...operator, wlgames };
}

async function failureKey(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppFailure) return error.key;
    throw error;
  }
  throw new Error('expected a failure');
}

async function roundsOf(session: string) {
  return test.app.db
    .select()
    .from(builtinRounds)
    .where(eq(builtinRounds.sessionIdHash, sha256(session)));
}

/** A generator that draws the given stops, for rounds with a known result. */
function fixedStops(stops: number[]): Rng {
  let next = 0;
  return { int: () => stops[next++ % stops.length]! };
}

describe('game sessions', () => {
  it('opens a session for a launch token the operator confirms, storing only the id hash', async () => {
    const { wlgames } = service();
    const opened = await wlgames.startSession({ token: 'good-token', game: 'jade_garden' });
    expect(opened).toMatchObject({ game: 'jade_garden', game_name: 'Jade Garden', currency: 'PHP', balance: 100_000 });
    expect(opened.bet_levels[0]).toBe(100);
    expect(opened.paylines).toHaveLength(10);
    expect(opened.paytable[0]).toEqual({ symbol: 'jade', wild: true, pays: [50, 250, 1000] });
    const stored = await test.app.db
      .select()
      .from(builtinGameSessions)
      .where(eq(builtinGameSessions.idHash, sha256(opened.session)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(opened.session);
  });

  it('refuses an unknown game and a token the operator does not know', async () => {
    const { wlgames } = service();
    expect(await failureKey(wlgames.startSession({ token: 'good-token', game: 'no_such_game' }))).toBe('gameNotFound');
    expect(await failureKey(wlgames.startSession({ token: 'stolen', game: 'jade_garden' }))).toBe('sessionExpired');
  });

  it('refuses spins of an unknown or expired session', async () => {
    const { wlgames } = service();
    expect(await failureKey(wlgames.spin({ session: 'made-up', bet: 100 }))).toBe('sessionExpired');
    const { session } = await wlgames.startSession({ token: 'good-token', game: 'jade_garden' });
    await test.app.db
      .update(builtinGameSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(builtinGameSessions.idHash, sha256(session)));
    expect(await failureKey(wlgames.spin({ session, bet: 100 }))).toBe('sessionExpired');
  });
});

describe('rounds', () => {
  it('debits the bet, credits the win and settles the round', async () => {
    const { wlgames, state } = service(100_000, seededRng(3));
    const { session } = await wlgames.startSession({ token: 'good-token', game: 'lucky_lantern' });
    let total = 0;
    for (let round = 0; round < 15; round++) {
      const result = await wlgames.spin({ session, bet: 1000 });
      total += result.win - 1000;
      expect(result.win).toBe(result.wins.reduce((sum, win) => sum + win.amount, 0));
      expect(result.balance).toBe(100_000 + total);
    }
    expect(state.balance).toBe(100_000 + total);
    const rounds = await roundsOf(session);
    expect(rounds.every((round) => round.status === 'settled' && round.settledAt)).toBe(true);
    const credits = state.calls.filter((call) => call.action === 'credit');
    expect(credits).toHaveLength(15);
    expect(credits.some((call) => call.amount === 0)).toBe(true);
  });

  it('pays a five-wild line at 1000 line bets', async () => {
    // Each reel stopped one above a wild shows the wild in the middle row, payline 1.
    const wildStops = findGame('lucky_lantern')!.strips.map((strip) => strip.indexOf('lantern') - 1);
    const { wlgames, state } = service(100_000, fixedStops(wildStops));
    const { session } = await wlgames.startSession({ token: 'good-token', game: 'lucky_lantern' });
    const result = await wlgames.spin({ session, bet: 1000 });
    expect(result.window.map((reel) => reel[1])).toEqual(['lantern', 'lantern', 'lantern', 'lantern', 'lantern']);
    expect(result.wins).toContainEqual({ line: 1, symbol: 'lantern', count: 5, amount: 100_000 });
    expect(state.balance).toBe(100_000 - 1000 + result.win);
  });

  it('refuses a bet the player cannot cover, and one that is not a bet level', async () => {
    const { wlgames, state } = service(500);
    const { session } = await wlgames.startSession({ token: 'good-token', game: 'neon_nights' });
    expect(await failureKey(wlgames.spin({ session, bet: 1000 }))).toBe('insufficientBalance');
    expect(await failureKey(wlgames.spin({ session, bet: 150 }))).toBe('validationFailed');
    expect(state.balance).toBe(500);
    expect(state.calls.filter((call) => call.action === 'credit')).toHaveLength(0);
    expect((await roundsOf(session)).map((round) => round.status)).toEqual(['refused']);
  });

  it('rolls a round back when the debit answer is lost, whether or not the debit arrived', async () => {
    const { wlgames, state } = service(10_000);
    const { session } = await wlgames.startSession({ token: 'good-token', game: 'fruit_fiesta' });
    state.loseAfter.debit = 1;
    expect(await failureKey(wlgames.spin({ session, bet: 1000 }))).toBe('serviceUnavailable');
    expect(state.balance).toBe(10_000);
    state.loseBefore.debit = 1;
    expect(await failureKey(wlgames.spin({ session, bet: 1000 }))).toBe('serviceUnavailable');
    expect(state.balance).toBe(10_000);
    expect((await roundsOf(session)).map((round) => round.status)).toEqual(['rolled_back', 'rolled_back']);
    expect(state.calls.filter((call) => call.action === 'credit')).toHaveLength(0);
  });

  it('retries a lost credit with the same transaction id, paying once', async () => {
    const { wlgames, state } = service(10_000);
    const { session } = await wlgames.startSession({ token: 'good-token', game: 'fruit_fiesta' });
    state.loseAfter.credit = 2;
    const result = await wlgames.spin({ session, bet: 1000 });
    const credits = state.calls.filter((call) => call.action === 'credit');
    expect(credits).toHaveLength(3);
    expect(new Set(credits.map((call) => call.transaction_id)).size).toBe(1);
    expect(result.balance).toBe(10_000 - 1000 + result.win);
    expect(state.balance).toBe(result.balance);
  });

  it('settles a round whose credit never got through at the next spin of the session', async () => {
    const { wlgames, state } = service(10_000);
    const { session } = await wlgames.startSession({ token: 'good-token', game: 'fruit_fiesta' });
    state.loseBefore.credit = 3;
    expect(await failureKey(wlgames.spin({ session, bet: 1000 }))).toBe('serviceUnavailable');
    expect(state.balance).toBe(9_000);
    const [pending] = await roundsOf(session);
    expect(pending!.status).toBe('debited');
    // Old enough not to be in flight any more.
    await test.app.db
      .update(builtinRounds)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(builtinRounds.id, pending!.id));
    const next = await wlgames.spin({ session, bet: 1000 });
    const statuses = (await roundsOf(session)).sort((a, b) => a.id - b.id).map((round) => round.status);
    expect(statuses).toEqual(['settled', 'settled']);
    expect(state.balance).toBe(10_000 - 2000 + Number(pending!.win) + next.win);
  });

  it('limits the spins of one session', async () => {
    const { wlgames } = service(1_000_000);
    const { session } = await wlgames.startSession({ token: 'good-token', game: 'neon_nights' });
    const keys: string[] = [];
    for (let round = 0; round < 21; round++) {
      keys.push(
        await wlgames.spin({ session, bet: 100 }).then(
          () => 'ok',
          (error: AppFailure) => error.key,
        ),
      );
    }
    expect(keys.filter((key) => key === 'ok')).toHaveLength(20);
    expect(keys.at(-1)).toBe('tooManyRequests');
  });
});
