import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerEntries, players } from '../db/schema/index.js';
import { expectSuccess, type PlayerSession, type TestApp } from './harness.js';

/** The books of a player add up: their ledger entries sum to their wallet balance. */
export async function expectLedgerMatchesBalance(t: TestApp, accountId: string): Promise<void> {
  const result = await t.database.db.execute(sql`
    select w.balance::text as balance, coalesce(sum(l.amount), 0)::text as ledger
    from players p
    join wallets w on w.player_id = p.id
    left join ledger_entries l on l.player_id = p.id
    where p.account_id = ${accountId}
    group by w.balance`);
  const rows = (result as unknown as { rows: { balance: string; ledger: string }[] }).rows;
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.ledger, `ledger of ${accountId}`).toBe(row.balance);
}

/** A deposit request of the player, in major units, approved by the operator. */
export async function approvedDeposit(t: TestApp, session: PlayerSession, amount: number): Promise<void> {
  const requested = await t.call('deposit', {
    ...session,
    amount,
    method: 'e_wallet',
    payment_reference: 'GCASH-778812',
    idempotency_key: randomUUID(),
  });
  expectSuccess(requested);
  const decided = await t.operator('cashier/decide', {
    kind: 'deposit',
    request_id: requested.value.request_id,
    decision: 'approve',
  });
  expectSuccess(decided);
}

export async function playerIdOf(t: TestApp, accountId: string): Promise<number> {
  const [row] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.accountId, accountId));
  if (!row) throw new Error(`no player ${accountId}`);
  return row.id;
}

/** The player's ledger entries of one kind, oldest first. */
export async function ledgerOf(t: TestApp, accountId: string, kind: (typeof ledgerEntries.$inferSelect)['kind']) {
  const playerId = await playerIdOf(t, accountId);
  return t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.kind, kind)))
    .orderBy(ledgerEntries.id);
}
