import { z } from 'zod';
import { ok } from './envelope.js';
import { freeText, launchToken, minorUnits } from './fields.js';
import { CURRENCY_CODES } from './tables.js';

/**
 * The built-in provider WLGAMES and its game client (the page /provider/wlgames/play, framed by
 * /playnow). The provider is its own system: it knows the player only through the operator's
 * seamless wallet API. Amounts are integers in the minor units of the player's currency, as in
 * the seamless API. Failures use the common envelope: insufficientBalance, sessionExpired,
 * gameNotFound, tooManyRequests, serviceUnavailable, validationFailed.
 */
export const WLGAMES_PATHS = {
  play: '/provider/wlgames/play',
  session: '/provider/wlgames/session',
  spin: '/provider/wlgames/spin',
} as const;

/**
 * The launch token of a fun game URL: `fun.` and the currency the demo balance is counted in. It
 * grants nothing of value, so anyone may make one; the fun session it opens never calls a wallet.
 */
export const WLGAMES_FUN_TOKEN_PREFIX = 'fun.';

/** What the game client posts to the page that frames it after every round (targetOrigin: its own origin). */
export const WLGAMES_BALANCE_MESSAGE = 'wl:balance';
export const wlgamesBalanceMessage = z.object({
  type: z.literal(WLGAMES_BALANCE_MESSAGE),
  /** minor units */
  balance: z.number().int().nonnegative(),
});
export type WlgamesBalanceMessage = z.infer<typeof wlgamesBalanceMessage>;

const gameCode = freeText().min(1).max(64);

export const wlgamesSessionRequest = z.object({
  /** the launch token of game_url */
  token: launchToken,
  game: gameCode,
});

export const wlgamesSymbolPays = z.object({
  symbol: z.string(),
  wild: z.boolean(),
  /** multiples of the line bet for 3, 4 and 5 in a row */
  pays: z.tuple([z.number(), z.number(), z.number()]),
});

export const wlgamesSessionResponse = ok({
  /** the game session id the client sends with every spin; valid until expires_at */
  session: z.string(),
  expires_at: z.string(),
  game: gameCode,
  game_name: z.string(),
  currency: z.enum(CURRENCY_CODES),
  balance: minorUnits,
  /** the total bets the player may choose, minor units */
  bet_levels: z.array(minorUnits).min(1),
  reels: z.number().int(),
  rows: z.number().int(),
  /** each payline's row (0 top) on each reel */
  paylines: z.array(z.array(z.number().int())),
  paytable: z.array(wlgamesSymbolPays),
  rtp: z.number(),
  /** the largest possible pay of a round, as a multiple of the bet */
  max_win_times_bet: z.number(),
  /** the symbols shown before the first spin, by reel */
  window: z.array(z.array(z.string())),
  /** a fun session: the balance is a demo balance, not money, and no wallet is involved */
  fun: z.boolean().optional(),
});

export const wlgamesSpinRequest = z.object({
  /** a fun session's id is longer: it carries its sealed demo balance */
  session: z.string().trim().min(1).max(512),
  /** one of bet_levels, minor units */
  bet: minorUnits,
});

export const wlgamesLineWin = z.object({
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  /** minor units */
  amount: minorUnits,
});

export const wlgamesSpinResponse = ok({
  round_id: z.string(),
  bet: minorUnits,
  /** the visible symbols, by reel: window[reel][row] */
  window: z.array(z.array(z.string())),
  wins: z.array(wlgamesLineWin),
  win: minorUnits,
  balance: minorUnits,
  /** fun sessions: the session to send with the next spin (it carries the demo balance) */
  session: z.string().optional(),
});

export type WlgamesSessionRequest = z.infer<typeof wlgamesSessionRequest>;
export type WlgamesSessionResponse = z.infer<typeof wlgamesSessionResponse>;
export type WlgamesSpinRequest = z.infer<typeof wlgamesSpinRequest>;
export type WlgamesSpinResponse = z.infer<typeof wlgamesSpinResponse>;
export type WlgamesLineWin = z.infer<typeof wlgamesLineWin>;
