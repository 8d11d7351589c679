import { randomUUID } from 'node:crypto';
import { CURRENCY_CODES } from '@wl/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, expect } from 'vitest';
import { ledgerEntries, operators, players } from '../db/schema/index.js';
import { expectSuccess, type PlayerSession, type TestApp, testAppForFile } from './harness.js';

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

/** The id of a player by account id on a site: an account id can be taken on each site (the demo player is). */
export async function playerIdOf(t: TestApp, accountId: string, domain = 'localhost'): Promise<number> {
  const site = await t.app.sites.byDomain(domain);
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.siteId, site.id), eq(players.accountId, accountId)));
  if (!row) throw new Error(`no player ${accountId} on ${domain}`);
  return row.id;
}

/**
 * Lets the operator API's adjustments through without a second person on every site of the
 * default operator, for a test file that funds its players with them: above the threshold a key's
 * adjustment is refused (four eyes are player-desk.test.ts's subject, not these files').
 */
export async function withoutAdjustmentApproval(t: TestApp): Promise<void> {
  const unlimited = Object.fromEntries(CURRENCY_CODES.map((currency) => [currency, Number.MAX_SAFE_INTEGER]));
  await t.database.db.update(operators).set({ adjustmentApprovalOver: unlimited });
}

/** The player's money and mini game tokens, in major units, as getBalance answers them. */
export async function balanceOf(t: TestApp, session: PlayerSession): Promise<{ balance: number; tokens: number }> {
  const result = await t.call('getBalance', session);
  expectSuccess(result);
  return { balance: result.game_balance, tokens: result.game_token };
}

/** What the operator can end so that a test file starts without the default site's seeded offers. */
type SeededOffers = 'missions' | 'promotions';

async function endSeeded(t: TestApp, offers: SeededOffers): Promise<void> {
  if (offers === 'missions') {
    const seeded = await t.operator('missions/list', { domain: 'localhost' });
    expectSuccess(seeded);
    for (const mission of seeded.value) {
      await t.operator('missions/set_status', { domain: 'localhost', mission_id: mission.mission_id, status: 'ended' });
    }
  } else {
    const seeded = await t.operator('promotions/list', { domain: 'localhost' });
    expectSuccess(seeded);
    for (const promotion of seeded.value) {
      await t.operator('promotions/set_status', { domain: 'localhost', promotion_id: promotion.promotion_id, status: 'ended' });
    }
  }
}

/**
 * The app of a test file about rules that run on a clock and move money (promotions, missions,
 * player protection). A test can run the rules' clock ahead of the real one, and it is back in
 * step after the test; after each test the ledger of every player the test touched must add up to
 * their balance. `endSeeded` ends the default site's demo missions or promotions first: they pay
 * rewards (first-deposit tokens, bonuses) the tests would count as theirs.
 */
export function rulesTestApp(options: { endSeeded?: readonly SeededOffers[] } = {}) {
  let clockAheadMs = 0;
  const t = testAppForFile({}, { now: () => new Date(Date.now() + clockAheadMs) });
  /** Players a test touched; after the test their ledger must add up to their balance. */
  const touched = new Set<string>();
  beforeAll(async () => {
    for (const offers of options.endSeeded ?? []) await endSeeded(t, offers);
  });
  afterEach(async () => {
    clockAheadMs = 0;
    for (const accountId of touched) await expectLedgerMatchesBalance(t, accountId);
    touched.clear();
  });
  return {
    t,
    touched,
    /** Runs the rules' clock this far ahead of the real one until the test ends. */
    runClockAhead(ms: number) {
      clockAheadMs = ms;
    },
  };
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
