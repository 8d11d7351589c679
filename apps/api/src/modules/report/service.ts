import {
  type betHistoryRequest,
  type CallResponse,
  FAIR_GAME_CODES,
  type FairGame,
  fairGameOfCode,
  type LEADERBOARD_PERIODS,
  type leaderboardRequest,
  toMajor,
} from '@wl/contract';
import { and, count, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { bets, players } from '../../db/schema/index.js';
import { BUILT_IN_PROVIDER } from '../../lib/secrets.js';
import type { SiteCache } from '../../lib/site-cache.js';
import { siteDayRange } from '../../lib/site-days.js';
import type { PlayerRow } from '../auth/sessions.js';
import { maskAccountId } from '../settings/service.js';
import type { SiteRow } from '../site/service.js';

type Payload<N extends 'betHistory' | 'leaderboard'> = Omit<CallResponse<N>, 'statusCode'>;
type Period = (typeof LEADERBOARD_PERIODS)[number];

export const LEADERBOARD_LENGTH = 20;

const DAY_MS = 86_400_000;
/** The leaderboard periods are rolling windows that end now. */
const PERIOD_MS: Record<Period, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The built-in provider's provably fair games by catalogue code: their rounds link to the verify page. */
const isFairRound = and(eq(bets.providerCode, BUILT_IN_PROVIDER), inArray(bets.gameCode, Object.values(FAIR_GAME_CODES)));

function fairRoundOf(bet: typeof bets.$inferSelect): { game: FairGame; round_id: string } | null {
  const game = bet.providerCode === BUILT_IN_PROVIDER ? fairGameOfCode(bet.gameCode) : undefined;
  return game ? { game, round_id: bet.roundId } : null;
}

export function createReportService(db: Db, cache: SiteCache) {
  return {
    /**
     * The player's bets placed from the start of start_date to the end of end_date, both days in
     * the site's timezone (sites.timezone), newest first; the summary covers the whole range.
     */
    async betHistory(site: SiteRow, player: PlayerRow, body: z.output<typeof betHistoryRequest>): Promise<Payload<'betHistory'>> {
      const { from, to: until } = siteDayRange(body.start_date, body.end_date, site.timezone);
      const inRange = and(
        eq(bets.playerId, player.id),
        gte(bets.createdAt, from),
        lt(bets.createdAt, until),
        body.fair_only ? isFairRound : undefined,
      );

      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(bets)
          .where(inRange)
          .orderBy(desc(bets.createdAt), desc(bets.id))
          .limit(body.page_size)
          .offset((body.page - 1) * body.page_size),
        db
          .select({
            total: count(),
            // A refunded bet gave its stake back, so it counts in neither column.
            settledStake: sql`coalesce(sum(${bets.stake}) filter (where ${bets.status} <> 'refunded'), 0)`.mapWith(BigInt),
            payout: sql`coalesce(sum(${bets.payout}), 0)`.mapWith(BigInt),
          })
          .from(bets)
          .where(inRange),
      ]);
      const money = (minor: bigint) => toMajor(minor, site.currency);
      const stake = totals?.settledStake ?? 0n;
      const payout = totals?.payout ?? 0n;
      return {
        value: rows.map((bet) => ({
          bet_id: bet.id,
          provider_code: bet.providerCode,
          game_code: bet.gameCode,
          game_name: bet.gameName,
          game_type: bet.gameType,
          round_id: bet.roundId,
          bet_type: bet.betType,
          selections: bet.selections,
          stake: money(bet.stake),
          payout: money(bet.payout),
          status: bet.status,
          created_at: bet.createdAt.toISOString(),
          settled_at: iso(bet.settledAt),
          fair: fairRoundOf(bet),
        })),
        total: totals?.total ?? 0,
        page: body.page,
        page_size: body.page_size,
        summary: { stake: money(stake), payout: money(payout), net: money(payout - stake) },
      };
    },

    /**
     * The site's biggest winners of a rolling day, week or month: total payout of the bets settled
     * in the period, account ids masked as on the home's top-10. Cached like the top-10.
     */
    leaderboard(site: SiteRow, body: z.output<typeof leaderboardRequest>): Promise<Payload<'leaderboard'>> {
      return cache.get(site.id, `leaderboard:${body.period}`, async () => {
        const to = new Date();
        const from = new Date(to.getTime() - PERIOD_MS[body.period]);
        const won = sum(bets.payout).mapWith(BigInt);
        const rows = await db
          .select({ accountId: players.accountId, won, bets: count() })
          .from(bets)
          .innerJoin(players, eq(bets.playerId, players.id))
          .where(and(eq(bets.siteId, site.id), eq(bets.status, 'settled'), gte(bets.settledAt, from)))
          .groupBy(players.id, players.accountId)
          .having(sql`sum(${bets.payout}) > 0`)
          .orderBy(desc(won), players.accountId)
          .limit(LEADERBOARD_LENGTH);
        return {
          value: rows.map((row, index) => ({
            rank: index + 1,
            account_id: maskAccountId(row.accountId),
            amount: toMajor(row.won, site.currency),
            bets: row.bets,
          })),
          period: body.period,
          from: from.toISOString(),
          to: to.toISOString(),
        };
      });
    },
  };
}
