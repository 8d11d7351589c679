import { randomUUID } from 'node:crypto';
import { SEAMLESS_SIGNATURE_HEADER, SEAMLESS_TIMESTAMP_HEADER, type SeamlessAction } from '@wl/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, gameLaunches, ledgerEntries, providerTransactions, sessions, wallets } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { seamlessHeaders, signSeamlessRequest } from '../../lib/seamless-signature.js';
import { BUILT_IN, BUILT_IN_GAME, BUILT_IN_SECRET, launchToken, seamlessClient, walletField } from '../../test/game-provider.js';
import { createTestApp, loginDemo, signupPlayer, type TestApp } from '../../test/harness.js';

let t: TestApp;
let seamless: ReturnType<typeof seamlessClient>;

beforeAll(async () => {
  t = await createTestApp();
  seamless = seamlessClient(t);
});
afterAll(() => t.close());

interface Player {
  session: { auth: string; account_id: string };
  token: string;
  playerId: string;
}

/** A player with a launched built-in game; a new account with `balance` dollars, or the demo player. */
async function player(balance?: number): Promise<Player> {
  let session: Player['session'];
  if (balance === undefined) {
    session = await loginDemo(t);
  } else {
    const signedUp = await signupPlayer(t, `p${randomUUID().replaceAll('-', '').slice(0, 10)}`);
    session = { auth: signedUp.auth, account_id: signedUp.account_id };
    if (balance > 0) {
      const credited = await t.operator('wallet/adjust', {
        domain: 'localhost',
        account_id: session.account_id,
        direction: 'credit',
        amount: balance,
        reason: 'test funds',
        idempotency_key: `test-${randomUUID()}`,
      });
      expect(credited.statusCode).toBe(1);
    }
  }
  const token = await launchToken(t, session);
  const authenticated = await seamless('authenticate', { token });
  expect(authenticated.body.status).toBe('OK');
  return { session, token, playerId: walletField(authenticated.body, 'player_id') };
}

const txid = () => `tx-${randomUUID()}`;

function debit(who: Player, fields: Record<string, unknown> = {}) {
  return {
    player_id: who.playerId,
    token: who.token,
    transaction_id: txid(),
    round_id: `round-${randomUUID()}`,
    game_code: BUILT_IN_GAME,
    currency: 'USD',
    amount: 100,
    ...fields,
  };
}

function settle(bet: ReturnType<typeof debit>, fields: Record<string, unknown> = {}) {
  return {
    player_id: bet.player_id,
    transaction_id: txid(),
    reference_transaction_id: bet.transaction_id,
    round_id: bet.round_id,
    game_code: bet.game_code,
    currency: 'USD',
    amount: 0,
    ...fields,
  };
}

function rollbackOf(bet: { player_id: string; transaction_id: string; round_id: string }) {
  return {
    player_id: bet.player_id,
    transaction_id: txid(),
    reference_transaction_id: bet.transaction_id,
    round_id: bet.round_id,
    game_code: BUILT_IN_GAME,
  };
}

async function balanceOf(who: Player): Promise<number> {
  return walletField((await seamless('balance', { player_id: who.playerId })).body, 'balance');
}

/** The wallet equals the sum of the ledger, in minor units. */
async function ledgerMatchesWallet(who: Pick<Player, 'playerId'>): Promise<bigint> {
  const id = Number(who.playerId);
  const [ledger] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, id));
  const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.playerId, id));
  expect(wallet!.balance).toBe(BigInt(ledger!.total));
  return wallet!.balance;
}

async function ledgerRows(who: Player, kind: 'bet' | 'win' | 'refund') {
  return t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, Number(who.playerId)), eq(ledgerEntries.kind, kind)));
}

describe('signature and timestamp', () => {
  it('answers authenticate with the player, the site currency and the balance in minor units', async () => {
    const result = await seamless('authenticate', { token: await launchToken(t, await loginDemo(t)) });
    expect(result.httpStatus).toBe(200);
    expect(result.body).toEqual({ status: 'OK', balance: expect.any(Number), currency: 'USD', player_id: expect.any(String) });
    expect(result.body.balance).toBe(Number(await ledgerMatchesWallet({ playerId: walletField(result.body, 'player_id') })));
  });

  it('refuses a wrong signature, another provider secret, a missing or stale timestamp with INVALID_SIGNATURE and moves nothing', async () => {
    const demo = await player();
    const before = await balanceOf(demo);
    const body = debit(demo);
    const raw = JSON.stringify(body);
    const now = Math.floor(Date.now() / 1000);
    const attempts: Array<Record<string, string>> = [
      { 'x-wl-timestamp': String(now), [SEAMLESS_SIGNATURE_HEADER]: signSeamlessRequest('another-secret', now, raw) },
      { 'x-wl-timestamp': String(now), [SEAMLESS_SIGNATURE_HEADER]: 'sha256=00' },
      { [SEAMLESS_SIGNATURE_HEADER]: signSeamlessRequest('x', now, raw) },
    ];
    for (const headers of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/seamless/${BUILT_IN}/debit`,
        payload: raw,
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
    }
    const stale = await seamless('debit', body, { now: new Date(Date.now() - 301_000) });
    expect(stale.body).toMatchObject({ status: 'INVALID_SIGNATURE', message: 'missing or stale timestamp' });
    const tampered = await t.app.inject({
      method: 'POST',
      url: `/api/seamless/${BUILT_IN}/debit`,
      payload: raw.replace('"amount":100', '"amount":1000'),
      headers: {
        'content-type': 'application/json',
        'x-wl-timestamp': String(now),
        [SEAMLESS_SIGNATURE_HEADER]: signSeamlessRequest((await t.app.integrations.find(BUILT_IN))!.secret, now, raw),
      },
    });
    expect(tampered.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
    expect(await balanceOf(demo)).toBe(before);
  });

  it('answers INVALID_REQUEST for a body that is not the action schema, and 404 for an unknown action', async () => {
    expect((await seamless('debit', { player_id: '1' })).body.status).toBe('INVALID_REQUEST');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/seamless/${BUILT_IN}/withdraw`,
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers PROVIDER_DISABLED for an unknown provider and a disabled integration', async () => {
    expect((await seamlessClient(t, 'NOSUCH')('balance', { player_id: '1' })).body.status).toBe('PROVIDER_DISABLED');
    const demo = await player();
    expect((await t.operator('providers/set_enabled', { provider_code: BUILT_IN, enabled: false })).statusCode).toBe(1);
    try {
      expect((await seamless('debit', debit(demo))).body.status).toBe('PROVIDER_DISABLED');
    } finally {
      await t.operator('providers/set_enabled', { provider_code: BUILT_IN, enabled: true });
    }
  });
});

describe('debit', () => {
  it('takes the stake once for a repeated transaction id and answers the repeat byte for byte', async () => {
    const demo = await player();
    const before = await balanceOf(demo);
    const body = debit(demo, { amount: 250 });
    const first = await seamless('debit', body);
    const again = await seamless('debit', body);
    expect(first.body).toMatchObject({ status: 'OK', balance: before - 250, currency: 'USD', player_id: demo.playerId });
    expect(first.body.operator_transaction_id).toMatch(/^\d+$/);
    expect(again.raw).toBe(first.raw);
    expect(await balanceOf(demo)).toBe(before - 250);
    const rows = await t.database.db.select().from(bets).where(eq(bets.transactionId, body.transaction_id));
    expect(rows).toMatchObject([{ status: 'open', stake: 250n, gameName: 'Lucky Lantern', gameType: 'slots' }]);
    await ledgerMatchesWallet(demo);
  });

  it('refuses the same transaction id with another body as TRANSACTION_CONFLICT', async () => {
    const demo = await player();
    const body = debit(demo);
    await seamless('debit', body);
    const conflict = await seamless('debit', { ...body, amount: 999 });
    expect(conflict.body).toMatchObject({ status: 'TRANSACTION_CONFLICT', player_id: demo.playerId });
    const asCredit = await seamless('credit', { ...settle(body), transaction_id: body.transaction_id });
    expect(asCredit.body.status).toBe('TRANSACTION_CONFLICT');
  });

  it('answers INSUFFICIENT_FUNDS with the balance and leaves no bet, ledger entry or transaction', async () => {
    const poor = await player(1);
    const body = debit(poor, { amount: 101 });
    const result = await seamless('debit', body);
    expect(result.body).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 100, currency: 'USD' });
    expect(await t.database.db.select().from(bets).where(eq(bets.transactionId, body.transaction_id))).toEqual([]);
    expect(
      await t.database.db.select().from(providerTransactions).where(eq(providerTransactions.transactionId, body.transaction_id)),
    ).toEqual([]);
    expect(await ledgerRows(poor, 'bet')).toEqual([]);
    // Once the money is there, the same transaction id goes through.
    expect((await seamless('debit', { ...body, amount: 100 })).body).toMatchObject({ status: 'OK', balance: 0 });
  });

  it('refuses another currency with CURRENCY_MISMATCH', async () => {
    const demo = await player();
    expect((await seamless('debit', debit(demo, { currency: 'PHP' }))).body).toMatchObject({
      status: 'CURRENCY_MISMATCH',
      currency: 'USD',
    });
  });

  it('refuses an expired launch token, a token of an ended session and a token of another player with INVALID_TOKEN', async () => {
    const demo = await player();
    await t.database.db
      .update(gameLaunches)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameLaunches.playerId, Number(demo.playerId)));
    expect((await seamless('debit', debit(demo))).body.status).toBe('INVALID_TOKEN');
    expect((await seamless('authenticate', { token: demo.token })).body.status).toBe('INVALID_TOKEN');

    const other = await player(5);
    expect((await seamless('debit', debit(other, { token: (await player()).token }))).body.status).toBe('INVALID_TOKEN');

    expect((await t.call('logout', other.session)).statusCode).toBe(1);
    expect((await seamless('debit', debit(other))).body.status).toBe('INVALID_TOKEN');
  });

  it('refuses a blocked player with PLAYER_BLOCKED', async () => {
    const blocked = await player(5);
    const result = await t.operator('players/set_status', {
      domain: 'localhost',
      account_id: blocked.session.account_id,
      action: 'block',
      reason: 'test block',
    });
    expect(result.statusCode).toBe(1);
    expect((await seamless('balance', { player_id: blocked.playerId })).body.status).toBe('PLAYER_BLOCKED');
  });

  it('knows only the players who opened one of its games', async () => {
    expect((await seamless('balance', { player_id: '999999999' })).body.status).toBe('PLAYER_NOT_FOUND');
    expect((await seamless('balance', { player_id: 'demo' })).body.status).toBe('PLAYER_NOT_FOUND');
    const launched = await player();
    const remote = seamlessClient(t, 'PGSOFT', 'pgsoft-shared-secret-0123456789');
    await t.operator('providers/set', {
      provider_code: 'PGSOFT',
      kind: 'http',
      launch_url: 'https://pgsoft.example/launch',
      secret: 'pgsoft-shared-secret-0123456789',
    });
    expect((await remote('balance', { player_id: launched.playerId })).body).toEqual({
      status: 'PLAYER_NOT_FOUND',
      message: 'unknown player_id',
    });
    expect((await seamless('balance', { player_id: launched.playerId })).body.status).toBe('OK');
  });

  it('stores a sportsbook bet with its type and selections', async () => {
    const demo = await player();
    const selection = {
      bet_type: 'HDP',
      home_away: 1,
      criteria1: '-0.5',
      home_team_name: 'Philippines',
      away_team_name: 'Japan',
      home_name_php: 'Pilipinas',
    };
    const body = debit(demo, { bet: { bet_type: 'HDP', selections: [selection] } });
    expect((await seamless('debit', body)).body.status).toBe('OK');
    const [row] = await t.database.db.select().from(bets).where(eq(bets.transactionId, body.transaction_id));
    expect(row).toMatchObject({ betType: 'HDP', selections: [selection] });
  });
});

describe('credit', () => {
  it('pays a win once, settles the bet and names the game in the ledger for the top winners', async () => {
    const demo = await player();
    const bet = debit(demo);
    await seamless('debit', bet);
    const before = await balanceOf(demo);
    const win = settle(bet, { amount: 500 });
    const first = await seamless('credit', win);
    const again = await seamless('credit', win);
    expect(first.body).toMatchObject({ status: 'OK', balance: before + 500 });
    expect(again.raw).toBe(first.raw);
    expect(await balanceOf(demo)).toBe(before + 500);
    const [row] = await t.database.db.select().from(bets).where(eq(bets.transactionId, bet.transaction_id));
    expect(row).toMatchObject({ status: 'settled', payout: 500n });
    expect(row!.settledAt).toBeInstanceOf(Date);
    const wins = (await ledgerRows(demo, 'win')).filter((entry) => entry.reference === bet.round_id);
    expect(wins).toMatchObject([{ amount: 500n, meta: { game_name: 'Lucky Lantern' } }]);
    await ledgerMatchesWallet(demo);
  });

  it('settles a lost bet with amount 0 and moves no money', async () => {
    const demo = await player();
    const bet = debit(demo);
    await seamless('debit', bet);
    const before = await balanceOf(demo);
    expect((await seamless('credit', settle(bet))).body).toMatchObject({ status: 'OK', balance: before });
    const [row] = await t.database.db.select().from(bets).where(eq(bets.transactionId, bet.transaction_id));
    expect(row).toMatchObject({ status: 'settled', payout: 0n });
  });

  it('answers BET_NOT_FOUND for an unknown debit and BET_ALREADY_SETTLED for a second settlement or a refunded bet', async () => {
    const demo = await player();
    expect((await seamless('credit', settle(debit(demo), { amount: 10 }))).body.status).toBe('BET_NOT_FOUND');
    const bet = debit(demo);
    await seamless('debit', bet);
    await seamless('credit', settle(bet, { amount: 10 }));
    expect((await seamless('credit', settle(bet, { amount: 10 }))).body.status).toBe('BET_ALREADY_SETTLED');
    const refunded = debit(demo);
    await seamless('debit', refunded);
    await seamless('rollback', rollbackOf(refunded));
    expect((await seamless('credit', settle(refunded, { amount: 10 }))).body.status).toBe('BET_ALREADY_SETTLED');
  });
});

describe('rollback', () => {
  it('refunds an open bet once, whether the rollback is repeated or sent again under a new id', async () => {
    const demo = await player();
    const before = await balanceOf(demo);
    const bet = debit(demo, { amount: 300 });
    await seamless('debit', bet);
    const rollback = rollbackOf(bet);
    const first = await seamless('rollback', rollback);
    const again = await seamless('rollback', rollback);
    const another = await seamless('rollback', rollbackOf(bet));
    expect(first.body).toMatchObject({ status: 'OK', balance: before });
    expect(again.raw).toBe(first.raw);
    expect(another.body).toMatchObject({ status: 'OK', balance: before });
    expect(await balanceOf(demo)).toBe(before);
    const [row] = await t.database.db.select().from(bets).where(eq(bets.transactionId, bet.transaction_id));
    expect(row!.status).toBe('refunded');
    expect((await ledgerRows(demo, 'refund')).filter((entry) => entry.reference === bet.round_id)).toHaveLength(1);
    await ledgerMatchesWallet(demo);
  });

  it('refuses to roll back a settled bet and moves nothing', async () => {
    const demo = await player();
    const bet = debit(demo);
    await seamless('debit', bet);
    await seamless('credit', settle(bet, { amount: 40 }));
    const before = await balanceOf(demo);
    expect((await seamless('rollback', rollbackOf(bet))).body).toMatchObject({ status: 'BET_ALREADY_SETTLED', balance: before });
    expect(await balanceOf(demo)).toBe(before);
  });

  it('answers OK to the rollback of an unknown debit and refuses that debit when it arrives late', async () => {
    const demo = await player();
    const before = await balanceOf(demo);
    const late = debit(demo);
    expect((await seamless('rollback', rollbackOf(late))).body).toMatchObject({ status: 'OK', balance: before });
    const result = await seamless('debit', late);
    expect(result.body).toMatchObject({ status: 'TRANSACTION_CONFLICT', balance: before });
    expect(await balanceOf(demo)).toBe(before);
    expect(await t.database.db.select().from(bets).where(eq(bets.transactionId, late.transaction_id))).toEqual([]);
  });
});

describe('concurrency', () => {
  it('applies 200 simultaneous debits on one account exactly as far as the money goes', async () => {
    const gambler = await player(100);
    const requests = Array.from({ length: 200 }, () => debit(gambler, { amount: 100 }));
    const results = await Promise.all(requests.map((body) => seamless('debit', body)));
    const statuses = results.map((result) => result.body.status);
    expect(statuses.filter((status) => status === 'OK')).toHaveLength(100);
    expect(statuses.filter((status) => status === 'INSUFFICIENT_FUNDS')).toHaveLength(100);
    expect(await ledgerMatchesWallet(gambler)).toBe(0n);
    const [counts] = await t.database.db
      .select({
        rows: sql<number>`count(*)::int`,
        ids: sql<number>`count(distinct ${providerTransactions.transactionId})::int`,
      })
      .from(providerTransactions)
      .where(eq(providerTransactions.playerId, Number(gambler.playerId)));
    expect(counts).toEqual({ rows: 100, ids: 100 });
    expect(await ledgerRows(gambler, 'bet')).toHaveLength(100);
  }, 60_000);

  it('moves money once for 20 simultaneous copies of one transaction and answers them all alike', async () => {
    const demo = await player();
    const before = await balanceOf(demo);
    const body = debit(demo, { amount: 70 });
    const results = await Promise.all(Array.from({ length: 20 }, () => seamless('debit', body)));
    expect(new Set(results.map((result) => result.raw)).size).toBe(1);
    expect(results[0]!.body).toMatchObject({ status: 'OK', balance: before - 70 });
    expect(await balanceOf(demo)).toBe(before - 70);
    expect(await t.database.db.select().from(bets).where(eq(bets.transactionId, body.transaction_id))).toHaveLength(1);
    await ledgerMatchesWallet(demo);
  }, 60_000);
  it('applies simultaneous rounds of many players, sent together when the wallet statements are busy, each exactly once', async () => {
    const gamblers = await Promise.all(Array.from({ length: 12 }, () => player(50)));
    const stakes = gamblers.flatMap((gambler) => [debit(gambler, { amount: 1000 }), debit(gambler, { amount: 500 })]);
    const debits = await Promise.all(stakes.map((body) => seamless('debit', body)));
    expect(debits.map((result) => result.body.status)).toEqual(stakes.map(() => 'OK'));
    const wins = await Promise.all(stakes.map((bet) => seamless('credit', settle(bet, { amount: 2000 }))));
    expect(wins.map((result) => result.body.status)).toEqual(stakes.map(() => 'OK'));
    for (const gambler of gamblers) {
      expect(await ledgerMatchesWallet(gambler)).toBe(5000n - 1500n + 4000n);
      expect(await ledgerRows(gambler, 'win')).toHaveLength(2);
    }
  }, 60_000);

  it('undoes only the call that failed inside a shared statement; the others in it stand', async () => {
    const gambler = await player(10);
    const bet = debit(gambler, { amount: 300 });
    expect((await seamless('debit', bet)).body.status).toBe('OK');
    const [site] = await t.database.db
      .select({ siteId: wallets.siteId })
      .from(wallets)
      .where(eq(wallets.playerId, Number(gambler.playerId)));
    const credit = (playerId: number, reference: string) => ({
      action: 'credit',
      provider: 'WLGAMES',
      transaction: txid(),
      player: playerId,
      site: site!.siteId,
      round: bet.round_id,
      reference,
      amount: '450',
      currency: 'USD',
    });
    const items = [credit(2_000_000_000, 'nobody'), credit(Number(gambler.playerId), bet.transaction_id)];
    const result = await t.database.db.execute(sql`select * from seamless_batch(${JSON.stringify(items)}::jsonb)`);
    const rows = (result as unknown as { rows: Array<{ r_item: number; r_outcome: string; r_status: string | null }> }).rows;
    expect(rows.map((row) => [row.r_item, row.r_outcome])).toEqual([
      [0, 'failed'],
      [1, 'ok'],
    ]);
    expect(rows[0]!.r_status).toContain('has no wallet');
    expect(await ledgerMatchesWallet(gambler)).toBe(1000n - 300n + 450n);
    const [settled] = await t.database.db.select().from(bets).where(eq(bets.transactionId, bet.transaction_id));
    expect(settled).toMatchObject({ status: 'settled', payout: 450n });
  }, 60_000);
});

describe('a launch token is exchanged once', () => {
  it('opens one game session: a second authenticate is refused and tells nothing, the game session bets and is paid', async () => {
    const gambler = await player(5);
    const replayed = await seamless('authenticate', { token: gambler.token });
    expect(replayed.body).toEqual({ status: 'INVALID_TOKEN', message: 'the token was exchanged before' });

    const bet = debit(gambler, { amount: 200 });
    expect((await seamless('debit', bet)).body).toMatchObject({ status: 'OK', balance: 300 });
    expect((await seamless('credit', settle(bet, { amount: 450 }))).body).toMatchObject({ status: 'OK', balance: 750 });
  });

  it('lets exactly one of simultaneous exchanges of one token win', async () => {
    const token = await launchToken(t, await loginDemo(t));
    const answers = await Promise.all(Array.from({ length: 8 }, () => seamless('authenticate', { token })));
    const statuses = answers.map((answer) => answer.body.status);
    expect(statuses.filter((status) => status === 'OK')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'INVALID_TOKEN')).toHaveLength(7);
    const [launch] = await t.database.db
      .select()
      .from(gameLaunches)
      .where(eq(gameLaunches.tokenHash, sha256(token)));
    expect(launch!.exchangedAt).toBeInstanceOf(Date);
  });
});

describe('the game bets only while the login session lives', () => {
  /** A provider's call made `minutes` from now: signed then, and judged by the operator's clock then. */
  function seamlessAt(minutes: number) {
    const now = new Date(Date.now() + minutes * 60_000);
    return async (action: SeamlessAction, payload: Record<string, unknown>) => {
      const rawBody = JSON.stringify(payload);
      const headers = seamlessHeaders(BUILT_IN_SECRET, rawBody, now);
      const request = {
        providerCode: BUILT_IN,
        action,
        rawBody,
        timestamp: headers[SEAMLESS_TIMESTAMP_HEADER],
        signature: headers[SEAMLESS_SIGNATURE_HEADER],
      };
      return t.app.seamless.handle(request, now);
    };
  }

  it('refuses a bet after logout, and still pays and refunds the rounds bet before it', async () => {
    const gambler = await player(5);
    const won = debit(gambler, { amount: 100 });
    const open = debit(gambler, { amount: 100 });
    expect((await seamless('debit', won)).body.status).toBe('OK');
    expect((await seamless('debit', open)).body.status).toBe('OK');
    expect((await t.call('logout', gambler.session)).statusCode).toBe(1);

    expect((await seamless('debit', debit(gambler))).body).toMatchObject({ status: 'INVALID_TOKEN', balance: 300 });
    expect((await seamless('credit', settle(won, { amount: 250 }))).body).toMatchObject({ status: 'OK', balance: 550 });
    expect((await seamless('rollback', rollbackOf(open))).body).toMatchObject({ status: 'OK', balance: 650 });
    await ledgerMatchesWallet(gambler);
  });

  it('refuses a bet after the player logs out everywhere from another device', async () => {
    const gambler = await player(5);
    const elsewhere = await t.call('login', {
      ...(await t.site()),
      account_id: gambler.session.account_id,
      password: 'Correct-horse-42',
    });
    expect(elsewhere.statusCode).toBe(1);
    const open = debit(gambler);
    expect((await seamless('debit', open)).body.status).toBe('OK');
    const ended = await t.call('logout', { auth: elsewhere.token, account_id: gambler.session.account_id, everywhere: true });
    expect(ended).toMatchObject({ statusCode: 1, sessions_ended: 2 });

    expect((await seamless('debit', debit(gambler))).body.status).toBe('INVALID_TOKEN');
    expect((await seamless('credit', settle(open, { amount: 100 }))).body).toMatchObject({ status: 'OK', balance: 500 });
  });

  it('refuses a bet once the login has been idle for SESSION_IDLE_MINUTES, and still settles the rounds bet before', async () => {
    const gambler = await player(5);
    const won = debit(gambler, { amount: 100 });
    const open = debit(gambler, { amount: 100 });
    expect((await seamlessAt(1)('debit', won)).status).toBe('OK');
    expect((await seamlessAt(1)('debit', open)).status).toBe('OK');

    const idle = seamlessAt(1 + 31);
    expect(await idle('debit', debit(gambler))).toMatchObject({ status: 'INVALID_TOKEN', balance: 300 });
    expect(await idle('credit', settle(won, { amount: 400 }))).toMatchObject({ status: 'OK', balance: 700 });
    expect(await idle('rollback', rollbackOf(open))).toMatchObject({ status: 'OK', balance: 800 });
  });

  it('counts a bet as activity: a player who keeps betting stays logged in, a game left alone is not', async () => {
    const gambler = await player(5);
    expect((await seamlessAt(20)('debit', debit(gambler))).status).toBe('OK');
    // 45 minutes after the login's last call, but 25 after the last bet.
    expect((await seamlessAt(45)('debit', debit(gambler))).status).toBe('OK');
    expect((await seamlessAt(45 + 31)('debit', debit(gambler))).status).toBe('INVALID_TOKEN');
  });

  it('refuses a bet once the login reaches SESSION_MAX_HOURS, though the launch token would last longer', async () => {
    const gambler = await player(5);
    // A login with an hour of its lifetime left; the game launched before has 4 hours.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60 * 60_000) })
      .where(eq(sessions.tokenHash, sha256(gambler.session.auth)));
    const open = debit(gambler);
    for (const minutes of [20, 40]) expect((await seamlessAt(minutes)('debit', debit(gambler))).status).toBe('OK');
    expect((await seamlessAt(59)('debit', open)).status).toBe('OK');

    const ended = seamlessAt(61);
    expect((await ended('debit', debit(gambler))).status).toBe('INVALID_TOKEN');
    expect(await ended('credit', settle(open, { amount: 100 }))).toMatchObject({ status: 'OK', balance: 300 });
  });
});
