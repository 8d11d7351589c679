import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { slotTable } from '../../test/game-provider.js';
import { expectSuccess, type PlayerSession, requestSignup } from '../../test/harness.js';
import { approvedDeposit, rulesTestApp } from '../../test/money.js';

/**
 * What the player's money pages read (decisions 0165, 0166): the withdrawable figure net of an
 * open bonus and why, a rejected request's reason in the history, and the statement's titles.
 */
const DAY = 86_400_000;
const { t, touched } = rulesTestApp({ endSeeded: ['promotions'] });
let playerSequence = 0;

async function newPlayer(): Promise<PlayerSession> {
  const site = await t.site();
  const accountId = `money${++playerSequence}`;
  expectSuccess(await requestSignup(t, accountId));
  const verified = await t.call('tacVerify', { ...site, account_id: accountId, tac: await t.latestTac(accountId) });
  expectSuccess(verified);
  touched.add(accountId);
  return { auth: verified.token, account_id: accountId };
}

async function createBonus(): Promise<number> {
  const created = await t.operator('promotions/save', {
    domain: 'localhost',
    title: { EN: 'Welcome bonus', PHP: 'Bonus sa pagdating', CN: '欢迎奖金' },
    terms: { EN: '<p>Play fair</p>' },
    rules: { kind: 'deposit_bonus', percent: 50, cap: 30, min_deposit: 20, wagering_multiplier: 2, valid_days: 7 },
    starts_at: new Date(Date.now() - DAY).toISOString(),
  });
  expectSuccess(created);
  return created.value.promotion_id;
}

async function endPromotion(promotionId: number) {
  const ended = await t.operator('promotions/set_status', { domain: 'localhost', promotion_id: promotionId, status: 'ended' });
  expect(ended.statusCode).toBe(1);
}

const range = () => {
  const day = new Date();
  const before = new Date(day.getTime() - DAY).toISOString().slice(0, 10);
  const after = new Date(day.getTime() + DAY).toISOString().slice(0, 10);
  return { start_date: before, end_date: after };
};

describe('the withdrawable figure', () => {
  it('is the whole balance without a bonus', async () => {
    const player = await newPlayer();
    await approvedDeposit(t, player, 80);
    const limits = await t.call('walletLimits', player);
    expect(limits).toMatchObject({ statusCode: 1, balance: 80, withdrawable: 80, bonus_lock: null });
  });

  it('leaves out what an open bonus holds (the bonus and its winnings), names it, and is the whole balance once met', async () => {
    const promotionId = await createBonus();
    const player = await newPlayer();
    expectSuccess(await t.call('promotionClaim', { ...player, promotion_id: promotionId }));
    await approvedDeposit(t, player, 100);

    const held = await t.call('walletLimits', { ...player, language: 'PHP' });
    expect(held).toMatchObject({
      statusCode: 1,
      balance: 130,
      withdrawable: 100,
      bonus_lock: {
        promotion_id: promotionId,
        title: 'Bonus sa pagdating',
        locked: 30,
        wagering_required: 260,
        wagering_done: 0,
      },
    });

    // Bets placed with the bonus: their winnings are held with it, their losses come off it first.
    const table = await slotTable(t, player);
    const won = await table.bet(100_00);
    await won.win(200_00);
    const winning = await t.call('walletLimits', player);
    expect(winning).toMatchObject({
      balance: 230,
      withdrawable: 100,
      bonus_lock: { title: 'Welcome bonus', locked: 130, wagering_done: 100 },
    });

    // What the figure says is what a withdrawal with the forfeit leaves to take.
    const added = await t.call('bankAccountAdd', {
      ...player,
      bank_name: 'BDO Unibank',
      holder_name: 'Juan Dela Cruz',
      account_number: '1234567890',
    });
    expectSuccess(added);
    const bank = added.value[0]!.bank_account_id;
    const over = await t.call('withdrawal', {
      ...player,
      amount: 100.01,
      bank_account_id: bank,
      idempotency_key: randomUUID(),
      forfeit_bonus: true,
    });
    expect(over.statusCode).not.toBe(1);
    const lost = await table.bet(160_00);
    await lost.win(0);
    // Wagering met (260): nothing is held any more.
    expect(await t.call('walletLimits', player)).toMatchObject({ balance: 70, withdrawable: 70, bonus_lock: null });
    await endPromotion(promotionId);
  });
});

describe('the history and the statement', () => {
  it("give a rejected deposit the operator's reason, and a bonus line its promotion's title in the player's language", async () => {
    const promotionId = await createBonus();
    const player = await newPlayer();
    expectSuccess(await t.call('promotionClaim', { ...player, promotion_id: promotionId }));
    const requested = await t.call('deposit', {
      ...player,
      amount: 50,
      method: 'e_wallet',
      payment_reference: 'GCASH-1',
      idempotency_key: randomUUID(),
    });
    expectSuccess(requested);
    const rejected = await t.operator('cashier/decide', {
      kind: 'deposit',
      request_id: requested.value.request_id,
      decision: 'reject',
      reason: 'No payment arrived',
    });
    expect(rejected.statusCode).toBe(1);
    await approvedDeposit(t, player, 100);

    const history = await t.call('transactionHistory', { ...player, ...range() });
    expectSuccess(history);
    const rejectedLine = history.value.find((line) => line.request_id === requested.value.request_id);
    expect(rejectedLine).toMatchObject({ type: 'deposit', status: 'rejected', amount: 50, reason: 'No payment arrived' });
    expect(history.value.filter((line) => line.status === 'approved').every((line) => line.reason === '')).toBe(true);

    const statement = await t.call('statement', { ...player, ...range(), language: 'CN' });
    expectSuccess(statement);
    const bonus = statement.value.find((entry) => entry.kind === 'bonus');
    expect(bonus).toMatchObject({ reference: `promotion:${promotionId}`, title: '欢迎奖金' });
    const depositEntry = statement.value.find((entry) => entry.kind === 'deposit');
    expect(depositEntry?.reference).toMatch(/^cashier:\d+$/);
    expect(depositEntry?.title).toBe('');
    expect((await t.call('statement', { ...player, ...range(), language: 'XX' })).message).toBe('validationFailed');
    await endPromotion(promotionId);
  });
});
