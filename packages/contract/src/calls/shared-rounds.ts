import { z } from 'zod';
import { ok } from '../envelope.js';
import { gameRequestId, launchToken, minorUnits } from '../fields.js';
import { isoDateTime, siteBody } from './common.js';
import type { SiteCallDefinition } from './definition.js';

/**
 * Crash and virtual horse racing as shared rounds (issue 21; docs/provably-fair.md §Shared rounds):
 * one round at a time per site and game, the same for every player, its seed taken from a hash
 * chain published in advance. The game client of the built-in provider opens a game session,
 * bets and cashes out through its calls (money only through the seamless wallet, minor units),
 * and follows the round on a server-sent event stream; anyone can read the chains and verify a
 * finished round by its id. A site's rounds run only while someone plays: a game session opened
 * or a stream open (on any server) keeps them going, and about a minute after the last the next
 * round waits until someone comes back, when it opens at once with a full betting phase.
 *
 * A visitor may play them for fun: a fun launch token opens a fun session of the site's same
 * rounds, whose demo balance (not money) and open fun bets travel sealed in the session id. Every
 * answer of a fun session carries the id to send next; a fun bet is settled from the round's
 * recorded outcome by the session's next state call, and never appears in the players list.
 */

export const SHARED_ROUND_GAMES = ['crash', 'racing'] as const;
export type SharedRoundGame = (typeof SHARED_ROUND_GAMES)[number];

/** Rounds a chain has: then a new chain, with its own terminal hash and salt, is published. */
export const SHARED_CHAIN_LENGTH = 10_000;

/** betting: bets taken; running: the multiplier grows (crash) or the race is run; ended: crashed or finished. */
export const SHARED_ROUND_PHASES = ['betting', 'running', 'ended'] as const;
export type SharedRoundPhase = (typeof SHARED_ROUND_PHASES)[number];

/** Crash: bets for 7 s, then the multiplier grows until the crash point, then 3 s until the next round. */
export const CRASH_TIMING = { bettingMs: 7_000, pauseMs: 3_000, tickMs: 500 } as const;
/** Racing: bets for 2 minutes, the race runs 30 s, its result stays 30 s: a race every 3 minutes. */
export const RACE_TIMING = { bettingMs: 120_000, raceMs: 30_000, pauseMs: 30_000 } as const;

/**
 * The crash curve: m(t) = e^(0.06·t), t the seconds since the round started (2× after 11.55 s,
 * 10× after 38.4 s, 100× after 76.8 s). In hundredths and milliseconds:
 * crashMultiplierAt(ms) = floor(100·e^(0.00006·ms)).
 */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** The multiplier `elapsedMs` after the start, in hundredths (100 at the start). */
export function crashMultiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs) + 1e-9);
}

/** The first millisecond at which the multiplier reaches `hundredths`: when a round with that crash point crashes. */
export function crashTimeOf(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS) - 1);
  while (crashMultiplierAt(ms) < hundredths) ms++;
  return ms;
}

/**
 * The race cards, in turn: race number n of a chain runs card (n − 1) mod 4. A runner is its
 * number on the card (0 first); its whole-number weight is its chance of winning over the card's
 * total (racing.ts), which the odds follow.
 */
export const RACE_CARDS: readonly (readonly number[])[] = [
  [30, 25, 20, 15, 10],
  [24, 20, 16, 14, 10, 9, 7],
  [22, 18, 15, 12, 10, 9, 8, 6],
  [35, 20, 15, 12, 10, 8],
];

const hundredths = z.number().int();
export const sharedRoundIdField = z.string().regex(/^SR[1-9]\d{0,15}$/, 'invalidRound');
/** SB: a bet of a paid session; FB: a fun bet, numbered within its fun session */
const sharedBetIdField = z.string().regex(/^[SF]B[1-9]\d{0,15}$/, 'invalidRound');
/** The ended rounds a game's state lists (its recent results). */
export const SHARED_RECENT_ROUNDS = 12;
/** The open fun bets a fun session holds at most (they travel in its id): more wait for one to be settled. */
export const FUN_SHARED_OPEN_BETS = 10;
/** A fun session's id carries its sealed demo balance and open fun bets: longer than a paid session's. */
export const sharedSessionField = z.string().trim().min(1).max(4_096);
const gameSession = sharedSessionField;

/** A round as everyone sees it: what is secret until the round ends (the crash point, the seed) is null until then. */
export const sharedRoundSchema = z.object({
  round_id: z.string(),
  game: z.enum(SHARED_ROUND_GAMES),
  chain_id: z.number().int(),
  /** the round's place in its chain, 1 first */
  number: z.number().int(),
  phase: z.enum(SHARED_ROUND_PHASES),
  /** ten-thousandths */
  rtp: z.number().int(),
  betting_ends_at: isoDateTime,
  /** when the multiplier starts growing or the race starts (the end of betting) */
  started_at: isoDateTime,
  /** racing: when the race finishes; crash: when it crashed, null until then */
  ends_at: isoDateTime.nullable(),
  /**
   * when the next round opens its betting, null until this one ended; a round of a quiet site
   * waits past it for a player, and opens within CRASH_TIMING.tickMs of a session or a stream
   */
  next_at: isoDateTime.nullable(),
  /** crash: hundredths, once crashed */
  crash_point: hundredths.nullable(),
  /** racing: the runners' weights, in card order */
  weights: z.array(z.number().int()).nullable(),
  /** racing: win and place odds per runner, decimal (place 0: the race takes no place bets) */
  odds: z.object({ win: z.array(z.number()), place: z.array(z.number()) }).nullable(),
  /** racing: the finishing order (runner numbers) once the race has started */
  finish: z.array(z.number().int()).nullable(),
  /** revealed once the round has ended: SHA-256 of it is the previous round's seed (round 1: the terminal hash) */
  seed: z.string().nullable(),
});
export type SharedRound = z.infer<typeof sharedRoundSchema>;

export const SHARED_BET_STATES = ['pending', 'active', 'cashed_out', 'won', 'lost', 'refunded'] as const;

/** One bet in a round's players list; the player's name masked. Amounts in minor units. */
export const sharedRoundPlayerSchema = z.object({
  bet_id: z.string(),
  round_id: z.string(),
  /** the account id masked: its first two and last character */
  name: z.string(),
  currency: z.string(),
  bet: minorUnits,
  /** crash: the automatic cash-out target, hundredths */
  auto_cash_out: hundredths.nullable(),
  /** crash: where it was cashed out, hundredths */
  cash_out: hundredths.nullable(),
  /** racing: the runner and the kind of bet */
  runner: z.number().int().nullable(),
  kind: z.enum(['crash', 'win', 'place']),
  /** pending: being debited; active: in the round; then cashed_out (crash), won, lost or refunded */
  state: z.enum(SHARED_BET_STATES),
  payout: minorUnits,
});
export type SharedRoundPlayer = z.infer<typeof sharedRoundPlayerSchema>;

export const sharedRoundStateSchema = z.object({
  /** the server's clock, to set the client's curve against */
  server_time: isoDateTime,
  /** null only before the site's first round */
  round: sharedRoundSchema.nullable(),
  /**
   * the rounds before `round` that have ended, newest first, at most SHARED_RECENT_ROUNDS: a game
   * opened, or a stream reconnected, shows the last results at once, those it missed included
   */
  recent: z.array(sharedRoundSchema).max(SHARED_RECENT_ROUNDS),
  /** crash: the multiplier now, hundredths (100 outside the running phase) */
  multiplier: hundredths,
  players: z.array(sharedRoundPlayerSchema),
  /** the chain of the round: its terminal hash and salt, published before its first round */
  chain: z
    .object({ chain_id: z.number().int(), terminal_hash: z.string(), salt: z.string(), length: z.number().int() })
    .nullable(),
});
export type SharedRoundState = z.infer<typeof sharedRoundStateSchema>;

/**
 * The live stream's events (SHARED_ROUND_PATHS.stream, text/event-stream, one JSON event per
 * `data:` line). The first is always `state`, the round as it is now, and so after every
 * reconnection; `round` when its phase changes (a new round, the start, the crash or the finish
 * with the seed); `tick` about every CRASH_TIMING.tickMs while a crash round runs; `player` when a
 * bet is placed, cashed out or settled.
 */
export const sharedRoundEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), state: sharedRoundStateSchema }),
  z.object({ type: z.literal('round'), server_time: isoDateTime, round: sharedRoundSchema }),
  z.object({ type: z.literal('tick'), server_time: isoDateTime, round_id: z.string(), multiplier: hundredths }),
  z.object({ type: z.literal('player'), player: sharedRoundPlayerSchema }),
]);
export type SharedRoundEvent = z.infer<typeof sharedRoundEventSchema>;

/** The built-in provider's game client calls of the shared rounds (POST, JSON; the stream is a GET). */
export const SHARED_ROUND_PATHS = {
  session: '/provider/wlgames/fair/shared/session',
  state: '/provider/wlgames/fair/shared/state',
  /** GET with ?session=<the game session>: server-sent events, sharedRoundEventSchema */
  stream: '/provider/wlgames/fair/shared/stream',
  crashBet: '/provider/wlgames/fair/crash/bet',
  crashCashOut: '/provider/wlgames/fair/crash/cash_out',
  raceBet: '/provider/wlgames/fair/racing/bet',
} as const;

/** Opens a game session of wl_crash or wl_racing for the launch token of game_url. */
export const sharedSessionRequest = z.object({
  token: launchToken,
  game: z.string().min(1).max(64),
});
export const sharedSessionResponse = ok({
  session: z.string(),
  expires_at: isoDateTime,
  game: z.enum(SHARED_ROUND_GAMES),
  currency: z.string(),
  balance: minorUnits,
  rtp: z.number().int(),
  min_bet: minorUnits,
  max_bet: minorUnits,
  /** a fun session: the balance is a demo balance, not money, and no wallet is involved */
  fun: z.boolean().optional(),
});
export type SharedSessionResponse = z.infer<typeof sharedSessionResponse>;

/**
 * The session's round now and the player's own bets in it. A fun session's call first settles its
 * fun bets the rounds have decided (an ended round, an automatic cash-out reached), and its bets
 * are those settled now and those still open, of whatever round.
 */
export const sharedStateRequest = z.object({ session: gameSession });
export const sharedStateResponse = ok({
  state: sharedRoundStateSchema,
  bets: z.array(sharedRoundPlayerSchema),
  /** fun sessions: the demo balance after the bets settled now */
  balance: minorUnits.optional(),
  /** fun sessions: the session to send next (it carries the demo balance and the open fun bets) */
  session: z.string().optional(),
});
export type SharedStateResponse = z.infer<typeof sharedStateResponse>;

/** A crash bet in the betting phase, with an automatic cash-out target or none. */
export const crashBetRequest = z.object({
  session: gameSession,
  /** the client's own id of this bet: a repeat places it once and answers the same bet */
  request_id: gameRequestId,
  bet: minorUnits,
  /** hundredths, 1.01× to 1,000,000× (101 to 100,000,000) */
  auto_cash_out: z.number().int().min(101).max(100_000_000).nullable(),
});
/** Cashes a crash bet out at the multiplier now (or at its automatic target, when lower). */
export const crashCashOutRequest = z.object({ session: gameSession, bet_id: sharedBetIdField });
/** A win or place bet on a runner of the race in its betting window. */
export const raceBetRequest = z.object({
  session: gameSession,
  request_id: gameRequestId,
  bet: minorUnits,
  runner: z.number().int().min(0).max(15),
  kind: z.enum(['win', 'place']),
});
export const sharedBetResponse = ok({
  bet: sharedRoundPlayerSchema,
  balance: minorUnits,
  /** fun sessions: the session to send next */
  session: z.string().optional(),
});
export type SharedBetResponse = z.infer<typeof sharedBetResponse>;

const chainSchema = z.object({
  chain_id: z.number().int(),
  game: z.enum(SHARED_ROUND_GAMES),
  /** SHA-256 of round 1's seed, hex: published when the chain was made, before its first round */
  terminal_hash: z.string(),
  salt: z.string(),
  length: z.number().int(),
  /** rounds of the chain started so far */
  rounds_played: z.number().int(),
  created_at: isoDateTime,
});

/** The site's chains of a game (the one in use first) and its latest finished rounds with their seeds. */
export const fairChainRequest = siteBody.extend({
  game: z.enum(SHARED_ROUND_GAMES),
  /** rounds before this one (paging back) */
  before_round_id: sharedRoundIdField.optional(),
});
export const fairChainResponse = ok({
  chains: z.array(chainSchema),
  /** finished rounds, newest first, at most 50 */
  rounds: z.array(sharedRoundSchema),
});

/** A finished shared round by its id: its seed, its chain and the outcome recomputed from them. */
export const fairRoundVerifyRequest = siteBody.extend({ round_id: sharedRoundIdField });
export const fairRoundVerifyResponse = ok({
  round: sharedRoundSchema,
  terminal_hash: z.string(),
  salt: z.string(),
  /** SHA-256 of the seed, hex: the previous round's seed (round 1: the terminal hash) */
  seed_hash: z.string(),
  /** the seed hashed `number` times gives the terminal hash */
  chain_valid: z.boolean(),
  /** HMAC-SHA256(seed, salt), hex: the first block of the round's bytes */
  round_hash: z.string(),
  /** recomputed from the seed and salt: crash point in hundredths, or the finishing order */
  crash_point: hundredths.nullable(),
  finish: z.array(z.number().int()).nullable(),
});
export type FairRoundVerifyResponse = z.infer<typeof fairRoundVerifyResponse>;

export const sharedRoundsCalls = {
  fairChain: {
    path: '/api/fair/chain',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: "A shared-round game's hash chains (terminal hash and salt) and its latest finished rounds with their seeds",
    tag: 'games',
    request: fairChainRequest,
    response: fairChainResponse,
    failures: [],
  },
  fairRoundVerify: {
    path: '/api/fair/round_verify',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'A finished crash or race round by its id: its seed, the chain check and the outcome recomputed',
    tag: 'games',
    request: fairRoundVerifyRequest,
    response: fairRoundVerifyResponse,
    failures: ['roundNotFound'],
  },
} as const satisfies Record<string, SiteCallDefinition>;
