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
  type SeamlessResponse,
} from '@wl/contract';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { fairGameSessions, fairRounds, fairSeedPairs, players, sites } from '../../../db/schema/index.js';
import { newToken, sha256, unseal } from '../../../lib/crypto.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { fail, failField } from '../../../lib/failure.js';
import type { RateLimits } from '../../../lib/rate-limits.js';
import { debitBet, failForRefusal, reachWallet, type WalletClient, withWalletRetries } from '../wallet-client.js';
import { MINES_TILES, minesLayout, minesMultiplier } from './mines.js';
import { multiplierValue, type PlayedOutcome, playFairRound } from './outcome.js';
import { payout } from './payout.js';
import type { FairRandom } from './random.js';
import { roundRandom } from './seeds.js';
import { type FairService, type FairSite, fairRoundId, SEAL_PURPOSE } from './service.js';

/** As long as a launch token can last; the operator refuses the token sooner when the login ends. */
const SESSION_TTL_MS = 4 * 3_600_000;
/** A round unfinished for this long is no longer in flight: its debit or credit timed out long ago. */
export const STALE_ROUND_MS = 30_000;

type RoundRow = typeof fairRounds.$inferSelect;
type RoundStatus = RoundRow['status'];
const UNFINISHED: RoundStatus[] = ['drawn', 'debited'];

const transactionId = (id: number, kind: 'debit' | 'credit' | 'rollback') => `${fairRoundId(id)}-${kind}`;

export interface FairPlayDeps {
  db: Db;
  fair: FairService;
  wallet: WalletClient;
  serverSecret: string;
  limits: RateLimits;
  log: FastifyBaseLogger;
  /** waits between retries; tests pass one that does not wait */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The instant fair games as the built-in provider plays them: a game session from a launch token,
 * then rounds drawn on the player's seed pair (the nonce taken and the round stored in one
 * transaction), each bet debited and each pay credited on the operator's seamless wallet API with
 * the round's own transaction ids; a debit whose answer is lost is rolled back.
 */
export function createFairPlayService({ db, fair, wallet, serverSecret, limits, log, sleep = delay }: FairPlayDeps) {
  const reach = (call: () => Promise<SeamlessResponse>) => reachWallet(call, log);

  /** The same transaction id on every attempt, so a repeat moves no money twice. */
  const withRetries = (attempt: () => Promise<SeamlessResponse>) => withWalletRetries(attempt, { log, sleep });

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

  async function rollback(round: RoundRow): Promise<void> {
    const answer = await withRetries(() =>
      wallet.rollback({
        ...common(round),
        transaction_id: round.rollbackTransactionId!,
        reference_transaction_id: round.debitTransactionId!,
      }),
    );
    if (answer?.status === 'OK' || answer?.status === 'BET_NOT_FOUND') await advance(round, 'rolled_back', UNFINISHED);
    else if (answer?.status === 'BET_ALREADY_SETTLED') await advance(round, 'settled', UNFINISHED);
    else if (answer) log.error({ round: round.id, status: answer.status }, 'the operator refused a rollback');
  }

  async function credit(round: RoundRow): Promise<number | undefined> {
    const answer = await withRetries(() =>
      wallet.credit({
        ...common(round),
        transaction_id: round.creditTransactionId!,
        reference_transaction_id: round.debitTransactionId!,
        currency: round.currency,
        amount: Number(round.payout),
      }),
    );
    if (answer?.status === 'OK') {
      await advance(round, 'settled', UNFINISHED);
      return answer.balance;
    }
    if (answer?.status === 'BET_ALREADY_SETTLED') await advance(round, 'rolled_back', UNFINISHED);
    else if (answer) log.error({ round: round.id, status: answer.status }, 'the operator refused a credit');
    return undefined;
  }

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

  async function liveSession(id: string) {
    const [session] = await db
      .select()
      .from(fairGameSessions)
      .where(eq(fairGameSessions.idHash, sha256(id)));
    if (!session || session.expiresAt.getTime() <= Date.now()) fail('sessionExpired');
    return session;
  }

  /** Draws the round on the pair in use: takes its nonce and stores the round in one transaction. */
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
  ): Promise<RoundRow | undefined> {
    await fair.currentPair(site, { id: playerId });
    try {
      return await db.transaction(async (tx) => {
        const [pair] = await tx
          .select()
          .from(fairSeedPairs)
          .where(and(eq(fairSeedPairs.playerId, playerId), isNull(fairSeedPairs.revealedAt)))
          .for('update');
        if (!pair) return undefined;
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
    const balance = await reach(() => wallet.balance({ player_id: String(round.playerId) }));
    if (balance.status !== 'OK') failForRefusal(balance.status);
    return answerOf(round, balance.balance ?? 0);
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

  async function balanceOf(playerId: number): Promise<number> {
    const answer = await reach(() => wallet.balance({ player_id: String(playerId) }));
    if (answer.status !== 'OK') failForRefusal(answer.status);
    return answer.balance ?? 0;
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
    const [now] = await db.select().from(fairRounds).where(eq(fairRounds.id, round.id));
    if (now!.status === 'refused') fail('insufficientBalance');
    if (now!.status === 'drawn' || now!.status === 'rolled_back') fail('serviceUnavailable');
    if (now!.status === 'debited') {
      const balance = await credit(now!);
      if (balance === undefined) fail('serviceUnavailable');
      const [paid] = await db.select().from(fairRounds).where(eq(fairRounds.id, round.id));
      return minesAnswer(paid!, balance);
    }
    return minesAnswer(now!, await balanceOf(round.playerId));
  }

  return {
    /** Opens a game session of a fair game for a launch token the operator confirms. */
    async startSession(request: { token: string; game: string }): Promise<Omit<FairSessionResponse, 'statusCode'>> {
      const game = fairGameOfCode(request.game);
      if (!game || !(SESSION_FAIR_GAMES as readonly string[]).includes(game)) fail('gameNotFound');
      const player = await reach(() => wallet.authenticate({ token: request.token }));
      if (player.status === 'PROVIDER_DISABLED') fail('providerUnavailable');
      if (player.status !== 'OK' || !player.player_id) fail('sessionExpired');
      const [row] = await db
        .select({ playerId: players.id, siteId: players.siteId, currency: sites.currency })
        .from(players)
        .innerJoin(sites, eq(sites.id, players.siteId))
        .where(eq(players.id, Number(player.player_id)));
      if (!row) fail('sessionExpired');
      const site = { id: row.siteId, currency: row.currency } as FairSite;
      // a player back after a lost answer finds every earlier bet paid or refunded, and the balance after it
      const balance = (await finishStaleRounds(row.playerId)) ? await balanceOf(row.playerId) : (player.balance ?? 0);
      const [open] =
        game === 'mines'
          ? await db
              .select()
              .from(fairRounds)
              .where(and(eq(fairRounds.playerId, row.playerId), eq(fairRounds.game, 'mines'), eq(fairRounds.status, 'open')))
              .orderBy(asc(fairRounds.id))
              .limit(1)
          : [];
      const id = newToken();
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.insert(fairGameSessions).values({
        idHash: sha256(id),
        launchToken: request.token,
        playerId: row.playerId,
        siteId: row.siteId,
        game,
        currency: row.currency,
        expiresAt,
      });
      const [pair, rtp, limits] = await Promise.all([
        fair.currentPair(site, { id: row.playerId }),
        fair.rtpOf(site, game),
        fair.betLimitsOf(site, game),
      ]);
      return {
        session: id,
        expires_at: expiresAt.toISOString(),
        game,
        currency: row.currency,
        balance,
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
      const session = await liveSession(request.session);
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
        round = await draw(site, session.playerId, {
          requestId: request.request_id,
          bet: request.bet,
          params: request.params,
          rtp,
        });
        if (!round) {
          // the same request id placed by a concurrent request: answer that one
          const placed = await roundOfRequest(session.playerId, request.request_id);
          if (placed) return repeat(placed);
        }
      }
      if (!round) fail('serviceUnavailable');

      await debitRound(round, session.launchToken, 'debited');
      const balance = await credit(round);
      if (balance === undefined) fail('serviceUnavailable');
      return answerOf(round, balance);
    },

    /** Mines: draws the layout on the pair in use and debits the bet; the round stays open for reveals. */
    async minesStart(request: { session: string; request_id: string; bet: number; mines: number }) {
      const session = await liveSession(request.session);
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
      if (!round) {
        const placed = await roundOfRequest(session.playerId, request.request_id);
        if (placed) return minesAsItIs(placed);
        fail('serviceUnavailable');
      }
      const balance = await debitRound(round, session.launchToken, 'open');
      const [open] = await db.select().from(fairRounds).where(eq(fairRounds.id, round.id));
      return minesAnswer(open!, balance);
    },

    /** Reveals a tile of an open round: safe, the round goes on (all safe: cashed out); a mine ends it. */
    async minesReveal(request: { session: string; round_id: string; tile: number }) {
      const session = await liveSession(request.session);
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
      return next ? minesAnswer(next, await balanceOf(round.playerId)) : minesAsItIs(round);
    },

    /** Cashes an open round out after at least one safe reveal; of concurrent cash-outs one pays, all answer the same. */
    async minesCashOut(request: { session: string; round_id: string }) {
      const session = await liveSession(request.session);
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

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
