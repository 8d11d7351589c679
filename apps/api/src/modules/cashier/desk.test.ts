import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvals, auditLog, cashierRequestEvents } from '../../db/schema/index.js';
import { expectSuccess, type PlayerSession, type StaffSession, signupPlayer, testAppForFile } from '../../test/harness.js';
import { approvedDeposit, balanceOf, expectLedgerMatchesBalance } from '../../test/money.js';

const t = testAppForFile();
let playerSequence = 0;
let bankSequence = 0;
/** Players a test touched; after each test their ledger must add up to their balance. */
const touched = new Set<string>();

afterEach(async () => {
  for (const accountId of touched) await expectLedgerMatchesBalance(t, accountId);
  touched.clear();
});

/** A new verified player of a site, with `funds` deposited and approved. */
async function newPlayer(funds = 0, domain = 'localhost'): Promise<PlayerSession> {
  const player = await signupPlayer(t, `desk${++playerSequence}`, domain);
  touched.add(player.account_id);
  const session = { auth: player.auth, account_id: player.account_id };
  if (funds > 0) await approvedDeposit(t, session, funds);
  return session;
}

async function deposit(session: PlayerSession, amount: number): Promise<number> {
  const requested = await t.call('deposit', {
    ...session,
    amount,
    method: 'e_wallet',
    payment_reference: 'GCASH-778812',
    idempotency_key: randomUUID(),
  });
  expectSuccess(requested);
  return requested.value.request_id;
}

async function withdraw(session: PlayerSession, amount: number): Promise<number> {
  const added = await t.call('bankAccountAdd', {
    ...session,
    bank_name: 'BDO Unibank',
    holder_name: 'Juan Dela Cruz',
    account_number: `98765${String(++bankSequence).padStart(5, '0')}`,
  });
  expectSuccess(added);
  const requested = await t.call('withdrawal', {
    ...session,
    amount,
    bank_account_id: added.value.at(-1)!.bank_account_id,
    idempotency_key: randomUUID(),
  });
  expectSuccess(requested);
  return requested.value.request_id;
}

async function queue(session: StaffSession, body: Record<string, unknown>) {
  const answer = await t.backoffice('cashierDeskQueue', body, session);
  expectSuccess(answer);
  return answer;
}

function decide(session: StaffSession, requestIds: number[], decision: 'approve' | 'reject', reason?: string) {
  return t.backoffice('cashierDeskDecide', { request_ids: requestIds, decision, reason }, session);
}

/** The site's own today: a site in another time zone may already be on another date. */
async function requestStatus(session: PlayerSession, requestId: number, domain = 'localhost') {
  const today = await t.today(domain);
  const history = await t.call('transactionHistory', { ...session, start_date: today, end_date: today });
  expectSuccess(history);
  return history.value.find((line) => line.request_id === requestId)?.status;
}

async function timesApproved(requestId: number): Promise<number> {
  const rows = await t.database.db
    .select()
    .from(cashierRequestEvents)
    .where(and(eq(cashierRequestEvents.requestId, requestId), eq(cashierRequestEvents.toStatus, 'approved')));
  return rows.length;
}

async function inboxOf(session: PlayerSession) {
  const inbox = await t.call('getInbox', session);
  expectSuccess(inbox);
  return inbox.value;
}

/** The player's inbox messages about withdrawals (their funding deposit has its own). */
async function withdrawalNotices(session: PlayerSession) {
  return (await inboxOf(session)).filter((item) => item.title.startsWith('Withdrawal'));
}

let cashier: StaffSession;

beforeAll(async () => {
  cashier = await t.staffSession('cashier');
});

describe('the queue', () => {
  it("lists the member's pending requests with the player's balance, status, limits and latest requests", async () => {
    const player = await newPlayer(100);
    const limit = await t.call('depositLimitSet', { ...player, period: 'weekly', amount: 500 });
    expectSuccess(limit);
    const withdrawalId = await withdraw(player, 30);
    const depositId = await deposit(player, 25);

    const { value, total } = await queue(cashier, { account_id: player.account_id });
    expect(total).toBe(2);
    // Oldest first: the order to work through.
    expect(value.map((row) => row.request_id)).toEqual([withdrawalId, depositId]);
    const row = value[1]!;
    expect(row).toMatchObject({
      kind: 'deposit',
      status: 'pending',
      amount: 25,
      account_id: player.account_id,
      site: { currency: 'USD' },
      needs_second_approver: false,
      approval: null,
    });
    expect(row.player).toMatchObject({
      status: 'active',
      phone_verified: true,
      balance: 70,
      bonus: 0,
      cash: 70,
      time_out_until: null,
      self_excluded_permanently: false,
      deposit_limits: [{ period: 'weekly', amount: 500, set_by: 'player' }],
      open_bonus: null,
    });
    // The row's own request is not among the latest: the withdrawal and the first deposit are.
    expect(row.player.recent.map((recent) => [recent.kind, recent.status, recent.amount])).toEqual([
      ['withdrawal', 'pending', 30],
      ['deposit', 'approved', 100],
    ]);
    expect(value[0]!.bank).toMatchObject({ bank_name: 'BDO Unibank', holder_name: 'Juan Dela Cruz' });
  });

  it('filters by kind, status, amount and account id, sorts, and pages', async () => {
    const player = await newPlayer();
    const [small, middle, large] = [await deposit(player, 11), await deposit(player, 22), await deposit(player, 33)];
    const mine = { account_id: player.account_id.toUpperCase() };

    const largest = await queue(cashier, { ...mine, sort: 'largest' });
    expect(largest.value.map((row) => row.request_id)).toEqual([large, middle, small]);
    const between = await queue(cashier, { ...mine, amount_min: 20, amount_max: 30 });
    expect(between.value.map((row) => row.request_id)).toEqual([middle]);
    const secondPage = await queue(cashier, { ...mine, sort: 'newest', page: 2, page_size: 2 });
    expect(secondPage).toMatchObject({ total: 3 });
    expect(secondPage.value.map((row) => row.request_id)).toEqual([small]);
    expect((await queue(cashier, { ...mine, kind: 'withdrawal' })).total).toBe(0);

    expectSuccess(await decide(cashier, [small], 'reject', 'no payment arrived'));
    expect((await queue(cashier, mine)).total).toBe(2);
    const rejected = await queue(cashier, { ...mine, status: 'rejected' });
    expect(rejected.value).toMatchObject([{ request_id: small, decision_reason: 'no payment arrived' }]);
    expect(rejected.value[0]!.decided_by).toMatch(/^staff:staff-cashier-/);
    // The tabs' counts take no filter but the site.
    expect(rejected.pending.deposit).toBeGreaterThanOrEqual(2);

    const refused = await t.backoffice('cashierDeskQueue', { amount_min: 30, amount_max: 20 }, cashier);
    expect(refused).toMatchObject({ httpStatus: 422, errors: [{ field: 'amount_max', key: 'maxBelowMin' }] });
  });

  it("shows another operator's requests to nobody of this operator, and this operator's to none of theirs", async () => {
    const platformOwner = await t.staffSession('owner', { platform: true });
    const created = await t.backoffice(
      'operatorsCreate',
      { name: `Desk rival ${randomUUID().slice(0, 8)}`, withdrawal_approval_over: { USD: 100_000 } },
      platformOwner,
    );
    expectSuccess(created);
    const site = await t.operator('sites/create', {
      domain: `rival-${playerSequence}.localhost`,
      theme_code: 'casino1',
      theme_color: 'gold',
      currency: 'USD',
      country: 'US',
      operator_id: created.value.id,
    });
    expectSuccess(site);
    const theirPlayer = await newPlayer(0, site.value.domains[0]);
    const theirDeposit = await deposit(theirPlayer, 40);
    const ourPlayer = await newPlayer();
    const ourDeposit = await deposit(ourPlayer, 40);
    const theirCashier = await t.staffSession('cashier', { operatorId: created.value.id });

    expect((await queue(cashier, { account_id: theirPlayer.account_id })).total).toBe(0);
    expect(await t.backoffice('cashierDeskQueue', { site_id: site.value.id }, cashier)).toMatchObject({
      statusCode: 404,
      message: 'siteNotFound',
    });
    const theirs = await queue(theirCashier, {});
    expect(theirs.value.map((row) => row.request_id)).toEqual([theirDeposit]);
    expect(theirs.pending).toEqual({ deposit: 1, withdrawal: 0 });

    // Deciding what is out of reach is the same as deciding what does not exist.
    const outcome = await decide(cashier, [theirDeposit], 'approve');
    expectSuccess(outcome);
    expect(outcome.value).toEqual([
      { request_id: theirDeposit, outcome: 'failed', status: null, approval_id: null, failure: 'requestNotFound' },
    ]);
    const reverse = await decide(theirCashier, [ourDeposit], 'approve');
    expectSuccess(reverse);
    expect(reverse.value[0]).toMatchObject({ outcome: 'failed', failure: 'requestNotFound' });
    expect(await requestStatus(theirPlayer, theirDeposit, site.value.domains[0])).toBe('pending');
  });

  it('lets a member who may only read see the queue but not decide, and keeps it from roles without cashier.read', async () => {
    const player = await newPlayer();
    const requestId = await deposit(player, 15);
    const readOnly = await t.staffSession('read_only');
    expect((await queue(readOnly, { account_id: player.account_id })).value.map((row) => row.request_id)).toEqual([requestId]);
    expect(await decide(readOnly, [requestId], 'approve')).toMatchObject({ httpStatus: 403, message: 'forbidden' });
    const marketing = await t.staffSession('marketing');
    expect(await t.backoffice('cashierDeskQueue', {}, marketing)).toMatchObject({ httpStatus: 403, message: 'forbidden' });
    expect(await t.backoffice('cashierDeskQueue', {}, null)).toMatchObject({ httpStatus: 401, message: 'permissionDenied' });
    expect(await requestStatus(player, requestId)).toBe('pending');
  });
});

describe('decisions', () => {
  it('decides each request of a bulk decision on its own: one that fails leaves the others decided', async () => {
    const first = await newPlayer();
    const second = await newPlayer();
    const decidedBefore = await deposit(first, 20);
    expectSuccess(await decide(cashier, [decidedBefore], 'approve'));
    const [a, b] = [await deposit(first, 30), await deposit(second, 45)];
    const missing = 2_000_000_000;

    const answer = await decide(cashier, [a, decidedBefore, missing, b], 'approve', 'payment matched');
    expectSuccess(answer);
    expect(answer.value).toEqual([
      { request_id: a, outcome: 'decided', status: 'approved', approval_id: null, failure: null },
      { request_id: decidedBefore, outcome: 'failed', status: null, approval_id: null, failure: 'requestNotPending' },
      { request_id: missing, outcome: 'failed', status: null, approval_id: null, failure: 'requestNotFound' },
      { request_id: b, outcome: 'decided', status: 'approved', approval_id: null, failure: null },
    ]);
    expect((await balanceOf(t, first)).balance).toBe(50);
    expect((await balanceOf(t, second)).balance).toBe(45);
  });

  it('needs a reason to reject, takes each request once, and at most the bulk limit', async () => {
    const player = await newPlayer();
    const requestId = await deposit(player, 20);
    expect(await decide(cashier, [requestId], 'reject')).toMatchObject({
      httpStatus: 422,
      errors: [{ field: 'reason', key: 'required' }],
    });
    expect(await decide(cashier, [requestId, requestId], 'approve')).toMatchObject({ httpStatus: 422 });
    expect(
      await decide(
        cashier,
        Array.from({ length: 101 }, (_, index) => index + 1),
        'approve',
      ),
    ).toMatchObject({
      httpStatus: 422,
      errors: [{ field: 'request_ids', key: 'tooLong' }],
    });
    expect(await requestStatus(player, requestId)).toBe('pending');
  });

  it("tells the player in their inbox, in the site's language, what was decided, the amount and the reason", async () => {
    const filipino = await newPlayer(0, 'casino1.localhost');
    const rejected = await deposit(filipino, 500);
    expectSuccess(await decide(cashier, [rejected], 'reject', 'Walang natanggap na bayad'));
    const [notice] = await inboxOf(filipino);
    expect(notice).toMatchObject({ title: 'Tinanggihan ang deposito', reward_type: 'none', is_read: false });
    expect(notice!.body).toBe('Tinanggihan ang iyong deposito na ₱500.00. Dahilan: Walang natanggap na bayad');

    const chinese = await newPlayer(0, 'casino2.localhost');
    const approved = await deposit(chinese, 1234.5);
    expectSuccess(await decide(cashier, [approved], 'approve', '已核对'));
    const [chineseNotice] = await inboxOf(chinese);
    expect(chineseNotice).toMatchObject({
      title: '存款已批准',
      body: '您的 ¥1,234.50 存款已批准，已存入您的余额。 原因：已核对',
    });

    const english = await newPlayer();
    const plain = await deposit(english, 20);
    expectSuccess(await decide(cashier, [plain], 'approve'));
    expect(await inboxOf(english)).toMatchObject([
      { title: 'Deposit approved', body: 'Your deposit of $20.00 has been approved and added to your balance.' },
    ]);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cashier.deposit.reject'), eq(auditLog.reason, 'Walang natanggap na bayad')));
    expect(audit).toMatchObject({ actorKind: 'staff', role: 'cashier', after: { request_id: rejected, status: 'rejected' } });
  });
});

describe('four eyes on withdrawals', () => {
  // The default operator's threshold for USD is 1,000.00: above it, a second member approves.
  it('proposes a withdrawal above the threshold; the proposer cannot approve it; a second cashier pays it once', async () => {
    const player = await newPlayer(2000);
    const requestId = await withdraw(player, 1500);
    const [row] = (await queue(cashier, { account_id: player.account_id, kind: 'withdrawal' })).value;
    expect(row).toMatchObject({ request_id: requestId, needs_second_approver: true, approval: null });

    const proposed = await decide(cashier, [requestId], 'approve', 'documents checked');
    expectSuccess(proposed);
    const approvalId = proposed.value[0]!.approval_id!;
    expect(proposed.value).toEqual([
      { request_id: requestId, outcome: 'pending_approval', status: 'pending', approval_id: approvalId, failure: null },
    ]);
    expect(await requestStatus(player, requestId)).toBe('pending');
    expect(await withdrawalNotices(player)).toEqual([]);
    const again = await decide(cashier, [requestId], 'approve');
    expectSuccess(again);
    expect(again.value[0]).toMatchObject({ outcome: 'pending_approval', approval_id: approvalId });
    expect(await t.backoffice('approvalsDecide', { approval_id: approvalId, decision: 'approve' }, cashier)).toMatchObject({
      message: 'approvalOwnProposal',
    });
    const [waiting] = (await queue(cashier, { account_id: player.account_id, kind: 'withdrawal' })).value;
    expect(waiting!.approval).toMatchObject({ approval_id: approvalId, status: 'pending', proposed_by: cashier.username });

    const second = await t.staffSession('cashier');
    const paid = await decide(second, [requestId], 'approve');
    expectSuccess(paid);
    expect(paid.value).toEqual([
      { request_id: requestId, outcome: 'decided', status: 'approved', approval_id: null, failure: null },
    ]);
    expect(await requestStatus(player, requestId)).toBe('approved');
    expect(await timesApproved(requestId)).toBe(1);
    expect((await balanceOf(t, player)).balance).toBe(500);
    expect(await withdrawalNotices(player)).toMatchObject([
      { title: 'Withdrawal approved', body: expect.stringContaining('$1,500.00') as string },
    ]);
    const [approval] = await t.database.db.select().from(approvals).where(eq(approvals.id, approvalId));
    expect(approval).toMatchObject({ status: 'approved', decidedBy: second.staffId });
    expect((await decide(second, [requestId], 'approve')).value?.[0]).toMatchObject({ failure: 'requestNotPending' });
  });

  it('pays once when two members approve at the same moment', async () => {
    const player = await newPlayer(3000);
    const requestId = await withdraw(player, 2500);
    const proposed = await decide(cashier, [requestId], 'approve');
    expectSuccess(proposed);
    const approvalId = proposed.value[0]!.approval_id!;
    const [second, third] = [await t.staffSession('cashier'), await t.staffSession('risk')];

    const answers = await Promise.all([
      t.backoffice('approvalsDecide', { approval_id: approvalId, decision: 'approve' }, second),
      t.backoffice('approvalsDecide', { approval_id: approvalId, decision: 'approve' }, third),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([1, 409]);
    expect(answers.find((answer) => answer.statusCode !== 1)).toMatchObject({ message: 'approvalDecided' });
    expect(await timesApproved(requestId)).toBe(1);
    expect(await requestStatus(player, requestId)).toBe('approved');
    expect(await withdrawalNotices(player)).toHaveLength(1);
    expect((await balanceOf(t, player)).balance).toBe(500);
  });

  it("refuses an API key above the threshold and proposes a staff session's approval through the operator API", async () => {
    const player = await newPlayer(2000);
    const requestId = await withdraw(player, 1200);
    const byKey = await t.operator('cashier/decide', { kind: 'withdrawal', request_id: requestId, decision: 'approve' });
    expect(byKey).toMatchObject({ httpStatus: 200, statusCode: 403, message: 'approvalRequired' });

    const bySession = await t.backoffice(
      'cashierDecide',
      { kind: 'withdrawal', request_id: requestId, decision: 'approve', reason: 'large payout' },
      cashier,
    );
    expectSuccess(bySession);
    expect(bySession.value.status).toBe('pending');
    expect(bySession.approval_id).toEqual(expect.any(Number));
    expect(bySession.balance).toBe(800);

    // Rejecting is never held back: the money returns and the proposal goes with the request.
    const rejected = await t.operator('cashier/decide', {
      kind: 'withdrawal',
      request_id: requestId,
      decision: 'reject',
      reason: 'account name differs',
    });
    expectSuccess(rejected);
    expect(rejected).toMatchObject({ balance: 2000, approval_id: null, value: { status: 'rejected' } });
    const [approval] = await t.database.db.select().from(approvals).where(eq(approvals.id, bySession.approval_id!));
    expect(approval!.status).toBe('cancelled');

    const small = await withdraw(player, 100);
    const belowThreshold = await t.operator('cashier/decide', { kind: 'withdrawal', request_id: small, decision: 'approve' });
    expectSuccess(belowThreshold);
    expect(belowThreshold).toMatchObject({ approval_id: null, value: { status: 'approved' } });
  });

  it('leaves the request with the cashier when the second member refuses the payout, saying who and why', async () => {
    const player = await newPlayer(2000);
    const requestId = await withdraw(player, 1800);
    const proposed = await decide(cashier, [requestId], 'approve');
    expectSuccess(proposed);
    const risk = await t.staffSession('risk');
    const refused = await t.backoffice(
      'approvalsDecide',
      { approval_id: proposed.value[0]!.approval_id!, decision: 'reject', reason: 'velocity check failed' },
      risk,
    );
    expectSuccess(refused);
    const [row] = (await queue(cashier, { account_id: player.account_id, kind: 'withdrawal' })).value;
    expect(row).toMatchObject({
      status: 'pending',
      approval: { status: 'rejected', decided_by: risk.username, decision_reason: 'velocity check failed' },
    });
    expect((await balanceOf(t, player)).balance).toBe(200);
  });
});
