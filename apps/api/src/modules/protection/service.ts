import {
  type protection as calls,
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimitPeriod,
  LIMIT_INCREASE_DELAY_HOURS,
  type TimeOutHours,
  toMajor,
} from '@wl/contract';
import dayjs from 'dayjs';
import { and, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  cashierRequests,
  depositLimits,
  ledgerEntries,
  operatorPlayerLimits,
  playerProtection,
  players,
} from '../../db/schema/index.js';
import { minorUnits } from '../../lib/amounts.js';
import { fail } from '../../lib/failure.js';
import type { PlayerRow, SessionRow, SessionService } from '../auth/sessions.js';
import type { SiteRow } from '../site/service.js';

type Body<T extends z.ZodType> = z.output<T>;
type LimitRow = typeof depositLimits.$inferSelect;

/** Rolling windows: a deposit counts for the 24 hours, 7 days or 30 days after it was requested. */
const WINDOW_HOURS: Record<DepositLimitPeriod, number> = { daily: 24, weekly: 7 * 24, monthly: 30 * 24 };

const SELF_EXCLUSION_MONTHS = { '6_months': 6, '1_year': 12, '5_years': 60 } as const;

/**
 * Deposits that count against a limit. A new request counts every deposit not rejected or
 * cancelled, so requests cannot queue past the limit; an approval counts the approved ones, so
 * the order the operator works in does not matter.
 */
const COUNTED_STATUSES = { request: ['pending', 'approved'], approval: ['approved'] } as const;
type Check = keyof typeof COUNTED_STATUSES;

interface EffectiveLimit {
  period: DepositLimitPeriod;
  amount: bigint | null;
  pending: { amount: bigint | null; from: Date } | null;
}

/** A waiting raise takes over once its time has come; until then the stored amount holds. */
function effective(row: LimitRow, now: Date): EffectiveLimit {
  if (row.hasPending && row.pendingFrom && row.pendingFrom <= now) {
    return { period: row.period, amount: row.pendingAmount, pending: null };
  }
  return {
    period: row.period,
    amount: row.amount,
    pending: row.hasPending && row.pendingFrom ? { amount: row.pendingAmount, from: row.pendingFrom } : null,
  };
}

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

const minOrNull = (a: bigint | null, b: bigint | null) => (a === null ? b : b === null || a < b ? a : b);

export function createProtectionService(deps: { db: Db; sessions: SessionService; now: () => Date }) {
  const { db, sessions, now } = deps;

  async function limitsOf(tx: Db, playerId: number, at: Date): Promise<EffectiveLimit[]> {
    const rows = await tx.select().from(depositLimits).where(eq(depositLimits.playerId, playerId));
    return DEPOSIT_LIMIT_PERIODS.map((period) => {
      const row = rows.find((candidate) => candidate.period === period);
      return row ? effective(row, at) : { period, amount: null, pending: null };
    });
  }

  /** Deposits requested since `since` that count for this check, leaving one request out when given. */
  async function depositsSince(tx: Db, playerId: number, since: Date, check: Check, exceptRequestId?: number): Promise<bigint> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${cashierRequests.amount}), 0)::text` })
      .from(cashierRequests)
      .where(
        and(
          eq(cashierRequests.playerId, playerId),
          eq(cashierRequests.kind, 'deposit'),
          inArray(cashierRequests.status, [...COUNTED_STATUSES[check]]),
          gte(cashierRequests.createdAt, since),
          exceptRequestId === undefined ? undefined : sql`${cashierRequests.id} <> ${exceptRequestId}`,
        ),
      );
    return BigInt(row?.total ?? '0');
  }

  /** The deposit limits staff set on the player (operator_player_limits), per period; null where none. */
  async function operatorLimitsOf(tx: Db, playerId: number): Promise<Record<DepositLimitPeriod, bigint | null>> {
    const [row] = await tx.select().from(operatorPlayerLimits).where(eq(operatorPlayerLimits.playerId, playerId));
    return { daily: row?.depositDaily ?? null, weekly: row?.depositWeekly ?? null, monthly: row?.depositMonthly ?? null };
  }

  /**
   * How much more the player may deposit now under every limit in force, the player's own and the
   * operator's (the lower of the two per period); null when none is set.
   */
  async function depositAllowance(tx: Db, playerId: number, check: Check, exceptRequestId?: number): Promise<bigint | null> {
    const at = now();
    const operatorLimits = await operatorLimitsOf(tx, playerId);
    let allowance: bigint | null = null;
    for (const limit of await limitsOf(tx, playerId, at)) {
      const amount = minOrNull(limit.amount, operatorLimits[limit.period]);
      if (amount === null) continue;
      const used = await depositsSince(tx, playerId, hoursBefore(at, WINDOW_HOURS[limit.period]), check, exceptRequestId);
      const left = amount > used ? amount - used : 0n;
      allowance = allowance === null || left < allowance ? left : allowance;
    }
    return allowance;
  }

  async function state(site: SiteRow, player: PlayerRow) {
    const at = now();
    const [settings] = await db.select().from(playerProtection).where(eq(playerProtection.playerId, player.id));
    const limits = await limitsOf(db, player.id, at);
    const money = (value: bigint | null) => (value === null ? null : toMajor(value, site.currency));
    return {
      deposit_limits: await Promise.all(
        limits.map(async (limit) => ({
          period: limit.period,
          amount: money(limit.amount),
          used: toMajor(
            await depositsSince(db, player.id, hoursBefore(at, WINDOW_HOURS[limit.period]), 'request'),
            site.currency,
          ),
          pending_amount: limit.pending ? money(limit.pending.amount) : null,
          pending_from: limit.pending ? limit.pending.from.toISOString() : null,
        })),
      ),
      reality_check_minutes: settings?.realityCheckMinutes ?? null,
    };
  }

  async function saveProtection(playerId: number, changes: Partial<typeof playerProtection.$inferInsert>, tx: Db = db) {
    await tx
      .insert(playerProtection)
      .values({ playerId, ...changes })
      .onConflictDoUpdate({ target: playerProtection.playerId, set: { ...changes, updatedAt: sql`now()` } });
  }

  /** Every account of the site on the player's phone number: a time-out or self-exclusion binds them all. */
  async function endSessionsOfPerson(player: PlayerRow): Promise<void> {
    const accounts = await db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.siteId, player.siteId), eq(players.contactPhone, player.contactPhone)));
    for (const account of accounts) await sessions.revokeAll(account.id);
  }

  function audit(tx: Db, player: PlayerRow, action: string, data: Record<string, unknown>) {
    return tx.insert(auditLog).values({
      siteId: player.siteId,
      actor: `player:${player.id}`,
      action,
      target: `player:${player.id}`,
      data,
    });
  }

  return {
    depositAllowance,

    /** Refuses a deposit (at request and again at approval) that any limit in force cannot take. */
    async ensureDepositAllowed(tx: Db, playerId: number, amount: bigint, check: Check, exceptRequestId?: number): Promise<void> {
      const allowance = await depositAllowance(tx, playerId, check, exceptRequestId);
      if (allowance !== null && amount > allowance) fail('depositLimitExceeded');
    },

    /**
     * Login refuses a self-excluded or timed-out person, saying until when. The choice follows the
     * person: it holds for every account of the site on the same phone number (older databases
     * may hold several, flagged phone_shared).
     */
    async ensureMayLogIn(player: PlayerRow, tx: Db = db): Promise<void> {
      const [row] = await tx
        .select({
          permanently: sql<boolean>`coalesce(bool_or(${playerProtection.selfExcludedPermanently}), false)`,
          selfExcludedUntil: max(playerProtection.selfExcludedUntil),
          timeOutUntil: max(playerProtection.timeOutUntil),
        })
        .from(playerProtection)
        .innerJoin(players, eq(players.id, playerProtection.playerId))
        .where(and(eq(players.siteId, player.siteId), eq(players.contactPhone, player.contactPhone)));
      if (!row) return;
      const at = now();
      if (row.permanently) fail('selfExcluded');
      if (row.selfExcludedUntil && row.selfExcludedUntil > at) {
        fail('selfExcluded', { until: row.selfExcludedUntil.toISOString() });
      }
      if (row.timeOutUntil && row.timeOutUntil > at) fail('timedOut', { until: row.timeOutUntil.toISOString() });
    },

    state,

    /**
     * A cut (or a first limit) applies at once and drops any waiting raise; a raise or removal
     * waits LIMIT_INCREASE_DELAY_HOURS, the limit in force holding until then.
     */
    async setDepositLimit(site: SiteRow, player: PlayerRow, body: Body<typeof calls.depositLimitSetRequest>) {
      let requested: bigint | null = null;
      if (body.amount !== null) {
        requested = minorUnits(body.amount, site.currency, 'amount');
      }
      const at = now();
      await db.transaction(async (tx) => {
        const current = (await limitsOf(tx, player.id, at)).find((limit) => limit.period === body.period)!;
        const loosens = current.amount !== null && (requested === null || requested > current.amount);
        const values = loosens
          ? {
              amount: current.amount,
              hasPending: true,
              pendingAmount: requested,
              pendingFrom: dayjs(at).add(LIMIT_INCREASE_DELAY_HOURS, 'hour').toDate(),
            }
          : { amount: requested, hasPending: false, pendingAmount: null, pendingFrom: null };
        await tx
          .insert(depositLimits)
          .values({ playerId: player.id, period: body.period, ...values })
          .onConflictDoUpdate({
            target: [depositLimits.playerId, depositLimits.period],
            set: { ...values, updatedAt: sql`now()` },
          });
        await audit(tx, player, 'protection.deposit_limit', {
          period: body.period,
          before: current.amount === null ? null : toMajor(current.amount, site.currency),
          requested: body.amount,
          effective_from: (loosens ? values.pendingFrom! : at).toISOString(),
        });
      });
      return state(site, player);
    },

    async setRealityCheck(site: SiteRow, player: PlayerRow, minutes: number | null) {
      await db.transaction(async (tx) => {
        await saveProtection(player.id, { realityCheckMinutes: minutes }, tx);
        await audit(tx, player, 'protection.reality_check', { interval_minutes: minutes });
      });
      return state(site, player);
    },

    /** Time since this login and the money won or lost in play since then (bets, wins, refunds). */
    async sessionSummary(site: SiteRow, player: PlayerRow, session: SessionRow) {
      const at = now();
      const [[settings], [play]] = await Promise.all([
        db.select().from(playerProtection).where(eq(playerProtection.playerId, player.id)),
        db
          .select({
            bets: sql<string>`coalesce(sum(case when ${ledgerEntries.kind} = 'bet' then -${ledgerEntries.amount} end), 0)::text`,
            wins: sql<string>`coalesce(sum(case when ${ledgerEntries.kind} = 'win' then ${ledgerEntries.amount} end), 0)::text`,
            net: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
          })
          .from(ledgerEntries)
          .where(
            and(
              eq(ledgerEntries.playerId, player.id),
              inArray(ledgerEntries.kind, ['bet', 'win', 'refund']),
              gte(ledgerEntries.createdAt, session.createdAt),
            ),
          ),
      ]);
      const elapsedMs = Math.max(0, at.getTime() - session.createdAt.getTime());
      const interval = settings?.realityCheckMinutes ?? null;
      const nextCheck =
        interval === null
          ? null
          : new Date(session.createdAt.getTime() + (Math.floor(elapsedMs / (interval * 60_000)) + 1) * interval * 60_000);
      return {
        session_started_at: session.createdAt.toISOString(),
        minutes_played: Math.floor(elapsedMs / 60_000),
        total_bets: toMajor(BigInt(play?.bets ?? '0'), site.currency),
        total_wins: toMajor(BigInt(play?.wins ?? '0'), site.currency),
        net_result: toMajor(BigInt(play?.net ?? '0'), site.currency),
        reality_check_minutes: interval,
        next_reality_check_at: nextCheck ? nextCheck.toISOString() : null,
      };
    },

    /**
     * Ends every session of the person; login answers timedOut until the break is over. A break
     * already running that ends later is kept: the answer says when login opens again.
     */
    async timeOut(player: PlayerRow, hours: TimeOutHours) {
      const requested = dayjs(now()).add(hours, 'hour').toDate();
      const until = await db.transaction(async (tx) => {
        const [kept] = await tx
          .insert(playerProtection)
          .values({ playerId: player.id, timeOutUntil: requested })
          .onConflictDoUpdate({
            target: playerProtection.playerId,
            set: {
              timeOutUntil: sql`greatest(${playerProtection.timeOutUntil}, excluded.time_out_until)`,
              updatedAt: sql`now()`,
            },
          })
          .returning({ timeOutUntil: playerProtection.timeOutUntil });
        const until = kept!.timeOutUntil!;
        await audit(tx, player, 'protection.time_out', { hours, until: until.toISOString() });
        return until;
      });
      await endSessionsOfPerson(player);
      return { until: until.toISOString() };
    },

    /**
     * Ends every session of the person; login answers selfExcluded until the end (or for good).
     * An exclusion is only ever lengthened: a shorter period than the one in force keeps the
     * longer end, and for good stays for good.
     */
    async selfExclude(player: PlayerRow, period: Body<typeof calls.selfExcludeRequest>['period']) {
      const requested = period === 'permanent' ? null : dayjs(now()).add(SELF_EXCLUSION_MONTHS[period], 'month').toDate();
      const forGood = sql`${playerProtection.selfExcludedPermanently} or excluded.self_excluded_permanently`;
      const until = await db.transaction(async (tx) => {
        const [kept] = await tx
          .insert(playerProtection)
          .values({ playerId: player.id, selfExcludedUntil: requested, selfExcludedPermanently: requested === null })
          .onConflictDoUpdate({
            target: playerProtection.playerId,
            set: {
              selfExcludedPermanently: forGood,
              selfExcludedUntil: sql`case when ${forGood} then null else greatest(${playerProtection.selfExcludedUntil}, excluded.self_excluded_until) end`,
              updatedAt: sql`now()`,
            },
          })
          .returning({ until: playerProtection.selfExcludedUntil });
        const until = kept!.until;
        await audit(tx, player, 'protection.self_exclude', { period, until: until ? until.toISOString() : null });
        return until;
      });
      await endSessionsOfPerson(player);
      return { until: until ? until.toISOString() : null };
    },
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
