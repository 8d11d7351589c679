import {
  CURRENCY_CODES,
  FAIR_FUN_ROUND_PREFIX,
  FAIR_ROUND_INTERVAL_MS,
  type FairBetParams,
  type FairMinesResponse,
  type FairPlayResponse,
  type FairSessionResponse,
  fairGameOfCode,
  ONE_STEP_FAIR_GAMES,
  SESSION_FAIR_GAMES,
} from '@wl/contract';
import { z } from 'zod';
import { newToken } from '../../../lib/crypto.js';
import { fail, failField } from '../../../lib/failure.js';
import type { RateLimits } from '../../../lib/rate-limits.js';
import { FUN_BALANCE_IN_SMALLEST_BETS, FUN_SESSION_PREFIX } from '../fun.js';
import { sealedState } from '../sealed-state.js';
import type { FunSiteOf } from './fun-site.js';
import { MINES_TILES, minesLayout, minesMultiplier } from './mines.js';
import { multiplierValue, playFairRound } from './outcome.js';
import { payout } from './payout.js';
import { failTooSoon } from './round-pace.js';
import { hashSeed, newClientSeed, newServerSeed, roundRandom } from './seeds.js';
import type { FairService } from './service.js';

/** As long as a paid game session. */
const FUN_SESSION_TTL_MS = 4 * 3_600_000;
/** Not the slots' purpose: a slot's fun id never opens as a fair game's, nor the other way round. */
const SEAL_PURPOSE = 'wlgames-fair-fun-session';

/** A fun session's open mines round: its layout is drawn again from the session's seeds and the round's nonce. */
const openMines = z.object({
  nonce: z.number().int().nonnegative(),
  bet: z.number().int().positive(),
  mines: z.number().int().min(1).max(24),
  picks: z.array(
    z
      .number()
      .int()
      .min(0)
      .max(MINES_TILES - 1),
  ),
});
type OpenMines = z.infer<typeof openMines>;

/** Everything a fun session of an instant fair game is, sealed in its id: no server keeps any of it. */
const funState = z.object({
  /** the rate limits' key, the same for every id the session is renewed to */
  id: z.string(),
  game: z.enum(SESSION_FAIR_GAMES),
  currency: z.enum(CURRENCY_CODES),
  /** the site's RTP and bet limits of the game when the session opened, as its info sheet shows them */
  rtp: z.number().int().positive(),
  minBet: z.number().int().positive(),
  maxBet: z.number().int().positive(),
  balance: z.number().int().nonnegative(),
  expiresAt: z.number().int(),
  /** the session's own seed pair (never a player's): random, like a player's, and never revealed */
  serverSeed: z.string(),
  clientSeed: z.string(),
  /** the nonce of the next round */
  nonce: z.number().int().nonnegative(),
  /** when the last round started, epoch ms: the next may start FAIR_ROUND_INTERVAL_MS after */
  lastRoundAt: z.number().int().nullable(),
  mines: openMines.nullable(),
});
type FunState = z.infer<typeof funState>;

export interface FairFunDeps {
  /** the built-in provider's own secret: fun sessions are sealed under it */
  secret: string;
  limits: RateLimits;
  fair: FairService;
  /** the site a fun session plays on: the page's that opened the game */
  funSiteOf: FunSiteOf;
  /** the clock of the sessions and of the rounds' pace */
  now: () => Date;
}

const funRoundId = (nonce: number) => `${FAIR_FUN_ROUND_PREFIX}${nonce + 1}`;

/**
 * Fun sessions of the instant fair games (dice, mines, plinko, keno, bingo): the same outcome
 * functions as paid play, at the RTP and bet limits of the site whose page opened the game (the
 * ones its info sheet shows: a demo never plays kinder than the real game), on a demo balance of FUN_BALANCE_IN_SMALLEST_BETS smallest bets. The
 * session has its own random seed pair, so its rounds are as random as a player's; they are not
 * stored, so none can be verified. Nothing reaches the operator or a table: the whole state (demo
 * balance, seeds and nonce, the open mines round) travels sealed in the session id, which every
 * answer renews. One round a second, as for a paid player: checked against the round before in the
 * sealed state, and by a rate limit keyed by the session's random id, which an older id replayed
 * shares.
 */
export function createFairFunService({ secret, limits, fair, funSiteOf, now }: FairFunDeps) {
  const sessions = sealedState({
    secret,
    purpose: SEAL_PURPOSE,
    prefix: FUN_SESSION_PREFIX,
    schema: funState,
    now: () => now().getTime(),
  });

  const limitsOf = (state: FunState) => ({ min: state.minBet, max: state.maxBet });
  const rtpOf = (state: FunState) => state.rtp;
  const seeds = (state: FunState) => ({
    server_seed_hash: hashSeed(state.serverSeed),
    client_seed: state.clientSeed,
  });

  /** Every call of a session: the paid sessions' limit on calls, under the session's own key. */
  async function live(session: string): Promise<FunState> {
    const state = sessions.stateOf(session);
    await limits.consume('wlgamesSpinPerSession', `${FUN_SESSION_PREFIX}${state.id}`);
    return state;
  }

  /** A new round's bet: at the round pace, within the limits and the demo balance. */
  async function startRound(state: FunState, bet: number): Promise<number> {
    const at = now().getTime();
    if (state.lastRoundAt !== null && at - state.lastRoundAt < FAIR_ROUND_INTERVAL_MS) failTooSoon();
    const { min, max } = limitsOf(state);
    if (bet < min) failField('bet', 'amountBelowMinimum');
    if (bet > max) failField('bet', 'amountAboveMaximum');
    if (bet > state.balance) fail('insufficientBalance');
    await limits.consume('fairFunRoundPerSession', state.id);
    return at;
  }

  function minesAnswer(
    state: FunState,
    round: OpenMines,
    end: { hitMine: boolean; paid: number; mineTiles: number[] } | null,
  ): Omit<FairMinesResponse, 'statusCode'> {
    const safe = end?.hitMine ? round.picks.length - 1 : round.picks.length;
    return {
      round_id: funRoundId(round.nonce),
      bet: round.bet,
      mines: round.mines,
      state: !end ? 'open' : end.hitMine ? 'lost' : 'won',
      revealed: round.picks,
      multiplier: end?.hitMine || safe === 0 ? 0 : multiplierValue(minesMultiplier(round.mines, safe, rtpOf(state))),
      payout: end?.paid ?? 0,
      mine_tiles: end?.mineTiles ?? null,
      ...seeds(state),
      nonce: round.nonce,
      balance: state.balance,
      session: sessions.idOf(state),
    };
  }

  /** The open round the request names; roundNotFound for any other (an ended one, or another session's). */
  function openRoundOf(state: FunState, roundId: string): OpenMines {
    if (state.game !== 'mines' || !state.mines || funRoundId(state.mines.nonce) !== roundId) fail('roundNotFound');
    return state.mines;
  }

  /** Ends the open round: a mine pays nothing, else the cash-out multiplier of its safe reveals is paid into the demo balance. */
  function endMines(state: FunState, round: OpenMines, hitMine: boolean) {
    const mineTiles = minesLayout(roundRandom(state.serverSeed, state.clientSeed, round.nonce), round.mines);
    const paid = hitMine ? 0 : Number(payout(BigInt(round.bet), minesMultiplier(round.mines, round.picks.length, rtpOf(state))));
    const next: FunState = { ...state, balance: state.balance + paid, mines: null };
    return minesAnswer(next, round, { hitMine, paid, mineTiles });
  }

  return {
    owns: sessions.owns,

    /** Opens a fun session from a fun launch token (`fun.<currency>`). */
    async startSession(
      request: { token: string; game: string },
      domain: string,
    ): Promise<Omit<FairSessionResponse, 'statusCode'>> {
      const game = fairGameOfCode(request.game);
      if (!game || !(SESSION_FAIR_GAMES as readonly string[]).includes(game)) fail('gameNotFound');
      const site = await funSiteOf(request.token, game, domain);
      const [rtp, { min, max }] = await Promise.all([fair.rtpOf(site, game), fair.betLimitsOf(site, game)]);
      const state: FunState = {
        id: newToken(),
        game: game as FunState['game'],
        currency: site.currency,
        rtp,
        minBet: min,
        maxBet: max,
        balance: min * FUN_BALANCE_IN_SMALLEST_BETS,
        expiresAt: now().getTime() + FUN_SESSION_TTL_MS,
        serverSeed: newServerSeed(),
        clientSeed: newClientSeed(),
        nonce: 0,
        lastRoundAt: null,
        mines: null,
      };
      return {
        session: sessions.idOf(state),
        expires_at: new Date(state.expiresAt).toISOString(),
        game: state.game,
        currency: state.currency,
        balance: state.balance,
        rtp: rtpOf(state),
        min_bet: min,
        max_bet: max,
        seeds: { ...seeds(state), nonce: state.nonce },
        open_round_id: null,
        open_round: null,
        fun: true,
      };
    },

    /** One round of a one-step game: the demo balance pays the bet and takes the pay. */
    async play(request: { session: string; bet: number; params: FairBetParams }): Promise<Omit<FairPlayResponse, 'statusCode'>> {
      const state = await live(request.session);
      if (request.params.game !== state.game || !(ONE_STEP_FAIR_GAMES as readonly string[]).includes(state.game)) {
        failField('params', 'invalidParams');
      }
      let played: ReturnType<typeof playFairRound>;
      try {
        played = playFairRound(roundRandom(state.serverSeed, state.clientSeed, state.nonce), request.params, rtpOf(state));
      } catch (error) {
        if (error instanceof RangeError) failField('params', 'invalidParams');
        throw error;
      }
      const startedAt = await startRound(state, request.bet);
      const paid = Number(payout(BigInt(request.bet), played.multiplier));
      const next: FunState = {
        ...state,
        balance: state.balance - request.bet + paid,
        nonce: state.nonce + 1,
        lastRoundAt: startedAt,
      };
      return {
        round_id: funRoundId(state.nonce),
        bet: request.bet,
        payout: paid,
        multiplier: multiplierValue(played.multiplier),
        outcome: played.outcome,
        ...seeds(state),
        nonce: state.nonce,
        balance: next.balance,
        session: sessions.idOf(next),
      };
    },

    /** Mines: the bet leaves the demo balance; the round stays open, in the sealed state, for reveals. */
    async minesStart(request: { session: string; bet: number; mines: number }): Promise<Omit<FairMinesResponse, 'statusCode'>> {
      const state = await live(request.session);
      if (state.game !== 'mines') fail('gameNotFound');
      // a round already open is the one to finish: the client resumes it
      if (state.mines) return minesAnswer(state, state.mines, null);
      const startedAt = await startRound(state, request.bet);
      const round: OpenMines = { nonce: state.nonce, bet: request.bet, mines: request.mines, picks: [] };
      const next: FunState = {
        ...state,
        balance: state.balance - request.bet,
        nonce: state.nonce + 1,
        lastRoundAt: startedAt,
        mines: round,
      };
      return minesAnswer(next, round, null);
    },

    /** Reveals a tile: safe, the round goes on (all safe: cashed out); a mine ends it. */
    async minesReveal(request: {
      session: string;
      round_id: string;
      tile: number;
    }): Promise<Omit<FairMinesResponse, 'statusCode'>> {
      const state = await live(request.session);
      const open = openRoundOf(state, request.round_id);
      if (open.picks.includes(request.tile)) failField('tile', 'invalid');
      const round: OpenMines = { ...open, picks: [...open.picks, request.tile] };
      const layout = minesLayout(roundRandom(state.serverSeed, state.clientSeed, round.nonce), round.mines);
      const hitMine = layout.includes(request.tile);
      if (hitMine || round.picks.length === MINES_TILES - round.mines) return endMines(state, round, hitMine);
      return minesAnswer({ ...state, mines: round }, round, null);
    },

    /** Cashes the open round out after at least one safe reveal. */
    async minesCashOut(request: { session: string; round_id: string }): Promise<Omit<FairMinesResponse, 'statusCode'>> {
      const state = await live(request.session);
      const open = openRoundOf(state, request.round_id);
      if (open.picks.length === 0) failField('round_id', 'nothingRevealed');
      return endMines(state, open, false);
    },
  };
}

export type FairFunService = ReturnType<typeof createFairFunService>;
