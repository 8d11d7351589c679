import {
  CURRENCY_CODES,
  type Currency,
  WLGAMES_FUN_TOKEN_PREFIX,
  type WlgamesSessionRequest,
  type WlgamesSessionResponse,
  type WlgamesSpinRequest,
  type WlgamesSpinResponse,
} from '@wl/contract';
import { z } from 'zod';
import { newToken } from '../../lib/crypto.js';
import { fail, failField } from '../../lib/failure.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { spinAt, windowAt } from './engine.js';
import { betLevels, findGame } from './games.js';
import type { Rng } from './rng.js';
import { sealedState } from './sealed-state.js';
import { gameRules } from './service.js';

/** A fun session's id starts with this; the rest is its sealed state. */
export const FUN_SESSION_PREFIX = 'fun.';
/** The demo balance a fun session starts with, in the currency's smallest bets: 2,000 (₱2,000.00 in pesos). */
export const FUN_BALANCE_IN_SMALLEST_BETS = 2_000;
/** As long as a paid game session. */
const FUN_SESSION_TTL_MS = 4 * 3_600_000;
const SEAL_PURPOSE = 'wlgames-fun-session';

/** What a fun session is: all of it travels sealed in its id, so no server keeps anything. */
const funState = z.object({
  /** the rate limit's key, the same for every spin of the session */
  id: z.string(),
  game: z.string(),
  currency: z.enum(CURRENCY_CODES),
  balance: z.number().int().nonnegative(),
  expiresAt: z.number().int(),
  round: z.number().int().nonnegative(),
});
type FunState = z.infer<typeof funState>;

export const isFunLaunch = (token: string) => token.startsWith(WLGAMES_FUN_TOKEN_PREFIX);
export const isFunSession = (session: string) => session.startsWith(FUN_SESSION_PREFIX);

export interface FunDeps {
  /** the built-in provider's own secret: fun sessions are sealed under it */
  secret: string;
  rng: Rng;
  limits: RateLimits;
  now?: () => number;
}

/**
 * Fun sessions of the built-in slots: the same games, rules and randomness as paid play, with a
 * demo balance that is not money. Nothing reaches the operator: no seamless wallet call, no ledger,
 * no row in the provider's own tables. The demo balance travels sealed (AES-GCM under the
 * provider's secret) in the session id, which each spin renews; an old id replayed only brings
 * back an older demo balance, which is worth nothing. Spins share the paid sessions' rate limit.
 */
export function createFunService({ secret, rng, limits, now = Date.now }: FunDeps) {
  const sessions = sealedState({ secret, purpose: SEAL_PURPOSE, prefix: FUN_SESSION_PREFIX, schema: funState, now });

  return {
    /** Opens a fun session from a fun launch token (`fun.<currency>`). */
    startSession(request: WlgamesSessionRequest): Omit<WlgamesSessionResponse, 'statusCode'> {
      const currency = request.token.slice(WLGAMES_FUN_TOKEN_PREFIX.length);
      if (!(CURRENCY_CODES as readonly string[]).includes(currency)) fail('sessionExpired');
      const game = findGame(request.game);
      if (!game) fail('gameNotFound');
      const levels = betLevels(currency as Currency);
      const state: FunState = {
        id: newToken(),
        game: game.code,
        currency: currency as Currency,
        balance: levels[0]! * FUN_BALANCE_IN_SMALLEST_BETS,
        expiresAt: now() + FUN_SESSION_TTL_MS,
        round: 0,
      };
      return {
        session: sessions.idOf(state),
        expires_at: new Date(state.expiresAt).toISOString(),
        game: game.code,
        game_name: game.name,
        currency: state.currency,
        balance: state.balance,
        bet_levels: levels,
        window: windowAt(
          game,
          game.strips.map(() => 0),
        ),
        ...gameRules(game),
        fun: true,
      };
    },

    /** One fun round: the demo balance pays the bet and takes the win; the answer carries the next session id. */
    async spin(request: WlgamesSpinRequest): Promise<Omit<WlgamesSpinResponse, 'statusCode'>> {
      const state = sessions.stateOf(request.session);
      await limits.consume('wlgamesSpinPerSession', `${FUN_SESSION_PREFIX}${state.id}`);
      const game = findGame(state.game)!;
      if (!betLevels(state.currency).includes(request.bet)) failField('bet', 'invalidBet');
      if (request.bet > state.balance) fail('insufficientBalance');
      const { outcome, wins, win } = spinAt(game, rng, request.bet);
      const next: FunState = { ...state, balance: state.balance - request.bet + win, round: state.round + 1 };
      return {
        round_id: `FUN${next.round}`,
        bet: request.bet,
        window: outcome.window,
        wins,
        win,
        balance: next.balance,
        session: sessions.idOf(next),
      };
    },
  };
}
