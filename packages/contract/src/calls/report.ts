import { z } from 'zod';
import { ok } from '../envelope.js';
import { LANGUAGES } from '../tables.js';
import { amount, isoDate, isoDateTime, pageRequest, pageResponse, playerBody, siteBody } from './common.js';
import type { SiteCallDefinition } from './definition.js';
import { FAIR_GAMES } from './fair-games.js';

const languageNames = <P extends string>(prefix: P) =>
  Object.fromEntries(LANGUAGES.map((language) => [`${prefix}_${language.toLowerCase()}`, z.string().optional()])) as Record<
    `${P}_${Lowercase<(typeof LANGUAGES)[number]>}`,
    z.ZodOptional<z.ZodString>
  >;

/**
 * One leg of a sportsbook bet (spec-coverage S3.10). home_away is 1 home, 2 away, 3 draw; the
 * per-language team names are home_name_en, home_name_php, home_name_cn, ...
 */
export const betSelectionSchema = z.object({
  bet_type: z.string(),
  home_away: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  criteria1: z.string(),
  home_team_name: z.string(),
  away_team_name: z.string(),
  ...languageNames('home_name'),
  ...languageNames('away_name'),
  league: z.string().optional(),
  odds: z.number().optional(),
});
export type BetSelection = z.infer<typeof betSelectionSchema>;

export const BET_STATUSES = ['open', 'settled', 'refunded'] as const;

export const betSchema = z.object({
  bet_id: z.number().int(),
  provider_code: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  round_id: z.string(),
  /** PARLAY, HDP, OU, ... for sportsbook bets; empty for casino rounds */
  bet_type: z.string(),
  selections: z.array(betSelectionSchema),
  stake: amount,
  payout: amount,
  status: z.enum(BET_STATUSES),
  created_at: isoDateTime,
  settled_at: isoDateTime.nullable(),
  /** a round of a built-in provably fair game: its game and the round id the verify page looks up; null for any other bet */
  fair: z.object({ game: z.enum(FAIR_GAMES), round_id: z.string() }).nullable(),
});
export type Bet = z.infer<typeof betSchema>;

/** Dates are days in the site's timezone (YYYY-MM-DD, the date picker's format), both inclusive. */
export const betHistoryRequest = playerBody.extend({
  start_date: isoDate,
  end_date: isoDate,
  ...pageRequest,
  /** only the rounds of the built-in provably fair games (the verify page's list of recent rounds) */
  fair_only: z.boolean().optional(),
});
export const betHistoryResponse = ok({
  value: z.array(betSchema),
  ...pageResponse,
  /** over the whole range, not just the page */
  summary: z.object({ stake: amount, payout: amount, net: amount }),
});

export const LEADERBOARD_PERIODS = ['day', 'week', 'month'] as const;
export const leaderboardRequest = siteBody.extend({ period: z.enum(LEADERBOARD_PERIODS).optional().default('week') });
/** The biggest winners of the period by total winnings, account ids masked. */
export const leaderboardResponse = ok({
  value: z.array(z.object({ rank: z.number().int(), account_id: z.string(), amount, bets: z.number().int() })),
  period: z.enum(LEADERBOARD_PERIODS),
  from: isoDateTime,
  to: isoDateTime,
});

/** The calls of bet history and the leaderboard. */
export const reportCalls = {
  betHistory: {
    path: '/api/report/bet_history',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: "The player's bets in a date range, newest first, one page, with totals",
    tag: 'report',
    request: betHistoryRequest,
    response: betHistoryResponse,
    failures: ['invalidDateRange'],
  },
  leaderboard: {
    path: '/api/report/leaderboard',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'The biggest winners of the day, week or month',
    tag: 'report',
    request: leaderboardRequest,
    response: leaderboardResponse,
    failures: [],
  },
} as const satisfies Record<string, SiteCallDefinition>;
