import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboxItems, ledgerEntries, wallets } from '../../db/schema/index.js';
import { expectSuccess, loginDemo, signupPlayer, testAppForFile } from '../../test/harness.js';
import { playerIdOf } from '../../test/money.js';

const t = testAppForFile();
let accountSequence = 0;

type Session = { auth: string; account_id: string };

async function newPlayer(): Promise<Session & { playerId: number }> {
  const session = await signupPlayer(t, `inbox_player_${++accountSequence}`);
  return { auth: session.auth, account_id: session.account_id, playerId: await playerIdOf(t, session.account_id) };
}

async function addItem(playerId: number, values: Partial<typeof inboxItems.$inferInsert> = {}) {
  const site = await t.app.sites.byDomain('localhost');
  const [item] = await t.database.db
    .insert(inboxItems)
    .values({ siteId: site.id, playerId, title: 'A gift', body: 'For you', ...values })
    .returning();
  return item!;
}

async function walletOf(playerId: number) {
  const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.playerId, playerId));
  return wallet!;
}

async function expectBalanceToMatchLedger(playerId: number) {
  const [ledger] = await t.database.db
    .select({ total: sql`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(BigInt) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, playerId));
  expect((await walletOf(playerId)).balance).toBe(ledger!.total);
}

/** The player's inbox; the test fails unless the call succeeds. */
async function inboxOf(session: Session) {
  const inbox = await t.call('getInbox', session);
  expectSuccess(inbox);
  return inbox;
}

describe('get inbox', () => {
  it('lists the seeded items newest first, with a cash and a token reward to claim', async () => {
    const demo = await loginDemo(t);
    const inbox = await inboxOf(demo);
    expectSuccess(inbox);
    const claimable = inbox.value.filter((item) => item.claimable);
    expect(claimable.map((item) => item.reward_type)).toEqual(expect.arrayContaining(['cash', 'token']));
    expect(inbox.unread).toBe(inbox.value.filter((item) => !item.is_read).length);
    const created = inbox.value.map((item) => Date.parse(item.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('converts amounts, flags claimability and does not mark anything read', async () => {
    const player = await newPlayer();
    const plain = await addItem(player.playerId, { createdAt: new Date(Date.now() - 4_000) });
    const cash = await addItem(player.playerId, {
      rewardType: 'cash',
      rewardAmount: 1234n,
      createdAt: new Date(Date.now() - 3_000),
    });
    const expired = await addItem(player.playerId, {
      rewardType: 'token',
      rewardAmount: 5n,
      expiresAt: new Date(Date.now() - 1_000),
      createdAt: new Date(Date.now() - 2_000),
    });
    const read = await addItem(player.playerId, { readAt: new Date(), createdAt: new Date(Date.now() - 1_000) });

    const inbox = await inboxOf(player);
    expect(inbox.value.map((item) => item.inbox_id)).toEqual([read.id, expired.id, cash.id, plain.id]);
    expect(inbox.value).toEqual([
      expect.objectContaining({ inbox_id: read.id, reward_type: 'none', reward_amount: 0, is_read: true, claimable: false }),
      expect.objectContaining({ inbox_id: expired.id, reward_type: 'token', reward_amount: 5, claimable: false, claimed: false }),
      expect.objectContaining({ inbox_id: cash.id, reward_type: 'cash', reward_amount: 12.34, claimable: true, is_read: false }),
      expect.objectContaining({ inbox_id: plain.id, title: 'A gift', body: 'For you', expires_at: null, claimable: false }),
    ]);
    expect(inbox.unread).toBe(3);
    expect((await inboxOf(player)).unread).toBe(3);
  });

  it('answers sessionExpired without a valid session', async () => {
    const result = await t.call('getInbox', { auth: 'not-a-session-token', account_id: 'demo' });
    expect(result).toMatchObject({ statusCode: 401, message: 'sessionExpired' });
  });
});

describe('claim inbox', () => {
  it('credits the seeded cash and token rewards once and marks them read', async () => {
    const demo = await loginDemo(t);
    const playerId = await playerIdOf(t, demo.account_id);
    const before = await inboxOf(demo);
    const cash = before.value.find((item) => item.claimable && item.reward_type === 'cash')!;
    const token = before.value.find((item) => item.claimable && item.reward_type === 'token')!;
    const balance = await t.call('getBalance', demo);
    expectSuccess(balance);

    const cashClaim = await t.call('claimInbox', { ...demo, inbox_id: cash.inbox_id });
    expectSuccess(cashClaim);
    expect(cashClaim).toMatchObject({
      statusCode: 1,
      value: [
        { inbox_id: cash.inbox_id, reward_type: 'cash', reward_amount: cash.reward_amount, token_balance: balance.game_token },
      ],
    });
    expect(cashClaim.value[0]!.game_balance).toBeCloseTo(balance.game_balance + cash.reward_amount, 2);

    const tokenClaim = await t.call('claimInbox', { ...demo, inbox_id: token.inbox_id });
    expect(tokenClaim).toMatchObject({
      statusCode: 1,
      value: [
        { reward_type: 'token', reward_amount: token.reward_amount, token_balance: balance.game_token + token.reward_amount },
      ],
    });

    const after = await inboxOf(demo);
    for (const id of [cash.inbox_id, token.inbox_id]) {
      expect(after.value.find((item) => item.inbox_id === id)).toMatchObject({ claimed: true, claimable: false, is_read: true });
    }
    const newlyRead = [cash, token].filter((item) => !item.is_read).length;
    expect(after.unread).toBe(before.unread - newlyRead);

    expect(await t.call('claimInbox', { ...demo, inbox_id: cash.inbox_id })).toMatchObject({
      statusCode: 409,
      message: 'alreadyClaimed',
    });
    await expectBalanceToMatchLedger(playerId);
  });

  it('answers inboxNotFound, nothingToClaim and inboxExpired', async () => {
    const player = await newPlayer();
    const noReward = await addItem(player.playerId);
    const expired = await addItem(player.playerId, {
      rewardType: 'cash',
      rewardAmount: 500n,
      expiresAt: new Date(Date.now() - 1_000),
    });

    expect(await t.call('claimInbox', { ...player, inbox_id: 987_654 })).toMatchObject({
      statusCode: 404,
      message: 'inboxNotFound',
    });
    expect(await t.call('claimInbox', { ...player, inbox_id: noReward.id })).toMatchObject({
      statusCode: 409,
      message: 'nothingToClaim',
    });
    expect(await t.call('claimInbox', { ...player, inbox_id: expired.id })).toMatchObject({
      statusCode: 410,
      message: 'inboxExpired',
    });
    expect((await walletOf(player.playerId)).balance).toBe(0n);
  });

  it('refuses an inbox id that is not a positive number', async () => {
    const player = await newPlayer();
    expect(await t.call('claimInbox', { ...player, inbox_id: 0 })).toMatchObject({
      message: 'validationFailed',
      errors: [{ field: 'inbox_id', key: 'invalidInbox' }],
    });
  });

  it('neither shows nor pays another player item', async () => {
    const owner = await newPlayer();
    const intruder = await newPlayer();
    const item = await addItem(owner.playerId, { rewardType: 'cash', rewardAmount: 900n });

    expect((await inboxOf(intruder)).value.map((entry) => entry.inbox_id)).not.toContain(item.id);
    expect(await t.call('claimInbox', { ...intruder, inbox_id: item.id })).toMatchObject({
      statusCode: 404,
      message: 'inboxNotFound',
    });
    expect((await walletOf(intruder.playerId)).balance).toBe(0n);
    expect((await inboxOf(owner)).value.find((entry) => entry.inbox_id === item.id)).toMatchObject({
      claimable: true,
      is_read: false,
    });
  });

  it('pays once when the same item is claimed ten times at once', async () => {
    const player = await newPlayer();
    const item = await addItem(player.playerId, { rewardType: 'cash', rewardAmount: 1000n });

    const results = await Promise.all(Array.from({ length: 10 }, () => t.call('claimInbox', { ...player, inbox_id: item.id })));
    expect(results.filter((result) => result.statusCode === 1)).toHaveLength(1);
    expect(results.filter((result) => result.message === 'alreadyClaimed')).toHaveLength(9);

    expect((await t.call('getBalance', player)).game_balance).toBe(10);
    const rewards = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, player.playerId), eq(ledgerEntries.kind, 'inbox_reward')));
    expect(rewards).toHaveLength(1);
    await expectBalanceToMatchLedger(player.playerId);
  });

  it('pays a token reward once under concurrent claims', async () => {
    const player = await newPlayer();
    const item = await addItem(player.playerId, { rewardType: 'token', rewardAmount: 7n });

    const results = await Promise.all(Array.from({ length: 10 }, () => t.call('claimInbox', { ...player, inbox_id: item.id })));
    expect(results.filter((result) => result.statusCode === 1)).toHaveLength(1);
    expect((await t.call('getBalance', player)).game_token).toBe(7);
  });
});
