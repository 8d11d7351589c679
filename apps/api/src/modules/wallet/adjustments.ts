import { type backoffice, type Currency, toMajor } from '@wl/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { approvals, auditLog, ledgerEntries, sites, wallets } from '../../db/schema/index.js';
import { fail, failField } from '../../lib/failure.js';
import type { StaffActor } from '../staff/actor.js';
import type { ApprovalRecord, ApprovalService } from '../staff/approvals.js';
import { auditEntry } from '../staff/audit-scope.js';
import { type MovementResult, moveMoney } from './service.js';

export type AdjustmentDirection = 'credit' | 'debit';

/** The player whose balance changes, on the site whose currency the amount is in. */
export interface AdjustedPlayer {
  siteId: number;
  currency: Currency;
  playerId: number;
}

export interface AdjustmentRequest {
  direction: AdjustmentDirection;
  /** minor units, positive */
  amount: bigint;
  reason: string;
  /** the caller's key: a repeated request moves the money, or proposes it, once */
  idempotencyKey: string;
}

export type AdjustmentOutcome =
  | { outcome: 'applied'; applied: boolean; balance: bigint }
  | { outcome: 'pending_approval'; approval: backoffice.Approval; balance: bigint };

/** What an adjustment proposal carries to its approval: amounts in minor units, as strings. */
interface AdjustmentPayload {
  direction: AdjustmentDirection;
  amount_minor: string;
  idempotency_key: string;
}

const signed = (direction: AdjustmentDirection, amount: bigint) => (direction === 'debit' ? -amount : amount);

/** Staff and keys share the key space of the operator API's adjustments. */
const ledgerKey = (idempotencyKey: string) => `operator:${idempotencyKey}`;

/**
 * Manual balance adjustments with four eyes: up to the operator's threshold for the site currency
 * the money moves at once; above it a staff member's adjustment becomes a proposal that moves the
 * money only when a second member approves it, and an API key's is refused (approvalRequired).
 * Every movement writes its audit row with the balance before and after in its own transaction.
 */
export function createAdjustmentService(deps: { db: Db; approvals: ApprovalService }) {
  const { db, approvals: fourEyes } = deps;

  async function applyNow(actor: StaffActor, player: AdjustedPlayer, request: AdjustmentRequest): Promise<AdjustmentOutcome> {
    const amount = signed(request.direction, request.amount);
    return db.transaction(async (tx) => {
      const moved = await moveMoney(tx, {
        siteId: player.siteId,
        playerId: player.playerId,
        kind: 'adjustment',
        amount,
        idempotencyKey: ledgerKey(request.idempotencyKey),
        reference: request.reason,
        meta: { actor: actor.name },
      });
      if (!moved.applied) {
        // A key reused for another player or amount must not report (or leak) that other movement.
        const [first] = await tx
          .select({ playerId: ledgerEntries.playerId, amount: ledgerEntries.amount })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.id, moved.entryId));
        if (first?.playerId !== player.playerId || first.amount !== amount) failField('idempotency_key', 'idempotencyKeyReused');
        return { outcome: 'applied', applied: false, balance: moved.balanceAfter };
      }
      await auditMovement(tx, player, moved, amount, request.reason, {});
      return { outcome: 'applied', applied: true, balance: moved.balanceAfter };
    });
  }

  async function auditMovement(
    tx: Db,
    player: AdjustedPlayer,
    moved: MovementResult,
    amount: bigint,
    reason: string,
    data: Record<string, unknown>,
  ): Promise<void> {
    const money = (minor: bigint) => toMajor(minor, player.currency);
    await tx.insert(auditLog).values(
      auditEntry({
        siteId: player.siteId,
        action: 'wallet.adjust',
        target: `player:${player.playerId}`,
        reason,
        before: { balance: money(moved.balanceAfter - amount) },
        after: { balance: money(moved.balanceAfter) },
        data: { amount: money(amount), currency: player.currency, ledger_entry_id: moved.entryId, ...data },
      }),
    );
  }

  /**
   * One proposal per key: the player's wallet row is locked while the earlier one is looked up, so
   * a double submit proposes once; the same key for another adjustment is refused.
   */
  async function propose(actor: StaffActor, player: AdjustedPlayer, request: AdjustmentRequest): Promise<AdjustmentOutcome> {
    const payload: AdjustmentPayload = {
      direction: request.direction,
      amount_minor: request.amount.toString(),
      idempotency_key: request.idempotencyKey,
    };
    return db.transaction(async (tx) => {
      const [wallet] = await tx
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(eq(wallets.playerId, player.playerId))
        .for('update');
      const [earlier] = await tx
        .select()
        .from(approvals)
        .where(
          and(
            eq(approvals.kind, 'adjustment'),
            eq(approvals.siteId, player.siteId),
            sql`${approvals.payload}->>'idempotency_key' = ${request.idempotencyKey}`,
          ),
        );
      if (earlier) {
        const same = earlier.playerId === player.playerId && sameAdjustment(earlier.payload, payload);
        if (!same) failField('idempotency_key', 'idempotencyKeyReused');
        const [shown] = await fourEyes.view([earlier], tx);
        return { outcome: 'pending_approval', approval: shown!, balance: wallet!.balance };
      }
      const approval = await fourEyes.propose(
        {
          actor,
          kind: 'adjustment',
          siteId: player.siteId,
          playerId: player.playerId,
          payload: { ...payload },
          reason: request.reason,
        },
        tx,
      );
      return { outcome: 'pending_approval', approval, balance: wallet!.balance };
    });
  }

  return {
    /** Moves the money now, or proposes it when it is above the threshold (see the service). */
    async adjust(actor: StaffActor, player: AdjustedPlayer, request: AdjustmentRequest): Promise<AdjustmentOutcome> {
      if (!(await fourEyes.needsApproval('adjustment', player.siteId, request.amount))) {
        return applyNow(actor, player, request);
      }
      if (actor.kind !== 'staff') fail('approvalRequired');
      return propose(actor, player, request);
    },

    /**
     * The approved proposal's movement, in the transaction that records the approval. Its key is
     * the approval's, so however the approval is retried the money moves once; a debit the balance
     * no longer covers fails, and the proposal stays pending.
     */
    async applyApproved(approval: ApprovalRecord, tx: Db): Promise<void> {
      const payload = approval.payload as unknown as AdjustmentPayload;
      if (approval.playerId === null) throw new Error(`adjustment approval ${approval.id} names no player`);
      const player: AdjustedPlayer = {
        siteId: approval.siteId,
        currency: await currencyOf(tx, approval.siteId),
        playerId: approval.playerId,
      };
      const amount = signed(payload.direction, BigInt(payload.amount_minor));
      const moved = await moveMoney(tx, {
        siteId: player.siteId,
        playerId: player.playerId,
        kind: 'adjustment',
        amount,
        idempotencyKey: `approval:${approval.id}`,
        reference: approval.reason,
        meta: { approval_id: approval.id },
      });
      if (moved.applied) await auditMovement(tx, player, moved, amount, approval.reason, { approval_id: approval.id });
    },
  };
}

function sameAdjustment(stored: Record<string, unknown>, wanted: AdjustmentPayload): boolean {
  return stored.direction === wanted.direction && stored.amount_minor === wanted.amount_minor;
}

async function currencyOf(tx: Db, siteId: number): Promise<Currency> {
  const [site] = await tx.select({ currency: sites.currency }).from(sites).where(eq(sites.id, siteId));
  return site!.currency as Currency;
}

export type AdjustmentService = ReturnType<typeof createAdjustmentService>;
