import {
  CURRENCY_CODES,
  type Currency,
  type SeamlessResponse,
  type WlgamesSessionRequest,
  type WlgamesSessionResponse,
  type WlgamesSpinRequest,
  type WlgamesSpinResponse,
} from '@wl/contract';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { builtinGameSessions, builtinRounds } from '../../db/schema/index.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { fail, failField } from '../../lib/failure.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { LINE_COUNT, PAYLINES, REELS, ROWS, type SlotGame, spin, windowAt } from './engine.js';
import { betLevels, findGame, WLGAMES_GAMES } from './games.js';
import type { Rng } from './rng.js';
import { lineStatistics, maxWinTimesBet } from './rtp.js';
import { type WalletClient, WalletUnreachable } from './wallet-client.js';

/** A game session lasts as long as a launch token can (the operator refuses the token sooner if the login ends). */
const SESSION_TTL_MS = 4 * 3_600_000;
/** Attempts at a credit or a rollback before the round is left for the next reconciliation. */
const SETTLE_ATTEMPTS = 3;
const RETRY_DELAY_MS = 250;
/** A round unfinished for this long is no longer in flight: its debit or credit timed out long ago. */
const STALE_ROUND_MS = 30_000;

type RoundRow = typeof builtinRounds.$inferSelect;
type SessionRow = typeof builtinGameSessions.$inferSelect;

export interface WlgamesDeps {
  db: Db;
  wallet: WalletClient;
  rng: Rng;
  limits: RateLimits;
  log: FastifyBaseLogger;
  /** waits between retries; tests pass one that does not wait */
  sleep?: (ms: number) => Promise<void>;
}

const roundId = (id: number) => `WL${id}`;
const transactionId = (id: number, kind: 'debit' | 'credit' | 'rollback') => `${roundId(id)}-${kind}`;

const isCurrency = (value: string | undefined): value is Currency => (CURRENCY_CODES as readonly string[]).includes(value ?? '');

/** Refusals of the player (not of the request) end the game session in the client. */
const SESSION_ENDING = new Set(['INVALID_TOKEN', 'PLAYER_NOT_FOUND', 'PLAYER_BLOCKED']);

function gameRules(game: SlotGame) {
  return {
    reels: REELS,
    rows: ROWS,
    paylines: PAYLINES.map((line) => [...line]),
    paytable: Object.entries(game.paytable).map(([symbol, pays]) => ({
      symbol,
      wild: symbol === game.wild,
      pays: [...pays] as [number, number, number],
    })),
    rtp: lineStatistics(game).rtp,
    max_win_times_bet: maxWinTimesBet(game),
  };
}

/**
 * The built-in provider WLGAMES: game sessions and slot rounds. It keeps no balance: every bet is
 * a debit and every result a credit on the operator's seamless wallet API, and it never reads or
 * writes the operator's wallet tables.
 */
export function createWlgamesService({ db, wallet, rng, limits, log, sleep = delay }: WlgamesDeps) {
  const rules = new Map(WLGAMES_GAMES.map((game) => [game.code, gameRules(game)]));

  async function reach(call: () => Promise<SeamlessResponse>): Promise<SeamlessResponse> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof WalletUnreachable) {
        log.warn({ err: error }, 'the seamless wallet API did not answer');
        fail('serviceUnavailable');
      }
      throw error;
    }
  }

  async function setStatus(round: RoundRow, status: RoundRow['status'], settled = false): Promise<void> {
    await db
      .update(builtinRounds)
      .set({ status, ...(settled ? { settledAt: new Date() } : {}) })
      .where(eq(builtinRounds.id, round.id));
  }

  /** The same transaction id on every attempt, so a repeat moves no money twice. */
  async function withRetries(attempt: () => Promise<SeamlessResponse>): Promise<SeamlessResponse | undefined> {
    for (let tries = 1; tries <= SETTLE_ATTEMPTS; tries++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof WalletUnreachable)) throw error;
        log.warn({ err: error, tries }, 'seamless call lost, retrying with the same transaction id');
        if (tries < SETTLE_ATTEMPTS) await sleep(RETRY_DELAY_MS * tries);
      }
    }
    return undefined;
  }

  /** Pays the round's win (0 settles a loss); answers the balance, or undefined when the operator stayed unreachable. */
  async function credit(round: RoundRow, currency: string): Promise<number | undefined> {
    const answer = await withRetries(() =>
      wallet.credit({
        player_id: round.operatorPlayerId,
        transaction_id: transactionId(round.id, 'credit'),
        reference_transaction_id: transactionId(round.id, 'debit'),
        round_id: roundId(round.id),
        game_code: round.gameCode,
        currency,
        amount: Number(round.win),
      }),
    );
    if (answer?.status !== 'OK') {
      if (answer) log.error({ round: round.id, status: answer.status }, 'the operator refused a credit');
      return undefined;
    }
    await setStatus(round, 'settled', true);
    return answer.balance;
  }

  /** Refunds a debit whose answer was lost; a debit the operator never saw (BET_NOT_FOUND) needs nothing more. */
  async function rollback(round: RoundRow): Promise<boolean> {
    const answer = await withRetries(() =>
      wallet.rollback({
        player_id: round.operatorPlayerId,
        transaction_id: transactionId(round.id, 'rollback'),
        reference_transaction_id: transactionId(round.id, 'debit'),
        round_id: roundId(round.id),
        game_code: round.gameCode,
      }),
    );
    if (answer?.status === 'OK' || answer?.status === 'BET_NOT_FOUND') {
      await setStatus(round, 'rolled_back', true);
      return true;
    }
    if (answer) log.error({ round: round.id, status: answer.status }, 'the operator refused a rollback');
    return false;
  }

  /** Finishes the session's rounds left behind by lost answers: debited ones are credited, drawn ones rolled back. */
  async function reconcile(session: SessionRow): Promise<void> {
    const stale = await db
      .select()
      .from(builtinRounds)
      .where(
        and(
          eq(builtinRounds.sessionIdHash, session.idHash),
          inArray(builtinRounds.status, ['drawn', 'debited']),
          lt(builtinRounds.createdAt, new Date(Date.now() - STALE_ROUND_MS)),
        ),
      );
    for (const round of stale) {
      if (round.status === 'debited') await credit(round, session.currency);
      else await rollback(round);
    }
  }

  async function liveSession(id: string): Promise<SessionRow> {
    const [session] = await db
      .select()
      .from(builtinGameSessions)
      .where(eq(builtinGameSessions.idHash, sha256(id)));
    if (!session || session.expiresAt.getTime() <= Date.now()) fail('sessionExpired');
    return session;
  }

  return {
    /** Opens a game session for a launch token the operator confirms. */
    async startSession(request: WlgamesSessionRequest): Promise<Omit<WlgamesSessionResponse, 'statusCode'>> {
      const game = findGame(request.game);
      if (!game) fail('gameNotFound');
      const player = await reach(() => wallet.authenticate({ token: request.token }));
      if (player.status === 'PROVIDER_DISABLED') fail('providerUnavailable');
      if (player.status !== 'OK' || !player.player_id) fail('sessionExpired');
      if (!isCurrency(player.currency)) {
        log.error({ currency: player.currency }, 'the operator plays in a currency WLGAMES has no bets for');
        fail('serviceUnavailable');
      }
      const id = newToken();
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.insert(builtinGameSessions).values({
        idHash: sha256(id),
        launchToken: request.token,
        operatorPlayerId: player.player_id,
        gameCode: game.code,
        currency: player.currency,
        expiresAt,
      });
      return {
        session: id,
        expires_at: expiresAt.toISOString(),
        game: game.code,
        game_name: game.name,
        currency: player.currency,
        balance: player.balance ?? 0,
        bet_levels: betLevels(player.currency),
        window: windowAt(
          game,
          game.strips.map(() => 0),
        ),
        ...rules.get(game.code)!,
      };
    },

    /**
     * One round: drawn and stored first, then the bet is debited and the result credited. A debit
     * whose answer is lost is rolled back; a lost credit is retried with the same transaction id.
     */
    async spin(request: WlgamesSpinRequest): Promise<Omit<WlgamesSpinResponse, 'statusCode'>> {
      const session = await liveSession(request.session);
      await limits.consume('wlgamesSpinPerSession', session.idHash);
      const game = findGame(session.gameCode)!;
      const currency = session.currency as Currency;
      if (!betLevels(currency).includes(request.bet)) failField('bet', 'invalidBet');
      await reconcile(session);

      const outcome = spin(game, rng);
      const lineBet = request.bet / LINE_COUNT;
      const wins = outcome.wins.map((win) => ({
        line: win.line,
        symbol: win.symbol,
        count: win.count,
        amount: win.multiplier * lineBet,
      }));
      const win = outcome.lineBetMultiplier * lineBet;
      const [inserted] = await db
        .insert(builtinRounds)
        .values({
          sessionIdHash: session.idHash,
          operatorPlayerId: session.operatorPlayerId,
          gameCode: game.code,
          bet: BigInt(request.bet),
          win: BigInt(win),
          outcome: { stops: outcome.stops, window: outcome.window, wins: outcome.wins },
        })
        .returning();
      const round = inserted!;

      let debit: SeamlessResponse;
      try {
        debit = await wallet.debit({
          player_id: session.operatorPlayerId,
          token: session.launchToken,
          transaction_id: transactionId(round.id, 'debit'),
          round_id: roundId(round.id),
          game_code: game.code,
          currency,
          amount: request.bet,
        });
      } catch (error) {
        if (!(error instanceof WalletUnreachable)) throw error;
        log.warn({ err: error, round: round.id }, 'debit answer lost; rolling the round back');
        await rollback(round);
        fail('serviceUnavailable');
      }
      if (debit.status !== 'OK') {
        await setStatus(round, 'refused', true);
        if (debit.status === 'INSUFFICIENT_FUNDS') fail('insufficientBalance');
        if (SESSION_ENDING.has(debit.status)) fail('sessionExpired');
        log.error({ round: round.id, status: debit.status }, 'the operator refused a debit');
        fail('serviceUnavailable');
      }
      await setStatus(round, 'debited');

      const balance = await credit(round, currency);
      // The bet is placed; the next spin's reconciliation pays the result once the operator answers again.
      if (balance === undefined) fail('serviceUnavailable');
      return { round_id: roundId(round.id), bet: request.bet, window: outcome.window, wins, win, balance };
    },
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export type WlgamesService = ReturnType<typeof createWlgamesService>;
