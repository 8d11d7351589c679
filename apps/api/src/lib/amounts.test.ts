import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierRequests, players } from '../db/schema/index.js';
import { createTestApp, expectSuccess, loginDemo, type TestApp } from '../test/harness.js';

let t: TestApp;
let player: { auth: string; account_id: string };

beforeAll(async () => {
  t = await createTestApp();
  player = await loginDemo(t);
});
afterAll(() => t.close());

/** Numbers a float rounding would turn into a cent amount, and finer ones: JSON carries each as written. */
const NOT_CENTS = [10.00999, 10.004, 0.1 + 0.2, 1e-7];
async function requestsOfPlayer() {
  return t.database.db
    .select({ id: cashierRequests.id })
    .from(cashierRequests)
    .innerJoin(players, eq(players.id, cashierRequests.playerId))
    .where(eq(players.accountId, player.account_id));
}

const refusedField = (field: string) => [{ field, key: 'tooManyDecimals' }];

describe('amounts finer than the currency', () => {
  it('refuses a deposit of 10.00999 with the field error and records nothing, and takes 10.01', async () => {
    const before = (await requestsOfPlayer()).length;
    for (const amount of NOT_CENTS) {
      const refused = await t.call('deposit', {
        ...player,
        amount,
        method: 'e_wallet',
        payment_reference: 'GCASH-778812',
        idempotency_key: randomUUID(),
      });
      expect(refused, String(amount)).toMatchObject({ statusCode: 422, message: 'validationFailed' });
      expect(refused.errors).toEqual(refusedField('amount'));
    }
    expect(await requestsOfPlayer()).toHaveLength(before);
    const taken = await t.call('deposit', {
      ...player,
      amount: 10.01,
      method: 'e_wallet',
      payment_reference: 'GCASH-778812',
      idempotency_key: randomUUID(),
    });
    expect(taken.value).toMatchObject({ amount: 10.01, status: 'pending' });
    expect(await requestsOfPlayer()).toHaveLength(before + 1);
  });

  it('refuses them in withdrawals, deposit limits, operator credits and promotion or mission rules', async () => {
    const balance = (await t.call('getBalance', player)).game_balance;
    const bank = await t.call('bankAccountAdd', {
      ...player,
      bank_name: 'BDO Unibank',
      holder_name: 'Juan Dela Cruz',
      account_number: '1234567890',
    });
    expectSuccess(bank);
    const withdrawal = await t.call('withdrawal', {
      ...player,
      amount: 10.00999,
      bank_account_id: bank.value.at(-1)!.bank_account_id,
      idempotency_key: randomUUID(),
    });
    expect(withdrawal.errors).toEqual(refusedField('amount'));
    const limit = await t.call('depositLimitSet', { ...player, period: 'daily', amount: 100.00999 });
    expect(limit.errors).toEqual(refusedField('amount'));
    const credit = await t.operator('wallet/adjust', {
      domain: 'localhost',
      account_id: player.account_id,
      direction: 'credit',
      amount: 10.00999,
      reason: 'goodwill',
      idempotency_key: randomUUID(),
    });
    expect(credit.errors).toEqual(refusedField('amount'));
    expect((await t.call('getBalance', player)).game_balance).toBe(balance);
    const promotion = await t.operator('promotions/save', {
      domain: 'localhost',
      title: { EN: 'Welcome bonus' },
      terms: { EN: '<p>Terms</p>' },
      rules: { kind: 'deposit_bonus', percent: 50, cap: 30.00999, min_deposit: 20, wagering_multiplier: 2, valid_days: 7 },
      starts_at: new Date().toISOString(),
    });
    expect(promotion.errors).toEqual(refusedField('rules.cap'));
    const mission = await t.operator('missions/save', {
      domain: 'localhost',
      kind: 'deposit_at_least',
      period: 'daily',
      title: { EN: 'Deposit' },
      target: 50,
      reward_type: 'bonus',
      reward_amount: 5.00999,
      starts_at: new Date().toISOString(),
    });
    expect(mission.errors).toEqual(refusedField('reward_amount'));
  });
});
