import {
  CURRENCY_CODES,
  type Currency,
  type SeamlessResponse,
  type WlgamesSessionRequest,
  type WlgamesSessionResponse,
  type WlgamesSpinRequest,
  type WlgamesSpinResponse,
} from '@wl/contract';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { type BUILTIN_ROUND_STATUSES, builtinGameSessions, builtinRounds } from '../../db/schema/index.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { fail, failField } from '../../lib/failure.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { PAYLINES, REELS, ROWS, type SlotGame, spinAt, windowAt } from './engine.js';
import { betLevels, findGame, WLGAMES_GAMES } from './games.js';
import type { Rng } from './rng.js';
import { lineStatistics, maxWinTimesBet } from './rtp.js';
import { creditBet, debitBet, reachWallet, rollBackBet, type WalletClient } from './wallet-client.js';

/** A game session lasts as long as a launch token can (the operator refuses the token sooner if the login ends). */
const SESSION_TTL_MS = 4 * 3_600_000;
/** A round unfinished for this long is no longer in flight: its debit or credit timed out long ago. */
export const STALE_ROUND_MS = 30_000;
/** Unfinished rounds read at a time by a recovery pass. */
const RECOVERY_PAGE = 100;

type RoundRow = typeof builtinRounds.$inferSelect;
type RoundStatus = (typeof BUILTIN_ROUND_STATUSES)[number];
/** A round whose bet may be on the player's wallet and not yet paid or refunded. */
const UNFINISHED: RoundStatus[] = ['drawn', 'debited'];
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

function describeRules(game: SlotGame) {
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
// Exact RTP walks every reel stop: once per game, not per session or info call.
const RULES = new Map(WLGAMES_GAMES.map((game) => [game.code, describeRules(game)]));

/** What a game session tells the client of the game's rules. */
export const gameRules = (game: SlotGame) => RULES.get(game.code)!;

/**
 * The built-in provider WLGAMES: game sessions and slot rounds. It keeps no balance: every bet is
 * a debit and every result a credit on the operator's seamless wallet API, and it never reads or
 * writes the operator's wallet tables.
 */
export function createWlgamesService({ db, wallet, rng, limits, log, sleep }: WlgamesDeps) {
  const reach = (call: () => Promise<SeamlessResponse>) => reachWallet(call, log);

  /**
   * Moves the round on only from the statuses given: a round that a concurrent pass (another
   * instance, or recovery beside a slow spin) has already finished is never reopened.
   */
  async function advance(round: RoundRow, status: RoundStatus, from: RoundStatus[]): Promise<void> {
    await db
      .update(builtinRounds)
      .set({ status, ...(status === 'debited' ? {} : { settledAt: new Date() }) })
      .where(and(eq(builtinRounds.id, round.id), inArray(builtinRounds.status, from)));
  }

  /** Closes the round from an unfinished status; the same transaction id on every retry, so no money moves twice. */
  const closing = (round: RoundRow) => ({
    close: (status: 'settled' | 'rolled_back') => advance(round, status, UNFINISHED),
    log,
    sleep,
    about: { round: round.id },
  });

  /** Pays the round's win (0 settles a loss); answers the balance, or undefined when the operator did not pay. */
  const credit = (round: RoundRow, currency: string) =>
    creditBet(
      () =>
        wallet.credit({
          player_id: round.operatorPlayerId,
          transaction_id: transactionId(round.id, 'credit'),
          reference_transaction_id: transactionId(round.id, 'debit'),
          round_id: roundId(round.id),
          game_code: round.gameCode,
          currency,
          amount: Number(round.win),
        }),
      closing(round),
    );

  /** Refunds a debit whose answer was lost. */
  const rollback = (round: RoundRow) =>
    rollBackBet(
      () =>
        wallet.rollback({
          player_id: round.operatorPlayerId,
          transaction_id: transactionId(round.id, 'rollback'),
          reference_transaction_id: transactionId(round.id, 'debit'),
          round_id: roundId(round.id),
          game_code: round.gameCode,
        }),
      closing(round),
    );

  /**
   * Finishes the rounds left behind by lost answers or a stopped server, created before
   * `createdBefore` (so no longer in flight), of one player or of everyone, whatever game session
   * they were played in: debited ones are credited their drawn win (0 closes a lost bet), drawn
   * ones rolled back, since their debit may have reached the operator. The transaction ids are the
   * round's own, so a pass running beside another one moves each round's money once. Each round is
   * tried once per pass (pages in id order); one the operator still does not answer waits for the
   * next pass. Answers how many rounds the pass found.
   */
  async function finishStaleRounds({
    playerId,
    createdBefore = new Date(Date.now() - STALE_ROUND_MS),
    signal,
  }: {
    playerId?: string;
    createdBefore?: Date;
    signal?: AbortSignal;
  } = {}): Promise<number> {
    let found = 0;
    let afterId = 0;
    for (;;) {
      const page = await db
        .select({ round: builtinRounds, currency: builtinGameSessions.currency })
        .from(builtinRounds)
        .innerJoin(builtinGameSessions, eq(builtinGameSessions.idHash, builtinRounds.sessionIdHash))
        .where(
          and(
            inArray(builtinRounds.status, UNFINISHED),
            lt(builtinRounds.createdAt, createdBefore),
            gt(builtinRounds.id, afterId),
            playerId === undefined ? undefined : eq(builtinRounds.operatorPlayerId, playerId),
          ),
        )
        .orderBy(asc(builtinRounds.id))
        .limit(RECOVERY_PAGE);
      for (const { round, currency } of page) {
        if (signal?.aborted) return found;
        if (round.status === 'debited') await credit(round, currency);
        else await rollback(round);
      }
      found += page.length;
      if (page.length < RECOVERY_PAGE) return found;
      afterId = page.at(-1)!.round.id;
    }
  }

  /** The player the operator confirms for a launch token, in a currency WLGAMES has bets for. */
  async function authenticatedPlayer(token: string) {
    const player = await reach(() => wallet.authenticate({ token }));
    if (player.status === 'PROVIDER_DISABLED') fail('providerUnavailable');
    if (player.status !== 'OK' || !player.player_id) fail('sessionExpired');
    if (!isCurrency(player.currency)) {
      log.error({ currency: player.currency }, 'the operator plays in a currency WLGAMES has no bets for');
      fail('serviceUnavailable');
    }
    return { id: player.player_id, currency: player.currency, balance: player.balance ?? 0 };
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
    finishStaleRounds,

    /**
     * The start-up pass: rounds that a stopped server left unfinished are finished now, and the
     * ones it may still have had in flight (younger than STALE_ROUND_MS, perhaps another live
     * instance's) once they are stale. Answers a stop that waits for the round being finished.
     */
    recoverAfterStart(): () => Promise<void> {
      const startedAt = new Date();
      const stopping = new AbortController();
      const pass = (createdBefore: Date) =>
        finishStaleRounds({ createdBefore, signal: stopping.signal }).then(
          (found) => {
            if (found) log.info({ found }, 'finished rounds left unfinished before the start');
          },
          (error: unknown) => log.error({ err: error }, 'could not finish the rounds left unfinished before the start'),
        );
      let running = pass(new Date(startedAt.getTime() - STALE_ROUND_MS));
      const later = setTimeout(() => {
        running = running.then(() => pass(startedAt));
      }, STALE_ROUND_MS);
      later.unref();
      return async () => {
        stopping.abort();
        clearTimeout(later);
        await running;
      };
    },

    /** Opens a game session for a launch token the operator confirms. */
    async startSession(request: WlgamesSessionRequest): Promise<Omit<WlgamesSessionResponse, 'statusCode'>> {
      const game = findGame(request.game);
      if (!game) fail('gameNotFound');
      const player = await authenticatedPlayer(request.token);
      // A player back after a crash or a lost answer finds every earlier bet paid or refunded, and the balance after it.
      if (await finishStaleRounds({ playerId: player.id })) {
        const after = await reach(() => wallet.balance({ player_id: player.id }));
        if (after.status !== 'OK') fail('sessionExpired');
        player.balance = after.balance ?? 0;
      }
      const id = newToken();
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.insert(builtinGameSessions).values({
        idHash: sha256(id),
        launchToken: request.token,
        operatorPlayerId: player.id,
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
        balance: player.balance,
        bet_levels: betLevels(player.currency),
        window: windowAt(
          game,
          game.strips.map(() => 0),
        ),
        ...gameRules(game),
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
      await finishStaleRounds({ playerId: session.operatorPlayerId });

      const { outcome, wins, win } = spinAt(game, rng, request.bet);
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

      await debitBet(
        () =>
          wallet.debit({
            player_id: session.operatorPlayerId,
            token: session.launchToken,
            transaction_id: transactionId(round.id, 'debit'),
            round_id: roundId(round.id),
            game_code: game.code,
            currency,
            amount: request.bet,
          }),
        { rollBack: () => rollback(round), refuse: () => advance(round, 'refused', ['drawn']), log, about: { round: round.id } },
      );
      await advance(round, 'debited', ['drawn']);

      const balance = await credit(round, currency);
      // The bet is placed; the next spin's reconciliation pays the result once the operator answers again.
      if (balance === undefined) fail('serviceUnavailable');
      return { round_id: roundId(round.id), bet: request.bet, window: outcome.window, wins, win, balance };
    },
  };
}

export type WlgamesService = ReturnType<typeof createWlgamesService>;
