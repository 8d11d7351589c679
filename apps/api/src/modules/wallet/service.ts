import type { LedgerKind } from '@wl/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerEntries, type TOKEN_LEDGER_KINDS, tokenLedger, wallets } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { fail } from '../../lib/failure.js';

export type TokenLedgerKind = (typeof TOKEN_LEDGER_KINDS)[number];

export interface Movement {
  siteId: number;
  playerId: number;
  kind: LedgerKind;
  /** signed minor units: positive credits, negative debits */
  amount: bigint;
  idempotencyKey: string;
  reference?: string;
  meta?: Record<string, unknown>;
}

export interface MovementResult {
  entryId: number;
  balanceAfter: bigint;
  /** false when the idempotency key had been used: the first result is returned, nothing moved */
  applied: boolean;
}

async function existingEntry(db: Db, key: string): Promise<MovementResult | undefined> {
  const [row] = await db
    .select({ id: ledgerEntries.id, balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, key));
  return row && { entryId: row.id, balanceAfter: row.balanceAfter, applied: false };
}

/**
 * Moves money: one conditional UPDATE (the balance can never go negative, and concurrent moves
 * serialise on the row) and one ledger row in the same transaction. A reused idempotency key
 * returns the first result, whether it is seen before the move or caught by the unique index.
 * Given a transaction, it runs inside it (as a savepoint), so a caller can move money and write
 * its own rows all or nothing. Bets count as turnover (VIP progress); a refunded bet no longer does.
 */
export async function moveMoney(db: Db, movement: Movement): Promise<MovementResult> {
  const prior = await existingEntry(db, movement.idempotencyKey);
  if (prior) return prior;
  try {
    return await db.transaction(async (tx) => {
      const turnover = movement.kind === 'bet' || movement.kind === 'refund' ? -movement.amount : 0n;
      const deposit = movement.kind === 'deposit' ? movement.amount : 0n;
      const [wallet] = await tx
        .update(wallets)
        .set({
          balance: sql`${wallets.balance} + ${movement.amount}`,
          totalTurnover: sql`${wallets.totalTurnover} + ${turnover}`,
          totalDeposit: sql`${wallets.totalDeposit} + ${deposit}`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(wallets.playerId, movement.playerId),
            eq(wallets.siteId, movement.siteId),
            sql`${wallets.balance} + ${movement.amount} >= 0`,
          ),
        )
        .returning({ balance: wallets.balance });
      if (!wallet) fail('insufficientBalance');
      const [entry] = await tx
        .insert(ledgerEntries)
        .values({
          siteId: movement.siteId,
          playerId: movement.playerId,
          kind: movement.kind,
          amount: movement.amount,
          balanceAfter: wallet.balance,
          idempotencyKey: movement.idempotencyKey,
          reference: movement.reference ?? '',
          meta: movement.meta ?? {},
          // The time it was applied, under the wallet row's lock, not the transaction's start: a
          // player's entries then have their times in the order of their ids, so a date range
          // never leaves a gap in the running balance.
          createdAt: sql`clock_timestamp()`,
        })
        .returning({ id: ledgerEntries.id });
      return { entryId: entry!.id, balanceAfter: wallet.balance, applied: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const first = await existingEntry(db, movement.idempotencyKey);
      if (first) return first;
    }
    throw error;
  }
}

export interface TokenMovement {
  siteId: number;
  playerId: number;
  kind: TokenLedgerKind;
  /** change of the available tokens */
  amount: bigint;
  /** change of the frozen tokens */
  frozenChange?: bigint;
  idempotencyKey: string;
}

/** The token wallet's equivalent of moveMoney; runs inside the caller's transaction. */
export async function moveTokens(tx: Db, movement: TokenMovement): Promise<{ tokenBalance: bigint; frozenToken: bigint }> {
  const frozen = movement.frozenChange ?? 0n;
  const [wallet] = await tx
    .update(wallets)
    .set({
      tokenBalance: sql`${wallets.tokenBalance} + ${movement.amount}`,
      frozenToken: sql`${wallets.frozenToken} + ${frozen}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(wallets.playerId, movement.playerId),
        eq(wallets.siteId, movement.siteId),
        sql`${wallets.tokenBalance} + ${movement.amount} >= 0`,
        sql`${wallets.frozenToken} + ${frozen} >= 0`,
      ),
    )
    .returning({ tokenBalance: wallets.tokenBalance, frozenToken: wallets.frozenToken });
  if (!wallet) fail('insufficientTokens');
  await tx.insert(tokenLedger).values({
    siteId: movement.siteId,
    playerId: movement.playerId,
    kind: movement.kind,
    amount: movement.amount,
    frozenChange: frozen,
    balanceAfter: wallet.tokenBalance,
    frozenAfter: wallet.frozenToken,
    idempotencyKey: movement.idempotencyKey,
  });
  return wallet;
}

export async function getWallet(db: Db, playerId: number) {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.playerId, playerId));
  if (!wallet) throw new Error(`player ${playerId} has no wallet`);
  return wallet;
}
