import {
  type CashierKind,
  type CashierRequest,
  type CashierStatus,
  type Currency,
  type cashierDesk,
  type operator as operatorCalls,
  toMajor,
  type wallet as walletCalls,
} from '@wl/contract';
import { and, count, desc, eq, gte, inArray, isNull, lt, notExists, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  approvals as approvalRows,
  auditLog,
  bankAccounts,
  cashierRequestEvents,
  cashierRequests,
  inboxItems,
  ledgerEntries,
  missions,
  players,
  promotions as promotionTable,
  siteCashierSettings,
  sites,
  wallets,
} from '../../db/schema/index.js';
import { minorUnits } from '../../lib/amounts.js';
import { minOf } from '../../lib/bigints.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { fail, failField } from '../../lib/failure.js';
import { inLanguage } from '../../lib/html.js';
import { siteDayRange } from '../../lib/site-days.js';
import type { PlayerRow } from '../auth/sessions.js';
import type { PromotionService } from '../promotions/service.js';
import type { ProtectionService } from '../protection/service.js';
import type { SiteRow } from '../site/service.js';
import { canActOnSite, type StaffActor } from '../staff/actor.js';
import type { ApprovalRecord, ApprovalService } from '../staff/approvals.js';
import { auditEntry } from '../staff/audit-scope.js';
import { getWallet, moveMoney } from '../wallet/service.js';
import { decisionNotice } from './decision-notice.js';

type Body<T extends z.ZodType> = z.output<T>;
type RequestRow = typeof cashierRequests.$inferSelect;
type BankRow = typeof bankAccounts.$inferSelect;

/** What a site without its own cashier settings allows, in minor units. */
const CASHIER_DEFAULTS = { minAmount: 10_00n, maxAmount: 50_000_00n, maxBankAccounts: 3 };

/** Ledger kinds the transaction history lists as bonuses. */
const BONUS_KINDS = ['inbox_reward', 'minigame_prize', 'bonus', 'bonus_forfeit', 'cashback', 'referral_reward'] as const;

/** Who changed a request, as the audit rows name them. */
type Actor = `player:${number}` | `staff:${string}` | `key:${string}` | 'system';

/** A staff member or key as a request's decided_by names them (a key's actor name is key:<name> already). */
function actorName(actor: StaffActor): Actor {
  return actor.kind === 'staff' ? `staff:${actor.name}` : (actor.name as `key:${string}`);
}

/** The event bus channel of cashier changes, which the cashier desk's stream relays. */
export const CASHIER_EVENTS = 'cashier';

type SiteRecord = typeof sites.$inferSelect;

/** What a staff decision did: the request (still pending when it waits for a second member) and the player's balance. */
export interface StaffDecision {
  request: RequestRow;
  site: SiteRecord;
  accountId: string;
  balance: bigint;
  /** the four-eyes approval the request waits for; null once decided */
  approvalId: number | null;
}

/** Only the last four digits are ever shown to the player; the mask's fixed length hides the number's. */
function maskAccountNumber(number: string): string {
  return `******${number.slice(-4)}`;
}

function bankView(bank: BankRow) {
  return {
    bank_account_id: bank.id,
    bank_name: bank.bankName,
    holder_name: bank.holderName,
    account_number: maskAccountNumber(bank.accountNumber),
    created_at: bank.createdAt.toISOString(),
  };
}

function requestView(request: RequestRow, bank: BankRow | null, currency: Currency): CashierRequest {
  return {
    request_id: request.id,
    kind: request.kind,
    status: request.status,
    amount: toMajor(request.amount, currency),
    method: request.method,
    bank_account: bank ? bankView(bank) : null,
    payment_reference: request.paymentReference,
    receipt_reference: request.receiptReference,
    created_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt ? request.decidedAt.toISOString() : null,
    decision_reason: request.decisionReason,
  };
}

/** A bet's, win's or refund's game: the name its provider gave when the bet was placed (the ledger row's meta). */
function gameNameOf(entry: Pick<typeof ledgerEntries.$inferSelect, 'kind' | 'meta'>): string | undefined {
  if (entry.kind !== 'bet' && entry.kind !== 'win' && entry.kind !== 'refund') return undefined;
  const name = entry.meta.game_name;
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}

export function createCashierService(deps: {
  db: Db;
  protection: ProtectionService;
  promotions: Pick<PromotionService, 'onDepositApproved' | 'ensureWithdrawalAllowed' | 'bonusLock'>;
  approvals: Pick<ApprovalService, 'needsApproval' | 'propose' | 'decide'>;
  /** live events for the cashier desk (the event bus) */
  publish: (channel: string, message: cashierDesk.CashierDeskEvent) => void;
  now: () => Date;
}) {
  const { db, protection, promotions, approvals, now } = deps;

  /** Tells the cashier desks what changed, once it has committed. */
  function announce(
    type: cashierDesk.CashierDeskEvent['type'],
    request: Pick<RequestRow, 'id' | 'siteId' | 'kind' | 'status'>,
    approvalId: number | null = null,
  ): void {
    deps.publish(CASHIER_EVENTS, {
      type,
      site_id: request.siteId,
      request_id: request.id,
      kind: request.kind,
      status: request.status,
      approval_id: approvalId,
      at: now().toISOString(),
    });
  }

  async function settingsOf(siteId: number) {
    const [row] = await db.select().from(siteCashierSettings).where(eq(siteCashierSettings.siteId, siteId));
    return row ?? { siteId, ...CASHIER_DEFAULTS };
  }

  async function liveBankAccounts(tx: Db, playerId: number): Promise<BankRow[]> {
    return tx
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.playerId, playerId), isNull(bankAccounts.removedAt)))
      .orderBy(bankAccounts.id);
  }

  async function bankList(site: SiteRow, player: PlayerRow) {
    const [settings, banks] = await Promise.all([settingsOf(site.id), liveBankAccounts(db, player.id)]);
    return { value: banks.map(bankView), max_accounts: settings.maxBankAccounts };
  }

  /** One of the player's own accounts that is still on their list; anything else is bankAccountNotFound. */
  async function ownBankAccount(tx: Db, player: PlayerRow, bankAccountId: number): Promise<BankRow> {
    const [bank] = await tx
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.playerId, player.id), isNull(bankAccounts.removedAt)));
    if (!bank) fail('bankAccountNotFound');
    return bank;
  }

  /** Serialises a player's cashier changes (bank list, limits, requests) on their wallet row. */
  async function lockPlayer(tx: Db, playerId: number): Promise<void> {
    await tx.select({ playerId: wallets.playerId }).from(wallets).where(eq(wallets.playerId, playerId)).for('update');
  }

  async function withBank(request: RequestRow, currency: Currency): Promise<CashierRequest> {
    const [bank] = request.bankAccountId
      ? await db.select().from(bankAccounts).where(eq(bankAccounts.id, request.bankAccountId))
      : [];
    return requestView(request, bank ?? null, currency);
  }

  async function ensureAmountAllowed(siteId: number, amount: bigint): Promise<void> {
    const settings = await settingsOf(siteId);
    if (amount < settings.minAmount) fail('amountBelowMinimum');
    if (amount > settings.maxAmount) fail('amountAboveMaximum');
  }

  /**
   * The request already made with this key, when there is one. The same key for a different
   * request (another kind, amount or account) is refused rather than answered with the first.
   */
  async function earlierRequest(
    player: PlayerRow,
    key: string,
    expected: { kind: CashierKind; amount: bigint; bankAccountId: number | null },
  ): Promise<RequestRow | undefined> {
    const [request] = await db
      .select()
      .from(cashierRequests)
      .where(and(eq(cashierRequests.playerId, player.id), eq(cashierRequests.idempotencyKey, key)));
    if (!request) return undefined;
    if (
      request.kind !== expected.kind ||
      request.amount !== expected.amount ||
      (request.bankAccountId ?? null) !== expected.bankAccountId
    ) {
      failField('idempotency_key', 'idempotencyKeyReused');
    }
    return request;
  }

  /**
   * Makes a request once per idempotency key: a repeat seen before the insert, or caught by the
   * unique (player, key) when two arrive together, answers the first request.
   */
  async function createOnce(
    player: PlayerRow,
    key: string,
    expected: { kind: CashierKind; amount: bigint; bankAccountId: number | null },
    create: () => Promise<RequestRow>,
  ): Promise<RequestRow> {
    const earlier = await earlierRequest(player, key, expected);
    if (earlier) return earlier;
    try {
      const created = await create();
      announce('request_created', created);
      return created;
    } catch (error) {
      if (!isUniqueViolation(error, 'cashier_requests_player_key')) throw error;
      const first = await earlierRequest(player, key, expected);
      if (!first) throw error;
      return first;
    }
  }

  async function insertRequest(tx: Db, values: typeof cashierRequests.$inferInsert, actor: Actor): Promise<RequestRow> {
    const [request] = await tx.insert(cashierRequests).values(values).returning();
    await tx.insert(cashierRequestEvents).values({
      requestId: request!.id,
      fromStatus: null,
      toStatus: 'pending',
      actor,
      createdAt: values.createdAt,
    });
    return request!;
  }

  /**
   * Moves a pending request to its final status, exactly once, in the caller's transaction: the
   * conditional UPDATE on status = 'pending' lets one caller through, and the money (a deposit's
   * credit, a withdrawal's return), a proposal still waiting for a second member (cancelled), and for
   * a staff decision the player's inbox message and the audit row commit with it.
   */
  async function settle(
    tx: Db,
    request: RequestRow,
    to: Exclude<CashierStatus, 'pending'>,
    actor: Actor,
    reason: string,
  ): Promise<{ request: RequestRow; balance: bigint }> {
    if (request.status !== 'pending') fail('requestNotPending');
    const at = now();
    await lockPlayer(tx, request.playerId);
    const [moved] = await tx
      .update(cashierRequests)
      .set({ status: to, decidedAt: at, decidedBy: actor, decisionReason: reason })
      .where(and(eq(cashierRequests.id, request.id), eq(cashierRequests.status, 'pending')))
      .returning();
    if (!moved) fail('requestNotPending');
    let balance: bigint | undefined;
    if (moved.kind === 'deposit' && to === 'approved') {
      // A refusal rolls the status change back with everything else.
      await protection.ensureDepositAllowed(tx, moved.playerId, moved.amount, 'approval', moved.id);
      const credit = await moveMoney(tx, {
        siteId: moved.siteId,
        playerId: moved.playerId,
        kind: 'deposit',
        amount: moved.amount,
        idempotencyKey: `cashier:${moved.id}:credit`,
        reference: `cashier:${moved.id}`,
        meta: { method: moved.method },
      });
      await tx.update(cashierRequests).set({ ledgerEntryId: credit.entryId }).where(eq(cashierRequests.id, moved.id));
      moved.ledgerEntryId = credit.entryId;
      // Bonus, first-deposit tokens and the referral reward commit with the deposit or not at all.
      await promotions.onDepositApproved(tx, moved);
      balance = (await getWallet(tx, moved.playerId)).balance;
    }
    if (moved.kind === 'withdrawal' && to !== 'approved') {
      const reversal = await moveMoney(tx, {
        siteId: moved.siteId,
        playerId: moved.playerId,
        kind: 'withdrawal_reversal',
        amount: moved.amount,
        idempotencyKey: `cashier:${moved.id}:reversal`,
        reference: `cashier:${moved.id}`,
        meta: { status: to },
      });
      await tx.update(cashierRequests).set({ reversalEntryId: reversal.entryId }).where(eq(cashierRequests.id, moved.id));
      moved.reversalEntryId = reversal.entryId;
      balance = reversal.balanceAfter;
    }
    await tx
      .update(approvalRows)
      .set({ status: 'cancelled', decidedAt: at })
      .where(and(eq(approvalRows.cashierRequestId, moved.id), eq(approvalRows.status, 'pending')));
    await tx.insert(cashierRequestEvents).values({
      requestId: moved.id,
      fromStatus: 'pending',
      toStatus: to,
      actor,
      reason,
      createdAt: at,
    });
    // Only staff approve or reject; a cancel is the player's own.
    if (to !== 'cancelled') await recordStaffDecision(tx, moved, to, reason);
    return { request: moved, balance: balance ?? (await getWallet(tx, moved.playerId)).balance };
  }

  /** The player's inbox message in the site's language and the audit row of a staff decision. */
  async function recordStaffDecision(tx: Db, request: RequestRow, to: 'approved' | 'rejected', reason: string) {
    const [site] = await tx.select().from(sites).where(eq(sites.id, request.siteId));
    const currency = site!.currency as Currency;
    await tx.insert(inboxItems).values({
      siteId: request.siteId,
      playerId: request.playerId,
      ...decisionNotice(request, to, reason, { language: site!.language, currency }),
    });
    await tx.insert(auditLog).values(
      auditEntry({
        siteId: request.siteId,
        operatorId: site!.operatorId,
        action: `cashier.${request.kind}.${to === 'approved' ? 'approve' : 'reject'}`,
        target: `player:${request.playerId}`,
        reason,
        before: { request_id: request.id, status: 'pending' },
        after: { request_id: request.id, status: to, amount: toMajor(request.amount, currency) },
      }),
    );
  }

  /** settle in a transaction of its own, announced once it has committed. */
  async function decide(
    request: RequestRow,
    to: Exclude<CashierStatus, 'pending'>,
    actor: Actor,
    reason: string,
  ): Promise<{ request: RequestRow; balance: bigint }> {
    if (request.status !== 'pending') fail('requestNotPending');
    const settled = await db.transaction((tx) => settle(tx, request, to, actor, reason));
    announce('request_decided', settled.request);
    return settled;
  }

  /** A request of a site the actor reaches, of the kind named when one is; anything else is requestNotFound. */
  async function requestInReach(actor: StaffActor, requestId: number, kind?: CashierKind) {
    const [row] = await db
      .select({ request: cashierRequests, accountId: players.accountId, site: sites })
      .from(cashierRequests)
      .innerJoin(players, eq(players.id, cashierRequests.playerId))
      .innerJoin(sites, eq(sites.id, cashierRequests.siteId))
      .where(and(eq(cashierRequests.id, requestId), kind === undefined ? undefined : eq(cashierRequests.kind, kind)));
    if (!row || !canActOnSite(actor, row.site.id)) fail('requestNotFound');
    return row;
  }

  async function waitingApproval(requestId: number): Promise<ApprovalRecord | undefined> {
    const [approval] = await db
      .select()
      .from(approvalRows)
      .where(and(eq(approvalRows.cashierRequestId, requestId), eq(approvalRows.status, 'pending')));
    return approval;
  }

  /**
   * A staff member's or a key's decision on one request. Approving a withdrawal above its
   * operator's threshold pays nothing yet: a member's approval is proposed to a second one (or, when
   * another member proposed it already, is that second approval); a key is refused with
   * approvalRequired, since automation cannot be one of the two people. Everything else is decided
   * at once.
   */
  async function decideAsStaff(
    actor: StaffActor,
    requestId: number,
    decision: 'approve' | 'reject',
    reason: string,
    kind?: CashierKind,
  ): Promise<StaffDecision> {
    const row = await requestInReach(actor, requestId, kind);
    if (row.request.status !== 'pending') fail('requestNotPending');
    if (decision === 'approve' && row.request.kind === 'withdrawal') {
      const waiting = await waitingApproval(row.request.id);
      if (waiting || (await approvals.needsApproval('withdrawal', row.site.id, row.request.amount))) {
        if (actor.kind !== 'staff') fail('approvalRequired');
        if (waiting && waiting.proposedBy !== actor.id) {
          // The second member: the approval settles the withdrawal in its own transaction.
          await approvals.decide(actor, { approval_id: waiting.id, decision: 'approve', reason: reason || undefined });
          const [request] = await db.select().from(cashierRequests).where(eq(cashierRequests.id, row.request.id));
          return { ...row, request: request!, balance: (await getWallet(db, row.request.playerId)).balance, approvalId: null };
        }
        const approvalId = waiting?.id ?? (await proposeWithdrawal(actor, row, reason));
        return { ...row, balance: (await getWallet(db, row.request.playerId)).balance, approvalId };
      }
    }
    const settled = await decide(row.request, decision === 'approve' ? 'approved' : 'rejected', actorName(actor), reason);
    return { ...row, request: settled.request, balance: settled.balance, approvalId: null };
  }

  async function proposeWithdrawal(
    actor: StaffActor,
    row: { request: RequestRow; accountId: string; site: SiteRecord },
    reason: string,
  ): Promise<number> {
    const approval = await approvals.propose({
      actor,
      kind: 'withdrawal',
      siteId: row.site.id,
      playerId: row.request.playerId,
      cashierRequestId: row.request.id,
      payload: { request_id: row.request.id, account_id: row.accountId, amount_minor: String(row.request.amount) },
      reason,
    });
    announce('approval_proposed', row.request, approval.id);
    return approval.id;
  }

  async function pendingWithdrawals(playerId: number): Promise<bigint> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${cashierRequests.amount}), 0)::text` })
      .from(cashierRequests)
      .where(
        and(
          eq(cashierRequests.playerId, playerId),
          eq(cashierRequests.kind, 'withdrawal'),
          eq(cashierRequests.status, 'pending'),
        ),
      );
    return BigInt(row?.total ?? '0');
  }

  /** The titles, in the language (English when missing), of the promotions and missions that ledger references name. */
  async function referenceTitles(references: readonly string[], language: string): Promise<Map<string, string>> {
    const idsOf = (prefix: string) =>
      [...new Set(references.filter((reference) => reference.startsWith(`${prefix}:`)))]
        .map((reference) => Number(reference.slice(prefix.length + 1)))
        .filter((id) => Number.isSafeInteger(id) && id > 0);
    const promotionIds = idsOf('promotion');
    const missionIds = idsOf('mission');
    const [promotionRows, missionRows] = await Promise.all([
      promotionIds.length
        ? db
            .select({ id: promotionTable.id, title: promotionTable.title })
            .from(promotionTable)
            .where(inArray(promotionTable.id, promotionIds))
        : [],
      missionIds.length
        ? db.select({ id: missions.id, title: missions.title }).from(missions).where(inArray(missions.id, missionIds))
        : [],
    ]);
    return new Map([
      ...promotionRows.map((row) => [`promotion:${row.id}`, inLanguage(row.title, language)] as const),
      ...missionRows.map((row) => [`mission:${row.id}`, inLanguage(row.title, language)] as const),
    ]);
  }

  async function playerRequests(site: SiteRow, player: PlayerRow, where: SQL | undefined) {
    const rows = await db
      .select({ request: cashierRequests, bank: bankAccounts })
      .from(cashierRequests)
      .leftJoin(bankAccounts, eq(bankAccounts.id, cashierRequests.bankAccountId))
      .where(and(eq(cashierRequests.playerId, player.id), where))
      .orderBy(desc(cashierRequests.createdAt), desc(cashierRequests.id));
    return rows.map(({ request, bank }) => requestView(request, bank, site.currency));
  }

  return {
    settingsOf,

    bankList,

    async addBankAccount(site: SiteRow, player: PlayerRow, body: Body<typeof walletCalls.bankAccountAddRequest>) {
      const settings = await settingsOf(site.id);
      try {
        await db.transaction(async (tx) => {
          await lockPlayer(tx, player.id);
          if ((await liveBankAccounts(tx, player.id)).length >= settings.maxBankAccounts) fail('bankAccountLimit');
          await tx.insert(bankAccounts).values({
            siteId: site.id,
            playerId: player.id,
            bankName: body.bank_name,
            holderName: body.holder_name,
            accountNumber: body.account_number,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'bank_accounts_player_number_live')) fail('bankAccountExists');
        throw error;
      }
      return bankList(site, player);
    },

    /** An account a pending withdrawal is paid to stays until that withdrawal is decided. */
    async removeBankAccount(site: SiteRow, player: PlayerRow, bankAccountId: number) {
      await db.transaction(async (tx) => {
        await lockPlayer(tx, player.id);
        await ownBankAccount(tx, player, bankAccountId);
        const [inUse] = await tx
          .select({ id: cashierRequests.id })
          .from(cashierRequests)
          .where(
            and(
              eq(cashierRequests.bankAccountId, bankAccountId),
              eq(cashierRequests.kind, 'withdrawal'),
              eq(cashierRequests.status, 'pending'),
            ),
          )
          .limit(1);
        if (inUse) fail('bankAccountInUse');
        await tx.update(bankAccounts).set({ removedAt: now() }).where(eq(bankAccounts.id, bankAccountId));
      });
      return bankList(site, player);
    },

    /** A deposit waits for the operator; the deposit limits are checked now and again at approval. */
    async requestDeposit(site: SiteRow, player: PlayerRow, body: Body<typeof walletCalls.depositRequest>) {
      const amount = minorUnits(body.amount, site.currency, 'amount');
      const bankAccountId = body.bank_account_id ?? null;
      const expected = { kind: 'deposit' as const, amount, bankAccountId };
      const request = await createOnce(player, body.idempotency_key, expected, async () => {
        await ensureAmountAllowed(site.id, amount);
        return db.transaction(async (tx) => {
          await lockPlayer(tx, player.id);
          if (bankAccountId !== null) await ownBankAccount(tx, player, bankAccountId);
          await protection.ensureDepositAllowed(tx, player.id, amount, 'request');
          return insertRequest(
            tx,
            {
              siteId: site.id,
              playerId: player.id,
              kind: 'deposit',
              amount,
              method: body.method,
              bankAccountId,
              paymentReference: body.payment_reference,
              receiptReference: body.receipt_reference,
              idempotencyKey: body.idempotency_key,
              createdAt: now(),
            },
            `player:${player.id}`,
          );
        });
      });
      return { value: await withBank(request, site.currency) };
    },

    /**
     * The amount leaves the balance in the same transaction as the request (a 'withdrawal' ledger
     * entry), so it can be neither bet nor withdrawn again; the conditional debit lets concurrent
     * requests through only while the balance covers them.
     */
    async requestWithdrawal(site: SiteRow, player: PlayerRow, body: Body<typeof walletCalls.withdrawalRequest>) {
      const amount = minorUnits(body.amount, site.currency, 'amount');
      const expected = { kind: 'withdrawal' as const, amount, bankAccountId: body.bank_account_id };
      const request = await createOnce(player, body.idempotency_key, expected, async () => {
        await ensureAmountAllowed(site.id, amount);
        return db.transaction(async (tx) => {
          await lockPlayer(tx, player.id);
          await ownBankAccount(tx, player, body.bank_account_id);
          await promotions.ensureWithdrawalAllowed(tx, player.id, body.forfeit_bonus);
          const created = await insertRequest(
            tx,
            {
              siteId: site.id,
              playerId: player.id,
              kind: 'withdrawal',
              amount,
              bankAccountId: body.bank_account_id,
              idempotencyKey: body.idempotency_key,
              createdAt: now(),
            },
            `player:${player.id}`,
          );
          const debit = await moveMoney(tx, {
            siteId: site.id,
            playerId: player.id,
            kind: 'withdrawal',
            amount: -amount,
            idempotencyKey: `cashier:${created.id}:debit`,
            reference: `cashier:${created.id}`,
            meta: { bank_account_id: body.bank_account_id },
          });
          const [linked] = await tx
            .update(cashierRequests)
            .set({ ledgerEntryId: debit.entryId })
            .where(eq(cashierRequests.id, created.id))
            .returning();
          return linked!;
        });
      });
      const wallet = await getWallet(db, player.id);
      return { value: await withBank(request, site.currency), balance: toMajor(wallet.balance, site.currency) };
    },

    /** The player's own pending request only; another player's is requestNotFound. */
    async cancel(site: SiteRow, player: PlayerRow, requestId: number, reason: string) {
      const [request] = await db
        .select()
        .from(cashierRequests)
        .where(and(eq(cashierRequests.id, requestId), eq(cashierRequests.playerId, player.id)));
      if (!request) fail('requestNotFound');
      const decided = await decide(request, 'cancelled', `player:${player.id}`, reason);
      return { value: await withBank(decided.request, site.currency), balance: toMajor(decided.balance, site.currency) };
    },

    /**
     * Requests (any status) and, from the ledger, bonuses, adjustments and the deposits or
     * withdrawals booked without a request; newest first. Pending requests of any date come too.
     */
    async history(site: SiteRow, player: PlayerRow, body: Body<typeof walletCalls.transactionHistoryRequest>) {
      const { from, to } = siteDayRange(body.start_date, body.end_date, site.timezone);
      const requestTypes: CashierKind[] =
        body.type === undefined
          ? ['deposit', 'withdrawal']
          : body.type === 'deposit' || body.type === 'withdrawal'
            ? [body.type]
            : [];
      const ledgerKinds = (
        body.type === undefined
          ? ['deposit', 'withdrawal', 'adjustment', ...BONUS_KINDS]
          : body.type === 'bonus'
            ? [...BONUS_KINDS]
            : [body.type]
      ) as (typeof ledgerEntries.$inferSelect.kind)[];
      const requestWhere = and(
        eq(cashierRequests.playerId, player.id),
        requestTypes.length ? inArray(cashierRequests.kind, requestTypes) : sql`false`,
        body.status ? eq(cashierRequests.status, body.status) : undefined,
        gte(cashierRequests.createdAt, from),
        lt(cashierRequests.createdAt, to),
      );
      // Ledger lines are always done; a request's own entries are already shown by the request.
      const ledgerWhere = and(
        eq(ledgerEntries.playerId, player.id),
        body.status === undefined || body.status === 'approved' ? inArray(ledgerEntries.kind, ledgerKinds) : sql`false`,
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
        notExists(
          db.select({ id: cashierRequests.id }).from(cashierRequests).where(eq(cashierRequests.ledgerEntryId, ledgerEntries.id)),
        ),
      );
      const typeOfEntry = sql<string>`case when ${ledgerEntries.kind} in ('deposit', 'withdrawal', 'adjustment') then ${ledgerEntries.kind} else 'bonus' end`;
      const requestLines = db
        .select({
          type: sql<string>`${cashierRequests.kind}`.as('type'),
          requestId: sql<number | null>`${cashierRequests.id}`.as('request_id'),
          status: sql<string>`${cashierRequests.status}`.as('status'),
          amount:
            sql<string>`(case when ${cashierRequests.kind} = 'withdrawal' then -${cashierRequests.amount} else ${cashierRequests.amount} end)::text`.as(
              'amount',
            ),
          // A withdrawal names the account it goes to (masked as everywhere), a deposit its method.
          detail:
            sql<string>`case when ${cashierRequests.kind} = 'withdrawal' then ${bankAccounts.bankName} || ' ******' || right(${bankAccounts.accountNumber}, 4) else ${cashierRequests.method} end`.as(
              'detail',
            ),
          reason: sql<string>`${cashierRequests.decisionReason}`.as('reason'),
          createdAt: sql<string>`${cashierRequests.createdAt}`.as('created_at'),
        })
        .from(cashierRequests)
        .leftJoin(bankAccounts, eq(bankAccounts.id, cashierRequests.bankAccountId))
        .where(requestWhere);
      const ledgerLines = db
        .select({
          type: typeOfEntry.as('type'),
          requestId: sql<number | null>`null::bigint`.as('request_id'),
          status: sql<string>`'approved'`.as('status'),
          amount: sql<string>`${ledgerEntries.amount}::text`.as('amount'),
          detail: sql<string>`${ledgerEntries.kind}`.as('detail'),
          reason: sql<string>`''`.as('reason'),
          createdAt: sql<string>`${ledgerEntries.createdAt}`.as('created_at'),
        })
        .from(ledgerEntries)
        .where(ledgerWhere);
      const [rows, [requestCount], [ledgerCount], pending] = await Promise.all([
        requestLines
          .unionAll(ledgerLines)
          .orderBy(sql`created_at desc`, sql`request_id desc nulls last`)
          .limit(body.page_size)
          .offset((body.page - 1) * body.page_size),
        db.select({ total: count() }).from(cashierRequests).where(requestWhere),
        db.select({ total: count() }).from(ledgerEntries).where(ledgerWhere),
        playerRequests(site, player, eq(cashierRequests.status, 'pending')),
      ]);
      return {
        value: rows.map((row) => ({
          type: row.type as (typeof walletCalls.TRANSACTION_TYPES)[number],
          request_id: row.requestId === null ? null : Number(row.requestId),
          status: row.status as CashierStatus,
          amount: toMajor(BigInt(row.amount), site.currency),
          detail: row.detail,
          reason: row.reason,
          created_at: new Date(row.createdAt).toISOString(),
        })),
        total: (requestCount?.total ?? 0) + (ledgerCount?.total ?? 0),
        page: body.page,
        page_size: body.page_size,
        pending,
      };
    },

    /**
     * Every ledger movement of the range with its running balance, newest first. The order is the
     * ledger's id: it is taken under the lock on the player's wallet row, so it is the order the
     * changes were applied in, which their times (a transaction's start) are not.
     */
    async statement(site: SiteRow, player: PlayerRow, body: Body<typeof walletCalls.statementRequest>) {
      const { from, to } = siteDayRange(body.start_date, body.end_date, site.timezone);
      const mine = eq(ledgerEntries.playerId, player.id);
      const inRange = and(mine, gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to));
      const balanceBefore = async (instant: Date) => {
        const [last] = await db
          .select({ balance: ledgerEntries.balanceAfter })
          .from(ledgerEntries)
          .where(and(mine, lt(ledgerEntries.createdAt, instant)))
          .orderBy(desc(ledgerEntries.id))
          .limit(1);
        return last?.balance ?? 0n;
      };
      const [entries, [counted], opening, closing] = await Promise.all([
        db
          .select()
          .from(ledgerEntries)
          .where(inRange)
          .orderBy(desc(ledgerEntries.id))
          .limit(body.page_size)
          .offset((body.page - 1) * body.page_size),
        db.select({ total: count() }).from(ledgerEntries).where(inRange),
        balanceBefore(from),
        balanceBefore(to),
      ]);
      const titles = await referenceTitles(
        entries.map((entry) => entry.reference),
        body.language,
      );
      return {
        value: entries.map((entry) => ({
          entry_id: entry.id,
          kind: entry.kind,
          amount: toMajor(entry.amount, site.currency),
          balance: toMajor(entry.balanceAfter, site.currency),
          reference: entry.reference,
          title: titles.get(entry.reference) ?? gameNameOf(entry) ?? '',
          created_at: entry.createdAt.toISOString(),
        })),
        total: counted?.total ?? 0,
        page: body.page,
        page_size: body.page_size,
        opening_balance: toMajor(opening, site.currency),
        closing_balance: toMajor(closing, site.currency),
      };
    },

    /**
     * The site's range, and what a withdrawal may take now: the balance less what an open bonus
     * holds (decision 0166), with the bonus that holds it so the page can say why.
     */
    async limits(site: SiteRow, player: PlayerRow, language = 'EN') {
      const [settings, pending, allowance, lock] = await Promise.all([
        settingsOf(site.id),
        pendingWithdrawals(player.id),
        protection.depositAllowance(db, player.id, 'request'),
        promotions.bonusLock(player.id, language),
      ]);
      // Read after the bonus is brought up to date: an expired one has been taken back.
      const wallet = await getWallet(db, player.id);
      const locked = lock ? minOf(lock.locked, wallet.balance) : 0n;
      const money = (minor: bigint) => toMajor(minor, site.currency);
      return {
        balance: money(wallet.balance),
        bonus_lock: lock
          ? {
              promotion_id: lock.promotionId,
              title: lock.title,
              locked: money(locked),
              wagering_required: money(lock.wageringRequired),
              wagering_done: money(lock.wageringDone),
              expires_at: lock.expiresAt ? lock.expiresAt.toISOString() : null,
            }
          : null,
        currency: site.currency,
        min_amount: toMajor(settings.minAmount, site.currency),
        max_amount: toMajor(settings.maxAmount, site.currency),
        max_bank_accounts: settings.maxBankAccounts,
        withdrawable: money(wallet.balance - locked),
        pending_withdrawals: toMajor(pending, site.currency),
        deposit_allowance: allowance === null ? null : toMajor(allowance, site.currency),
      };
    },

    /** Net deposits from the ledger: deposits credited less withdrawals taken and not returned. */
    async accountSummary(site: SiteRow, player: PlayerRow) {
      const [[sums], wallet, pending] = await Promise.all([
        db
          .select({
            deposits: sql<string>`coalesce(sum(case when ${ledgerEntries.kind} = 'deposit' then ${ledgerEntries.amount} end), 0)::text`,
            withdrawals: sql<string>`coalesce(-sum(case when ${ledgerEntries.kind} in ('withdrawal', 'withdrawal_reversal') then ${ledgerEntries.amount} end), 0)::text`,
          })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.playerId, player.id)),
        getWallet(db, player.id),
        pendingWithdrawals(player.id),
      ]);
      const deposits = BigInt(sums?.deposits ?? '0');
      const withdrawals = BigInt(sums?.withdrawals ?? '0');
      return {
        balance: toMajor(wallet.balance, site.currency),
        total_deposits: toMajor(deposits, site.currency),
        total_withdrawals: toMajor(withdrawals, site.currency),
        net_deposits: toMajor(deposits - withdrawals, site.currency),
        pending_withdrawals: toMajor(pending, site.currency),
        previous_login_at: player.previousLoginAt ? player.previousLoginAt.toISOString() : null,
      };
    },

    /** The operator's queue: pending requests of one kind, oldest first, with the full bank number. */
    /** Oldest first, of one site or of every site the actor reaches. */
    async pendingForOperator(kind: CashierKind, siteId: number | undefined, limit: number, actor: StaffActor) {
      const rows = await db
        .select({ request: cashierRequests, bank: bankAccounts, accountId: players.accountId, site: sites })
        .from(cashierRequests)
        .innerJoin(players, eq(players.id, cashierRequests.playerId))
        .innerJoin(sites, eq(sites.id, cashierRequests.siteId))
        .leftJoin(bankAccounts, eq(bankAccounts.id, cashierRequests.bankAccountId))
        .where(
          and(
            eq(cashierRequests.kind, kind),
            eq(cashierRequests.status, 'pending'),
            siteId === undefined ? undefined : eq(cashierRequests.siteId, siteId),
            actor.siteIds === 'all'
              ? undefined
              : inArray(cashierRequests.siteId, actor.siteIds.length ? [...actor.siteIds] : [-1]),
          ),
        )
        .orderBy(cashierRequests.createdAt, cashierRequests.id)
        .limit(limit);
      return rows.map((row) => operatorView(row.request, row.bank, row.accountId, row.site));
    },

    decideAsStaff,

    /** Approve or reject through the operator API; a rejected withdrawal returns to the balance. */
    async decideByOperator(body: Body<typeof operatorCalls.cashierDecideRequest>, actor: StaffActor) {
      const decided = await decideAsStaff(actor, body.request_id, body.decision, body.reason ?? '', body.kind);
      const [bank] = decided.request.bankAccountId
        ? await db.select().from(bankAccounts).where(eq(bankAccounts.id, decided.request.bankAccountId))
        : [];
      return {
        value: operatorView(decided.request, bank ?? null, decided.accountId, decided.site),
        balance: toMajor(decided.balance, decided.site.currency as Currency),
        approval_id: decided.approvalId,
      };
    },

    /**
     * What a second member's approval of a withdrawal does, in the approval's transaction: the
     * withdrawal is paid (approved), with the proposer's reason for the player.
     */
    async settleApprovedWithdrawal(tx: Db, approval: ApprovalRecord, decider: StaffActor): Promise<void> {
      const [request] = await tx.select().from(cashierRequests).where(eq(cashierRequests.id, approval.cashierRequestId!));
      if (!request) fail('requestNotFound');
      await settle(tx, request, 'approved', actorName(decider), approval.reason);
    },

    /** Once a withdrawal's approval is decided: approved, it was paid; rejected, the request waits for the cashier again. */
    announceApprovalDecided(approval: ApprovalRecord): void {
      const request = {
        id: approval.cashierRequestId!,
        siteId: approval.siteId,
        kind: 'withdrawal' as const,
        status: approval.status === 'approved' ? ('approved' as const) : ('pending' as const),
      };
      announce('approval_decided', request, approval.id);
      if (approval.status === 'approved') announce('request_decided', request, approval.id);
    },

    /** Only the settings given change; the result must still have min ≤ max. */
    async updateSettings(siteId: number, changes: { minAmount?: bigint; maxAmount?: bigint; maxBankAccounts?: number }) {
      const current = await settingsOf(siteId);
      const next = {
        minAmount: changes.minAmount ?? current.minAmount,
        maxAmount: changes.maxAmount ?? current.maxAmount,
        maxBankAccounts: changes.maxBankAccounts ?? current.maxBankAccounts,
      };
      if (next.maxAmount < next.minAmount) failField('max_amount', 'maxBelowMin');
      await db
        .insert(siteCashierSettings)
        .values({ siteId, ...next })
        .onConflictDoUpdate({ target: siteCashierSettings.siteId, set: { ...next, updatedAt: sql`now()` } });
      return { before: current, after: next };
    },
  };
}

function operatorView(
  request: RequestRow,
  bank: BankRow | null,
  accountId: string,
  site: typeof sites.$inferSelect,
): operatorCalls.OperatorCashierRequest {
  const currency = site.currency as Currency;
  return {
    request_id: request.id,
    kind: request.kind,
    status: request.status,
    site_id: site.id,
    site_name: site.name,
    currency,
    account_id: accountId,
    amount: toMajor(request.amount, currency),
    method: request.method,
    bank_name: bank?.bankName ?? '',
    holder_name: bank?.holderName ?? '',
    account_number: bank?.accountNumber ?? '',
    payment_reference: request.paymentReference,
    receipt_reference: request.receiptReference,
    created_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt ? request.decidedAt.toISOString() : null,
    decision_reason: request.decisionReason,
  };
}

export type CashierService = ReturnType<typeof createCashierService>;
