import { randomBytes } from 'node:crypto';
import {
  CRASH_TIMING,
  crashMultiplierAt,
  crashTimeOf,
  FAIR_GAME_CODES,
  fairGameOfCode,
  RACE_CARDS,
  RACE_TIMING,
  SHARED_CHAIN_LENGTH,
  SHARED_RECENT_ROUNDS,
  SHARED_ROUND_GAMES,
  type SharedBetResponse,
  type SharedRound,
  type SharedRoundEvent,
  type SharedRoundGame,
  type SharedRoundPhase,
  type SharedRoundPlayer,
  type SharedRoundState,
  type SharedSessionResponse,
} from '@wl/contract';
import { and, asc, desc, eq, inArray, isNull, lt, lte, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../../db/client.js';
import { fairChains, players, sharedRoundBets, sharedRounds, sites } from '../../../../db/schema/index.js';
import { seal, unseal } from '../../../../lib/crypto.js';
import { isUniqueViolation } from '../../../../lib/db-errors.js';
import type { EventBus } from '../../../../lib/event-bus.js';
import { fail, failField } from '../../../../lib/failure.js';
import type { RateLimits } from '../../../../lib/rate-limits.js';
import { maskAccountId } from '../../../../modules/settings/service.js';
import { creditBet, debitBet, rollBackBet, type WalletClient } from '../../wallet-client.js';
import { createGameSessions } from '../game-sessions.js';
import { ONE, payout } from '../payout.js';
import { raceOdds, racePlaces } from '../racing.js';
import { failTooSoon, takeRoundStart } from '../round-pace.js';
import { newServerSeed } from '../seeds.js';
import type { FairService, FairSite } from '../service.js';
import { CHAIN_SEAL, ROUND_SEAL, seedOfRound, sharedCrashPoint, sharedRaceFinish, terminalHashOf } from './chain.js';
import type { Demand } from './demand.js';

type ChainRow = typeof fairChains.$inferSelect;
export type RoundRow = typeof sharedRounds.$inferSelect;
type BetRow = typeof sharedRoundBets.$inferSelect;
type BetStatus = BetRow['status'];

/** A bet left drawn this long is no longer in flight: its debit answer was lost long ago. */
const STALE_BET_MS = 30_000;
/** How many bets a round's players list shows (the first placed). */
const PLAYERS_LISTED = 200;
const ROUNDS_LISTED = 50;
const CHAINS_LISTED = 10;

export const sharedRoundId = (id: number) => `SR${id}`;
const SHARED_BET_PREFIX = 'SB';
const sharedBetId = (id: number) => `${SHARED_BET_PREFIX}${id}`;
/** A bet refused because the player's previous round started less than FAIR_ROUND_INTERVAL_MS before. */
const TOO_SOON = 'tooSoon';
const transactionId = (bet: BetRow, kind: 'debit' | 'credit' | 'rollback') => `${sharedBetId(bet.id)}-${kind}`;
/** The EventBus channel of a site's game: every instance's streams of it listen there. */
export const channelOf = (siteId: number, game: SharedRoundGame) => `shared-rounds:${siteId}:${game}`;
const sharedGameOfCode = (code: string): SharedRoundGame | undefined => {
  const game = fairGameOfCode(code);
  return (SHARED_ROUND_GAMES as readonly string[]).includes(game ?? '') ? (game as SharedRoundGame) : undefined;
};

export function phaseOf(round: RoundRow, at: Date): SharedRoundPhase {
  if (at < round.bettingEndsAt) return 'betting';
  return at < round.endsAt ? 'running' : 'ended';
}

/** The crash multiplier of a round at `at`, hundredths: 100 before it starts, the crash point after it crashed. */
export function multiplierOf(round: RoundRow, at: Date): number {
  const phase = phaseOf(round, at);
  if (phase === 'betting') return 100;
  if (phase === 'ended') return round.crashPoint ?? 100;
  return Math.min(crashMultiplierAt(at.getTime() - round.bettingEndsAt.getTime()), (round.crashPoint ?? 100) - 1);
}

/** What a bet chose, paid or fun: its kind, a race bet's runner, a crash bet's automatic target. */
export type BetChoice = Pick<BetRow, 'kind' | 'runner' | 'autoCashOut'>;
/** How a bet is paid: the multiplier of its bet (ONE = 1×) and, for a crash cash-out, where it cashed out (hundredths). */
export interface BetPay {
  multiplier: number;
  cashOut?: number;
}

/** A crash bet cashed out when the multiplier is `multiplier`: there, or at its automatic target when that is lower. */
export function cashOutPay(bet: BetChoice, multiplier: number): BetPay {
  const cashOut = bet.autoCashOut === null ? multiplier : Math.min(multiplier, bet.autoCashOut);
  return { multiplier: cashOut * (ONE / 100), cashOut };
}

/** What a bet in play gets when its round has ended: its automatic cash-out if the round reached it, the race's result. */
export function payAtEnd(round: RoundRow, bet: BetChoice): BetPay {
  if (round.game === 'crash') {
    const reached = bet.autoCashOut !== null && bet.autoCashOut <= (round.crashPoint ?? 100);
    return reached ? { multiplier: bet.autoCashOut! * (ONE / 100), cashOut: bet.autoCashOut! } : { multiplier: 0 };
  }
  const odds = raceOdds(round.weights!, round.rtp);
  const places = bet.kind === 'win' ? 1 : racePlaces(round.weights!.length);
  const won = round.finish!.slice(0, places).includes(bet.runner!);
  return { multiplier: won ? (bet.kind === 'win' ? odds.win : odds.place)[bet.runner!]! : 0 };
}

/** A running crash round's automatic target the multiplier has reached at `at`: paid at exactly the target. */
export function reachedTargetPay(round: RoundRow, bet: BetChoice, at: Date): BetPay | undefined {
  if (round.game !== 'crash' || phaseOf(round, at) !== 'running' || bet.autoCashOut === null) return undefined;
  if (bet.autoCashOut > multiplierOf(round, at)) return undefined;
  return { multiplier: bet.autoCashOut * (ONE / 100), cashOut: bet.autoCashOut };
}

export interface SharedRoundsDeps {
  db: Db;
  fair: FairService;
  wallet: WalletClient;
  serverSecret: string;
  limits: RateLimits;
  events: EventBus;
  /** who wants the rounds: a game session opened counts */
  demand: Demand;
  log: FastifyBaseLogger;
  now: () => Date;
  /** rounds per chain; tests make short ones to see a chain run out */
  chainLength?: number;
  /** waits between retries; tests pass one that does not wait */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Shared crash and race rounds: the chains and rounds (made by the one instance that drives them,
 * scheduler.ts), what every instance reads of them, and the bets and cash-outs, each bet a debit
 * and each pay a credit on the operator's seamless wallet API with the bet's own transaction ids.
 */
export function createSharedRoundsService(deps: SharedRoundsDeps) {
  const { db, fair, wallet, serverSecret, limits, events, demand, log, now, sleep } = deps;
  const chainLength = deps.chainLength ?? SHARED_CHAIN_LENGTH;
  const sessions = createGameSessions({ db, wallet, log, now });

  // ---- chains and rounds -------------------------------------------------------------------

  async function chainInUse(siteId: number, game: SharedRoundGame): Promise<ChainRow> {
    const inUse = () =>
      db
        .select()
        .from(fairChains)
        .where(and(eq(fairChains.siteId, siteId), eq(fairChains.game, game), isNull(fairChains.endedAt)));
    const [existing] = await inUse();
    if (existing) return existing;
    const lastSeed = newServerSeed();
    await db
      .insert(fairChains)
      .values({
        siteId,
        game,
        salt: randomBytes(16).toString('hex'),
        terminalHash: terminalHashOf(lastSeed, chainLength),
        length: chainLength,
        lastSeedSealed: seal(serverSecret, CHAIN_SEAL, lastSeed),
      })
      // made meanwhile by another instance: one chain in use per site and game (fair_chains_in_use)
      .onConflictDoNothing();
    return (await inUse())[0]!;
  }

  /**
   * Opens the next round of the site's game at `at`: the next number of the chain in use (its last
   * round ends the chain, and the next chain is made and published at once, a round ahead of its
   * first), the outcome drawn from the round's seed, and the round's times fixed from it.
   */
  async function openRound(site: FairSite, game: SharedRoundGame, at: Date): Promise<RoundRow | undefined> {
    const chain = await chainInUse(site.id, game);
    const [last] = await db
      .select({ number: max(sharedRounds.number) })
      .from(sharedRounds)
      .where(eq(sharedRounds.chainId, chain.id));
    const number = (last?.number ?? 0) + 1;
    const seed = seedOfRound(unseal(serverSecret, CHAIN_SEAL, chain.lastSeedSealed), chain.length, number);
    const rtp = await fair.rtpOf(site, game);
    const bettingEndsAt = new Date(at.getTime() + (game === 'crash' ? CRASH_TIMING.bettingMs : RACE_TIMING.bettingMs));
    let values: Omit<typeof sharedRounds.$inferInsert, 'chainId' | 'siteId' | 'game' | 'number' | 'rtp' | 'seedSealed'>;
    if (game === 'crash') {
      const point = sharedCrashPoint(seed, chain.salt, rtp);
      const endsAt = new Date(bettingEndsAt.getTime() + crashTimeOf(point));
      values = { crashPoint: point, bettingEndsAt, endsAt, nextAt: new Date(endsAt.getTime() + CRASH_TIMING.pauseMs) };
    } else {
      const weights = [...RACE_CARDS[(number - 1) % RACE_CARDS.length]!];
      const endsAt = new Date(bettingEndsAt.getTime() + RACE_TIMING.raceMs);
      values = {
        weights,
        finish: sharedRaceFinish(seed, chain.salt, weights),
        bettingEndsAt,
        endsAt,
        nextAt: new Date(endsAt.getTime() + RACE_TIMING.pauseMs),
      };
    }
    const [round] = await db
      .insert(sharedRounds)
      .values({
        ...values,
        chainId: chain.id,
        siteId: site.id,
        game,
        number,
        rtp,
        seedSealed: seal(serverSecret, ROUND_SEAL, seed),
      })
      .onConflictDoNothing()
      .returning();
    if (round && number === chain.length) {
      await db.update(fairChains).set({ endedAt: at }).where(eq(fairChains.id, chain.id));
      await chainInUse(site.id, game);
    }
    return round;
  }

  /** The site's last rounds of the game, newest first. */
  function latestRounds(siteId: number, game: SharedRoundGame, count: number): Promise<RoundRow[]> {
    return db
      .select()
      .from(sharedRounds)
      .where(and(eq(sharedRounds.siteId, siteId), eq(sharedRounds.game, game)))
      .orderBy(desc(sharedRounds.id))
      .limit(count);
  }

  async function latestRound(siteId: number, game: SharedRoundGame): Promise<RoundRow | undefined> {
    const [round] = await latestRounds(siteId, game, 1);
    return round;
  }

  /** A round as everyone may see it at `at`: the crash point and the seed only once it has ended. */
  function roundView(round: RoundRow, at: Date): SharedRound {
    const phase = phaseOf(round, at);
    const ended = phase === 'ended';
    const odds = round.weights ? raceOdds(round.weights, round.rtp) : undefined;
    return {
      round_id: sharedRoundId(round.id),
      game: round.game,
      chain_id: round.chainId,
      number: round.number,
      phase,
      rtp: round.rtp,
      betting_ends_at: round.bettingEndsAt.toISOString(),
      started_at: round.bettingEndsAt.toISOString(),
      ends_at: round.game === 'racing' || ended ? round.endsAt.toISOString() : null,
      next_at: ended ? round.nextAt.toISOString() : null,
      crash_point: round.game === 'crash' && ended ? round.crashPoint : null,
      weights: round.weights,
      odds: odds ? { win: odds.win.map((value) => value / ONE), place: odds.place.map((value) => value / ONE) } : null,
      finish: round.game === 'racing' && phase !== 'betting' ? round.finish : null,
      seed: ended ? unseal(serverSecret, ROUND_SEAL, round.seedSealed) : null,
    };
  }

  function betView(bet: BetRow): SharedRoundPlayer {
    const decided = bet.decidedAt !== null && (bet.status === 'debited' || bet.status === 'settled');
    const state: SharedRoundPlayer['state'] =
      bet.status === 'drawn'
        ? 'pending'
        : bet.status === 'refused' || bet.status === 'rolled_back'
          ? 'refunded'
          : !decided
            ? 'active'
            : bet.cashOut !== null
              ? 'cashed_out'
              : bet.payout > 0n
                ? 'won'
                : 'lost';
    return {
      bet_id: sharedBetId(bet.id),
      round_id: sharedRoundId(bet.roundId),
      name: bet.playerName,
      currency: bet.currency,
      bet: Number(bet.bet),
      auto_cash_out: bet.autoCashOut,
      cash_out: bet.cashOut,
      runner: bet.runner,
      kind: bet.kind,
      state,
      payout: Number(bet.payout),
    };
  }

  function publish(siteId: number, game: SharedRoundGame, event: SharedRoundEvent): void {
    events.publish(channelOf(siteId, game), event);
  }
  const publishBet = (bet: BetRow) => publish(bet.siteId, bet.game, { type: 'player', player: betView(bet) });

  async function stateOf(siteId: number, game: SharedRoundGame): Promise<SharedRoundState> {
    const at = now();
    const [round, ...before] = await latestRounds(siteId, game, SHARED_RECENT_ROUNDS + 1);
    if (!round) return { server_time: at.toISOString(), round: null, recent: [], multiplier: 100, players: [], chain: null };
    const [[chain], bets] = await Promise.all([
      db.select().from(fairChains).where(eq(fairChains.id, round.chainId)),
      db
        .select()
        .from(sharedRoundBets)
        .where(and(eq(sharedRoundBets.roundId, round.id), inArray(sharedRoundBets.status, ['debited', 'settled'])))
        .orderBy(asc(sharedRoundBets.id))
        .limit(PLAYERS_LISTED),
    ]);
    return {
      server_time: at.toISOString(),
      round: roundView(round, at),
      recent: before.filter((ended) => phaseOf(ended, at) === 'ended').map((ended) => roundView(ended, at)),
      multiplier: multiplierOf(round, at),
      players: bets.map(betView),
      chain: { chain_id: chain!.id, terminal_hash: chain!.terminalHash, salt: chain!.salt, length: chain!.length },
    };
  }

  // ---- money -------------------------------------------------------------------------------

  /** Moves the bet on only from the statuses given, so a bet finished elsewhere is never reopened. */
  async function advance(bet: BetRow, status: BetStatus, from: BetStatus[]): Promise<BetRow | undefined> {
    const [moved] = await db
      .update(sharedRoundBets)
      .set({ status, ...(status === 'debited' ? {} : { settledAt: now() }) })
      .where(and(eq(sharedRoundBets.id, bet.id), inArray(sharedRoundBets.status, from)))
      .returning();
    return moved;
  }

  const common = (bet: BetRow) => ({
    player_id: String(bet.playerId),
    round_id: sharedBetId(bet.id),
    game_code: FAIR_GAME_CODES[bet.game],
  });

  /** Closes the bet from an unfinished status, then hands it to `closed`; the same transaction id on every retry. */
  function closing(bet: BetRow, closed: (bet: BetRow) => void = () => {}) {
    return {
      close: async (status: 'settled' | 'rolled_back') => {
        const moved = (await advance(bet, status, ['drawn', 'debited'])) ?? (await betById(bet.id));
        if (moved) closed(moved);
      },
      log,
      sleep,
      about: { bet: bet.id },
    };
  }

  const rollback = (bet: BetRow) =>
    rollBackBet(
      () =>
        wallet.rollback({
          ...common(bet),
          transaction_id: transactionId(bet, 'rollback'),
          reference_transaction_id: transactionId(bet, 'debit'),
        }),
      closing(bet),
    );

  /** Credits a decided bet its pay (0 closes a lost bet) with its own credit id; the balance after, once paid. */
  async function credit(bet: BetRow): Promise<{ bet: BetRow; balance?: number }> {
    let after = bet;
    const balance = await creditBet(
      () =>
        wallet.credit({
          ...common(bet),
          transaction_id: transactionId(bet, 'credit'),
          reference_transaction_id: transactionId(bet, 'debit'),
          currency: bet.currency,
          amount: Number(bet.payout),
        }),
      // the round's players see the bet paid
      closing(bet, (closed) => {
        after = closed;
        publishBet(closed);
      }),
    );
    return { bet: after, balance };
  }

  async function betById(id: number): Promise<BetRow | undefined> {
    const [bet] = await db.select().from(sharedRoundBets).where(eq(sharedRoundBets.id, id));
    return bet;
  }

  /**
   * Fixes a bet's pay: one conditional update from undecided, so of two cash-outs (or a cash-out and
   * the round's end) only one moves it. Answers the bet as decided, or undefined when another did.
   */
  async function decide(bet: BetRow, pay: BetPay): Promise<BetRow | undefined> {
    const [decided] = await db
      .update(sharedRoundBets)
      .set({
        decidedAt: now(),
        multiplier: pay.multiplier,
        cashOut: pay.cashOut ?? null,
        payout: payout(bet.bet, pay.multiplier),
      })
      .where(and(eq(sharedRoundBets.id, bet.id), eq(sharedRoundBets.status, 'debited'), isNull(sharedRoundBets.decidedAt)))
      .returning();
    return decided;
  }

  /** Settles an ended round's bet: decided at the end if nothing decided it before, then credited. */
  async function settleAtEnd(round: RoundRow, bet: BetRow): Promise<BetRow> {
    let current = bet;
    if (current.status === 'debited' && current.decidedAt === null) {
      current = (await decide(current, payAtEnd(round, current))) ?? (await betById(current.id)) ?? current;
    }
    if (current.status === 'debited' && current.decidedAt !== null) current = (await credit(current)).bet;
    return current;
  }

  /**
   * Settles what an ended round still holds: its bets in play decided and credited, the bets whose
   * debit answer was lost (drawn, older than STALE_BET_MS) rolled back. The round is settled once
   * none is left; a wallet that does not answer leaves it for a later pass.
   */
  async function settleRound(round: RoundRow, at: Date): Promise<boolean> {
    const open = await db
      .select()
      .from(sharedRoundBets)
      .where(and(eq(sharedRoundBets.roundId, round.id), inArray(sharedRoundBets.status, ['drawn', 'debited'])))
      .orderBy(asc(sharedRoundBets.id));
    let left = 0;
    for (const bet of open) {
      if (bet.status === 'drawn') {
        if (at.getTime() - bet.createdAt.getTime() >= STALE_BET_MS) await rollback(bet);
        const after = await betById(bet.id);
        if (after?.status === 'drawn' || after?.status === 'debited') left++;
        continue;
      }
      const settled = await settleAtEnd(round, bet);
      if (settled.status === 'debited') left++;
    }
    if (left > 0) return false;
    await db.update(sharedRounds).set({ settledAt: at }).where(eq(sharedRounds.id, round.id));
    return true;
  }

  /** A running crash round's automatic cash-outs that the multiplier has reached: paid at exactly their target. */
  async function payReachedTargets(round: RoundRow, at: Date): Promise<void> {
    const multiplier = multiplierOf(round, at);
    const reached = await db
      .select()
      .from(sharedRoundBets)
      .where(
        and(
          eq(sharedRoundBets.roundId, round.id),
          eq(sharedRoundBets.status, 'debited'),
          isNull(sharedRoundBets.decidedAt),
          lte(sharedRoundBets.autoCashOut, multiplier),
        ),
      );
    for (const bet of reached) {
      const decided = await decide(bet, { multiplier: bet.autoCashOut! * (ONE / 100), cashOut: bet.autoCashOut! });
      if (decided) await credit(decided);
    }
  }

  // ---- the game client ---------------------------------------------------------------------

  async function liveSession(id: string) {
    const session = await sessions.live(id, SHARED_ROUND_GAMES);
    return { ...session, game: session.game as SharedRoundGame };
  }
  type Session = Awaited<ReturnType<typeof liveSession>>;

  /** Finishes the player's bets left behind by lost answers: an ended round's bets settled, stale drawn ones rolled back. */
  async function finishStaleBets(playerId: number): Promise<number> {
    const at = now();
    const stale = await db
      .select({ bet: sharedRoundBets, round: sharedRounds })
      .from(sharedRoundBets)
      .innerJoin(sharedRounds, eq(sharedRounds.id, sharedRoundBets.roundId))
      .where(
        and(
          eq(sharedRoundBets.playerId, playerId),
          inArray(sharedRoundBets.status, ['drawn', 'debited']),
          lt(sharedRoundBets.createdAt, new Date(at.getTime() - STALE_BET_MS)),
        ),
      )
      .orderBy(asc(sharedRoundBets.id))
      .limit(100);
    let finished = 0;
    for (const { bet, round } of stale) {
      if (bet.status === 'drawn') await rollback(bet);
      else if (phaseOf(round, at) === 'ended') await settleAtEnd(round, bet);
      else continue;
      finished++;
    }
    return finished;
  }

  async function betOfRequest(playerId: number, requestId: string): Promise<BetRow | undefined> {
    const [bet] = await db
      .select()
      .from(sharedRoundBets)
      .where(and(eq(sharedRoundBets.playerId, playerId), eq(sharedRoundBets.requestId, requestId)));
    return bet;
  }

  /** A bet's answer: a refused one the same refusal, one still in flight serviceUnavailable. */
  async function answerOf(bet: BetRow, balance?: number): Promise<Omit<SharedBetResponse, 'statusCode'>> {
    if (bet.status === 'refused') fail('insufficientBalance');
    if (bet.status === 'drawn' || bet.status === 'rolled_back') fail('serviceUnavailable');
    return { bet: betView(bet), balance: balance ?? (await sessions.balanceOf(bet.playerId)) };
  }

  /**
   * The site's round a bet of `amount` may join now: within the site's bet limits, in the betting
   * phase, and what `check` asks of the round (a race's runner); refused otherwise. Paid and fun
   * bets alike.
   */
  async function roundTakingBet(
    site: FairSite,
    game: SharedRoundGame,
    amount: number,
    check: (round: RoundRow) => void,
  ): Promise<RoundRow> {
    const bounds = await fair.betLimitsOf(site, game);
    if (amount < bounds.min) failField('bet', 'amountBelowMinimum');
    if (amount > bounds.max) failField('bet', 'amountAboveMaximum');
    const round = await latestRound(site.id, game);
    if (!round || phaseOf(round, now()) !== 'betting') failField('round_id', 'bettingClosed');
    check(round);
    return round;
  }

  /** A race bet's checks of its round: a runner on the card, and a place bet only where the race takes them. */
  const raceChoiceCheck = (request: { runner: number; kind: 'win' | 'place' }) => (round: RoundRow) => {
    const runners = round.weights!.length;
    if (request.runner >= runners) failField('runner', 'invalidParams');
    if (request.kind === 'place' && racePlaces(runners) === 0) failField('kind', 'invalidParams');
  };

  /**
   * Places a bet on the round in its betting phase: stored (the request id taken once), debited
   * with the game session's launch token (a lost answer rolled back, a refusal recorded), then in
   * play; a bet whose debit came back after its round ended is settled at once.
   */
  async function placeBet(
    session: Session,
    request: { request_id: string; bet: number },
    choice: Pick<typeof sharedRoundBets.$inferInsert, 'kind' | 'runner' | 'autoCashOut'>,
    check: (round: RoundRow) => void,
  ): Promise<Omit<SharedBetResponse, 'statusCode'>> {
    const earlier = await betOfRequest(session.playerId, request.request_id);
    if (earlier) return answerOf(earlier);
    const round = await roundTakingBet(
      { id: session.siteId, currency: session.currency } as FairSite,
      session.game,
      request.bet,
      check,
    );
    const [player] = await db.select({ accountId: players.accountId }).from(players).where(eq(players.id, session.playerId));
    let bet: BetRow | typeof TOO_SOON | undefined;
    try {
      bet = await db.transaction(async (tx) => {
        // the player's round start, undone with the bet when it is not placed
        if (!(await takeRoundStart(tx, session.playerId, now()))) return TOO_SOON;
        const [inserted] = await tx
          .insert(sharedRoundBets)
          .values({
            ...choice,
            roundId: round.id,
            siteId: session.siteId,
            playerId: session.playerId,
            playerName: maskAccountId(player?.accountId ?? ''),
            game: session.game,
            currency: session.currency,
            bet: BigInt(request.bet),
            requestId: request.request_id,
            // on the clock the bet is found stale by (a test's runs ahead of the database's)
            createdAt: now(),
          })
          .returning();
        return inserted;
      });
    } catch (error) {
      // the same request placed by a concurrent one: answer that bet
      if (!isUniqueViolation(error, 'shared_round_bets_request')) throw error;
      const placed = await betOfRequest(session.playerId, request.request_id);
      return answerOf(placed!);
    }
    if (bet === TOO_SOON) {
      // the same request placed by a concurrent one took the start: answer that bet
      const placed = await betOfRequest(session.playerId, request.request_id);
      if (placed) return answerOf(placed);
      failTooSoon();
    }
    const placed = bet!;
    const debit = await debitBet(
      () =>
        wallet.debit({
          ...common(placed),
          token: session.launchToken,
          transaction_id: transactionId(placed, 'debit'),
          currency: placed.currency,
          amount: Number(placed.bet),
        }),
      {
        rollBack: () => rollback(placed),
        refuse: async () => {
          await advance(placed, 'refused', ['drawn']);
        },
        log,
        about: { bet: placed.id },
      },
    );
    let inPlay = (await advance(placed, 'debited', ['drawn'])) ?? (await betById(placed.id))!;
    publishBet(inPlay);
    let balance = debit.balance ?? 0;
    if (phaseOf(round, now()) === 'ended') {
      inPlay = await settleAtEnd(round, inPlay);
      balance = await sessions.balanceOf(inPlay.playerId);
    }
    return answerOf(inPlay, balance);
  }

  return {
    stateOf,
    latestRound,
    openRound,
    settleRound,
    payReachedTargets,
    roundView,
    liveSession,
    publish,
    roundTakingBet,
    raceChoiceCheck,

    /** The rounds of these ids (a fun session's open bets name them). */
    async roundsById(ids: number[]): Promise<RoundRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(sharedRounds).where(inArray(sharedRounds.id, ids));
    },

    /** Rounds that ended but still hold bets to settle (a failed-over or restarted driver's). */
    async unsettledRounds(at: Date): Promise<RoundRow[]> {
      return db
        .select()
        .from(sharedRounds)
        .where(and(isNull(sharedRounds.settledAt), lte(sharedRounds.endsAt, at)))
        .orderBy(asc(sharedRounds.id))
        .limit(100);
    },

    /** The sites' games with bets in play (or left drawn by a lost answer): their rounds are driven until paid, wanted or not. */
    async gamesWithOpenBets(): Promise<{ site: FairSite; game: SharedRoundGame }[]> {
      const rows = await db
        .selectDistinct({ id: sites.id, currency: sites.currency, game: sharedRoundBets.game })
        .from(sharedRoundBets)
        .innerJoin(sites, eq(sites.id, sharedRoundBets.siteId))
        .where(inArray(sharedRoundBets.status, ['drawn', 'debited']));
      return rows.map(({ game, ...site }) => ({ site: site as FairSite, game }));
    },

    /** Opens a game session of crash or racing for a launch token the operator confirms. */
    async startSession(request: { token: string; game: string }): Promise<Omit<SharedSessionResponse, 'statusCode'>> {
      const game = sharedGameOfCode(request.game);
      if (!game) fail('gameNotFound');
      // a player back after a lost answer finds every earlier bet paid or refunded, and the balance after it
      const opened = await sessions.open(request.token, game, finishStaleBets);
      const { site } = opened;
      // a site's rounds run while someone wants them: a player opening the game wakes them
      await demand.note(site.id, game);
      const [rtp, bounds] = await Promise.all([fair.rtpOf(site, game), fair.betLimitsOf(site, game)]);
      return {
        session: opened.session,
        expires_at: opened.expires_at,
        game,
        currency: site.currency,
        balance: opened.balance,
        rtp,
        min_bet: bounds.min,
        max_bet: bounds.max,
      };
    },

    /** The session's round now and the player's own bets in it. */
    async state(request: { session: string }) {
      const session = await liveSession(request.session);
      const state = await stateOf(session.siteId, session.game);
      const mine = state.round
        ? await db
            .select()
            .from(sharedRoundBets)
            .where(
              and(
                eq(sharedRoundBets.roundId, Number(state.round.round_id.slice(2))),
                eq(sharedRoundBets.playerId, session.playerId),
              ),
            )
            .orderBy(asc(sharedRoundBets.id))
        : [];
      return { state, bets: mine.map(betView) };
    },

    async crashBet(request: { session: string; request_id: string; bet: number; auto_cash_out: number | null }) {
      const session = await liveSession(request.session);
      await limits.consume('wlgamesSpinPerSession', session.idHash);
      if (session.game !== 'crash') fail('gameNotFound');
      return placeBet(session, request, { kind: 'crash', autoCashOut: request.auto_cash_out }, () => {});
    },

    async raceBet(request: { session: string; request_id: string; bet: number; runner: number; kind: 'win' | 'place' }) {
      const session = await liveSession(request.session);
      await limits.consume('wlgamesSpinPerSession', session.idHash);
      if (session.game !== 'racing') fail('gameNotFound');
      return placeBet(session, request, { kind: request.kind, runner: request.runner }, raceChoiceCheck(request));
    },

    /**
     * Cashes a crash bet out at the multiplier now (its automatic target when that is lower), while
     * the round runs and before its crash point. Of simultaneous cash-outs one fixes the pay; every
     * one answers the bet as it is then, credited once with its own credit id.
     */
    async crashCashOut(request: { session: string; bet_id: string }) {
      const session = await liveSession(request.session);
      await limits.consume('wlgamesSpinPerSession', session.idHash);
      // a fun bet's id (FB…) names no bet of a paid session
      if (!request.bet_id.startsWith(SHARED_BET_PREFIX)) fail('roundNotFound');
      const [found] = await db
        .select({ bet: sharedRoundBets, round: sharedRounds })
        .from(sharedRoundBets)
        .innerJoin(sharedRounds, eq(sharedRounds.id, sharedRoundBets.roundId))
        .where(
          and(
            eq(sharedRoundBets.id, Number(request.bet_id.slice(2))),
            eq(sharedRoundBets.playerId, session.playerId),
            eq(sharedRoundBets.game, 'crash'),
          ),
        );
      if (!found) fail('roundNotFound');
      const { bet, round } = found;
      if (bet.decidedAt === null) {
        const at = now();
        if (bet.status !== 'debited' || phaseOf(round, at) !== 'running') failField('bet_id', 'cashOutClosed');
        await decide(bet, cashOutPay(bet, multiplierOf(round, at)));
      }
      const current = (await betById(bet.id))!;
      // lost at the crash (decided by the round's end, meanwhile or before)
      if (current.cashOut === null) failField('bet_id', 'cashOutClosed');
      if (current.status === 'debited') {
        const paid = await credit(current);
        if (paid.balance === undefined) fail('serviceUnavailable');
        return answerOf(paid.bet, paid.balance);
      }
      return answerOf(current);
    },

    /** The site's chains of a game (in use first) and its latest finished rounds with their seeds. */
    async chains(site: FairSite, game: SharedRoundGame, beforeRoundId?: string) {
      const at = now();
      const chains = await db
        .select()
        .from(fairChains)
        .where(and(eq(fairChains.siteId, site.id), eq(fairChains.game, game)))
        .orderBy(desc(fairChains.id))
        .limit(CHAINS_LISTED);
      const played = chains.length
        ? await db
            .select({ chainId: sharedRounds.chainId, number: max(sharedRounds.number) })
            .from(sharedRounds)
            .where(
              inArray(
                sharedRounds.chainId,
                chains.map((chain) => chain.id),
              ),
            )
            .groupBy(sharedRounds.chainId)
        : [];
      const rounds = await db
        .select()
        .from(sharedRounds)
        .where(
          and(
            eq(sharedRounds.siteId, site.id),
            eq(sharedRounds.game, game),
            lte(sharedRounds.endsAt, at),
            ...(beforeRoundId ? [lt(sharedRounds.id, Number(beforeRoundId.slice(2)))] : []),
          ),
        )
        .orderBy(desc(sharedRounds.id))
        .limit(ROUNDS_LISTED);
      return {
        // the chain in use first, then the ones run out, newest first
        chains: chains
          .sort((a, b) => Number(a.endedAt !== null) - Number(b.endedAt !== null) || b.id - a.id)
          .map((chain) => ({
            chain_id: chain.id,
            game: chain.game,
            terminal_hash: chain.terminalHash,
            salt: chain.salt,
            length: chain.length,
            rounds_played: played.find((row) => row.chainId === chain.id)?.number ?? 0,
            created_at: chain.createdAt.toISOString(),
          })),
        rounds: rounds.map((round) => roundView(round, at)),
      };
    },

    /** A finished round of the site by id, with its chain (for the verify call). */
    async endedRound(site: FairSite, roundId: string): Promise<{ round: RoundRow; chain: ChainRow; seed: string }> {
      const [found] = await db
        .select({ round: sharedRounds, chain: fairChains })
        .from(sharedRounds)
        .innerJoin(fairChains, eq(fairChains.id, sharedRounds.chainId))
        .where(and(eq(sharedRounds.id, Number(roundId.slice(2))), eq(sharedRounds.siteId, site.id)));
      // a round still betting or running keeps its seed: it would tell its outcome
      if (!found || phaseOf(found.round, now()) !== 'ended') fail('roundNotFound');
      return { ...found, seed: unseal(serverSecret, ROUND_SEAL, found.round.seedSealed) };
    },
  };
}

export type SharedRoundsService = ReturnType<typeof createSharedRoundsService>;
