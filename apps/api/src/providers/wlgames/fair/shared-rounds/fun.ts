import { randomBytes } from 'node:crypto';
import {
  FAIR_ROUND_INTERVAL_MS,
  FUN_SHARED_OPEN_BETS,
  fairGameOfCode,
  SHARED_ROUND_GAMES,
  type SharedBetResponse,
  type SharedRoundGame,
  type SharedRoundPlayer,
  type SharedSessionResponse,
  type SharedStateResponse,
} from '@wl/contract';
import { z } from 'zod';
import { fail, failField } from '../../../../lib/failure.js';
import type { RateLimits } from '../../../../lib/rate-limits.js';
import { FUN_BALANCE_IN_SMALLEST_BETS, FUN_SESSION_PREFIX } from '../../fun.js';
import { sealedState } from '../../sealed-state.js';
import type { FunSiteOf } from '../fun-site.js';
import { payout } from '../payout.js';
import { failTooSoon } from '../round-pace.js';
import type { FairService, FairSite } from '../service.js';
import type { Demand } from './demand.js';
import {
  type BetChoice,
  type BetPay,
  cashOutPay,
  multiplierOf,
  payAtEnd,
  phaseOf,
  type RoundRow,
  reachedTargetPay,
  type SharedRoundsService,
  sharedRoundId,
} from './service.js';

/** As long as a paid game session. */
const FUN_SESSION_TTL_MS = 4 * 3_600_000;
/** Not the slots' nor the instant games' purpose: one kind of fun session's id is no other kind's. */
const SEAL_PURPOSE = 'wlgames-fun-shared-rounds';
/** A fun bet's id: FB and its number within its fun session (a paid bet's is SB and its row's id). */
const FUN_BET_PREFIX = 'FB';

const funBet = z.object({
  /** its number in the session, 1 first: the bet's id is FB and this */
  number: z.number().int().positive(),
  /** the shared round's row id */
  round: z.number().int().positive(),
  amount: z.number().int().positive(),
  kind: z.enum(['crash', 'win', 'place']),
  runner: z.number().int().nullable(),
  autoCashOut: z.number().int().nullable(),
});
type FunBet = z.infer<typeof funBet>;

/** What a fun session of crash or racing is: all of it travels sealed in its id, so no server keeps anything. */
const funState = z.object({
  /** the rate limit's key, the same for every id of the session */
  id: z.string(),
  site: z.number().int(),
  game: z.enum(SHARED_ROUND_GAMES),
  currency: z.string(),
  balance: z.number().int().nonnegative(),
  expiresAt: z.number().int(),
  /** when the session's last bet was placed (the app's clock, ms): one round a second, as paid bets */
  lastBetAt: z.number().int().nullable(),
  betsPlaced: z.number().int().nonnegative(),
  /** the fun bets not settled yet, whatever their round */
  bets: z.array(funBet).max(FUN_SHARED_OPEN_BETS),
});
type FunState = z.infer<typeof funState>;

export interface FunRoundsDeps {
  /** the built-in provider's own secret: fun sessions are sealed under it */
  secret: string;
  rounds: SharedRoundsService;
  fair: FairService;
  demand: Demand;
  limits: RateLimits;
  /** the site a fun session plays on: the page's that opened the game */
  funSiteOf: FunSiteOf;
  now: () => Date;
}

/** Who may watch a session's stream: its site and game, until it expires. */
export interface Watcher {
  siteId: number;
  game: SharedRoundGame;
  expiresAt: Date;
}

/**
 * Fun play of crash and racing: a visitor's fun session follows the site's shared rounds, the same
 * rounds, stream and outcomes as the paid players', and bets a demo balance that is not money.
 * Nothing is written for it: no bet row, no wallet call, no ledger; the demo balance and the fun
 * bets not settled yet travel sealed (AES-GCM under the provider's secret) in the session id, which
 * every answer renews. A fun bet follows the paid bets' rules: the site's limits, the betting phase,
 * one bet a second, a cash-out decided on the round's live multiplier at the call; what the round
 * decides by itself (an automatic cash-out reached, the crash, the race's result) is settled from
 * the round's recorded outcome at the session's next state call. Replaying an older id only brings
 * back an older demo balance, which is worth nothing. Fun bets are not in the round's players list.
 */
export function createFunRounds(deps: FunRoundsDeps) {
  const { secret, rounds, fair, demand, limits, funSiteOf, now } = deps;

  const sessions = sealedState({
    secret,
    purpose: SEAL_PURPOSE,
    prefix: FUN_SESSION_PREFIX,
    schema: funState,
    now: () => now().getTime(),
  });
  const sessionId = sessions.idOf;
  const stateOf = sessions.stateOf;

  /** A fun session's state for a bet or a cash-out: within the paid sessions' spin limit, of the game asked. */
  async function playing(session: string, game: SharedRoundGame): Promise<FunState> {
    const state = stateOf(session);
    await limits.consume('wlgamesSpinPerSession', `${FUN_SESSION_PREFIX}${state.id}`);
    if (state.game !== game) fail('gameNotFound');
    return state;
  }

  const siteOf = (state: FunState) => ({ id: state.site, currency: state.currency }) as FairSite;

  /** A fun bet as the game client reads a bet: still in play, or settled with its pay. */
  function betView(state: FunState, bet: FunBet, pay?: BetPay): SharedRoundPlayer {
    const paid = pay ? Number(payout(BigInt(bet.amount), pay.multiplier)) : 0;
    return {
      bet_id: `${FUN_BET_PREFIX}${bet.number}`,
      round_id: sharedRoundId(bet.round),
      name: '',
      currency: state.currency,
      bet: bet.amount,
      auto_cash_out: bet.autoCashOut,
      cash_out: pay?.cashOut ?? null,
      runner: bet.runner,
      kind: bet.kind,
      state: !pay ? 'active' : pay.cashOut !== undefined ? 'cashed_out' : paid > 0 ? 'won' : 'lost',
      payout: paid,
    };
  }

  /** Places a fun bet of `amount` on the round taking bets, paid from the demo balance. */
  async function placeBet(
    state: FunState,
    amount: number,
    choice: BetChoice,
    check: (round: RoundRow) => void,
  ): Promise<Omit<SharedBetResponse, 'statusCode'>> {
    const at = now().getTime();
    if (state.lastBetAt !== null && at - state.lastBetAt < FAIR_ROUND_INTERVAL_MS) failTooSoon();
    if (state.bets.length >= FUN_SHARED_OPEN_BETS) {
      // the earliest round of the open bets settles one of them once it has ended
      const ends = (await rounds.roundsById(state.bets.map((bet) => bet.round))).map((round) => round.endsAt.getTime());
      fail('tooManyRequests', { retry_after: Math.max(1, Math.ceil((Math.min(...ends) - at) / 1000)) });
    }
    const round = await rounds.roundTakingBet(siteOf(state), state.game, amount, check);
    if (amount > state.balance) fail('insufficientBalance');
    const bet: FunBet = { number: state.betsPlaced + 1, round: round.id, amount, ...choice };
    const next: FunState = {
      ...state,
      balance: state.balance - amount,
      lastBetAt: at,
      betsPlaced: bet.number,
      bets: [...state.bets, bet],
    };
    return { bet: betView(next, bet), balance: next.balance, session: sessionId(next) };
  }

  return {
    /** The site and game a fun session may watch (the live stream). */
    watcher(session: string): Watcher {
      const state = stateOf(session);
      return { siteId: state.site, game: state.game, expiresAt: new Date(state.expiresAt) };
    },

    /**
     * Opens a fun session of crash or racing from a fun launch token (`fun.<currency>`), on the
     * site of the page the game was opened from (`domain`): the site must offer the game and
     * have the token's currency. Opening it wants the site's rounds, as a paid session does.
     */
    async startSession(
      request: { token: string; game: string },
      domain: string,
    ): Promise<Omit<SharedSessionResponse, 'statusCode'>> {
      const game = fairGameOfCode(request.game) as SharedRoundGame | undefined;
      if (!game || !(SHARED_ROUND_GAMES as readonly string[]).includes(game)) fail('gameNotFound');
      const fairSite = await funSiteOf(request.token, game, domain);
      await demand.note(fairSite.id, game);
      const [rtp, bounds] = await Promise.all([fair.rtpOf(fairSite, game), fair.betLimitsOf(fairSite, game)]);
      const state: FunState = {
        id: randomBytes(16).toString('base64url'),
        site: fairSite.id,
        game,
        currency: fairSite.currency,
        balance: bounds.min * FUN_BALANCE_IN_SMALLEST_BETS,
        expiresAt: now().getTime() + FUN_SESSION_TTL_MS,
        lastBetAt: null,
        betsPlaced: 0,
        bets: [],
      };
      return {
        session: sessionId(state),
        expires_at: new Date(state.expiresAt).toISOString(),
        game,
        currency: fairSite.currency,
        balance: state.balance,
        rtp,
        min_bet: bounds.min,
        max_bet: bounds.max,
        fun: true,
      };
    },

    /**
     * The site's round now, after settling the session's fun bets the rounds have decided: those of
     * an ended round from its recorded outcome, a running crash bet whose automatic target the
     * multiplier has reached at its target. Answers the bets settled now and those still open.
     */
    async state(request: { session: string }): Promise<Omit<SharedStateResponse, 'statusCode'>> {
      const state = stateOf(request.session);
      const shared = await rounds.stateOf(state.site, state.game);
      const at = now();
      const byId = new Map((await rounds.roundsById(state.bets.map((bet) => bet.round))).map((round) => [round.id, round]));
      const settled: SharedRoundPlayer[] = [];
      const open: FunBet[] = [];
      let balance = state.balance;
      for (const bet of state.bets) {
        const round = byId.get(bet.round)!;
        const pay = phaseOf(round, at) === 'ended' ? payAtEnd(round, bet) : reachedTargetPay(round, bet, at);
        if (!pay) {
          open.push(bet);
          continue;
        }
        const view = betView(state, bet, pay);
        settled.push(view);
        balance += view.payout;
      }
      const next: FunState = { ...state, balance, bets: open };
      return {
        state: shared,
        bets: [...settled, ...open.map((bet) => betView(next, bet))],
        balance,
        session: sessionId(next),
      };
    },

    async crashBet(request: { session: string; bet: number; auto_cash_out: number | null }) {
      const state = await playing(request.session, 'crash');
      return placeBet(state, request.bet, { kind: 'crash', runner: null, autoCashOut: request.auto_cash_out }, () => {});
    },

    async raceBet(request: { session: string; bet: number; runner: number; kind: 'win' | 'place' }) {
      const state = await playing(request.session, 'racing');
      return placeBet(
        state,
        request.bet,
        { kind: request.kind, runner: request.runner, autoCashOut: null },
        rounds.raceChoiceCheck(request),
      );
    },

    /**
     * Cashes a fun crash bet out as a paid one is: at the multiplier now (its automatic target when
     * lower), while the round runs; once it has crashed, only a target the round reached pays.
     */
    async crashCashOut(request: { session: string; bet_id: string }): Promise<Omit<SharedBetResponse, 'statusCode'>> {
      const state = await playing(request.session, 'crash');
      const bet = state.bets.find((open) => `${FUN_BET_PREFIX}${open.number}` === request.bet_id);
      if (!bet) fail('roundNotFound');
      const [round] = await rounds.roundsById([bet.round]);
      const at = now();
      const phase = phaseOf(round!, at);
      const pay =
        phase === 'running' ? cashOutPay(bet, multiplierOf(round!, at)) : phase === 'ended' ? payAtEnd(round!, bet) : undefined;
      // lost at the crash (settled as lost by the next state call), or not started
      if (pay?.cashOut === undefined) failField('bet_id', 'cashOutClosed');
      const view = betView(state, bet, pay);
      const next: FunState = {
        ...state,
        balance: state.balance + view.payout,
        bets: state.bets.filter((open) => open !== bet),
      };
      return { bet: view, balance: next.balance, session: sessionId(next) };
    },
  };
}

export type FunRounds = ReturnType<typeof createFunRounds>;
