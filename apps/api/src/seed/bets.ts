import type { BetSelection, BetType } from '@wl/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bets, ledgerEntries } from '../db/schema/index.js';
import { type MovementResult, moveMoney } from '../modules/wallet/service.js';
import type { CatalogGame } from './catalog.js';

/**
 * The demo player's bet history: casino rounds and sportsbook bets of every bet type the display labels
 * know (spec-coverage S5.7), spread over the last four weeks. Each one is a bet row and the ledger
 * entries its money moved, dated when it happened, so the wallet still equals the sum of its ledger.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

type Outcome = 'won' | 'lost' | 'open' | 'refunded';

interface Team {
  en: string;
  php?: string;
  cn?: string;
}

interface Match {
  league: string;
  home: Team;
  away: Team;
}

const MATCHES = {
  azkals: {
    league: 'AFC Asian Cup Qualifiers',
    home: { en: 'Philippines', php: 'Pilipinas', cn: '菲律宾' },
    away: { en: 'Japan', php: 'Hapon', cn: '日本' },
  },
  northWest: {
    league: 'English Premier League',
    home: { en: 'Manchester United', cn: '曼联' },
    away: { en: 'Liverpool', cn: '利物浦' },
  },
  clasico: {
    league: 'Spanish La Liga',
    home: { en: 'Real Madrid', cn: '皇家马德里' },
    away: { en: 'Barcelona', cn: '巴塞罗那' },
  },
  klassiker: {
    league: 'German Bundesliga',
    home: { en: 'Bayern Munich', php: 'Bayern München', cn: '拜仁慕尼黑' },
    away: { en: 'Borussia Dortmund', cn: '多特蒙德' },
  },
  derbyDellaMadonnina: {
    league: 'Italian Serie A',
    home: { en: 'Inter Milan', cn: '国际米兰' },
    away: { en: 'AC Milan', cn: 'AC米兰' },
  },
  nbaWest: {
    league: 'NBA',
    home: { en: 'Los Angeles Lakers', cn: '洛杉矶湖人' },
    away: { en: 'Golden State Warriors', cn: '金州勇士' },
  },
} as const satisfies Record<string, Match>;

function selection(
  betType: BetType,
  match: Match,
  pick: { homeAway?: 1 | 2 | 3; criteria1?: string; odds: number },
): BetSelection {
  const names = (side: 'home' | 'away', team: Team) => ({
    [`${side}_name_en`]: team.en,
    ...(team.php ? { [`${side}_name_php`]: team.php } : {}),
    ...(team.cn ? { [`${side}_name_cn`]: team.cn } : {}),
  });
  return {
    bet_type: betType,
    home_away: pick.homeAway ?? null,
    criteria1: pick.criteria1 ?? '',
    home_team_name: match.home.en,
    away_team_name: match.away.en,
    ...names('home', match.home),
    ...names('away', match.away),
    league: match.league,
    odds: pick.odds,
  };
}

export interface SeedBet {
  /** when it was placed, before the seed runs */
  daysAgo: number;
  hour: number;
  /** amounts in US cents, converted to the site currency */
  stakeCents: number;
  payoutCents: number;
  outcome: Outcome;
  /** sportsbook bets only; casino rounds take the site's hot games in turn */
  sportsbook?: { betType: BetType; selections: BetSelection[] };
}

const sports = (betType: BetType, selections: BetSelection[]) => ({ betType, selections });

export const DEMO_BET_HISTORY: readonly SeedBet[] = [
  { daysAgo: 27, hour: 20, stakeCents: 1_000, payoutCents: 0, outcome: 'lost' },
  {
    daysAgo: 26,
    hour: 19,
    stakeCents: 1_000,
    payoutCents: 3_450,
    outcome: 'won',
    sportsbook: sports('PARLAY', [
      selection('HDP', MATCHES.northWest, { homeAway: 2, criteria1: '-0.5', odds: 1.92 }),
      selection('OU', MATCHES.clasico, { criteria1: 'O', odds: 1.85 }),
      selection('1X2', MATCHES.klassiker, { homeAway: 1, odds: 0.97 }),
    ]),
  },
  {
    daysAgo: 24,
    hour: 21,
    stakeCents: 2_000,
    payoutCents: 0,
    outcome: 'lost',
    sportsbook: sports('HDP', [selection('HDP', MATCHES.azkals, { homeAway: 1, criteria1: '+1.5', odds: 1.95 })]),
  },
  { daysAgo: 22, hour: 13, stakeCents: 500, payoutCents: 1_250, outcome: 'won' },
  {
    daysAgo: 21,
    hour: 2,
    stakeCents: 1_500,
    payoutCents: 2_850,
    outcome: 'won',
    sportsbook: sports('FH_HDP', [selection('FH_HDP', MATCHES.azkals, { homeAway: 2, criteria1: '-0.5', odds: 1.9 })]),
  },
  {
    daysAgo: 19,
    hour: 22,
    stakeCents: 1_000,
    payoutCents: 1_880,
    outcome: 'won',
    sportsbook: sports('OU', [selection('OU', MATCHES.derbyDellaMadonnina, { criteria1: 'U', odds: 1.88 })]),
  },
  { daysAgo: 18, hour: 16, stakeCents: 2_000, payoutCents: 0, outcome: 'refunded' },
  {
    daysAgo: 17,
    hour: 20,
    stakeCents: 1_000,
    payoutCents: 0,
    outcome: 'lost',
    sportsbook: sports('OE', [selection('OE', MATCHES.clasico, { criteria1: 'E', odds: 1.95 })]),
  },
  {
    daysAgo: 15,
    hour: 10,
    stakeCents: 2_500,
    payoutCents: 4_250,
    outcome: 'won',
    sportsbook: sports('ML', [selection('ML', MATCHES.nbaWest, { homeAway: 2, odds: 1.7 })]),
  },
  { daysAgo: 14, hour: 23, stakeCents: 1_000, payoutCents: 600, outcome: 'won' },
  {
    daysAgo: 13,
    hour: 21,
    stakeCents: 1_000,
    payoutCents: 3_300,
    outcome: 'won',
    sportsbook: sports('1X2', [selection('1X2', MATCHES.northWest, { homeAway: 3, odds: 3.3 })]),
  },
  {
    daysAgo: 12,
    hour: 20,
    stakeCents: 1_000,
    payoutCents: 0,
    outcome: 'lost',
    sportsbook: sports('FH_1X2', [selection('FH_1X2', MATCHES.klassiker, { homeAway: 1, odds: 2.6 })]),
  },
  {
    daysAgo: 11,
    hour: 19,
    stakeCents: 1_000,
    payoutCents: 0,
    outcome: 'lost',
    sportsbook: sports('HDP_1X2', [selection('HDP_1X2', MATCHES.clasico, { homeAway: 2, criteria1: '+1', odds: 3.1 })]),
  },
  { daysAgo: 9, hour: 14, stakeCents: 500, payoutCents: 0, outcome: 'lost' },
  {
    daysAgo: 8,
    hour: 22,
    stakeCents: 500,
    payoutCents: 0,
    outcome: 'lost',
    sportsbook: sports('CS', [selection('CS', MATCHES.derbyDellaMadonnina, { criteria1: '2-1', odds: 8.5 })]),
  },
  {
    daysAgo: 7,
    hour: 20,
    stakeCents: 1_000,
    payoutCents: 3_600,
    outcome: 'won',
    sportsbook: sports('TG', [selection('TG', MATCHES.klassiker, { criteria1: '4-6', odds: 3.6 })]),
  },
  {
    daysAgo: 6,
    hour: 12,
    stakeCents: 500,
    payoutCents: 0,
    outcome: 'lost',
    sportsbook: sports('OR', [selection('OR', MATCHES.northWest, { criteria1: 'Manchester City', odds: 2.25 })]),
  },
  { daysAgo: 5, hour: 21, stakeCents: 1_000, payoutCents: 2_200, outcome: 'won' },
  {
    daysAgo: 4,
    hour: 19,
    stakeCents: 1_000,
    payoutCents: 1_750,
    outcome: 'won',
    sportsbook: sports('BS', [selection('BS', MATCHES.clasico, { criteria1: 'Yes', odds: 1.75 })]),
  },
  {
    daysAgo: 3,
    hour: 20,
    stakeCents: 1_000,
    payoutCents: 0,
    outcome: 'lost',
    sportsbook: sports('HTFT', [selection('HTFT', MATCHES.northWest, { criteria1: '1/X', odds: 15 })]),
  },
  {
    daysAgo: 2,
    hour: 18,
    stakeCents: 1_000,
    payoutCents: 0,
    outcome: 'lost',
    sportsbook: sports('DC', [selection('DC', MATCHES.azkals, { criteria1: 'X2', odds: 1.25 })]),
  },
  { daysAgo: 2, hour: 11, stakeCents: 1_500, payoutCents: 0, outcome: 'lost' },
  {
    daysAgo: 1,
    hour: 20,
    stakeCents: 1_000,
    payoutCents: 0,
    outcome: 'open',
    sportsbook: sports('PARLAY', [
      selection('OU', MATCHES.nbaWest, { criteria1: 'O', odds: 1.9 }),
      selection('HDP', MATCHES.derbyDellaMadonnina, { homeAway: 1, criteria1: '-0.25', odds: 2.02 }),
    ]),
  },
];

export interface RoundToSeed {
  siteId: number;
  playerId: number;
  game: CatalogGame;
  /** unique per round: the bet's transaction id and the prefix of its ledger keys */
  key: string;
  /**
   * the round id as a provider would send it, which bet history and the statement show the player:
   * short and plain (demoRoundId), never the seed's key
   */
  roundId: string;
  stake: bigint;
  payout: bigint;
  outcome: Outcome;
  betType?: string;
  selections?: BetSelection[];
  /** history is dated in the past; a round without placedAt has just been played */
  placedAt?: Date;
}

/** A demo round's id: R, the player's id and the round's number, so each is unique and reads like a provider's. */
export function demoRoundId(playerId: number, serial: number): string {
  return `R${String(playerId).padStart(4, '0')}${String(serial).padStart(4, '0')}`;
}

/**
 * One seeded bet: the bet row and its ledger entries (bet, then win or refund), the way the
 * seamless wallet API records a provider's round.
 */
export async function seedRound(db: Db, round: RoundToSeed): Promise<void> {
  // A sportsbook bet settles after its match, a casino round within the minute; a round of now has just settled.
  const duration = round.betType ? 2 * HOUR_MS : MINUTE_MS;
  const settledAt = round.placedAt ? new Date(round.placedAt.getTime() + duration) : new Date();
  const placedAt = round.placedAt ?? new Date(settledAt.getTime() - duration);
  const status = { won: 'settled', lost: 'settled', open: 'open', refunded: 'refunded' } as const;
  const [bet] = await db
    .insert(bets)
    .values({
      siteId: round.siteId,
      playerId: round.playerId,
      providerCode: round.game.providerCode,
      gameCode: round.game.gameCode,
      gameName: round.game.gameName,
      gameType: round.game.gameType,
      roundId: round.roundId,
      transactionId: round.key,
      stake: round.stake,
      payout: round.outcome === 'won' ? round.payout : 0n,
      status: status[round.outcome],
      betType: round.betType ?? '',
      selections: round.selections ?? [],
      createdAt: placedAt,
      settledAt: round.outcome === 'open' ? null : settledAt,
    })
    .returning({ id: bets.id });
  const movement = (kind: 'bet' | 'win' | 'refund', amount: bigint) =>
    moveMoney(db, {
      siteId: round.siteId,
      playerId: round.playerId,
      kind,
      amount,
      idempotencyKey: `${round.key}:${kind}`,
      reference: round.roundId,
      meta: {
        provider_code: round.game.providerCode,
        game_code: round.game.gameCode,
        game_name: round.game.gameName,
        game_type: round.game.gameType,
        bet_id: bet!.id,
      },
    });
  const placed = await movement('bet', -round.stake);
  let settled: MovementResult | undefined;
  if (round.outcome === 'won') settled = await movement('win', round.payout);
  if (round.outcome === 'refunded') settled = await movement('refund', round.stake);
  if (round.placedAt) {
    await db.update(ledgerEntries).set({ createdAt: placedAt }).where(eq(ledgerEntries.id, placed.entryId));
    if (settled) await db.update(ledgerEntries).set({ createdAt: settledAt }).where(eq(ledgerEntries.id, settled.entryId));
  }
}

/** When a history bet was placed, counted back from now. */
export function placedAt(now: number, bet: SeedBet): Date {
  const day = new Date(now - bet.daysAgo * DAY_MS);
  day.setUTCHours(bet.hour, 0, 0, 0);
  return day;
}
