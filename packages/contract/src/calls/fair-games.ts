import { z } from 'zod';
import { ok } from '../envelope.js';
import { gameRequestId, launchToken, minorUnits } from '../fields.js';
import type { Currency } from '../tables.js';
import { amount, isoDateTime, playerBody, siteBody } from './common.js';
import type { SiteCallDefinition } from './definition.js';

/**
 * The provably fair in-house games (issue 21; docs/provably-fair.md): the player's seed pair, and
 * a verify call anyone can make, logged in or not. A round's outcome is a documented function of
 * HMAC-SHA256(server seed, `${client seed}:${nonce}`) and the bet's parameters; crash and racing
 * rounds take their seed from a hash chain and the site's salt instead.
 */

export const FAIR_GAMES = ['dice', 'mines', 'plinko', 'keno', 'bingo', 'crash', 'racing'] as const;
export type FairGame = (typeof FAIR_GAMES)[number];
/** Games played on the player's own seed pair; crash and racing are shared rounds on a hash chain. */
export const PLAYER_SEEDED_GAMES = ['dice', 'mines', 'plinko', 'keno', 'bingo'] as const satisfies readonly FairGame[];

/**
 * Each game's RTP in ten-thousandths (9900 = 99.00%): the operator may set it within [min, max];
 * the game's multipliers, tables or edge follow it.
 */
export const FAIR_RTP: Record<FairGame, { min: number; max: number; default: number }> = {
  dice: { min: 9000, max: 9900, default: 9900 },
  mines: { min: 9000, max: 9900, default: 9900 },
  plinko: { min: 9000, max: 9900, default: 9900 },
  keno: { min: 8500, max: 9800, default: 9700 },
  bingo: { min: 8500, max: 9700, default: 9500 },
  crash: { min: 9000, max: 9900, default: 9900 },
  racing: { min: 8000, max: 9500, default: 9000 },
};

/** The default smallest and largest bet of every fair game, in minor units: about 0.10 and 1,000 USD. */
export const FAIR_BET_LIMITS: Record<Currency, { min: number; max: number }> = {
  USD: { min: 10, max: 100_000 },
  PHP: { min: 500, max: 5_000_000 },
  CNY: { min: 100, max: 1_000_000 },
  MMK: { min: 20_000, max: 200_000_000 },
  MNT: { min: 30_000, max: 300_000_000 },
  IDR: { min: 150_000, max: 1_500_000_000 },
};

const hex64 = (key: string) => z.string().regex(/^[0-9a-f]{64}$/, key);
/** What the player types as a client seed: 1–64 printable ASCII characters, no spaces. */
export const clientSeedField = z.string().regex(/^[\x21-\x7e]{1,64}$/, 'invalidClientSeed');
const tile = z.number().int().min(0).max(24);

/** A bet's parameters, by game (docs/provably-fair.md gives each game's rules). */
export const fairBetParams = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('dice'),
    /** hundredths: 50.00 is 5000; the chance must be 1.00%–98.00% */
    target: z.number().int().min(1).max(9998),
    direction: z.enum(['over', 'under']),
  }),
  z.object({
    game: z.literal('mines'),
    mines: z.number().int().min(1).max(24),
    /** the tiles revealed, in order (0–24, row by row); cashed out after the last unless it was a mine */
    picks: z.array(tile).max(24),
  }),
  z.object({ game: z.literal('plinko'), rows: z.number().int().min(8).max(16), risk: z.enum(['low', 'medium', 'high']) }),
  z.object({ game: z.literal('keno'), numbers: z.array(z.number().int().min(1).max(40)).min(1).max(10) }),
  z.object({ game: z.literal('bingo') }),
  z.object({
    game: z.literal('crash'),
    /** where the bet was cashed out, in hundredths (2.50× is 250) */
    cash_out: z.number().int().min(101).max(100_000_000),
  }),
  z.object({
    game: z.literal('racing'),
    /** each runner's win weight, in card order */
    weights: z.array(z.number().int().min(1).max(1_000_000)).min(2).max(16),
    runner: z.number().int().min(0).max(15),
    kind: z.enum(['win', 'place']),
  }),
]);
export type FairBetParams = z.infer<typeof fairBetParams>;

const ints = z.array(z.number().int());
/** What the round's randomness decided, by game; `multiplier` is what the bet paid back (0: lost). */
export const fairOutcome = z.discriminatedUnion('game', [
  z.object({ game: z.literal('dice'), roll: z.number().int(), won: z.boolean() }),
  z.object({ game: z.literal('mines'), mines: ints, revealed: ints, hit_mine: z.boolean(), safe: z.number().int() }),
  z.object({ game: z.literal('plinko'), path: ints, bin: z.number().int() }),
  z.object({ game: z.literal('keno'), drawn: ints, hits: ints }),
  z.object({ game: z.literal('bingo'), card: ints, drawn: ints, marked: ints, pattern: z.string() }),
  z.object({ game: z.literal('crash'), crash_point: z.number(), cashed_out: z.boolean() }),
  z.object({ game: z.literal('racing'), finish: ints, won: z.boolean() }),
]);
export type FairOutcome = z.infer<typeof fairOutcome>;

export const seedPairSchema = z.object({
  /** SHA-256 of the server seed in use, hex: the seed itself is revealed when the pair is rotated */
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** the nonce of the next round on this pair */
  nonce: z.number().int(),
});
export const revealedSeedPairSchema = seedPairSchema.extend({
  server_seed: z.string(),
  revealed_at: isoDateTime,
});

/** What each game declares on the site: its RTP (within its range) and the bets it takes, in the site's currency. */
export const fairGamesRequest = siteBody.extend({});
export const fairGamesResponse = ok({
  value: z.array(
    z.object({
      game: z.enum(FAIR_GAMES),
      /** ten-thousandths: 9900 is 99.00% */
      rtp: z.number().int(),
      rtp_min: z.number().int(),
      rtp_max: z.number().int(),
      currency: z.string(),
      min_bet: amount,
      max_bet: amount,
      /** crash and racing: rounds shared by every player of the site, seeded by a hash chain */
      shared_round: z.boolean(),
    }),
  ),
});

export const fairSeedsRequest = playerBody;
export const fairSeedsResponse = ok({ current: seedPairSchema, revealed: z.array(revealedSeedPairSchema) });

export const fairSetClientSeedRequest = playerBody.extend({ client_seed: clientSeedField });
export const fairSetClientSeedResponse = ok({ current: seedPairSchema });

/** Reveals the server seed in use and starts a new pair at nonce 0 (with the client seed given, or the same one). */
export const fairRotateSeedRequest = playerBody.extend({ client_seed: clientSeedField.optional() });
export const fairRotateSeedResponse = ok({ previous: revealedSeedPairSchema, current: seedPairSchema });

/**
 * Either a round of the site by its id (its seeds once the pair is rotated), or seeds to
 * recompute: server_seed, client_seed and nonce for a player's game; for crash and racing the
 * round's seed as server_seed and the site's salt as client_seed (no nonce).
 */
export const fairVerifyRequest = siteBody.extend({
  round_id: z
    .string()
    .regex(/^FR[1-9]\d{0,15}$/, 'invalidRound')
    .optional(),
  server_seed: hex64('invalidServerSeed').optional(),
  client_seed: clientSeedField.optional(),
  nonce: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  params: fairBetParams.optional(),
  /** ten-thousandths; the game's default when absent */
  rtp: z.number().int().min(5000).max(10000).optional(),
});

export const fairRoundSchema = z.object({
  round_id: z.string(),
  game: z.enum(FAIR_GAMES),
  params: fairBetParams,
  rtp: z.number().int(),
  server_seed_hash: z.string(),
  /** null until the player rotates the pair */
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  nonce: z.number().int(),
  currency: z.string(),
  bet: amount,
  payout: amount,
  created_at: isoDateTime,
});

export const fairVerifyResponse = ok({
  /** the stored round, when asked for by id */
  round: fairRoundSchema.nullable(),
  /** recomputed from the seeds (for a stored round, once its server seed is revealed; else as stored) */
  outcome: fairOutcome,
  /** decimal multiple of the bet paid back */
  multiplier: z.number(),
  /** whether the outcome was recomputed from the seeds now (false: a stored round whose server seed is still secret) */
  recomputed: z.boolean(),
  /** HMAC-SHA256 of the round's first block, hex (null when not recomputed) */
  round_hash: z.string().nullable(),
});
export type FairVerifyResponse = z.infer<typeof fairVerifyResponse>;

/** The provably fair calls. */
export const fairGamesCalls = {
  fairGames: {
    path: '/api/fair/games',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: "Each provably fair game's RTP and bet limits on the site",
    tag: 'games',
    request: fairGamesRequest,
    response: fairGamesResponse,
    failures: [],
  },
  fairSeeds: {
    path: '/api/fair/seeds',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: "The player's seed pair in use (its server seed's hash only) and the pairs already revealed",
    tag: 'games',
    request: fairSeedsRequest,
    response: fairSeedsResponse,
    failures: [],
  },
  fairSetClientSeed: {
    path: '/api/fair/set_client_seed',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Change the client seed of the pair in use; the nonce goes on',
    tag: 'games',
    request: fairSetClientSeedRequest,
    response: fairSetClientSeedResponse,
    failures: [],
  },
  fairRotateSeed: {
    path: '/api/fair/rotate_seed',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Reveal the server seed in use and start a new pair at nonce 0',
    tag: 'games',
    request: fairRotateSeedRequest,
    response: fairRotateSeedResponse,
    failures: [],
  },
  fairVerify: {
    path: '/api/fair/verify',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Recompute a provably fair round from its seeds, or show a round by its id',
    tag: 'games',
    request: fairVerifyRequest,
    response: fairVerifyResponse,
    failures: ['roundNotFound'],
  },
} as const satisfies Record<string, SiteCallDefinition>;

/**
 * The instant fair games as the built-in provider WLGAMES hosts them: the game client (opened by
 * /playnow with a launch token) opens a game session, then plays rounds; every bet is a debit and
 * every pay a credit on the operator's seamless wallet API, as for the slots. Amounts are minor
 * units, as in the seamless API.
 */
export const FAIR_WLGAMES_PATHS = {
  session: '/provider/wlgames/fair/session',
  play: '/provider/wlgames/fair/play',
  minesStart: '/provider/wlgames/fair/mines/start',
  minesReveal: '/provider/wlgames/fair/mines/reveal',
  minesCashOut: '/provider/wlgames/fair/mines/cash_out',
} as const;

/**
 * No autoplay faster than one round a second (issue 21), held by the server: a player's fair round
 * (a play, a mines start, a crash or race bet) that starts closer than this to the player's previous
 * one, on any instance, is refused with `tooManyRequests` and `retry_after` 1, nothing placed or
 * debited; a repeat of a request id already placed still answers its round. A client paces its
 * rounds from the previous round's answer, which comes after the server took its start.
 */
export const FAIR_ROUND_INTERVAL_MS = 1_000;

/** Each fair game's code in the WLGAMES catalogue. */
export const FAIR_GAME_CODES: Record<FairGame, string> = {
  dice: 'wl_hash_dice',
  mines: 'wl_mines',
  plinko: 'wl_plinko',
  keno: 'wl_keno',
  bingo: 'wl_bingo',
  crash: 'wl_crash',
  racing: 'wl_racing',
};
const FAIR_GAME_OF_CODE = new Map<string, FairGame>(FAIR_GAMES.map((game) => [FAIR_GAME_CODES[game], game]));
/** The fair game a built-in provider's catalogue code plays, if any. */
export const fairGameOfCode = (code: string): FairGame | undefined => FAIR_GAME_OF_CODE.get(code);
/** The games played in one step (a bet, its outcome, its pay) on the player's seed pair. */
export const ONE_STEP_FAIR_GAMES = ['dice', 'plinko', 'keno', 'bingo'] as const satisfies readonly FairGame[];
/** The games a game session of the built-in provider plays: the one-step games and mines. */
export const SESSION_FAIR_GAMES = [...ONE_STEP_FAIR_GAMES, 'mines'] as const satisfies readonly FairGame[];

/** A game session's id; a fun session's is longer: it carries its sealed state (demo balance, seeds, open mines round). */
const gameSessionId = z.string().trim().min(1).max(1024);
/**
 * A fun session's round: its number in the session. Fun rounds are not stored, so they have no
 * FR id and cannot be verified.
 */
export const FAIR_FUN_ROUND_PREFIX = 'FUN';
/** What a fun session's answer carries: the id to send with the next call (the state it seals has moved on). */
const nextFunSession = {
  /** fun sessions only: the session to send with the next call */
  session: gameSessionId.optional(),
};

export const fairSessionRequest = z.object({
  /** the launch token of game_url */
  token: launchToken,
  game: z.string().min(1).max(64),
});
export const fairSessionResponse = ok({
  session: z.string(),
  expires_at: isoDateTime,
  game: z.enum(FAIR_GAMES),
  currency: z.string(),
  balance: minorUnits,
  rtp: z.number().int(),
  min_bet: minorUnits,
  max_bet: minorUnits,
  seeds: seedPairSchema,
  /** mines: the player's round still open (reveal or cash out at …/mines/reveal and …/cash_out), else null */
  open_round_id: z.string().nullable(),
  /** mines: that round as the game client resumes it (its mines stay hidden), else null */
  open_round: z
    .object({
      round_id: z.string(),
      bet: minorUnits,
      mines: z.number().int(),
      revealed: z.array(z.number().int()),
      /** what a cash-out now pays, decimal multiple of the bet (0 before the first safe reveal) */
      multiplier: z.number(),
    })
    .nullable(),
  /**
   * A fun session: the balance is a demo balance, not money; no wallet is involved and its rounds
   * are not stored, so none can be verified (its seeds are the session's own, never the player's)
   */
  fun: z.boolean().optional(),
});

export const fairPlayRequest = z.object({
  session: gameSessionId,
  /** the client's own id of this bet: a repeat with the same id places it once and answers the same round */
  request_id: gameRequestId,
  /** minor units, within min_bet and max_bet */
  bet: minorUnits,
  params: fairBetParams,
});
export const fairPlayResponse = ok({
  round_id: z.string(),
  bet: minorUnits,
  /** minor units paid back (0: lost) */
  payout: minorUnits,
  /** decimal multiple of the bet paid back */
  multiplier: z.number(),
  outcome: fairOutcome,
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  balance: minorUnits,
  ...nextFunSession,
});
export type FairSessionResponse = z.infer<typeof fairSessionResponse>;
export type FairPlayResponse = z.infer<typeof fairPlayResponse>;

/** Mines: the bet is debited at the start; each reveal is safe or ends the round; a cash-out pays. */
export const fairMinesStartRequest = z.object({
  session: gameSessionId,
  request_id: gameRequestId,
  bet: minorUnits,
  mines: z.number().int().min(1).max(24),
});
const minesRound = z.object({
  session: gameSessionId,
  /** FR…, or FUN… in a fun session */
  round_id: z.string().regex(/^(FR|FUN)[1-9]\d{0,15}$/, 'invalidRound'),
});
export const fairMinesRevealRequest = minesRound.extend({ tile: z.number().int().min(0).max(24) });
export const fairMinesCashOutRequest = minesRound;
export const fairMinesResponse = ok({
  round_id: z.string(),
  bet: minorUnits,
  mines: z.number().int(),
  /** open: reveal or cash out; won: cashed out; lost: a mine */
  state: z.enum(['open', 'won', 'lost']),
  /** the tiles revealed so far, in order */
  revealed: z.array(z.number().int()),
  /** what a cash-out now pays, decimal multiple of the bet (0 before the first safe reveal) */
  multiplier: z.number(),
  /** minor units paid (0 until cashed out) */
  payout: minorUnits,
  /** where the mines were, once the round is over */
  mine_tiles: z.array(z.number().int()).nullable(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  balance: minorUnits,
  ...nextFunSession,
});
export type FairMinesResponse = z.infer<typeof fairMinesResponse>;

/**
 * A figure the fair games keep in hundredths (a dice roll or target, a multiplier, an RTP in
 * percent's hundredths), as players read it: two decimals, "2.35".
 */
export const hundredthsText = (hundredths: number): string => (hundredths / 100).toFixed(2);
