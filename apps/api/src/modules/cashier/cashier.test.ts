import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cashierRequestEvents, ledgerEntries } from '../../db/schema/index.js';
import { BUILT_IN_GAME, launchToken, seamlessClient } from '../../test/game-provider.js';
import { expectSuccess, signupPlayer, testAppForFile } from '../../test/harness.js';
import { expectLedgerMatchesBalance, playerIdOf, withoutAdjustmentApproval } from '../../test/money.js';

const t = testAppForFile();
beforeAll(() => withoutAdjustmentApproval(t));
let playerSequence = 0;
/** Players a test touched; after each test their ledger must add up to their balance. */
const touched = new Set<string>();

afterEach(async () => {
  for (const accountId of touched) await expectLedgerMatchesBalance(t, accountId);
  touched.clear();
});

type Session = { auth: string; account_id: string };

/** A new verified player on the default site, credited with `balance` by an operator adjustment. */
async function newPlayer(balance = 0): Promise<Session> {
  const player = await signupPlayer(t, `cash${++playerSequence}`);
  touched.add(player.account_id);
  if (balance > 0) {
    const credited = await t.operator('wallet/adjust', {
      domain: 'localhost',
      account_id: player.account_id,
      direction: 'credit',
      amount: balance,
      reason: 'test funds',
      idempotency_key: `fund-${randomUUID()}`,
    });
    expectSuccess(credited);
  }
  return { auth: player.auth, account_id: player.account_id };
}

async function balanceOf(session: Session): Promise<number> {
  const result = await t.call('getBalance', session);
  expectSuccess(result);
  return result.game_balance;
}

async function addBank(session: Session, accountNumber = '1234567890'): Promise<number> {
  const added = await t.call('bankAccountAdd', {
    ...session,
    bank_name: 'BDO Unibank',
    holder_name: 'Juan Dela Cruz',
    account_number: accountNumber,
  });
  expectSuccess(added);
  return added.value.at(-1)!.bank_account_id;
}

function deposit(session: Session, amount: number, extra: Record<string, unknown> = {}) {
  return t.call('deposit', {
    ...session,
    amount,
    method: 'e_wallet',
    payment_reference: 'GCASH-778812',
    idempotency_key: randomUUID(),
    ...extra,
  });
}

function withdraw(session: Session, amount: number, bankAccountId: number, key = randomUUID()) {
  return t.call('withdrawal', { ...session, amount, bank_account_id: bankAccountId, idempotency_key: key });
}

function decide(kind: 'deposit' | 'withdrawal', requestId: number, decision: 'approve' | 'reject', reason?: string) {
  return t.operator('cashier/decide', { kind, request_id: requestId, decision, reason });
}

async function eventsOf(requestId: number) {
  const rows = await t.database.db
    .select()
    .from(cashierRequestEvents)
    .where(eq(cashierRequestEvents.requestId, requestId))
    .orderBy(cashierRequestEvents.id);
  return rows.map((row) => ({ from: row.fromStatus, to: row.toStatus, actor: row.actor, reason: row.reason }));
}

const todayRange = async () => {
  const today = await t.today();
  return { start_date: today, end_date: today };
};

describe('bank accounts', () => {
  it('adds, lists with the number masked, refuses a duplicate, removes and adds again', async () => {
    const player = await newPlayer();
    const added = await t.call('bankAccountAdd', {
      ...player,
      bank_name: 'Metrobank',
      holder_name: 'Maria Santos',
      account_number: '0012-3456-7890',
    });
    expectSuccess(added);
    expect(added).toMatchObject({
      statusCode: 1,
      max_accounts: 3,
      value: [{ bank_name: 'Metrobank', holder_name: 'Maria Santos', account_number: '******7890' }],
    });
    expect(JSON.stringify(await t.call('bankAccountList', player))).not.toContain('001234567890');

    const again = await t.call('bankAccountAdd', {
      ...player,
      bank_name: 'Metrobank',
      holder_name: 'Maria Santos',
      account_number: '001234567890',
    });
    expect(again.message).toBe('bankAccountExists');

    const id = added.value[0]!.bank_account_id;
    expect((await t.call('bankAccountRemove', { ...player, bank_account_id: id })).value).toEqual([]);
    expect((await t.call('bankAccountRemove', { ...player, bank_account_id: id })).message).toBe('bankAccountNotFound');
    await addBank(player, '001234567890');
  });

  it('keeps to the site limit on the number of accounts and checks the number', async () => {
    const settings = await t.operator('cashier/settings', { domain: 'casino1.localhost', max_bank_accounts: 2 });
    expect(settings.value).toMatchObject({ max_bank_accounts: 2 });
    const player = await signupPlayer(t, 'bankfull', 'casino1.localhost');
    const session = { auth: player.auth, account_id: player.account_id };
    await addBank(session, '11111111');
    await addBank(session, '22222222');
    const third = await t.call('bankAccountAdd', {
      ...session,
      bank_name: 'BPI',
      holder_name: 'Ana Reyes',
      account_number: '33333333',
    });
    expect(third.message).toBe('bankAccountLimit');
    const badNumber = await t.call('bankAccountAdd', {
      ...session,
      bank_name: 'BPI',
      holder_name: 'Ana Reyes',
      account_number: '12ab',
    });
    expect(badNumber.errors).toEqual([{ field: 'account_number', key: 'invalidAccountNumber' }]);
  });

  it("refuses to remove another player's account", async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const id = await addBank(owner);
    expect((await t.call('bankAccountRemove', { ...other, bank_account_id: id })).message).toBe('bankAccountNotFound');
    expect((await t.call('bankAccountList', owner)).value).toHaveLength(1);
  });
});

describe('deposits', () => {
  it('pending → approved: the balance rises once, with an audit row per change', async () => {
    const player = await newPlayer();
    const bank = await addBank(player);
    const requested = await deposit(player, 150.25, {
      method: 'bank_transfer',
      bank_account_id: bank,
      payment_reference: '',
      receipt_reference: 'RCPT-1',
    });
    expectSuccess(requested);
    expect(requested).toMatchObject({
      statusCode: 1,
      value: { kind: 'deposit', status: 'pending', amount: 150.25, method: 'bank_transfer', receipt_reference: 'RCPT-1' },
    });
    expect(requested.value.bank_account?.account_number).toBe('******7890');
    expect(await balanceOf(player)).toBe(0);
    const id = requested.value.request_id;

    const history = await t.call('transactionHistory', { ...player, ...(await todayRange()) });
    expectSuccess(history);
    expect(history.pending.map((request: { request_id: number }) => request.request_id)).toEqual([id]);

    const pending = await t.operator('cashier/pending', { kind: 'deposit', domain: 'localhost' });
    expectSuccess(pending);
    expect(pending.value.find((row: { request_id: number }) => row.request_id === id)).toMatchObject({
      account_id: player.account_id,
      amount: 150.25,
      account_number: '1234567890',
      currency: 'USD',
    });

    const approved = await decide('deposit', id, 'approve', 'payment seen');
    expect(approved).toMatchObject({
      statusCode: 1,
      value: { status: 'approved', decision_reason: 'payment seen' },
      balance: 150.25,
    });
    expect(await balanceOf(player)).toBe(150.25);

    expect((await decide('deposit', id, 'approve')).message).toBe('requestNotPending');
    expect((await decide('deposit', id, 'reject', 'second thoughts')).message).toBe('requestNotPending');
    expect((await t.call('cancelRequest', { ...player, request_id: id })).message).toBe('requestNotPending');
    expect(await balanceOf(player)).toBe(150.25);

    expect(await eventsOf(id)).toEqual([
      { from: null, to: 'pending', actor: `player:${await playerIdOf(t, player.account_id)}`, reason: '' },
      { from: 'pending', to: 'approved', actor: 'key:tests', reason: 'payment seen' },
    ]);
    const credits = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `cashier:${id}`));
    expect(credits.map((entry) => [entry.kind, entry.amount])).toEqual([['deposit', 15025n]]);
  });

  it('pending → rejected and pending → cancelled move no money', async () => {
    const player = await newPlayer();
    const rejected = await deposit(player, 50);
    expectSuccess(rejected);
    const refused = await decide('deposit', rejected.value.request_id, 'reject', 'no payment arrived');
    expectSuccess(refused);
    expect(refused.value).toMatchObject({ status: 'rejected', decision_reason: 'no payment arrived' });

    const cancelled = await deposit(player, 60);
    expectSuccess(cancelled);
    const cancel = await t.call('cancelRequest', {
      ...player,
      request_id: cancelled.value.request_id,
      reason: 'changed my mind',
    });
    expect(cancel).toMatchObject({
      statusCode: 1,
      value: { status: 'cancelled', decision_reason: 'changed my mind' },
      balance: 0,
    });
    expect((await decide('deposit', cancelled.value.request_id, 'approve')).message).toBe('requestNotPending');
    expect(await balanceOf(player)).toBe(0);
    expect((await eventsOf(cancelled.value.request_id)).at(-1)).toMatchObject({
      from: 'pending',
      to: 'cancelled',
      reason: 'changed my mind',
    });
  });

  it('refuses below the minimum, above the maximum, finer than the currency, a foreign bank account', async () => {
    await t.operator('cashier/settings', { domain: 'localhost', min_amount: 20, max_amount: 1000 });
    const player = await newPlayer();
    expect((await deposit(player, 19.99)).message).toBe('amountBelowMinimum');
    expect((await deposit(player, 1000.01)).message).toBe('amountAboveMaximum');
    expect((await deposit(player, 20.001)).errors).toEqual([{ field: 'amount', key: 'tooManyDecimals' }]);
    expect((await deposit(player, 0)).errors).toEqual([{ field: 'amount', key: 'amountNotPositive' }]);
    const noBank = await deposit(player, 50, { method: 'bank_transfer', payment_reference: '' });
    expect(noBank.errors).toEqual([{ field: 'bank_account_id', key: 'required' }]);
    const someoneElse = await newPlayer();
    const foreign = await deposit(player, 50, { method: 'bank_transfer', bank_account_id: await addBank(someoneElse) });
    expect(foreign.message).toBe('bankAccountNotFound');
    expect((await deposit(player, 20)).value?.status).toBe('pending');
    await t.operator('cashier/settings', { domain: 'localhost', min_amount: 10, max_amount: 50000 });
  });

  it("does not let a player cancel another player's request, nor the operator decide it as the other kind", async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const request = await deposit(owner, 40);
    expectSuccess(request);
    const id = request.value.request_id;
    expect((await t.call('cancelRequest', { ...other, request_id: id })).message).toBe('requestNotFound');
    expect((await decide('withdrawal', id, 'approve')).message).toBe('requestNotFound');
    expect((await t.operator('cashier/decide', { kind: 'deposit', request_id: id, decision: 'reject' })).errors).toEqual([
      { field: 'reason', key: 'required' },
    ]);
    expect((await t.call('transactionHistory', { ...owner, ...(await todayRange()) })).pending).toHaveLength(1);
  });

  it('makes one request per idempotency key, even when the repeats arrive together', async () => {
    const player = await newPlayer();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => deposit(player, 75, { idempotency_key: key })));
    const ids = answers.map((answer) => {
      expectSuccess(answer);
      return answer.value.request_id;
    });
    expect(new Set(ids).size).toBe(1);
    const again = await deposit(player, 75, { idempotency_key: key });
    expectSuccess(again);
    expect(again.value.request_id).toBe(ids[0]);
    const reused = await deposit(player, 80, { idempotency_key: key });
    expect(reused.errors).toEqual([{ field: 'idempotency_key', key: 'idempotencyKeyReused' }]);

    await Promise.all([
      decide('deposit', again.value.request_id, 'approve'),
      decide('deposit', again.value.request_id, 'approve'),
    ]);
    expect(await balanceOf(player)).toBe(75);
  });
});

describe('withdrawals', () => {
  it('takes the amount at once; approval settles it, the balance stays', async () => {
    const player = await newPlayer(500);
    const bank = await addBank(player);
    const requested = await withdraw(player, 120.5, bank);
    expectSuccess(requested);
    expect(requested).toMatchObject({
      statusCode: 1,
      value: { kind: 'withdrawal', status: 'pending', amount: 120.5 },
      balance: 379.5,
    });
    expect(await balanceOf(player)).toBe(379.5);
    const limits = await t.call('walletLimits', player);
    expect(limits).toMatchObject({
      withdrawable: 379.5,
      pending_withdrawals: 120.5,
      min_amount: 10,
      max_amount: 50000,
      deposit_allowance: null,
    });

    const id = requested.value.request_id;
    expect((await t.call('bankAccountRemove', { ...player, bank_account_id: bank })).message).toBe('bankAccountInUse');
    const approved = await decide('withdrawal', id, 'approve', 'paid by transfer 8812');
    expect(approved).toMatchObject({ value: { status: 'approved' }, balance: 379.5 });
    expect((await decide('withdrawal', id, 'approve')).message).toBe('requestNotPending');
    expect((await t.call('cancelRequest', { ...player, request_id: id })).message).toBe('requestNotPending');
    expect(await balanceOf(player)).toBe(379.5);
    expect((await t.call('bankAccountRemove', { ...player, bank_account_id: bank })).statusCode).toBe(1);

    const summary = await t.call('accountSummary', player);
    expect(summary).toMatchObject({ balance: 379.5, total_withdrawals: 120.5, pending_withdrawals: 0 });
  });

  it('a rejection or a cancel returns the amount, once', async () => {
    const player = await newPlayer(300);
    const bank = await addBank(player);
    const rejected = await withdraw(player, 100, bank);
    expectSuccess(rejected);
    const refused = await decide('withdrawal', rejected.value.request_id, 'reject', 'name does not match');
    expectSuccess(refused);
    expect(refused).toMatchObject({ value: { status: 'rejected' }, balance: 300 });
    expect((await decide('withdrawal', rejected.value.request_id, 'reject', 'again')).message).toBe('requestNotPending');

    const cancelled = await withdraw(player, 80, bank);
    expectSuccess(cancelled);
    expect(await balanceOf(player)).toBe(220);
    const [first, second] = await Promise.all([
      t.call('cancelRequest', { ...player, request_id: cancelled.value.request_id }),
      t.call('cancelRequest', { ...player, request_id: cancelled.value.request_id }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([1, 409]);
    expect(await balanceOf(player)).toBe(300);
    expect((await decide('withdrawal', cancelled.value.request_id, 'approve')).message).toBe('requestNotPending');

    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `cashier:${cancelled.value.request_id}`))
      .orderBy(ledgerEntries.id);
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['withdrawal', -8000n],
      ['withdrawal_reversal', 8000n],
    ]);
    expect(await t.call('accountSummary', player)).toMatchObject({ total_withdrawals: 0, net_deposits: 0 });
  });

  it('refuses more than the balance, a foreign bank account, and amounts outside the site limits', async () => {
    const player = await newPlayer(100);
    const bank = await addBank(player);
    expect((await withdraw(player, 100.01, bank)).message).toBe('insufficientBalance');
    const someoneElse = await newPlayer();
    expect((await withdraw(player, 50, await addBank(someoneElse))).message).toBe('bankAccountNotFound');
    expect((await withdraw(player, 9.99, bank)).message).toBe('amountBelowMinimum');
    expect((await withdraw(player, 50_000.01, bank)).message).toBe('amountAboveMaximum');
    expect(await balanceOf(player)).toBe(100);
    expect((await t.call('transactionHistory', { ...player, ...(await todayRange()), type: 'withdrawal' })).total).toBe(0);
  });

  it('lets through only what the balance covers when requests arrive together', async () => {
    const player = await newPlayer(100);
    const bank = await addBank(player);
    const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(player, 30, bank)));
    const succeeded = answers.filter((answer) => answer.statusCode === 1);
    expect(succeeded).toHaveLength(3);
    expect(answers.filter((answer) => answer.message === 'insufficientBalance')).toHaveLength(3);
    expect(await balanceOf(player)).toBe(10);
    const pending = await t.operator('cashier/pending', { kind: 'withdrawal', domain: 'localhost' });
    expectSuccess(pending);
    expect(pending.value.filter((row: { account_id: string }) => row.account_id === player.account_id)).toHaveLength(3);
  });

  it('makes one withdrawal per idempotency key under a double click', async () => {
    const player = await newPlayer(100);
    const bank = await addBank(player);
    const key = randomUUID();
    const answers = await Promise.all([withdraw(player, 40, bank, key), withdraw(player, 40, bank, key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([1, 1]);
    const [first, second] = answers.map((answer) => {
      expectSuccess(answer);
      return answer.value.request_id;
    });
    expect(first).toBe(second);
    expect(await balanceOf(player)).toBe(60);
  });

  it('shows only paid withdrawals in the public top-10 ticker', async () => {
    const domain = 'casino3.localhost';
    const player = await signupPlayer(t, 'tickered', domain);
    touched.add(player.account_id);
    const session = { auth: player.auth, account_id: player.account_id };
    await t.operator('wallet/adjust', {
      domain,
      account_id: player.account_id,
      direction: 'credit',
      amount: 1000,
      reason: 'test funds',
      idempotency_key: randomUUID(),
    });
    const bank = await addBank(session);
    const paid = await withdraw(session, 300, bank);
    expectSuccess(paid);
    await decide('withdrawal', paid.value.request_id, 'approve');
    const returned = await withdraw(session, 200, bank);
    expectSuccess(returned);
    await decide('withdrawal', returned.value.request_id, 'reject', 'name does not match');
    await withdraw(session, 100, bank);

    const ticker = await t.call('top10WinnerWithdrawal', await t.site(domain));
    expectSuccess(ticker);
    expect(ticker.value.withrawal.map((entry: { amount: number }) => entry.amount)).toEqual([300]);
    expect(ticker.value.hour_withdrawal).toBe(300);
  });
});

describe('history, statement and summary', () => {
  it('lists requests and bookings by type and status, and refuses a bad range', async () => {
    const player = await newPlayer(200);
    const bank = await addBank(player);
    const paidIn = await deposit(player, 100);
    expectSuccess(paidIn);
    await decide('deposit', paidIn.value.request_id, 'approve');
    const refused = await deposit(player, 30);
    expectSuccess(refused);
    await decide('deposit', refused.value.request_id, 'reject', 'no payment arrived');
    await withdraw(player, 50, bank);

    const range = await todayRange();
    const all = await t.call('transactionHistory', { ...player, ...range });
    expectSuccess(all);
    expect(all.total).toBe(4);
    expect(
      all.value.map((line: { type: string; status: string; amount: number }) => [line.type, line.status, line.amount]),
    ).toEqual([
      ['withdrawal', 'pending', -50],
      ['deposit', 'rejected', 30],
      ['deposit', 'approved', 100],
      ['adjustment', 'approved', 200],
    ]);
    expect(all.value.map((line: { detail: string }) => line.detail)).toEqual([
      'BDO Unibank ******7890',
      'e_wallet',
      'e_wallet',
      'adjustment',
    ]);
    const deposits = await t.call('transactionHistory', { ...player, ...range, type: 'deposit', status: 'approved' });
    expect(deposits.value).toHaveLength(1);
    const paged = await t.call('transactionHistory', { ...player, ...range, page: 2, page_size: 3 });
    expect(paged.value).toHaveLength(1);
    expect((await t.call('transactionHistory', { ...player, start_date: '2026-01-02', end_date: '2026-01-01' })).message).toBe(
      'invalidDateRange',
    );
    expect((await t.call('statement', { ...player, start_date: '2025-01-01', end_date: '2025-06-01' })).message).toBe(
      'invalidDateRange',
    );

    const statement = await t.call('statement', { ...player, ...range });
    expectSuccess(statement);
    expect(statement).toMatchObject({ statusCode: 1, total: 3, opening_balance: 0, closing_balance: 250 });
    expect(
      statement.value.map((line: { kind: string; amount: number; balance: number }) => [line.kind, line.amount, line.balance]),
    ).toEqual([
      ['withdrawal', -50, 250],
      ['deposit', 100, 300],
      ['adjustment', 200, 200],
    ]);

    expect(await t.call('accountSummary', player)).toMatchObject({
      balance: 250,
      total_deposits: 100,
      total_withdrawals: 50,
      net_deposits: 50,
      pending_withdrawals: 50,
      previous_login_at: null,
    });
  });

  it('shows the previous login time after a new login', async () => {
    const player = await signupPlayer(t, 'summary1');
    touched.add(player.account_id);
    const login = await t.call('login', { ...player.site, account_id: player.account_id, password: player.password });
    const summary = await t.call('accountSummary', { auth: login.token, account_id: player.account_id });
    expect(summary.previous_login_at).not.toBeNull();
    expect(summary.previous_login_at).toBe(login.previous_login_at);
  });
});

describe('statement order', () => {
  type Line = {
    entry_id: number;
    kind: string;
    amount: number;
    balance: number;
    reference: string;
    title: string;
    created_at: string;
  };
  const cents = (major: number) => Math.round(major * 100);

  /** Newest first, each line's balance is the one below it plus its own amount; the oldest starts from the opening balance. */
  function expectChained(statement: { value: Line[]; opening_balance: number }) {
    const lines = statement.value;
    lines.forEach((line, index) => {
      const before = index + 1 < lines.length ? lines[index + 1]!.balance : statement.opening_balance;
      expect(cents(line.balance), `entry ${line.entry_id}`).toBe(cents(before) + cents(line.amount));
    });
  }

  it('lists the entries in the order they were applied, even one whose transaction started earlier', async () => {
    const player = await newPlayer(200);
    const paidIn = await deposit(player, 100);
    expectSuccess(paidIn);
    await decide('deposit', paidIn.value.request_id, 'approve');
    await t.operator('wallet/adjust', {
      domain: 'localhost',
      account_id: player.account_id,
      direction: 'credit',
      amount: 50,
      reason: 'goodwill',
      idempotency_key: randomUUID(),
    });
    // The last entry as a transaction that began before the deposit's, then waited for the wallet row, writes it.
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.playerId, await playerIdOf(t, player.account_id)))
      .orderBy(ledgerEntries.id);
    await t.database.db
      .update(ledgerEntries)
      .set({ createdAt: new Date(entries[1]!.createdAt.getTime() - 1) })
      .where(eq(ledgerEntries.id, entries[2]!.id));

    const statement = await t.call('statement', { ...player, ...(await todayRange()) });
    expectSuccess(statement);
    expect(statement.value.map((line: Line) => [line.amount, line.balance])).toEqual([
      [50, 350],
      [100, 300],
      [200, 200],
    ]);
    expectChained(statement);
    expect(statement.closing_balance).toBe(await balanceOf(player));
  });

  it('chains the running balance and closes at the wallet balance after many concurrent changes', async () => {
    const player = await newPlayer(1000);
    const requested = [];
    for (let index = 0; index < 8; index++) {
      const request = await deposit(player, 20 + index);
      expectSuccess(request);
      requested.push(request.value.request_id);
    }
    const token = await launchToken(t, player);
    const seamless = seamlessClient(t);
    const providerPlayer = String(await playerIdOf(t, player.account_id));
    const { currency } = await t.call('getBalance', player);
    const round = async (index: number) => {
      const ids = { round_id: `statement-${player.account_id}-${index}`, game_code: BUILT_IN_GAME, currency };
      const debit = await seamless('debit', {
        ...ids,
        player_id: providerPlayer,
        token,
        transaction_id: `${ids.round_id}-bet`,
        amount: 500 + index,
      });
      expect(debit.body.status, debit.raw).toBe('OK');
      const credit = await seamless('credit', {
        ...ids,
        player_id: providerPlayer,
        transaction_id: `${ids.round_id}-win`,
        reference_transaction_id: `${ids.round_id}-bet`,
        amount: index % 2 ? 700 + index : 0,
      });
      expect(credit.body.status, credit.raw).toBe('OK');
    };
    await Promise.all([
      ...requested.map((id) => decide('deposit', id, 'approve')),
      ...Array.from({ length: 12 }, (_, index) => round(index)),
      ...Array.from({ length: 6 }, (_, index) =>
        t.operator('wallet/adjust', {
          domain: 'localhost',
          account_id: player.account_id,
          direction: index % 3 ? 'credit' : 'debit',
          amount: 3 + index,
          reason: 'concurrent test',
          idempotency_key: randomUUID(),
        }),
      ),
    ]);

    const statement = await t.call('statement', { ...player, ...(await todayRange()), page_size: 100 });
    expectSuccess(statement);
    // 1 funding, 8 deposits, 12 bets, 6 wins (the losses settle without an entry), 6 adjustments
    expect(statement.total).toBe(33);
    expect(statement.value).toHaveLength(33);
    expect(statement.opening_balance).toBe(0);
    expectChained(statement);
    expect(statement.closing_balance).toBe(statement.value[0]?.balance);
    expect(statement.closing_balance).toBe(await balanceOf(player));
    // A round's lines name their game for the player; the round id stays the reference.
    const roundLines = statement.value.filter((line: Line) => line.kind === 'bet' || line.kind === 'win');
    expect(roundLines).toHaveLength(18);
    expect(new Set(roundLines.map((line: Line) => line.title))).toEqual(new Set(['Lucky Lantern']));
    expect(roundLines.every((line: Line) => line.reference.startsWith(`statement-${player.account_id}-`))).toBe(true);
    expect(statement.value.filter((line: Line) => line.kind === 'deposit').every((line: Line) => line.title === '')).toBe(true);
    // Times follow the same order, so a date range cuts the chain only at its ends.
    const times = statement.value.map((line: Line) => line.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('operator cashier settings', () => {
  it('answers the current settings, changes only what is given, refuses max below min', async () => {
    const settings = await t.operator('cashier/settings', { domain: 'casino2.localhost' });
    expectSuccess(settings);
    const current = settings.value;
    expect(current.max_amount).toBeGreaterThan(current.min_amount);
    const changed = await t.operator('cashier/settings', {
      domain: 'casino2.localhost',
      max_amount: current.min_amount * 100,
      reason: 'risk review',
    });
    expect(changed.value).toEqual({ ...current, max_amount: current.min_amount * 100 });
    const backwards = await t.operator('cashier/settings', {
      domain: 'casino2.localhost',
      min_amount: current.min_amount * 1000,
    });
    expect(backwards.errors).toEqual([{ field: 'max_amount', key: 'maxBelowMin' }]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'site.cashier_settings'));
    expect(audit.find((row) => row.reason === 'risk review')?.data).toMatchObject({
      after: { max_amount: current.min_amount * 100 },
    });
  });
});
