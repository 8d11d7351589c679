import { backoffice, type Currency, toMajor } from '@wl/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { approvals, auditLog, operators, players, siteDomains, sites, staff } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { fail } from '../../lib/failure.js';
import { actorHas, canActOnSite, requireSite, type StaffActor } from './actor.js';
import { auditEntry } from './audit-scope.js';

export type ApprovalKind = (typeof approvals.$inferSelect)['kind'];
export type ApprovalRecord = typeof approvals.$inferSelect;

/**
 * What a kind of proposal does (the permission both the proposer and the approver hold is the
 * contract's APPROVAL_PERMISSIONS): the change that happens once a second member approves, run by its module in the transaction
 * that records the decision (so a decision and its effect commit together); when the change cannot
 * happen any more it fails, and the proposal stays pending.
 */
export interface ApprovalKindHandler {
  apply(approval: ApprovalRecord, decider: StaffActor, tx: Db): Promise<void>;
  /** After a decision (either way) has committed: for what must not be seen before it is true, such as live events. */
  decided?(approval: ApprovalRecord): void;
}

/** Whether an amount (minor units) is above an operator's threshold for its currency; a currency missing from the map always is. */
export function aboveThreshold(thresholds: Record<string, number>, currency: string, amountMinor: bigint): boolean {
  const threshold = thresholds[currency];
  return threshold === undefined || amountMinor > BigInt(threshold);
}

export interface Proposal {
  actor: StaffActor;
  kind: ApprovalKind;
  siteId: number;
  playerId?: number;
  cashierRequestId?: number;
  /** what takes effect on approval; amounts in minor units as strings are shown in major units */
  payload: Record<string, unknown>;
  reason: string;
}

const proposer = alias(staff, 'proposer');
const decider = alias(staff, 'decider');

/**
 * Four eyes: an adjustment or a withdrawal above its operator's threshold, and the lifting of a
 * block, wait here until a second staff member (never the proposer: the service and a database
 * constraint both refuse it) approves; then the kind's module applies it.
 */
export function createApprovalService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  const handlers = new Map<ApprovalKind, ApprovalKindHandler>();

  function handlerOf(kind: ApprovalKind): ApprovalKindHandler {
    const handler = handlers.get(kind);
    if (!handler) throw new Error(`no module applies ${kind} approvals`);
    return handler;
  }

  /** Read through the caller's transaction when given: it may hold the only connection, and sees its own rows. */
  async function view(rows: ApprovalRecord[], reader: Pick<Db, 'select'> = db): Promise<backoffice.Approval[]> {
    if (rows.length === 0) return [];
    const details = await reader
      .select({
        id: approvals.id,
        domain: sql<string>`(select min(${siteDomains.domain}) from ${siteDomains} where ${siteDomains.siteId} = ${approvals.siteId})`,
        currency: sites.currency,
        accountId: players.accountId,
        proposedBy: proposer.username,
        decidedBy: decider.username,
      })
      .from(approvals)
      .innerJoin(sites, eq(sites.id, approvals.siteId))
      .innerJoin(proposer, eq(proposer.id, approvals.proposedBy))
      .leftJoin(decider, eq(decider.id, approvals.decidedBy))
      .leftJoin(players, eq(players.id, approvals.playerId))
      .where(
        inArray(
          approvals.id,
          rows.map((row) => row.id),
        ),
      );
    const byId = new Map(details.map((row) => [row.id, row]));
    return rows.map((row) => {
      const detail = byId.get(row.id)!;
      return {
        id: row.id,
        kind: row.kind,
        status: row.status,
        site: { id: row.siteId, domain: detail.domain ?? '', currency: detail.currency },
        account_id: detail.accountId,
        cashier_request_id: row.cashierRequestId,
        payload: shownPayload(row.payload, detail.currency as Currency),
        reason: row.reason,
        proposed_by: detail.proposedBy,
        proposed_at: row.proposedAt.toISOString(),
        decided_by: detail.decidedBy,
        decided_at: row.decidedAt?.toISOString() ?? null,
        decision_reason: row.decisionReason,
      };
    });
  }

  /** Minor-unit amounts (keys ending in _minor) shown in the site currency's major units. */
  function shownPayload(payload: Record<string, unknown>, currency: Currency): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(payload).map(([key, value]) =>
        key.endsWith('_minor') && typeof value === 'string' ? [key.slice(0, -6), toMajor(BigInt(value), currency)] : [key, value],
      ),
    );
  }

  /** The kinds an actor may decide (and so see in the queue). */
  function decidableKinds(actor: StaffActor): ApprovalKind[] {
    return [...handlers.keys()].filter((kind) => actorHas(actor, backoffice.APPROVAL_PERMISSIONS[kind]));
  }

  return {
    /** Approvals as the back office shows them. */
    view,

    register(kind: ApprovalKind, handler: ApprovalKindHandler): void {
      handlers.set(kind, handler);
    },

    /** Whether an amount (minor units) of a site's currency is above its operator's threshold for the kind. */
    async needsApproval(kind: 'adjustment' | 'withdrawal', siteId: number, amountMinor: bigint): Promise<boolean> {
      const [row] = await db
        .select({
          currency: sites.currency,
          adjustment: operators.adjustmentApprovalOver,
          withdrawal: operators.withdrawalApprovalOver,
        })
        .from(sites)
        .innerJoin(operators, eq(operators.id, sites.operatorId))
        .where(eq(sites.id, siteId));
      if (!row) return true;
      return aboveThreshold(kind === 'adjustment' ? row.adjustment : row.withdrawal, row.currency, amountMinor);
    },

    /** Records a proposal for a second member, in the caller's transaction when one is given. */
    async propose(proposal: Proposal, tx: Pick<Db, 'select' | 'insert'> = db): Promise<backoffice.Approval> {
      const { actor } = proposal;
      // A proposal and a decision are each a person's: never an API key's. Forbidden, not
      // permissionDenied: the caller is signed in, and the back office takes a 401 for a session that ended.
      if (actor.kind !== 'staff') fail('forbidden');
      requireSite(actor, proposal.siteId);
      // A kind no module applies could never take effect: refuse to record it.
      handlerOf(proposal.kind);
      if (!actorHas(actor, backoffice.APPROVAL_PERMISSIONS[proposal.kind])) fail('forbidden');
      const [site] = await tx.select({ operatorId: sites.operatorId }).from(sites).where(eq(sites.id, proposal.siteId));
      try {
        const [row] = await tx
          .insert(approvals)
          .values({
            operatorId: site!.operatorId,
            siteId: proposal.siteId,
            kind: proposal.kind,
            playerId: proposal.playerId ?? null,
            cashierRequestId: proposal.cashierRequestId ?? null,
            payload: proposal.payload,
            reason: proposal.reason,
            proposedBy: actor.id,
            proposedAt: deps.now(),
          })
          .returning();
        await tx.insert(auditLog).values(
          auditEntry({
            siteId: proposal.siteId,
            operatorId: site!.operatorId,
            action: `approval.propose.${proposal.kind}`,
            target: `approval:${row!.id}`,
            reason: proposal.reason,
            after: proposal.payload,
          }),
        );
        return (await view([row!], tx))[0]!;
      } catch (error) {
        if (isUniqueViolation(error, 'approvals_one_pending_withdrawal')) fail('approvalDecided');
        throw error;
      }
    },

    async list(actor: StaffActor, body: { status: ApprovalRecord['status']; page: number; page_size: number }) {
      const kinds = decidableKinds(actor);
      const scope = and(
        eq(approvals.status, body.status),
        inArray(approvals.kind, kinds.length ? kinds : ['none' as ApprovalKind]),
        actor.siteIds === 'all' ? undefined : inArray(approvals.siteId, actor.siteIds.length ? [...actor.siteIds] : [-1]),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(approvals)
          .where(scope)
          .orderBy(body.status === 'pending' ? approvals.proposedAt : desc(approvals.proposedAt))
          .limit(body.page_size)
          .offset((body.page - 1) * body.page_size),
        db.select({ total: count() }).from(approvals).where(scope),
      ]);
      return { value: await view(rows), total: total?.total ?? 0 };
    },

    /**
     * The second member's decision. The status moves from pending once (a conditional update), so
     * two approvers at once apply it once; a change that fails rolls the decision back with it, and
     * the failure is answered.
     */
    async decide(actor: StaffActor, body: { approval_id: number; decision: 'approve' | 'reject'; reason?: string }) {
      const [approval] = await db.select().from(approvals).where(eq(approvals.id, body.approval_id));
      if (!approval || !canActOnSite(actor, approval.siteId)) fail('approvalNotFound');
      const handler = handlerOf(approval.kind);
      if (!actorHas(actor, backoffice.APPROVAL_PERMISSIONS[approval.kind])) fail('forbidden');
      if (actor.kind !== 'staff') fail('forbidden');
      if (approval.proposedBy === actor.id) fail('approvalOwnProposal');
      if (approval.status !== 'pending') fail('approvalDecided');

      const decided = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(approvals)
          .set({
            status: body.decision === 'approve' ? 'approved' : 'rejected',
            decidedBy: actor.id,
            decidedAt: deps.now(),
            decisionReason: body.reason ?? '',
          })
          .where(and(eq(approvals.id, approval.id), eq(approvals.status, 'pending')))
          .returning();
        if (!row) fail('approvalDecided');
        if (body.decision === 'approve') await handler.apply(row, actor, tx);
        await tx.insert(auditLog).values(
          auditEntry({
            siteId: approval.siteId,
            operatorId: approval.operatorId,
            action: `approval.${body.decision}.${approval.kind}`,
            target: `approval:${approval.id}`,
            reason: body.reason ?? '',
            before: { status: 'pending' },
            after: { status: row.status, payload: approval.payload },
          }),
        );
        return row;
      });
      handler.decided?.(decided);
      return (await view([decided]))[0]!;
    },
  };
}

export type ApprovalService = ReturnType<typeof createApprovalService>;
