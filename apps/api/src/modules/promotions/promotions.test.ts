import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenLedger } from '../../db/schema/index.js';
import { slotTable } from '../../test/game-provider.js';
import { expectSuccess, type PlayerSession, requestSignup } from '../../test/harness.js';
import { approvedDeposit, balanceOf, ledgerOf, playerIdOf, rulesTestApp } from '../../test/money.js';

const DAY = 86_400_000;

// The tests set up the promotions they check, so the default site's demo promotions are ended first.
const { t, touched, runClockAhead } = rulesTestApp({ endSeeded: ['promotions'] });
let playerSequence = 0;

/** A new verified player on the default site, optionally referred by a code. */
async function newPlayer(referrerCode = ''): Promise<PlayerSession> {
  const site = await t.site();
  const accountId = `promo${++playerSequence}`;
  const signup = await requestSignup(t, accountId, { referrer_code: referrerCode });
  expectSuccess(signup);
  const verified = await t.call('tacVerify', { ...site, account_id: accountId, tac: await t.latestTac(accountId) });
  expectSuccess(verified);
  touched.add(accountId);
  return { auth: verified.token, account_id: accountId };
}

async function bankOf(session: PlayerSession): Promise<number> {
  const added = await t.call('bankAccountAdd', {
    ...session,
    bank_name: 'BDO Unibank',
    holder_name: 'Juan Dela Cruz',
    account_number: '1234567890',
  });
  expectSuccess(added);
  return added.value.at(-1)!.bank_account_id;
}

function withdraw(session: PlayerSession, amount: number, bankAccountId: number, extra: Record<string, unknown> = {}) {
  return t.call('withdrawal', { ...session, amount, bank_account_id: bankAccountId, idempotency_key: randomUUID(), ...extra });
}

const TEXTS = { title: { EN: 'Welcome bonus', PHP: 'Bonus sa pagdating' }, terms: { EN: '<p>Play <strong>fair</strong></p>' } };

async function createPromotion(rules: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await t.operator('promotions/save', {
    domain: 'localhost',
    ...TEXTS,
    rules,
    starts_at: new Date(Date.now() - DAY).toISOString(),
    ...extra,
  });
  expectSuccess(created);
  return created.value.promotion_id;
}

async function endPromotion(promotionId: number) {
  expect(
    (await t.operator('promotions/set_status', { domain: 'localhost', promotion_id: promotionId, status: 'ended' })).statusCode,
  ).toBe(1);
}

describe('promotions on offer', () => {
  it('lists what is active and in its schedule, in the language asked for, with sanitised terms', async () => {
    const site = await t.site();
    const shown = await createPromotion(
      { kind: 'cashback', percent: 10, cap: 50, period: 'daily' },
      { terms: { EN: '<p onclick="steal()">Daily <script>alert(1)</script>cashback</p><a href="javascript:x()">x</a>' } },
    );
    const later = await createPromotion(
      { kind: 'cashback', percent: 5, cap: 50, period: 'weekly' },
      { starts_at: new Date(Date.now() + DAY).toISOString() },
    );

    const english = await t.call('promotionList', { ...site, language: 'EN' });
    expectSuccess(english);
    expect(english.value.map((promotion) => promotion.promotion_id)).toEqual([shown]);
    expect(english.value[0]).toMatchObject({ title: 'Welcome bonus', kind: 'cashback', claimable: true });
    expect(english.value[0]?.terms).toBe('<p>Daily cashback</p><a rel="noopener noreferrer">x</a>');
    const filipino = await t.call('promotionDetail', { ...site, language: 'PHP', promotion_id: shown });
    expect(filipino.value?.title).toBe('Bonus sa pagdating');
    const chinese = await t.call('promotionDetail', { ...site, language: 'CN', promotion_id: shown });
    expect(chinese.value?.title).toBe('Welcome bonus');
    expect((await t.call('promotionDetail', { ...site, promotion_id: later })).message).toBe('promotionNotFound');

    await t.operator('promotions/set_status', { domain: 'localhost', promotion_id: shown, status: 'paused' });
    expect((await t.call('promotionList', site)).value).toEqual([]);
    await t.operator('promotions/set_status', { domain: 'localhost', promotion_id: shown, status: 'active' });
    expect((await t.call('promotionList', site)).value).toHaveLength(1);
    await endPromotion(shown);
    const resumed = await t.operator('promotions/set_status', { domain: 'localhost', promotion_id: shown, status: 'active' });
    expect(resumed.statusCode).not.toBe(1);
    expect((await t.call('promotionList', site)).value).toEqual([]);
    await endPromotion(later);
  });
});

describe('deposit bonus', () => {
  const RULES = { kind: 'deposit_bonus', percent: 50, cap: 30, min_deposit: 20, wagering_multiplier: 2, valid_days: 7 };

  it('is opted in once under concurrent clicks and credited once, on the next qualifying deposit', async () => {
    const promotionId = await createPromotion(RULES);
    const player = await newPlayer();
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () => t.call('promotionClaim', { ...player, promotion_id: promotionId })),
    );
    expect(clicks.filter((click) => click.statusCode === 1)).toHaveLength(1);
    expect(clicks.filter((click) => click.message === 'alreadyClaimed')).toHaveLength(4);

    await approvedDeposit(t, player, 10); // below min_deposit: no bonus yet
    expect(await ledgerOf(t, player.account_id, 'bonus')).toHaveLength(0);
    await approvedDeposit(t, player, 100);
    await approvedDeposit(t, player, 100);
    const bonuses = await ledgerOf(t, player.account_id, 'bonus');
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ amount: 3000n, meta: expect.objectContaining({ promotion_id: promotionId }) });
    expect((await balanceOf(t, player)).balance).toBe(240);

    const mine = await t.call('myPromotions', player);
    expect(mine.value?.[0]).toMatchObject({
      promotion_id: promotionId,
      status: 'active',
      amount: 30,
      deposit_amount: 100,
      wagering_required: 260,
      wagering_done: 0,
    });
    await endPromotion(promotionId);
  });

  it('counts real bets towards the wagering, not refunded ones, and refuses a withdrawal until it is met', async () => {
    const promotionId = await createPromotion(RULES);
    const player = await newPlayer();
    await t.call('promotionClaim', { ...player, promotion_id: promotionId });
    await approvedDeposit(t, player, 100);
    const bank = await bankOf(player);
    const table = await slotTable(t, player);

    const refused = await withdraw(player, 10, bank);
    expect(refused.message).toBe('bonusWageringOpen');
    const won = await table.bet(100_00);
    await won.win(200_00);
    const refunded = await table.bet(50_00);
    await refunded.refund();
    const lost = await table.bet(100_00);
    await lost.win(0);
    const progress = await t.call('myPromotions', player);
    expect(progress.value?.[0]).toMatchObject({ status: 'active', wagering_done: 200, wagering_required: 260 });
    expect((await withdraw(player, 10, bank)).message).toBe('bonusWageringOpen');

    const last = await table.bet(60_00);
    await last.win(0);
    const allowed = await withdraw(player, 10, bank);
    expectSuccess(allowed);
    expect((await t.call('myPromotions', player)).value?.[0]).toMatchObject({ status: 'completed', wagering_done: 260 });
    expect(await ledgerOf(t, player.account_id, 'bonus_forfeit')).toHaveLength(0);
    await endPromotion(promotionId);
  });

  it('is forfeited when the player withdraws with forfeit_bonus, or asks to forfeit it', async () => {
    const promotionId = await createPromotion(RULES);
    const withdrawing = await newPlayer();
    await t.call('promotionClaim', { ...withdrawing, promotion_id: promotionId });
    await approvedDeposit(t, withdrawing, 100);
    const bank = await bankOf(withdrawing);
    const confirmed = await withdraw(withdrawing, 50, bank, { forfeit_bonus: true });
    expectSuccess(confirmed);
    expect(confirmed.balance).toBe(50);
    const forfeits = await ledgerOf(t, withdrawing.account_id, 'bonus_forfeit');
    expect(forfeits).toHaveLength(1);
    expect(forfeits[0]).toMatchObject({ amount: -3000n, meta: { promotion_id: promotionId, reason: 'forfeited' } });
    expect((await t.call('myPromotions', withdrawing)).value?.[0]?.status).toBe('forfeited');

    const giving = await newPlayer();
    await t.call('promotionClaim', { ...giving, promotion_id: promotionId });
    await approvedDeposit(t, giving, 40);
    const forfeited = await t.call('bonusForfeit', giving);
    expect(forfeited).toMatchObject({ statusCode: 1, balance: 40, value: { status: 'forfeited', amount: 20 } });
    expect((await t.call('bonusForfeit', giving)).message).toBe('noActiveBonus');
    // Taken once per player: a forfeited bonus cannot be opted in again.
    expect((await t.call('promotionClaim', { ...giving, promotion_id: promotionId })).message).toBe('alreadyClaimed');
    await endPromotion(promotionId);
  });

  it('expires after its days: the bonus is taken back, at most the balance', async () => {
    const promotionId = await createPromotion(RULES);
    const player = await newPlayer();
    await t.call('promotionClaim', { ...player, promotion_id: promotionId });
    await approvedDeposit(t, player, 100);
    const table = await slotTable(t, player);
    const round = await table.bet(115_00);
    await round.win(0);
    expect((await balanceOf(t, player)).balance).toBe(15);

    runClockAhead(6 * DAY);
    expect((await t.call('myPromotions', player)).value?.[0]?.status).toBe('active');
    runClockAhead(8 * DAY);
    expect((await t.call('myPromotions', player)).value?.[0]?.status).toBe('expired');
    const forfeits = await ledgerOf(t, player.account_id, 'bonus_forfeit');
    expect(forfeits).toHaveLength(1);
    expect(forfeits[0]).toMatchObject({ amount: -1500n, meta: { promotion_id: promotionId, reason: 'expired' } });
    expect((await balanceOf(t, player)).balance).toBe(0);
    const bank = await bankOf(player);
    expect((await withdraw(player, 10, bank)).message).toBe('insufficientBalance');
    await endPromotion(promotionId);
  });

  it('lets a player hold one deposit bonus at a time', async () => {
    const first = await createPromotion(RULES);
    const second = await createPromotion(RULES);
    const player = await newPlayer();
    expect((await t.call('promotionClaim', { ...player, promotion_id: first })).statusCode).toBe(1);
    expect((await t.call('promotionClaim', { ...player, promotion_id: second })).message).toBe('bonusAlreadyActive');
    // An opt-in of an ended promotion waits for nothing, so it no longer blocks another.
    await endPromotion(first);
    expect((await t.call('promotionClaim', { ...player, promotion_id: second })).statusCode).toBe(1);
    await approvedDeposit(t, player, 40);
    expect((await t.call('myPromotions', player)).value?.[0]).toMatchObject({
      promotion_id: second,
      status: 'active',
      amount: 20,
    });
    await endPromotion(second);
  });
});

describe('a forfeited bonus', () => {
  /** A deposit of 20 brings a bonus of 100: most of what the player stakes next is the bonus. */
  const RULES = { kind: 'deposit_bonus', percent: 500, cap: 100, min_deposit: 20, wagering_multiplier: 10, valid_days: 7 };
  let promotionId: number;
  beforeAll(async () => {
    promotionId = await createPromotion(RULES);
  });
  afterAll(() => endPromotion(promotionId));

  /** A player holding the bonus of 100 on a deposit of 20, with 80 of the 120 staked on a bet still open. */
  async function playerWithOpenBet() {
    const player = await newPlayer();
    expect((await t.call('promotionClaim', { ...player, promotion_id: promotionId })).statusCode).toBe(1);
    await approvedDeposit(t, player, 20);
    const table = await slotTable(t, player);
    const open = await table.bet(80_00);
    expect((await balanceOf(t, player)).balance).toBe(40);
    return { player, table, open };
  }

  async function takenBack(accountId: string) {
    return (await ledgerOf(t, accountId, 'bonus_forfeit')).map((entry) => entry.amount);
  }

  it("takes back the bonus and its bets' winnings: an open bet's win pays what the balance could not, once", async () => {
    const { player, table, open } = await playerWithOpenBet();
    const forfeited = await t.call('bonusForfeit', player);
    expect(forfeited).toMatchObject({ statusCode: 1, balance: 0, value: { status: 'forfeited', amount: 100 } });
    expect(await takenBack(player.account_id)).toEqual([-4000n]);

    // Money of the player's own after the forfeit, and a bet placed then, are none of the bonus's business.
    await approvedDeposit(t, player, 30);
    expect(await (await table.bet(10_00)).win(50_00)).toBe(70_00);

    // The open bet wins 200: the bonus owes 100 plus the 120 its stakes won, 40 of it already taken.
    expect(await open.win(200_00)).toBe(90_00);
    expect((await balanceOf(t, player)).balance).toBe(90);
    const forfeits = await ledgerOf(t, player.account_id, 'bonus_forfeit');
    expect(forfeits.map((entry) => entry.amount)).toEqual([-4000n, -18000n]);
    expect(forfeits[1]!.meta).toMatchObject({ promotion_id: promotionId, reason: 'forfeited', bet_id: expect.any(Number) });

    const bank = await bankOf(player);
    expect((await withdraw(player, 90.01, bank)).message).toBe('insufficientBalance');
    expect((await withdraw(player, 90, bank)).statusCode).toBe(1);
    expect((await balanceOf(t, player)).balance).toBe(0);
  });

  it('takes nothing more from a lost bet, and takes back a refunded stake', async () => {
    const lost = await playerWithOpenBet();
    expect((await t.call('bonusForfeit', lost.player)).balance).toBe(0);
    expect(await lost.open.win(0)).toBe(0);
    expect(await takenBack(lost.player.account_id)).toEqual([-4000n]);

    const refunded = await playerWithOpenBet();
    expect((await t.call('bonusForfeit', refunded.player)).balance).toBe(0);
    // The 80 comes back: 60 of it is the bonus the forfeit could not take, 20 is the deposit.
    expect(await refunded.open.refund()).toBe(20_00);
    expect(await takenBack(refunded.player.account_id)).toEqual([-4000n, -6000n]);
  });

  it('takes it back the same way at expiry, whether the open bet settles before or after the bonus is seen to expire', async () => {
    const settlesAfter = await playerWithOpenBet();
    runClockAhead(8 * DAY);
    expect((await t.call('myPromotions', settlesAfter.player)).value?.[0]?.status).toBe('expired');
    expect((await balanceOf(t, settlesAfter.player)).balance).toBe(0);
    expect(await settlesAfter.open.win(200_00)).toBe(20_00);
    const afterForfeits = await ledgerOf(t, settlesAfter.player.account_id, 'bonus_forfeit');
    expect(afterForfeits.map((entry) => entry.amount)).toEqual([-4000n, -18000n]);
    expect(afterForfeits.every((entry) => entry.meta.reason === 'expired')).toBe(true);

    runClockAhead(0);
    const settlesBefore = await playerWithOpenBet();
    runClockAhead(8 * DAY);
    // Nobody has looked since the bonus ran out: the win lands, and the first withdrawal settles the bonus.
    expect(await settlesBefore.open.win(200_00)).toBe(240_00);
    const bank = await bankOf(settlesBefore.player);
    expect((await withdraw(settlesBefore.player, 240, bank)).message).toBe('insufficientBalance');
    expect((await withdraw(settlesBefore.player, 20, bank)).statusCode).toBe(1);
    expect(await takenBack(settlesBefore.player.account_id)).toEqual([-22000n]);
    expect((await balanceOf(t, settlesBefore.player)).balance).toBe(0);
  });

  it('takes back the same in full once when the forfeit and the win arrive together', async () => {
    const players = await Promise.all(Array.from({ length: 3 }, () => playerWithOpenBet()));
    await Promise.all(
      players.flatMap(({ player, open }) => [
        t.call('bonusForfeit', player).then((answer) => expect(answer.statusCode).toBe(1)),
        open.win(200_00),
      ]),
    );
    for (const { player } of players) {
      expect((await balanceOf(t, player)).balance).toBe(20);
      const taken = await takenBack(player.account_id);
      expect(taken.reduce((sum, amount) => sum + amount, 0n)).toBe(-22000n);
      expect(taken.length).toBeLessThanOrEqual(2);
    }
  });
});

describe('cashback', () => {
  it('pays a percentage of the previous period net loss from the ledger, once per period, under concurrent claims', async () => {
    const promotionId = await createPromotion({ kind: 'cashback', percent: 10, cap: 50, period: 'daily' });
    const player = await newPlayer();
    await approvedDeposit(t, player, 100);
    const table = await slotTable(t, player);
    const first = await table.bet(30_00);
    await first.win(10_00);
    const second = await table.bet(20_00);
    await second.refund();
    const third = await table.bet(15_00);
    await third.win(0);
    // Net loss today: 30 + 20 + 15 bet − 10 won − 20 refunded = 35 dollars; 10 % is 3.50.

    expect((await t.call('promotionClaim', { ...player, promotion_id: promotionId })).message).toBe('nothingToClaim');
    runClockAhead(DAY);
    const offered = await t.call('myPromotions', player);
    expectSuccess(offered);
    expect(offered.cashback).toEqual([
      { promotion_id: promotionId, period_key: expect.any(String), amount: 3.5, claimed: false },
    ]);
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => t.call('promotionClaim', { ...player, promotion_id: promotionId })),
    );
    expect(claims.filter((claim) => claim.statusCode === 1)).toHaveLength(1);
    expect(claims.filter((claim) => claim.message === 'alreadyClaimed')).toHaveLength(3);
    const paid = claims.find((claim) => claim.statusCode === 1)!;
    expectSuccess(paid);
    expect(paid.value).toMatchObject({ status: 'paid', amount: 3.5, period_key: offered.cashback[0]!.period_key });
    expect(paid.balance).toBe(68.5);
    const credits = await ledgerOf(t, player.account_id, 'cashback');
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ amount: 350n, meta: expect.objectContaining({ promotion_id: promotionId }) });
    expect((await t.call('myPromotions', player)).cashback?.[0]).toMatchObject({ amount: 0, claimed: true });

    runClockAhead(2 * DAY);
    expect((await t.call('promotionClaim', { ...player, promotion_id: promotionId })).message).toBe('nothingToClaim');
    await endPromotion(promotionId);
  });
});

describe('free mini game tokens', () => {
  async function tokensOf(accountId: string) {
    const playerId = await playerIdOf(t, accountId);
    return t.database.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.playerId, playerId), eq(tokenLedger.kind, 'promotion')));
  }

  it('pays first-deposit tokens once, when the first deposit is approved', async () => {
    const promotionId = await createPromotion({ kind: 'event_tokens', event: 'first_deposit', tokens: 25 });
    const player = await newPlayer();
    const before = (await balanceOf(t, player)).tokens;
    expect((await t.call('promotionClaim', { ...player, promotion_id: promotionId })).message).toBe('promotionNotClaimable');
    await approvedDeposit(t, player, 50);
    await approvedDeposit(t, player, 50);
    expect((await balanceOf(t, player)).tokens).toBe(before + 25);
    const grants = await tokensOf(player.account_id);
    expect(grants).toHaveLength(1);
    expect(grants[0]!.idempotencyKey).toContain(`promotion:${promotionId}:`);
    await endPromotion(promotionId);
  });

  it('pays VIP-level tokens once a player has reached the level, once', async () => {
    const reached = await createPromotion({ kind: 'event_tokens', event: 'vip_level', vip_level: 0, tokens: 10 });
    const unreachable = await createPromotion({ kind: 'event_tokens', event: 'vip_level', vip_level: 99, tokens: 10 });
    const player = await newPlayer();
    const before = (await balanceOf(t, player)).tokens;
    expect((await t.call('promotionClaim', { ...player, promotion_id: unreachable })).message).toBe('promotionNotClaimable');
    const claims = await Promise.all(
      Array.from({ length: 3 }, () => t.call('promotionClaim', { ...player, promotion_id: reached })),
    );
    expect(claims.filter((claim) => claim.statusCode === 1)).toHaveLength(1);
    expect((await balanceOf(t, player)).tokens).toBe(before + 10);
    await endPromotion(reached);
    await endPromotion(unreachable);
  });
});

describe('referral', () => {
  it('pays the referrer once per referee whose first deposit qualifies, and lists referees masked', async () => {
    const promotionId = await createPromotion({ kind: 'referral', reward: 15, min_deposit: 50 });
    const referrer = await newPlayer();
    const info = await t.call('referralInfo', referrer);
    expectSuccess(info);
    expect(info).toMatchObject({
      statusCode: 1,
      reward: { promotion_id: promotionId, reward: 15, min_deposit: 50 },
      referees: [],
      total_rewards: 0,
    });
    expect(info.referral_path).toBe(`/register?ref=${info.referral_code}`);

    const qualifying = await newPlayer(info.referral_code);
    const small = await newPlayer(info.referral_code.toLowerCase());
    await approvedDeposit(t, qualifying, 60);
    await approvedDeposit(t, qualifying, 60);
    await approvedDeposit(t, small, 20);
    await approvedDeposit(t, small, 100);

    const rewards = await ledgerOf(t, referrer.account_id, 'referral_reward');
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ amount: 1500n, meta: expect.objectContaining({ promotion_id: promotionId }) });
    const after = await t.call('referralInfo', referrer);
    expect(after.total_rewards).toBe(15);
    expect(after.referees).toHaveLength(2);
    const masked = (accountId: string) => `${accountId.slice(0, 2)}***${accountId.slice(-1)}`;
    expect(after.referees).toEqual(
      expect.arrayContaining([
        { account_id: masked(qualifying.account_id), joined_at: expect.any(String), qualified: true },
        { account_id: masked(small.account_id), joined_at: expect.any(String), qualified: false },
      ]),
    );
    expect((await balanceOf(t, referrer)).balance).toBe(15);
    await endPromotion(promotionId);
  });
});
