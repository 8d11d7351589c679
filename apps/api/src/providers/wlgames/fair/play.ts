import {
  FAIR_GAME_CODES,
  type FairBetParams,
  type FairGame,
  type FairMinesResponse,
  type FairPlayResponse,
  type FairSessionResponse,
  fairGameOfCode,
  fairOutcome,
  ONE_STEP_FAIR_GAMES,
  SESSION_FAIR_GAMES,
} from '@wl/contract';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { fairRounds, fairSeedPairs } from '../../../db/schema/index.js';
import { unseal } from '../../../lib/crypto.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { fail, failField } from '../../../lib/failure.js';
import type { RateLimits } from '../../../lib/rate-limits.js';
import { creditBet, debitBet, rollBackBet, type WalletClient } from '../wallet-client.js';
import { createGameSessions } from './game-sessions.js';
import { MINES_TILES, minesLayout, minesMultiplier } from './mines.js';
import { multiplierValue, type PlayedOutcome, playFairRound } from './outcome.js';
import { payout } from './payout.js';
import type { FairRandom } from './random.js';
import { failTooSoon, takeRoundStart } from './round-pace.js';
import { roundRandom } from './seeds.js';
import { type FairService, type FairSite, fairRoundId, SEAL_PURPOSE } from './service.js';

/** A round unfinished for this long is no longer in flight: its debit or credit timed out long ago. */
export const STALE_ROUND_MS = 30_000;

type RoundRow = typeof fairRounds.$inferSelect;
type RoundStatus = RoundRow['status'];
const UNFINISHED: RoundStatus[] = ['drawn', 'debited'];

const transactionId = (id: number, kind: 'debit' | 'credit' | 'rollback') => `${fairRoundId(id)}-${kind}`;
/** A draw refused because the player's previous round started less than FAIR_ROUND_INTERVAL_MS before. */
const TOO_SOON = 'tooSoon';

export interface FairPlayDeps {
  db: Db;
  fair: FairService;
  wallet: WalletClient;
  serverSecret: string;
  limits: RateLimits;
  log: FastifyBaseLogger;
  /** the clock of the sessions and of the rounds' pace */
  now: () => Date;
  /** waits between retries; tests pass one that does not wait */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The instant fair games as the built-in provider plays them: a game session from a launch token,
 * then rounds drawn on the player's seed pair (the nonce taken and the round stored in one
 * transaction), each bet debited and each pay credited on the operator's seamless wallet API with
 * the round's own transaction ids; a debit whose answer is lost is rolled back.
 */
export function createFairPlayService({ db, fair, wallet, serverSecret, limits, log, now, sleep }: FairPlayDeps) {
  const sessions = createGameSessions({ db, wallet, log, now });

  /** Moves the round on only from the statuses given, so a round finished elsewhere is never reopened. */
  async function advance(round: RoundRow, status: RoundStatus, from: RoundStatus[]): Promise<void> {
    await db
      .update(fairRounds)
      .set({ status, ...(status === 'debited' ? {} : { settledAt: new Date() }) })
      .where(and(eq(fairRounds.id, round.id), inArray(fairRounds.status, from)));
  }

  const common = (round: RoundRow) => ({
    player_id: String(round.playerId),
    round_id: fairRoundId(round.id),
    game_code: FAIR_GAME_CODES[round.game as FairGame],
  });

  /** Closes the round from an unfinished status; the same transaction id on every retry, so no money moves twice. */
  const closing = (round: RoundRow) => ({
    close: (status: 'settled' | 'rolled_back') => advance(round, status, UNFINISHED),
    log,
    sleep,
    about: { round: round.id },
  });

  const rollback = (round: RoundRow) =>
    rollBackBet(
      () =>
        wallet.rollback({
          ...common(round),
          transaction_id: round.rollbackTransactionId!,
          reference_transaction_id: round.debitTransactionId!,
        }),
      closing(round),
    );

  /** Pays the round (0 closes a lost bet): the balance after it, or undefined when the operator did not pay. */
  const credit = (round: RoundRow) =>
    creditBet(
      () =>
        wallet.credit({
          ...common(round),
          transaction_id: round.creditTransactionId!,
          reference_transaction_id: round.debitTransactionId!,
          currency: round.currency,
          amount: Number(round.payout),
        }),
      closing(round),
    );

  /** Debits the round's bet; a lost answer rolls it back, a refusal marks it refused; moves it to `next`. */
  async function debitRound(round: RoundRow, launchToken: string, next: RoundStatus): Promise<number> {
    const debit = await debitBet(
      () =>
        wallet.debit({
          ...common(round),
          token: launchToken,
          transaction_id: round.debitTransactionId!,
          currency: round.currency,
          amount: Number(round.bet),
        }),
      { rollBack: () => rollback(round), refuse: () => advance(round, 'refused', ['drawn']), log, about: { round: round.id } },
    );
    await advance(round, next, ['drawn']);
    return debit.balance ?? 0;
  }

  /**
   * Finishes the player's rounds left behind by lost answers or a stopped server (older than
   * STALE_ROUND_MS, so no longer in flight): a debited one is credited its pay (0 closes a lost bet),
   * a drawn one rolled back, since its debit may have reached the operator. The transaction ids are
   * the round's own, so nothing moves twice. Open mines rounds wait for their player.
   */
  async function finishStaleRounds(playerId: number): Promise<number> {
    const stale = await db
      .select()
      .from(fairRounds)
      .where(
        and(
          eq(fairRounds.playerId, playerId),
          inArray(fairRounds.status, UNFINISHED),
          lt(fairRounds.createdAt, new Date(Date.now() - STALE_ROUND_MS)),
        ),
      )
      .orderBy(asc(fairRounds.id))
      .limit(100);
    for (const round of stale) {
      if (round.status === 'debited') await credit(round);
      else await rollback(round);
    }
    return stale.length;
  }

  /**
   * Draws the round on the pair in use: takes the player's round start (TOO_SOON when their previous
   * round started less than a second ago) and the pair's nonce, and stores the round, in one transaction.
   */
  async function draw(
    site: FairSite,
    playerId: number,
    input: {
      requestId: string;
      bet: number;
      params: FairBetParams;
      rtp: number;
      /** what the round's randomness decides; playFairRound of the params by default */
      compute?: (random: FairRandom) => PlayedOutcome;
    },
  ): Promise<RoundRow | typeof TOO_SOON | undefined> {
    await fair.currentPair(site, { id: playerId });
    try {
      return await db.transaction(async (tx) => {
        const [pair] = await tx
          .select()
          .from(fairSeedPairs)
          .where(and(eq(fairSeedPairs.playerId, playerId), isNull(fairSeedPairs.revealedAt)))
          .for('update');
        if (!pair) return undefined;
        // taken under the pair's lock and undone with the transaction, so a refused round leaves no trace
        if (!(await takeRoundStart(tx, playerId, now()))) return TOO_SOON;
        const serverSeed = unseal(serverSecret, SEAL_PURPOSE, pair.serverSeedSealed);
        let played: PlayedOutcome;
        try {
          const random = roundRandom(serverSeed, pair.clientSeed, pair.nextNonce);
          played = input.compute ? input.compute(random) : playFairRound(random, input.params, input.rtp);
        } catch (error) {
          if (error instanceof RangeError) failField('params', 'invalidParams');
          throw error;
        }
        await tx
          .update(fairSeedPairs)
          .set({ nextNonce: pair.nextNonce + 1 })
          .where(eq(fairSeedPairs.id, pair.id));
        const [inserted] = await tx
          .insert(fairRounds)
          .values({
            siteId: site.id,
            playerId,
            seedPairId: pair.id,
            game: input.params.game,
            params: input.params,
            rtp: input.rtp,
            clientSeed: pair.clientSeed,
            nonce: pair.nextNonce,
            outcome: played.outcome,
            multiplier: played.multiplier,
            currency: site.currency,
            bet: BigInt(input.bet),
            payout: payout(BigInt(input.bet), played.multiplier),
            requestId: input.requestId,
          })
          .returning();
        const [round] = await tx
          .update(fairRounds)
          .set({
            debitTransactionId: transactionId(inserted!.id, 'debit'),
            creditTransactionId: transactionId(inserted!.id, 'credit'),
            rollbackTransactionId: transactionId(inserted!.id, 'rollback'),
          })
          .where(eq(fairRounds.id, inserted!.id))
          .returning();
        return round;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'fair_rounds_request')) return undefined;
      throw error;
    }
  }

  async function roundOfRequest(playerId: number, requestId: string): Promise<RoundRow | undefined> {
    const [round] = await db
      .select()
      .from(fairRounds)
      .where(and(eq(fairRounds.playerId, playerId), eq(fairRounds.requestId, requestId)));
    return round;
  }

  async function answerOf(round: RoundRow, balance: number): Promise<Omit<FairPlayResponse, 'statusCode'>> {
    const [pair] = await db.select().from(fairSeedPairs).where(eq(fairSeedPairs.id, round.seedPairId));
    return {
      round_id: fairRoundId(round.id),
      bet: Number(round.bet),
      payout: Number(round.payout),
      multiplier: multiplierValue(round.multiplier),
      outcome: fairOutcome.parse(round.outcome),
      server_seed_hash: pair!.serverSeedHash,
      client_seed: round.clientSeed,
      nonce: round.nonce,
      balance,
    };
  }

  /**
   * A repeated request: the round it placed, once settled (a round whose credit was lost is credited
   * now, with the same transaction id); the same refusal when it was refused; a round still in
   * flight or rolled back answers serviceUnavailable.
   */
  async function repeat(round: RoundRow): Promise<Omit<FairPlayResponse, 'statusCode'>> {
    if (round.status === 'refused') fail('insufficientBalance');
    if (round.status === 'debited') {
      const balance = await credit(round);
      if (balance === undefined) fail('serviceUnavailable');
      return answerOf(round, balance);
    }
    if (round.status !== 'settled') fail('serviceUnavailable');
    return answerOf(round, await sessions.balanceOf(round.playerId));
  }

  /** The round of a mines game session by its id, of the session's player. */
  async function minesRoundOf(playerId: number, roundId: string): Promise<RoundRow> {
    const [round] = await db
      .select()
      .from(fairRounds)
      .where(and(eq(fairRounds.id, Number(roundId.slice(2))), eq(fairRounds.playerId, playerId), eq(fairRounds.game, 'mines')));
    if (!round) fail('roundNotFound');
    return round;
  }

  /** A mines round as the game client sees it: the mines shown only once the round is over. */
  async function minesAnswer(round: RoundRow, balance: number): Promise<Omit<FairMinesResponse, 'statusCode'>> {
    const [pair] = await db.select().from(fairSeedPairs).where(eq(fairSeedPairs.id, round.seedPairId));
    const params = round.params as { mines: number; picks: number[] };
    const outcome = round.outcome as { mines: number[]; hit_mine: boolean };
    const over = round.status !== 'open';
    return {
      round_id: fairRoundId(round.id),
      bet: Number(round.bet),
      mines: params.mines,
      state: !over ? 'open' : outcome.hit_mine ? 'lost' : 'won',
      revealed: params.picks,
      multiplier: multiplierValue(round.multiplier),
      payout: Number(round.payout),
      mine_tiles: over ? outcome.mines : null,
      server_seed_hash: pair!.serverSeedHash,
      client_seed: round.clientSeed,
      nonce: round.nonce,
      balance,
    };
  }

  /**
   * Ends a mines round: it leaves 'open' for 'debited' with its picks and pay in one conditional
   * update (of two concurrent ends only one moves it), then its pay is credited (0 for a mine) with
   * the round's credit id, so the money moves once whoever asks again.
   */
  async function endMines(round: RoundRow, picks: number[], hitMine: boolean): Promise<RoundRow | undefined> {
    const params = round.params as { mines: number; picks: number[] };
    const outcome = round.outcome as { mines: number[] };
    const safe = hitMine ? picks.length - 1 : picks.length;
    const multiplier = hitMine ? 0 : minesMultiplier(params.mines, safe, round.rtp);
    const [ended] = await db
      .update(fairRounds)
      .set({
        status: 'debited',
        params: { game: 'mines', mines: params.mines, picks },
        outcome: { game: 'mines', mines: outcome.mines, revealed: picks, hit_mine: hitMine, safe },
        multiplier,
        payout: payout(round.bet, multiplier),
      })
      .where(
        and(
          eq(fairRounds.id, round.id),
          eq(fairRounds.status, 'open'),
          sql`jsonb_array_length(${fairRounds.params}->'picks') = ${params.picks.length}`,
        ),
      )
      .returning();
    return ended;
  }

  /** After a concurrent change: the round as it is now, credited if it is ended and not yet paid. */
  async function minesAsItIs(round: RoundRow): Promise<Omit<FairMinesResponse, 'statusCode'>> {
    const [current] = await db.select().from(fairRounds).where(eq(fairRounds.id, round.id));
    if (current!.status === 'refused') fail('insufficientBalance');
    if (current!.status === 'drawn' || current!.status === 'rolled_back') fail('serviceUnavailable');
    if (current!.status === 'debited') {
      const balance = await credit(current!);
      if (balance === undefined) fail('serviceUnavailable');
      const [paid] = await db.select().from(fairRounds).where(eq(fairRounds.id, round.id));
      return minesAnswer(paid!, balance);
    }
    return minesAnswer(current!, await sessions.balanceOf(round.playerId));
  }

  return {
    /** Opens a game session of a fair game for a launch token the operator confirms. */
    async startSession(request: { token: string; game: string }): Promise<Omit<FairSessionResponse, 'statusCode'>> {
      const game = fairGameOfCode(request.game);
      if (!game || !(SESSION_FAIR_GAMES as readonly string[]).includes(game)) fail('gameNotFound');
      // a player back after a lost answer finds every earlier bet paid or refunded, and the balance after it
      const opened = await sessions.open(request.token, game, finishStaleRounds);
      const { site, playerId } = opened;
      const [open] =
        game === 'mines'
          ? await db
              .select()
              .from(fairRounds)
              .where(and(eq(fairRounds.playerId, playerId), eq(fairRounds.game, 'mines'), eq(fairRounds.status, 'open')))
              .orderBy(asc(fairRounds.id))
              .limit(1)
          : [];
      const [pair, rtp, limits] = await Promise.all([
        fair.currentPair(site, { id: playerId }),
        fair.rtpOf(site, game),
        fair.betLimitsOf(site, game),
      ]);
      return {
        session: opened.session,
        expires_at: opened.expires_at,
        game,
        currency: site.currency,
        balance: opened.balance,
        rtp,
        min_bet: limits.min,
        max_bet: limits.max,
        seeds: { server_seed_hash: pair.serverSeedHash, client_seed: pair.clientSeed, nonce: pair.nextNonce },
        open_round_id: open ? fairRoundId(open.id) : null,
        open_round: open
          ? {
              round_id: fairRoundId(open.id),
              bet: Number(open.bet),
              mines: (open.params as { mines: number }).mines,
              revealed: (open.params as { picks: number[] }).picks,
              multiplier: multiplierValue(open.multiplier),
            }
          : null,
      };
    },

    /**
     * One round: drawn and stored, then the bet debited and the pay credited (0 closes a lost bet).
     * A repeat of the request id answers the round it placed; it never places a second bet.
     */
    async play(request: { session: string; request_id: string; bet: number; params: FairBetParams }) {
      const session = await sessions.live(request.session, SESSION_FAIR_GAMES);
      await limits.consume('wlgamesSpinPerSession', session.idHash);
      if (request.params.game !== session.game || !(ONE_STEP_FAIR_GAMES as readonly string[]).includes(session.game)) {
        failField('params', 'invalidParams');
      }
      const site = { id: session.siteId, currency: session.currency } as FairSite;
      const earlier = await roundOfRequest(session.playerId, request.request_id);
      if (earlier) return repeat(earlier);
      const limitsOfGame = await fair.betLimitsOf(site, session.game as FairGame);
      if (request.bet < limitsOfGame.min) failField('bet', 'amountBelowMinimum');
      if (request.bet > limitsOfGame.max) failField('bet', 'amountAboveMaximum');
      const rtp = await fair.rtpOf(site, session.game as FairGame);

      let round: RoundRow | undefined;
      for (let attempt = 0; !round && attempt < 3; attempt++) {
        const drawn = await draw(site, session.playerId, {
          requestId: request.request_id,
          bet: request.bet,
          params: request.params,
          rtp,
        });
        if (drawn === TOO_SOON || !drawn) {
          // the same request id placed by a concurrent request: answer that one
          const placed = await roundOfRequest(session.playerId, request.request_id);
          if (placed) return repeat(placed);
          if (drawn === TOO_SOON) failTooSoon();
        } else round = drawn;
      }
      if (!round) fail('serviceUnavailable');

      await debitRound(round, session.launchToken, 'debited');
      const balance = await credit(round);
      if (balance === undefined) fail('serviceUnavailable');
      return answerOf(round, balance);
    },

    /** Mines: draws the layout on the pair in use and debits the bet; the round stays open for reveals. */
    async minesStart(request: { session: string; request_id: string; bet: number; mines: number }) {
      const session = await sessions.live(request.session, SESSION_FAIR_GAMES);
      await limits.consume('wlgamesSpinPerSession', session.idHash);
      if (session.game !== 'mines') fail('gameNotFound');
      const site = { id: session.siteId, currency: session.currency } as FairSite;
      const earlier = await roundOfRequest(session.playerId, request.request_id);
      if (earlier) return minesAsItIs(earlier);
      const limitsOfGame = await fair.betLimitsOf(site, 'mines');
      if (request.bet < limitsOfGame.min) failField('bet', 'amountBelowMinimum');
      if (request.bet > limitsOfGame.max) failField('bet', 'amountAboveMaximum');
      const rtp = await fair.rtpOf(site, 'mines');
      const round = await draw(site, session.playerId, {
        requestId: request.request_id,
        bet: request.bet,
        params: { game: 'mines', mines: request.mines, picks: [] },
        rtp,
        compute: (random) => ({
          outcome: { game: 'mines', mines: minesLayout(random, request.mines), revealed: [], hit_mine: false, safe: 0 },
          multiplier: 0,
        }),
      });
      if (round === TOO_SOON || !round) {
        const placed = await roundOfRequest(session.playerId, request.request_id);
        if (placed) return minesAsItIs(placed);
        if (round === TOO_SOON) failTooSoon();
        fail('serviceUnavailable');
      }
      const balance = await debitRound(round, session.launchToken, 'open');
      const [open] = await db.select().from(fairRounds).where(eq(fairRounds.id, round.id));
      return minesAnswer(open!, balance);
    },

    /** Reveals a tile of an open round: safe, the round goes on (all safe: cashed out); a mine ends it. */
    async minesReveal(request: { session: string; round_id: string; tile: number }) {
      const session = await sessions.live(request.session, SESSION_FAIR_GAMES);
      await limits.consume('wlgamesSpinPerSession', session.idHash);
      const round = await minesRoundOf(session.playerId, request.round_id);
      if (round.status !== 'open') return minesAsItIs(round);
      const params = round.params as { mines: number; picks: number[] };
      if (params.picks.includes(request.tile)) failField('tile', 'invalid');
      const picks = [...params.picks, request.tile];
      const hitMine = (round.outcome as { mines: number[] }).mines.includes(request.tile);
      if (hitMine || picks.length === MINES_TILES - params.mines) {
        const ended = await endMines(round, picks, hitMine);
        return minesAsItIs(ended ?? round);
      }
      const [next] = await db
        .update(fairRounds)
        .set({
          params: { game: 'mines', mines: params.mines, picks },
          outcome: { ...(round.outcome as Record<string, unknown>), revealed: picks, safe: picks.length },
          multiplier: minesMultiplier(params.mines, picks.length, round.rtp),
        })
        .where(
          and(
            eq(fairRounds.id, round.id),
            eq(fairRounds.status, 'open'),
            sql`jsonb_array_length(${fairRounds.params}->'picks') = ${params.picks.length}`,
          ),
        )
        .returning();
      return next ? minesAnswer(next, await sessions.balanceOf(round.playerId)) : minesAsItIs(round);
    },

    /** Cashes an open round out after at least one safe reveal; of concurrent cash-outs one pays, all answer the same. */
    async minesCashOut(request: { session: string; round_id: string }) {
      const session = await sessions.live(request.session, SESSION_FAIR_GAMES);
      await limits.consume('wlgamesSpinPerSession', session.idHash);
      const round = await minesRoundOf(session.playerId, request.round_id);
      if (round.status !== 'open') return minesAsItIs(round);
      const params = round.params as { mines: number; picks: number[] };
      if (params.picks.length === 0) failField('round_id', 'nothingRevealed');
      const ended = await endMines(round, params.picks, false);
      return minesAsItIs(ended ?? round);
    },
  };
}
