import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenLedger } from '../../db/schema/index.js';
import { type PlayerSession, signupPlayer, testAppForFile } from '../../test/harness.js';
import { expectLedgerMatchesBalance, ledgerOf, playerIdOf } from '../../test/money.js';
import { getWallet, moveMoney, moveTokens } from './service.js';

const t = testAppForFile();
let playerSequence = 0;

/** A new verified player, with the ids the wallet functions take. */
async function newPlayer(domain = 'localhost'): Promise<PlayerSession & { siteId: number; playerId: number }> {
  const session = await signupPlayer(t, `wallet${++playerSequence}`, domain);
  const site = await t.app.sites.byDomain(domain);
  const playerId = await playerIdOf(t, session.account_id, domain);
  return { auth: session.auth, account_id: session.account_id, siteId: site.id, playerId };
}

describe('getBalance', () => {
  it('answers the balance in major units of the site currency, the tokens and the currency', async () => {
    const player = await newPlayer('casino1.localhost');
    expect(await t.call('getBalance', player)).toMatchObject({ statusCode: 1, game_balance: 0, game_token: 0, currency: 'PHP' });

    const { siteId, playerId } = player;
    await moveMoney(t.database.db, { siteId, playerId, kind: 'adjustment', amount: 12_345n, idempotencyKey: randomUUID() });
    await t.database.db.transaction((tx) =>
      moveTokens(tx, { siteId, playerId, kind: 'grant', amount: 7n, idempotencyKey: randomUUID() }),
    );
    expect(await t.call('getBalance', player)).toMatchObject({
      statusCode: 1,
      game_balance: 123.45,
      game_token: 7,
      currency: 'PHP',
    });
  });

  it('needs a live session', async () => {
    const player = await newPlayer();
    expect((await t.call('getBalance', { ...player, auth: 'not-a-real-token' })).message).toBe('sessionExpired');
  });
});

describe('moveMoney', () => {
  it('never takes the balance below zero, however many debits arrive at once', async () => {
    const { siteId, playerId, account_id } = await newPlayer();
    await moveMoney(t.database.db, { siteId, playerId, kind: 'adjustment', amount: 1_000n, idempotencyKey: randomUUID() });
    const debits = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        moveMoney(t.database.db, { siteId, playerId, kind: 'adjustment', amount: -300n, idempotencyKey: randomUUID() }),
      ),
    );
    expect(debits.filter((debit) => debit.status === 'fulfilled')).toHaveLength(3);
    for (const refused of debits.filter((debit) => debit.status === 'rejected')) {
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ key: 'insufficientBalance' });
    }
    expect((await getWallet(t.database.db, playerId)).balance).toBe(100n);
    await expectLedgerMatchesBalance(t, account_id);
  });

  it('moves once for an idempotency key used again, even at the same time, and answers the first result', async () => {
    const { siteId, playerId, account_id } = await newPlayer();
    const movement = { siteId, playerId, kind: 'adjustment' as const, amount: 500n, idempotencyKey: randomUUID() };
    const results = await Promise.all(Array.from({ length: 5 }, () => moveMoney(t.database.db, movement)));
    expect(results.filter((result) => result.applied)).toHaveLength(1);
    expect(new Set(results.map((result) => result.entryId)).size).toBe(1);
    expect(results.every((result) => result.balanceAfter === 500n)).toBe(true);
    expect(await moveMoney(t.database.db, movement)).toMatchObject({ applied: false, balanceAfter: 500n });
    expect(await ledgerOf(t, account_id, 'adjustment')).toHaveLength(1);
    await expectLedgerMatchesBalance(t, account_id);
  });

  it('counts deposits and bets into the VIP totals, and takes a refunded bet out of the turnover', async () => {
    const { siteId, playerId } = await newPlayer();
    const move = (kind: 'deposit' | 'bet' | 'refund', amount: bigint) =>
      moveMoney(t.database.db, { siteId, playerId, kind, amount, idempotencyKey: randomUUID() });
    await move('deposit', 5_000n);
    await move('bet', -1_200n);
    await move('bet', -300n);
    await move('refund', 300n);
    expect(await getWallet(t.database.db, playerId)).toMatchObject({
      balance: 3_800n,
      totalDeposit: 5_000n,
      totalTurnover: 1_200n,
    });
  });
});

describe('moveTokens', () => {
  it('moves available and frozen tokens with a token ledger row, and refuses to take either below zero', async () => {
    const { siteId, playerId } = await newPlayer();
    const move = (amount: bigint, frozenChange = 0n) =>
      t.database.db.transaction((tx) =>
        moveTokens(tx, { siteId, playerId, kind: 'grant', amount, frozenChange, idempotencyKey: randomUUID() }),
      );
    expect(await move(10n)).toEqual({ tokenBalance: 10n, frozenToken: 0n });
    expect(await move(-4n, 4n)).toEqual({ tokenBalance: 6n, frozenToken: 4n });
    await expect(move(-7n)).rejects.toMatchObject({ key: 'insufficientTokens' });
    await expect(move(0n, -5n)).rejects.toMatchObject({ key: 'insufficientTokens' });
    expect(await getWallet(t.database.db, playerId)).toMatchObject({ tokenBalance: 6n, frozenToken: 4n });
    const rows = await t.database.db.select().from(tokenLedger).where(eq(tokenLedger.playerId, playerId)).orderBy(tokenLedger.id);
    expect(rows.map((row) => [row.amount, row.frozenChange, row.balanceAfter, row.frozenAfter])).toEqual([
      [10n, 0n, 10n, 0n],
      [-4n, 4n, 6n, 4n],
    ]);
  });
});
