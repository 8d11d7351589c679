import { businessReports as contract, type LedgerKind } from '@wl/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { toCsv } from '../../lib/csv.js';
import type { StaffActor } from '../staff/actor.js';
import { inScope, localDate, type ReportScope, reportScope, scopeCte, scopeView } from './scope.js';

type Filters = z.output<typeof contract.reportFiltersSchema>;
type Figures = contract.DashboardFigures;

/**
 * The business reports (decision 0149 defines each figure). Every query joins its rows to the
 * scope (the sites of the report's currency, each with the range's bounds in its own time zone)
 * and reads the ledger, or the table the ledger reconciles with, as it is: nothing is copied.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A sum or count as PostgreSQL gave it (bigint sums come as text to keep every digit). */
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
const BONUS_KINDS = list(contract.BONUS_COST_KINDS);
const PLAY_KINDS = list(['bet', 'win', 'refund']);

/** The quarter hour of a ledger row, as the statistics of migration 0010 know it. */
const QUARTER_HOUR = sql`date_bin('15 minutes', l.created_at, '2000-01-01 00:00+00')`;

/** A row's calendar day in its site's time zone (grouped on as a date, written as YYYY-MM-DD). */
const dateOf = (column: SQL) => sql`(${column} at time zone s.tz)::date`;
const dayOf = (column: SQL) => sql`to_char(${dateOf(column)}, 'YYYY-MM-DD')`;
/** Rows of `table` alias `alias` whose `column` falls inside its site's range. */
const inRange = (alias: string, column: string) =>
  sql`${sql.raw(alias)}.site_id = s.site_id and ${sql.raw(`${alias}.${column}`)} >= s.from_ts and ${sql.raw(`${alias}.${column}`)} < s.to_ts`;

/** The money staked in `count` bets over their number, rounded half up (minor units). */
function averageOf(staked: bigint, count: number): number {
  if (count === 0) return 0;
  const n = BigInt(count);
  return Number((2n * staked + n) / (2n * n));
}

function emptyFigures(): Figures {
  return {
    registrations: 0,
    first_time_depositors: 0,
    depositors: 0,
    deposit_count: 0,
    deposit_amount: 0,
    withdrawal_count: 0,
    withdrawal_amount: 0,
    bet_count: 0,
    stakes: 0,
    payouts: 0,
    ggr: 0,
    bonus_cost: 0,
    ngr: 0,
    active_players: 0,
    average_bet: 0,
  };
}

interface LedgerDay {
  day: string | null;
  deposit_count: number;
  deposit_amount: string;
  bet_count: number;
  gross_stakes: string;
  refunds: string;
  payouts: string;
  bonus_cost: string;
}

export function createBusinessReportService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function dashboard(scope: ReportScope) {
    const cte = scopeCte(scope);
    const [ledger, players, firstDeposits, registrations, withdrawals] = await Promise.all([
      // The sums add up day by day: no distinct count here. They are first summed per site and
      // quarter hour (every time zone's offset is a whole number of quarter hours, so a quarter
      // hour lies inside one local day), which the planner knows the number of from the statistics
      // migration 0010 keeps, so that a long range is scanned and summed in parallel.
      rows<LedgerDay>(
        db,
        sql`with ${cte}, bins as (
            select l.site_id, ${QUARTER_HOUR} as bin,
              count(*) filter (where l.kind = 'deposit') as deposit_count,
              sum(l.amount) filter (where l.kind = 'deposit') as deposit_amount,
              count(*) filter (where l.kind = 'bet') as bet_count,
              sum(l.amount) filter (where l.kind = 'bet') as bets,
              sum(l.amount) filter (where l.kind = 'refund') as refunds,
              sum(l.amount) filter (where l.kind = 'win') as payouts,
              sum(l.amount) filter (where l.kind in (${BONUS_KINDS})) as bonus_cost
            from ledger_entries l
            where ${inScope(scope, 'l', 'created_at')} and l.kind in ('deposit', ${PLAY_KINDS}, ${BONUS_KINDS})
            group by l.site_id, ${QUARTER_HOUR})
          select to_char((b.bin at time zone s.tz)::date, 'YYYY-MM-DD') as day,
            coalesce(sum(b.deposit_count), 0)::int as deposit_count,
            coalesce(sum(b.deposit_amount), 0)::text as deposit_amount,
            coalesce(sum(b.bet_count), 0)::int as bet_count,
            coalesce(-sum(b.bets), 0)::text as gross_stakes,
            coalesce(sum(b.refunds), 0)::text as refunds,
            coalesce(sum(b.payouts), 0)::text as payouts,
            coalesce(sum(b.bonus_cost), 0)::text as bonus_cost
          from bins b join scope s on s.site_id = b.site_id
          group by (b.bin at time zone s.tz)::date`,
      ),
      // Depositors and active players: each player once a day, and once over the range.
      rows<{ day: string | null; kind: 'deposit' | 'bet'; players: number }>(
        db,
        sql`with seen as materialized (
            select distinct ${localDate(scope, 'l', 'created_at')} as date, l.kind, l.player_id
            from ledger_entries l
            where ${inScope(scope, 'l', 'created_at')} and l.kind in ('deposit', 'bet'))
          select to_char(date, 'YYYY-MM-DD') as day, kind, count(*)::int as players from seen group by date, kind
          union all
          select null, kind, count(distinct player_id)::int from seen group by kind`,
      ),
      // A deposit is a player's first when no deposit of theirs came before it.
      rows<{ day: string | null; count: number }>(
        db,
        sql`select to_char(first.date, 'YYYY-MM-DD') as day, count(*)::int as count
          from (
            select ${localDate(scope, 'l', 'created_at')} as date
            from ledger_entries l
            where ${inScope(scope, 'l', 'created_at')} and l.kind = 'deposit' and not exists (
              select 1 from ledger_entries e
              where e.player_id = l.player_id and e.kind = 'deposit'
                and (e.created_at < l.created_at or (e.created_at = l.created_at and e.id < l.id)))) first
          group by grouping sets ((first.date), ())`,
      ),
      rows<{ day: string | null; count: number }>(
        db,
        sql`with ${cte}
          select ${dayOf(sql`p.created_at`)} as day, count(*)::int as count
          from scope s
          join players p on ${inRange('p', 'created_at')}
          group by grouping sets ((${dateOf(sql`p.created_at`)}), ())`,
      ),
      rows<{ day: string | null; count: number; amount: string }>(
        db,
        sql`with ${cte}
          select ${dayOf(sql`c.decided_at`)} as day, count(*)::int as count, coalesce(sum(c.amount), 0)::text as amount
          from scope s
          join cashier_requests c on ${inRange('c', 'decided_at')}
          where c.kind = 'withdrawal' and c.status = 'approved'
          group by grouping sets ((${dateOf(sql`c.decided_at`)}), ())`,
      ),
    ]);

    const byDay = new Map<string | null, Figures>();
    const figuresOf = (day: string | null) => {
      let figures = byDay.get(day);
      if (!figures) {
        figures = emptyFigures();
        byDay.set(day, figures);
      }
      return figures;
    };
    const totals = emptyFigures();
    let grossStakesInRange = 0n;
    for (const row of ledger) {
      const figures = figuresOf(row.day);
      const grossStakes = BigInt(row.gross_stakes);
      const stakes = grossStakes - BigInt(row.refunds);
      const payouts = BigInt(row.payouts);
      const bonusCost = BigInt(row.bonus_cost);
      Object.assign(figures, {
        deposit_count: num(row.deposit_count),
        deposit_amount: num(row.deposit_amount),
        bet_count: num(row.bet_count),
        stakes: Number(stakes),
        payouts: Number(payouts),
        ggr: Number(stakes - payouts),
        bonus_cost: Number(bonusCost),
        ngr: Number(stakes - payouts - bonusCost),
        average_bet: averageOf(grossStakes, num(row.bet_count)),
      });
      grossStakesInRange += grossStakes;
      for (const figure of [
        'deposit_count',
        'deposit_amount',
        'bet_count',
        'stakes',
        'payouts',
        'ggr',
        'bonus_cost',
        'ngr',
      ] as const) {
        totals[figure] += figures[figure];
      }
    }
    totals.average_bet = averageOf(grossStakesInRange, totals.bet_count);
    byDay.set(null, totals);
    for (const row of players) {
      const figures = figuresOf(row.day);
      if (row.kind === 'deposit') figures.depositors = num(row.players);
      else figures.active_players = num(row.players);
    }
    for (const row of firstDeposits) figuresOf(row.day).first_time_depositors = num(row.count);
    for (const row of registrations) figuresOf(row.day).registrations = num(row.count);
    for (const row of withdrawals) {
      const figures = figuresOf(row.day);
      figures.withdrawal_count = num(row.count);
      figures.withdrawal_amount = num(row.amount);
    }
    return {
      ...scopeView(scope),
      totals: byDay.get(null) ?? emptyFigures(),
      days: scope.days.map((date) => ({ date, ...(byDay.get(date) ?? emptyFigures()) })),
    };
  }

  async function games(scope: ReportScope) {
    // The same expressions as the statistics of migration 0010, so that the planner knows the groups.
    const provider = sql`coalesce(l.meta->>'provider_code', '')`;
    const game = sql`coalesce(l.meta->>'game_code', '')`;
    const [found, players] = await Promise.all([
      rows<{
        provider_code: string;
        game_code: string;
        game_name: string;
        bet_count: number;
        stakes: string;
        payouts: string;
      }>(
        db,
        sql`select ${provider} as provider_code, ${game} as game_code,
            coalesce(max(l.meta->>'game_name'), '') as game_name,
            count(*) filter (where l.kind = 'bet')::int as bet_count,
            coalesce(-sum(l.amount) filter (where l.kind in ('bet', 'refund')), 0)::text as stakes,
            coalesce(sum(l.amount) filter (where l.kind = 'win'), 0)::text as payouts
          from ledger_entries l
          where ${inScope(scope, 'l', 'created_at')} and l.kind in (${PLAY_KINDS})
          group by ${provider}, ${game}`,
      ),
      // Players who bet on each game, and on each provider's games (each player once).
      rows<{ provider_code: string; game_code: string | null; players: number }>(
        db,
        sql`with played as materialized (
            select distinct ${provider} as provider_code, ${game} as game_code, l.player_id
            from ledger_entries l
            where ${inScope(scope, 'l', 'created_at')} and l.kind = 'bet')
          select provider_code, game_code, count(*)::int as players from played group by provider_code, game_code
          union all
          select provider_code, null, count(distinct player_id)::int from played group by provider_code`,
      ),
    ]);
    const playersOf = (providerCode: string, gameCode: string | null) =>
      num(players.find((row) => row.provider_code === providerCode && row.game_code === gameCode)?.players);
    const byStakes = <T extends { stakes: number; ggr: number }>(a: T, b: T) => b.stakes - a.stakes || b.ggr - a.ggr;
    const gameRows = found
      .map((row) => {
        const stakes = BigInt(row.stakes);
        const payouts = BigInt(row.payouts);
        return {
          provider_code: row.provider_code,
          game_code: row.game_code,
          game_name: row.game_name,
          players: playersOf(row.provider_code, row.game_code),
          bet_count: num(row.bet_count),
          stakes: Number(stakes),
          payouts: Number(payouts),
          ggr: Number(stakes - payouts),
        };
      })
      .sort((a, b) => byStakes(a, b) || a.game_code.localeCompare(b.game_code));
    const providers = [...new Set(gameRows.map((row) => row.provider_code))]
      .map((providerCode) => {
        const ofProvider = gameRows.filter((row) => row.provider_code === providerCode);
        const total = (figure: 'bet_count' | 'stakes' | 'payouts' | 'ggr') =>
          ofProvider.reduce((sum, row) => sum + row[figure], 0);
        return {
          provider_code: providerCode,
          games: ofProvider.length,
          players: playersOf(providerCode, null),
          bet_count: total('bet_count'),
          stakes: total('stakes'),
          payouts: total('payouts'),
          ggr: total('ggr'),
        };
      })
      .sort((a, b) => byStakes(a, b) || a.provider_code.localeCompare(b.provider_code));
    return { ...scopeView(scope), providers, games: gameRows };
  }

  async function promotions(scope: ReportScope) {
    const cte = scopeCte(scope);
    const [listed, claims, costs, wagering, kinds] = await Promise.all([
      rows<{ id: number; site_id: number; kind: string; title: string }>(
        db,
        sql`with ${cte}
          select p.id, p.site_id, p.kind, coalesce(p.title->>'EN', '') as title
          from scope s join promotions p on p.site_id = s.site_id`,
      ),
      rows<{ promotion_id: number; claims: number; players: number }>(
        db,
        sql`with ${cte}
          select c.promotion_id, count(*)::int as claims, count(distinct c.player_id)::int as players
          from scope s join promotion_claims c on ${inRange('c', 'created_at')}
          group by c.promotion_id`,
      ),
      rows<{ promotion_id: string; cost: string }>(
        db,
        sql`select l.meta->>'promotion_id' as promotion_id, coalesce(sum(l.amount), 0)::text as cost
          from ledger_entries l
          where ${inScope(scope, 'l', 'created_at')} and l.kind in (${BONUS_KINDS}) and l.meta->>'promotion_id' is not null
          group by l.meta->>'promotion_id'`,
      ),
      rows<{ promotion_id: number; credited: number; completed: number; open: number; forfeited: number; expired: number }>(
        db,
        sql`with ${cte}
          select c.promotion_id, count(*)::int as credited,
            count(*) filter (where c.status = 'completed')::int as completed,
            count(*) filter (where c.status = 'active')::int as open,
            count(*) filter (where c.status = 'forfeited')::int as forfeited,
            count(*) filter (where c.status = 'expired')::int as expired
          from scope s
          join promotion_claims c on ${inRange('c', 'credited_at')}
          join promotions p on p.id = c.promotion_id and p.kind = 'deposit_bonus'
          group by c.promotion_id`,
      ),
      rows<{ kind: LedgerKind; count: number; amount: string }>(
        db,
        sql`select l.kind, count(*)::int as count, coalesce(sum(l.amount), 0)::text as amount
          from ledger_entries l
          where ${inScope(scope, 'l', 'created_at')} and l.kind in (${BONUS_KINDS})
          group by l.kind`,
      ),
    ]);
    const siteName = new Map(scope.sites.map((site) => [site.id, site.name]));
    const claimsOf = new Map(claims.map((row) => [num(row.promotion_id), row]));
    const costOf = new Map(costs.map((row) => [Number(row.promotion_id), num(row.cost)]));
    const wageringOf = new Map(wagering.map((row) => [num(row.promotion_id), row]));
    const promotionRows = listed
      .map((promotion) => {
        const id = num(promotion.id);
        const claim = claimsOf.get(id);
        const wager = wageringOf.get(id);
        return {
          promotion_id: id,
          site_id: num(promotion.site_id),
          site_name: siteName.get(num(promotion.site_id)) ?? '',
          kind: promotion.kind,
          title: promotion.title,
          claims: num(claim?.claims),
          players: num(claim?.players),
          cost: costOf.get(id) ?? 0,
          bonuses_credited: num(wager?.credited),
          wagering_completed: num(wager?.completed),
          wagering_open: num(wager?.open),
          forfeited: num(wager?.forfeited),
          expired: num(wager?.expired),
        };
      })
      .sort((a, b) => b.cost - a.cost || b.claims - a.claims || a.promotion_id - b.promotion_id);
    const byKind = contract.BONUS_COST_KINDS.map((kind) => {
      const row = kinds.find((found) => found.kind === kind);
      return { kind, count: num(row?.count), amount: num(row?.amount) };
    });
    return { ...scopeView(scope), promotions: promotionRows, bonus_cost_by_kind: byKind };
  }

  async function vip(scope: ReportScope) {
    const cte = scopeCte(scope);
    const [counts, ledger, names] = await Promise.all([
      rows<{ vip_level: number; players: number }>(
        db,
        sql`with ${cte}
          select p.vip_level, count(*)::int as players
          from scope s join players p on p.site_id = s.site_id and p.created_at < s.to_ts
          group by p.vip_level`,
      ),
      rows<{
        vip_level: number;
        active_players: number;
        depositors: number;
        deposit_amount: string;
        stakes: string;
        payouts: string;
        bonus_cost: string;
      }>(
        db,
        // Each player's sums first (one pass, aggregated in parallel), then by the player's level.
        sql`with per as (
            select l.player_id,
              count(*) filter (where l.kind = 'bet') as bets,
              count(*) filter (where l.kind = 'deposit') as deposits,
              coalesce(sum(l.amount) filter (where l.kind = 'deposit'), 0) as deposit_amount,
              coalesce(-sum(l.amount) filter (where l.kind in ('bet', 'refund')), 0) as stakes,
              coalesce(sum(l.amount) filter (where l.kind = 'win'), 0) as payouts,
              coalesce(sum(l.amount) filter (where l.kind in (${BONUS_KINDS})), 0) as bonus_cost
            from ledger_entries l
            where ${inScope(scope, 'l', 'created_at')} and l.kind in ('deposit', ${PLAY_KINDS}, ${BONUS_KINDS})
            group by l.player_id)
          select p.vip_level,
            count(*) filter (where per.bets > 0)::int as active_players,
            count(*) filter (where per.deposits > 0)::int as depositors,
            sum(per.deposit_amount)::text as deposit_amount,
            sum(per.stakes)::text as stakes,
            sum(per.payouts)::text as payouts,
            sum(per.bonus_cost)::text as bonus_cost
          from per join players p on p.id = per.player_id
          group by p.vip_level`,
      ),
      rows<{ level: number; name: string }>(
        db,
        sql`with ${cte}
          select v.level, v.name from scope s join vip_levels v on v.site_id = s.site_id order by v.site_id`,
      ),
    ]);
    const levels = new Set<number>([...counts.map((row) => num(row.vip_level)), ...ledger.map((row) => num(row.vip_level))]);
    const levelRows = [...levels]
      .sort((a, b) => a - b)
      .map((level) => {
        const play = ledger.find((row) => num(row.vip_level) === level);
        const stakes = BigInt(play?.stakes ?? '0');
        const ggr = stakes - BigInt(play?.payouts ?? '0');
        const bonusCost = BigInt(play?.bonus_cost ?? '0');
        return {
          vip_level: level,
          vip_name: names.find((row) => num(row.level) === level)?.name ?? '',
          players: num(counts.find((row) => num(row.vip_level) === level)?.players),
          active_players: num(play?.active_players),
          depositors: num(play?.depositors),
          deposit_amount: num(play?.deposit_amount),
          stakes: Number(stakes),
          ggr: Number(ggr),
          bonus_cost: Number(bonusCost),
          ngr: Number(ggr - bonusCost),
        };
      });
    return { ...scopeView(scope), levels: levelRows };
  }

  async function cashier(scope: ReportScope) {
    const cte = scopeCte(scope);
    const seconds = sql`extract(epoch from (c.decided_at - c.created_at))`;
    const approved = sql`c.status = 'approved'`;
    const [requested, decided, rejections] = await Promise.all([
      rows<{ kind: 'deposit' | 'withdrawal'; count: number; amount: string; pending: number }>(
        db,
        sql`with ${cte}
          select c.kind, count(*)::int as count, coalesce(sum(c.amount), 0)::text as amount,
            count(*) filter (where c.status = 'pending')::int as pending
          from scope s join cashier_requests c on ${inRange('c', 'created_at')}
          group by c.kind`,
      ),
      rows<{
        kind: 'deposit' | 'withdrawal';
        approved_count: number;
        approved_amount: string;
        rejected_count: number;
        rejected_amount: string;
        cancelled_count: number;
        average: string | null;
        median: string | null;
        longest: string | null;
      }>(
        db,
        sql`with ${cte}
          select c.kind,
            count(*) filter (where ${approved})::int as approved_count,
            coalesce(sum(c.amount) filter (where ${approved}), 0)::text as approved_amount,
            count(*) filter (where c.status = 'rejected')::int as rejected_count,
            coalesce(sum(c.amount) filter (where c.status = 'rejected'), 0)::text as rejected_amount,
            count(*) filter (where c.status = 'cancelled')::int as cancelled_count,
            round(avg(${seconds}) filter (where ${approved}))::text as average,
            round((percentile_cont(0.5) within group (order by ${seconds}) filter (where ${approved}))::numeric)::text as median,
            round(max(${seconds}) filter (where ${approved}))::text as longest
          from scope s join cashier_requests c on ${inRange('c', 'decided_at')}
          group by c.kind`,
      ),
      rows<{ kind: 'deposit' | 'withdrawal'; reason: string; count: number; amount: string }>(
        db,
        sql`with ${cte}
          select c.kind, c.decision_reason as reason, count(*)::int as count, coalesce(sum(c.amount), 0)::text as amount
          from scope s join cashier_requests c on ${inRange('c', 'decided_at')}
          where c.status = 'rejected'
          group by c.kind, c.decision_reason
          order by count(*) desc, c.kind, c.decision_reason`,
      ),
    ]);
    const secondsOf = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));
    const kinds = (['deposit', 'withdrawal'] as const).map((kind) => {
      const made = requested.find((row) => row.kind === kind);
      const decision = decided.find((row) => row.kind === kind);
      return {
        kind,
        requested_count: num(made?.count),
        requested_amount: num(made?.amount),
        approved_count: num(decision?.approved_count),
        approved_amount: num(decision?.approved_amount),
        rejected_count: num(decision?.rejected_count),
        rejected_amount: num(decision?.rejected_amount),
        cancelled_count: num(decision?.cancelled_count),
        pending_count: num(made?.pending),
        approval_seconds_average: secondsOf(decision?.average),
        approval_seconds_median: secondsOf(decision?.median),
        approval_seconds_max: secondsOf(decision?.longest),
      };
    });
    return {
      ...scopeView(scope),
      kinds,
      rejections: rejections.map((row) => ({
        kind: row.kind,
        reason: row.reason,
        count: num(row.count),
        amount: num(row.amount),
      })),
    };
  }

  async function responsibleGaming(scope: ReportScope) {
    const cte = scopeCte(scope);
    const at = now().toISOString();
    const [events, inForce] = await Promise.all([
      rows<{ measure: string | null; set_count: number; players: number }>(
        db,
        sql`with ${cte}
          select case
              when a.action = 'protection.deposit_limit' and a.data->>'requested' is not null then 'deposit_limit_' || (a.data->>'period')
              when a.action = 'protection.time_out' then 'time_out'
              when a.action = 'protection.self_exclude' and a.data->>'period' = 'permanent' then 'self_exclusion_permanent'
              when a.action = 'protection.self_exclude' then 'self_exclusion_temporary'
            end as measure,
            count(*)::int as set_count, count(distinct a.target)::int as players
          from scope s join audit_log a on ${inRange('a', 'created_at')}
          where a.action in ('protection.deposit_limit', 'protection.time_out', 'protection.self_exclude')
          group by 1`,
      ),
      rows<{ measure: string; count: number }>(
        db,
        sql`with ${cte}, people as (select p.id from scope s join players p on p.site_id = s.site_id)
          select 'deposit_limit_' || d.period as measure, count(*)::int as count
            from people join deposit_limits d on d.player_id = people.id
            where d.amount is not null group by d.period
          union all
          select 'time_out', count(*)::int from people join player_protection r on r.player_id = people.id
            where r.time_out_until > ${at}::timestamptz
          union all
          select 'self_exclusion_permanent', count(*)::int from people join player_protection r on r.player_id = people.id
            where r.self_excluded_permanently
          union all
          select 'self_exclusion_temporary', count(*)::int from people join player_protection r on r.player_id = people.id
            where not r.self_excluded_permanently and r.self_excluded_until > ${at}::timestamptz`,
      ),
    ]);
    const measures = contract.RG_MEASURES.map((measure) => {
      const set = events.find((row) => row.measure === measure);
      return {
        measure,
        set_count: num(set?.set_count),
        players: num(set?.players),
        in_force_now: num(inForce.find((row) => row.measure === measure)?.count),
      };
    });
    return { ...scopeView(scope), measures };
  }

  /** A table's rows as CSV cells, in the order of its schema's fields, with the currency beside the amounts. */
  function csvOf(
    shape: Record<string, unknown>,
    found: readonly Record<string, unknown>[],
    currency: string | null,
    first: readonly string[] = [],
  ) {
    const keys = [...first, ...Object.keys(shape).filter((key) => !first.includes(key))];
    const header = currency === null ? keys : [...keys, 'currency'];
    const cells = found.map((row) => [...keys.map((key) => row[key]), ...(currency === null ? [] : [currency])]);
    return { csv: toCsv(header, cells), rows: found.length };
  }

  async function exportTable(actor: StaffActor, body: z.output<typeof contract.reportsExportRequest>) {
    const scope = await reportScope(db, actor, body);
    const { currency } = scope;
    const table = body.table;
    let result: { csv: string; rows: number };
    switch (table) {
      case 'days': {
        const report = await dashboard(scope);
        const all = [...report.days, { date: 'total', ...report.totals }];
        result = csvOf(contract.dashboardFiguresSchema.shape, all, currency, ['date']);
        result.rows = report.days.length;
        break;
      }
      case 'providers':
        result = csvOf(contract.providerRowSchema.shape, (await games(scope)).providers, currency);
        break;
      case 'games':
        result = csvOf(contract.gameRowSchema.shape, (await games(scope)).games, currency);
        break;
      case 'promotions':
        result = csvOf(contract.promotionRowSchema.shape, (await promotions(scope)).promotions, currency);
        break;
      case 'bonus_cost':
        result = csvOf(contract.bonusKindRowSchema.shape, (await promotions(scope)).bonus_cost_by_kind, currency);
        break;
      case 'vip_levels':
        result = csvOf(contract.vipRowSchema.shape, (await vip(scope)).levels, currency);
        break;
      case 'cashier':
        result = csvOf(contract.cashierKindRowSchema.shape, (await cashier(scope)).kinds, currency);
        break;
      case 'rejections':
        result = csvOf(contract.rejectionRowSchema.shape, (await cashier(scope)).rejections, currency);
        break;
      case 'responsible_gaming':
        result = csvOf(contract.rgRowSchema.shape, (await responsibleGaming(scope)).measures, null);
        break;
    }
    const site = scope.sites.length === 1 ? `site-${scope.sites[0]!.id}` : 'sites';
    return { ...result, filename: `report-${table}-${site}-${currency}-${scope.startDate}-${scope.endDate}.csv` };
  }

  const run =
    <T>(report: (scope: ReportScope) => Promise<T>) =>
    async (actor: StaffActor, filters: Filters) =>
      report(await reportScope(db, actor, filters));

  return {
    dashboard: run(dashboard),
    games: run(games),
    promotions: run(promotions),
    vip: run(vip),
    cashier: run(cashier),
    responsibleGaming: run(responsibleGaming),
    exportTable,
  };
}

export type BusinessReportService = ReturnType<typeof createBusinessReportService>;
