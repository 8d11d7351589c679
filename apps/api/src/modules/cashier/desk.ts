import { type CashierKind, type CashierStatus, CURRENCY_CODES, type Currency, cashierDesk, toMajor } from '@wl/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  approvals,
  bankAccounts,
  cashierRequests,
  depositLimits,
  operatorPlayerLimits,
  operators,
  playerProtection,
  players,
  promotionClaims,
  promotions,
  sites,
  staff,
  wallets,
} from '../../db/schema/index.js';
import { minorUnits } from '../../lib/amounts.js';
import { minOf } from '../../lib/bigints.js';
import { AppFailure } from '../../lib/failure.js';
import { inLanguage } from '../../lib/html.js';
import { containsPattern } from '../games/service.js';
import { wageringDone } from '../promotions/service.js';
import { requireSite, type StaffActor } from '../staff/actor.js';
import { aboveThreshold } from '../staff/approvals.js';
import type { CashierService } from './service.js';

type Queue = cashierDesk.CashierDeskQueue;
type Context = cashierDesk.CashierPlayerContext;

const ORDER: Record<cashierDesk.CashierDeskSort, SQL[]> = {
  oldest: [asc(cashierRequests.createdAt), asc(cashierRequests.id)],
  newest: [desc(cashierRequests.createdAt), desc(cashierRequests.id)],
  largest: [desc(cashierRequests.amount), asc(cashierRequests.id)],
  smallest: [asc(cashierRequests.amount), asc(cashierRequests.id)],
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The cashier desk: the queue of requests across the member's sites with each player's context,
 * read in a few batched queries per page, and decisions one by one or in bulk.
 */
export function createCashierDesk(deps: { db: Db; cashier: CashierService; now: () => Date }) {
  const { db, cashier, now } = deps;

  /** The actor's sites, or the one site asked for when the actor reaches it. */
  function siteScope(actor: StaffActor, siteId: number | undefined): SQL | undefined {
    if (siteId !== undefined) {
      requireSite(actor, siteId);
      return eq(cashierRequests.siteId, siteId);
    }
    if (actor.siteIds === 'all') return undefined;
    return inArray(cashierRequests.siteId, actor.siteIds.length ? [...actor.siteIds] : [-1]);
  }

  /** An amount bound in major units, compared with each request in its own site's currency. */
  function amountBound(compare: typeof gte, major: number | undefined, field: string): SQL | undefined {
    if (major === undefined) return undefined;
    return or(
      ...CURRENCY_CODES.map((currency) =>
        and(eq(sites.currency, currency), compare(cashierRequests.amount, minorUnits(major, currency, field))),
      ),
    );
  }

  async function pendingCounts(scope: SQL | undefined) {
    const rows = await db
      .select({ kind: cashierRequests.kind, total: count() })
      .from(cashierRequests)
      .where(and(eq(cashierRequests.status, 'pending'), scope))
      .groupBy(cashierRequests.kind);
    const of = (kind: CashierKind) => rows.find((row) => row.kind === kind)?.total ?? 0;
    return { deposit: of('deposit'), withdrawal: of('withdrawal') };
  }

  /** Each request's latest four-eyes approval, with who proposed and decided it. */
  async function latestApprovals(requestIds: number[]) {
    if (requestIds.length === 0) return new Map<number, cashierDesk.CashierDeskRequest['approval']>();
    const rows = await db
      .select({ approval: approvals, proposedBy: staff.username })
      .from(approvals)
      .innerJoin(staff, eq(staff.id, approvals.proposedBy))
      .where(inArray(approvals.cashierRequestId, requestIds))
      .orderBy(asc(approvals.id));
    const deciderIds = [...new Set(rows.flatMap((row) => row.approval.decidedBy ?? []))];
    const deciders = deciderIds.length
      ? await db.select({ id: staff.id, username: staff.username }).from(staff).where(inArray(staff.id, deciderIds))
      : [];
    const latest = new Map<number, cashierDesk.CashierDeskRequest['approval']>();
    for (const { approval, proposedBy } of rows) {
      latest.set(approval.cashierRequestId!, {
        approval_id: approval.id,
        status: approval.status,
        proposed_by: proposedBy,
        proposed_at: approval.proposedAt.toISOString(),
        decided_by: deciders.find((decider) => decider.id === approval.decidedBy)?.username ?? null,
        decision_reason: approval.decisionReason,
      });
    }
    return latest;
  }

  /** The context of every player of a page, by player id. */
  async function contexts(playerIds: number[], currencyOf: Map<number, Currency>): Promise<Map<number, Context>> {
    const at = now();
    const ranked = db
      .select({
        id: cashierRequests.id,
        playerId: cashierRequests.playerId,
        kind: cashierRequests.kind,
        status: cashierRequests.status,
        amount: cashierRequests.amount,
        createdAt: cashierRequests.createdAt,
        place:
          sql<number>`row_number() over (partition by ${cashierRequests.playerId} order by ${cashierRequests.createdAt} desc, ${cashierRequests.id} desc)`.as(
            'place',
          ),
      })
      .from(cashierRequests)
      .where(inArray(cashierRequests.playerId, playerIds))
      .as('ranked');
    const [people, recent, ownLimits, operatorLimits, bonuses] = await Promise.all([
      db
        .select({ player: players, balance: wallets.balance, protection: playerProtection })
        .from(players)
        .innerJoin(wallets, eq(wallets.playerId, players.id))
        .leftJoin(playerProtection, eq(playerProtection.playerId, players.id))
        .where(inArray(players.id, playerIds)),
      // One more than shown: a row's own request is left out of its list.
      db
        .select()
        .from(ranked)
        .where(lte(ranked.place, cashierDesk.CASHIER_DESK_RECENT + 1))
        .orderBy(desc(ranked.createdAt), desc(ranked.id)),
      db.select().from(depositLimits).where(inArray(depositLimits.playerId, playerIds)),
      db.select().from(operatorPlayerLimits).where(inArray(operatorPlayerLimits.playerId, playerIds)),
      db
        .select({ claim: promotionClaims, title: promotions.title })
        .from(promotionClaims)
        .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
        .where(and(inArray(promotionClaims.playerId, playerIds), eq(promotionClaims.status, 'active'))),
    ]);
    const bonusOf = new Map(
      await Promise.all(
        bonuses.map(async ({ claim, title }) => {
          const done = await wageringDone(db, claim);
          return [
            claim.playerId,
            { claim, title, left: claim.wageringRequired > done ? claim.wageringRequired - done : 0n },
          ] as const;
        }),
      ),
    );
    const result = new Map<number, Context>();
    for (const { player, balance, protection } of people) {
      const currency = currencyOf.get(player.id)!;
      const money = (minor: bigint) => toMajor(minor, currency);
      const open = bonusOf.get(player.id);
      const bonus = open ? minOf(open.claim.amount, balance) : 0n;
      const limits: Context['deposit_limits'] = [];
      for (const row of ownLimits.filter((limit) => limit.playerId === player.id)) {
        // A waiting raise takes over once its time has come, as the protection module counts it.
        const amount = row.hasPending && row.pendingFrom && row.pendingFrom <= at ? row.pendingAmount : row.amount;
        if (amount !== null) limits.push({ period: row.period, amount: money(amount), set_by: 'player' });
      }
      const byOperator = operatorLimits.find((row) => row.playerId === player.id);
      for (const [period, amount] of [
        ['daily', byOperator?.depositDaily],
        ['weekly', byOperator?.depositWeekly],
        ['monthly', byOperator?.depositMonthly],
      ] as const) {
        if (amount !== undefined && amount !== null) limits.push({ period, amount: money(amount), set_by: 'operator' });
      }
      result.set(player.id, {
        status: player.status,
        phone_verified: player.verifiedAt !== null,
        registered_at: player.createdAt.toISOString(),
        balance: money(balance),
        bonus: money(bonus),
        cash: money(balance - bonus),
        time_out_until: protection?.timeOutUntil && protection.timeOutUntil > at ? protection.timeOutUntil.toISOString() : null,
        self_excluded_until:
          protection?.selfExcludedUntil && protection.selfExcludedUntil > at ? protection.selfExcludedUntil.toISOString() : null,
        self_excluded_permanently: protection?.selfExcludedPermanently ?? false,
        deposit_limits: limits,
        recent: recent
          .filter((row) => row.playerId === player.id)
          .map((row) => ({
            request_id: row.id,
            kind: row.kind,
            status: row.status as CashierStatus,
            amount: money(row.amount),
            created_at: row.createdAt.toISOString(),
          })),
        open_bonus: open
          ? {
              promotion_id: open.claim.promotionId,
              title: inLanguage(open.title, 'EN'),
              amount: money(open.claim.amount),
              wagering_required: money(open.claim.wageringRequired),
              wagering_left: money(open.left),
              expires_at: iso(open.claim.expiresAt),
            }
          : null,
      });
    }
    return result;
  }

  return {
    async queue(actor: StaffActor, body: Queue) {
      const scope = siteScope(actor, body.site_id);
      const where = and(
        scope,
        eq(cashierRequests.status, body.status),
        body.kind ? eq(cashierRequests.kind, body.kind) : undefined,
        amountBound(gte, body.amount_min, 'amount_min'),
        amountBound(lte, body.amount_max, 'amount_max'),
        body.account_id ? ilike(players.accountId, containsPattern(body.account_id)) : undefined,
      );
      const [rows, [counted], pending] = await Promise.all([
        db
          .select({
            request: cashierRequests,
            accountId: players.accountId,
            site: sites,
            bank: bankAccounts,
            thresholds: operators.withdrawalApprovalOver,
          })
          .from(cashierRequests)
          .innerJoin(players, eq(players.id, cashierRequests.playerId))
          .innerJoin(sites, eq(sites.id, cashierRequests.siteId))
          .innerJoin(operators, eq(operators.id, sites.operatorId))
          .leftJoin(bankAccounts, eq(bankAccounts.id, cashierRequests.bankAccountId))
          .where(where)
          .orderBy(...ORDER[body.sort])
          .limit(body.page_size)
          .offset((body.page - 1) * body.page_size),
        db
          .select({ total: count() })
          .from(cashierRequests)
          .innerJoin(players, eq(players.id, cashierRequests.playerId))
          .innerJoin(sites, eq(sites.id, cashierRequests.siteId))
          .where(where),
        pendingCounts(scope),
      ]);
      const currencyOf = new Map(rows.map((row) => [row.request.playerId, row.site.currency as Currency]));
      const [context, approvalOf] = await Promise.all([
        rows.length ? contexts([...currencyOf.keys()], currencyOf) : new Map<number, Context>(),
        latestApprovals(rows.map((row) => row.request.id)),
      ]);
      const value = rows.map(({ request, accountId, site, bank, thresholds }): cashierDesk.CashierDeskRequest => {
        const player = context.get(request.playerId)!;
        return {
          request_id: request.id,
          kind: request.kind,
          status: request.status,
          site: { id: site.id, name: site.name, currency: site.currency },
          account_id: accountId,
          amount: toMajor(request.amount, site.currency as Currency),
          method: request.method,
          bank: bank ? { bank_name: bank.bankName, holder_name: bank.holderName, account_number: bank.accountNumber } : null,
          payment_reference: request.paymentReference,
          receipt_reference: request.receiptReference,
          created_at: request.createdAt.toISOString(),
          decided_at: iso(request.decidedAt),
          decided_by: request.decidedBy,
          decision_reason: request.decisionReason,
          needs_second_approver:
            request.kind === 'withdrawal' &&
            request.status === 'pending' &&
            aboveThreshold(thresholds, site.currency, request.amount),
          approval: approvalOf.get(request.id) ?? null,
          player: {
            ...player,
            recent: player.recent.filter((recent) => recent.request_id !== request.id).slice(0, cashierDesk.CASHIER_DESK_RECENT),
          },
        };
      });
      return { value, total: counted?.total ?? 0, pending };
    },

    /**
     * Each request on its own, in the order given: one that fails (decided meanwhile, out of reach, a
     * deposit past the player's limit) is answered with its failure and leaves the others decided.
     */
    async decide(actor: StaffActor, body: { request_ids: number[]; decision: 'approve' | 'reject'; reason?: string }) {
      const outcomes: cashierDesk.CashierDeskOutcome[] = [];
      for (const requestId of body.request_ids) {
        try {
          const decided = await cashier.decideAsStaff(actor, requestId, body.decision, body.reason ?? '');
          outcomes.push({
            request_id: requestId,
            outcome: decided.approvalId === null ? 'decided' : 'pending_approval',
            status: decided.request.status,
            approval_id: decided.approvalId,
            failure: null,
          });
        } catch (error) {
          if (!(error instanceof AppFailure)) throw error;
          outcomes.push({ request_id: requestId, outcome: 'failed', status: null, approval_id: null, failure: error.key });
        }
      }
      return outcomes;
    },
  };
}
