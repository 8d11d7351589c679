import { randomUUID } from 'node:crypto';
import {
  type Currency,
  type operator,
  operator as operatorApi,
  type Permission,
  roleHas,
  STAFF_ROLES,
  toMajor,
} from '@wl/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, ledgerEntries, operators, players, siteDomains, sites } from '../../db/schema/index.js';
import { DEMO_PLAYER } from '../../seed/demo.js';
import { localAmount } from '../../seed/sites.js';
import {
  expectSuccess,
  loginDemo,
  OPERATOR_KEY,
  type PlayerSession,
  type StaffSession,
  signupPlayer,
  testAppForFile,
} from '../../test/harness.js';
import { balanceOf, expectLedgerMatchesBalance, playerIdOf } from '../../test/money.js';
import { newApiKey } from '../staff/identity.js';

const t = testAppForFile();

/** The default operator's threshold on the localhost site (USD) is $200.00: these are either side of it. */
const BELOW_THRESHOLD = 150;
const ABOVE_THRESHOLD = 500;

let owner: StaffSession;
let admin: StaffSession;
let support: StaffSession;
let readOnly: StaffSession;
let demoId: number;
let playerSequence = 0;

beforeAll(async () => {
  [owner, admin, support, readOnly] = await Promise.all([
    t.staffSession('owner'),
    t.staffSession('admin'),
    t.staffSession('support'),
    t.staffSession('read_only'),
  ]);
  demoId = await playerIdOf(t, DEMO_PLAYER.accountId);
});

type Signed = Awaited<ReturnType<typeof signupPlayer>>;

/** A new verified player of the localhost site, with their id. */
async function newPlayer(): Promise<Signed & { id: number }> {
  const player = await signupPlayer(t, `desk${++playerSequence}${Date.now() % 1000}`);
  return { ...player, id: await playerIdOf(t, player.account_id) };
}

const sessionOf = (player: Signed): PlayerSession => ({ auth: player.auth, account_id: player.account_id });

async function view(playerId: number, session = support) {
  const answer = await t.backoffice('player360', { player_id: playerId }, session);
  expectSuccess(answer);
  return answer;
}

async function adjust(playerId: number, amount: number, session: StaffSession, direction: 'credit' | 'debit' = 'credit') {
  return t.backoffice(
    'playerAdjust',
    { player_id: playerId, direction, amount, reason: 'goodwill credit', idempotency_key: randomUUID() },
    session,
  );
}

async function decide(approvalId: number, decision: 'approve' | 'reject', session: StaffSession) {
  return t.backoffice(
    'approvalsDecide',
    { approval_id: approvalId, decision, ...(decision === 'reject' ? { reason: 'not justified' } : {}) },
    session,
  );
}

async function adjustmentEntries(playerId: number) {
  return t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.kind, 'adjustment')));
}

/** A member of another operator, which owns no site of the seed. */
async function otherOperatorMember(): Promise<StaffSession> {
  const [other] = await t.database.db
    .insert(operators)
    .values({ name: `Other operator ${randomUUID()}` })
    .returning({ id: operators.id });
  return t.staffSession('owner', { operatorId: other!.id });
}

describe('search', () => {
  async function search(body: operator.OperatorRequest<'playerSearch'>, session = support) {
    const answer = await t.backoffice('playerSearch', body, session);
    expectSuccess(answer);
    return answer;
  }

  it('finds a player by account id, name, e-mail, or the phone as it is typed', async () => {
    const site = await t.app.sites.byDomain('localhost');
    for (const query of ['demo', 'Demo Play', 'demo.player@EXAMPLE', '(202) 555-0147', '+1 202 555 0147']) {
      const found = await search({ query, site_id: site.id });
      expect(
        found.value.map((row) => row.player_id),
        query,
      ).toContain(demoId);
    }
    const row = (await search({ query: 'demo', site_id: site.id })).value.find((candidate) => candidate.player_id === demoId);
    expect(row).toMatchObject({ account_id: 'demo', site_id: site.id, currency: 'USD', status: 'active' });
  });

  it('filters by status and registration time, pages and sorts on the server', async () => {
    const site = await t.app.sites.byDomain('localhost');
    const first = await newPlayer();
    const second = await newPlayer();
    await t.backoffice('playerBlock', { player_id: second.id, reason: 'chargeback' }, owner);

    const blocked = await search({ site_id: site.id, status: 'blocked' });
    expect(blocked.value.map((row) => row.player_id)).toContain(second.id);
    expect(blocked.value.every((row) => row.status === 'blocked')).toBe(true);

    const since = new Date(Date.now() - 60_000).toISOString();
    const recent = await search({ site_id: site.id, registered_from: since, sort: 'created_at', direction: 'asc' });
    expect(recent.value.map((row) => row.player_id).slice(-2)).toEqual([first.id, second.id]);

    const all = await search({ site_id: site.id, sort: 'account_id', direction: 'asc', page_size: 200 });
    const ids = all.value.map((row) => row.account_id);
    expect(ids).toEqual([...ids].sort());
    const page = await search({ site_id: site.id, sort: 'account_id', direction: 'asc', page: 2, page_size: 3 });
    expect(page.total).toBe(all.total);
    expect(page.value.map((row) => row.account_id)).toEqual(ids.slice(3, 6));
  });

  it("keeps to the member's sites: a site outside them is siteNotFound, and its players never show", async () => {
    const localhost = await t.app.sites.byDomain('localhost');
    const manila = await t.app.sites.byDomain('casino1.localhost');
    const manilaOnly = await t.staffSession('support', { siteIds: [manila.id] });
    const everywhere = await search({ query: 'demo' }, manilaOnly);
    expect(everywhere.value.length).toBeGreaterThan(0);
    expect(everywhere.value.every((row) => row.site_id === manila.id)).toBe(true);
    const refused = await t.backoffice('playerSearch', { site_id: localhost.id }, manilaOnly);
    expect(refused.message).toBe('siteNotFound');
  });

  it('a marketing member, without players.read, is refused with 403', async () => {
    const marketing = await t.staffSession('marketing');
    const refused = await t.backoffice('playerSearch', {}, marketing);
    expect(refused.httpStatus).toBe(403);
    expect(refused.message).toBe('forbidden');
  });
});

describe('the 360 read', () => {
  it("answers the player's profile, balances, responsible gaming, sessions, promotions, referral and notes", async () => {
    const localhost = await t.app.sites.byDomain('localhost');
    await loginDemo(t);
    const answer = await view(demoId);
    expect(answer.profile).toMatchObject({
      player_id: demoId,
      account_id: 'demo',
      status: 'active',
      full_name: DEMO_PLAYER.fullName,
      contact_email: DEMO_PLAYER.email,
      contact_phone: DEMO_PLAYER.phone.US,
      site: { id: localhost.id, name: localhost.name, currency: 'USD' },
    });
    expect(answer.profile.referral_code).not.toBe('');
    const wallet = await balanceOf(t, await loginDemo(t));
    expect(answer.balances.cash).toBe(wallet.balance);
    expect(answer.balances.tokens).toBe(wallet.tokens);
    expect(answer.responsible_gaming.deposit_limits.map((limit) => limit.period)).toEqual(['daily', 'weekly', 'monthly']);
    expect(answer.responsible_gaming.operator_limits).toMatchObject({ daily: null, weekly: null, monthly: null });
    expect(answer.sessions.length).toBeGreaterThan(0);
    expect(Array.isArray(answer.promotions)).toBe(true);
  });

  it('shows who referred the player and whom they referred', async () => {
    const referrer = await newPlayer();
    const [row] = await t.database.db.select().from(players).where(eq(players.id, referrer.id));
    const referee = await signupPlayer(t, `ref${++playerSequence}${Date.now() % 1000}`, 'localhost');
    await t.database.db.update(players).set({ referrerCode: row!.referralCode }).where(eq(players.accountId, referee.account_id));
    const refereeId = await playerIdOf(t, referee.account_id);
    expect((await view(refereeId)).profile.referrer).toEqual({
      code: row!.referralCode,
      player_id: referrer.id,
      account_id: referrer.account_id,
    });
    expect((await view(referrer.id)).referral.referees).toEqual([
      expect.objectContaining({ player_id: refereeId, account_id: referee.account_id, rewarded: false }),
    ]);
  });

  it("answers accountNotFound for another operator's player, for reads and actions alike", async () => {
    const outsider = await otherOperatorMember();
    for (const answer of [
      await t.backoffice('player360', { player_id: demoId }, outsider),
      await t.backoffice('playerLedger', { player_id: demoId }, outsider),
      await t.backoffice('playerAudit', { player_id: demoId }, outsider),
      await t.backoffice('playerBlock', { player_id: demoId, reason: 'not theirs' }, outsider),
      await adjust(demoId, 1, outsider),
    ]) {
      expect(answer.message).toBe('accountNotFound');
    }
    const unknown = await t.backoffice('player360', { player_id: 2_000_000_000 }, support);
    expect(unknown.message).toBe('accountNotFound');
  });
});

describe('notes', () => {
  it('a note is signed by its author and shown newest first; a read-only member cannot write one', async () => {
    const player = await newPlayer();
    const first = await t.backoffice('playerAddNote', { player_id: player.id, text: 'Called about a deposit' }, support);
    expectSuccess(first);
    expect(first.value).toMatchObject({ text: 'Called about a deposit', author: support.username });
    const second = await t.backoffice('playerAddNote', { player_id: player.id, text: 'Sent the receipt' }, admin);
    expectSuccess(second);
    expect((await view(player.id)).notes.map((note) => [note.text, note.author])).toEqual([
      ['Sent the receipt', admin.username],
      ['Called about a deposit', support.username],
    ]);
    const refused = await t.backoffice('playerAddNote', { player_id: player.id, text: 'no' }, readOnly);
    expect(refused.httpStatus).toBe(403);
  });
});

describe('balance adjustments and four eyes', () => {
  it('a support member cannot adjust a balance: 403 forbidden', async () => {
    const refused = await adjust(demoId, 1, support);
    expect(refused.httpStatus).toBe(403);
    expect(refused.message).toBe('forbidden');
  });

  it('below the threshold the money moves at once, audited with the balance before and after', async () => {
    const player = await newPlayer();
    const answer = await adjust(player.id, BELOW_THRESHOLD, owner);
    expectSuccess(answer);
    expect(answer).toMatchObject({ outcome: 'applied', balance: BELOW_THRESHOLD, approval: null });
    expect((await balanceOf(t, sessionOf(player))).balance).toBe(BELOW_THRESHOLD);
    const trail = await t.backoffice('playerAudit', { player_id: player.id }, support);
    expectSuccess(trail);
    expect(trail.value[0]).toMatchObject({
      action: 'wallet.adjust',
      actor: owner.username,
      role: 'owner',
      reason: 'goodwill credit',
      before: { balance: 0 },
      after: { balance: BELOW_THRESHOLD },
    });
  });

  it('above the threshold it waits: the proposer cannot approve, a second member does and the money moves once', async () => {
    const player = await newPlayer();
    const proposed = await adjust(player.id, ABOVE_THRESHOLD, owner);
    expectSuccess(proposed);
    expect(proposed.outcome).toBe('pending_approval');
    expect(proposed.approval).toMatchObject({ kind: 'adjustment', status: 'pending', proposed_by: owner.username });
    expect((await balanceOf(t, sessionOf(player))).balance).toBe(0);
    expect((await view(player.id)).pending_approvals.map((approval) => approval.id)).toEqual([proposed.approval!.id]);

    const own = await decide(proposed.approval!.id, 'approve', owner);
    expect(own.message).toBe('approvalOwnProposal');

    const secondOwner = await t.staffSession('owner');
    const [one, other] = await Promise.all([
      decide(proposed.approval!.id, 'approve', admin),
      decide(proposed.approval!.id, 'approve', secondOwner),
    ]);
    expect([one.statusCode, other.statusCode].filter((code) => code === 1)).toHaveLength(1);
    expect([one.message, other.message]).toContain('approvalDecided');
    expect((await balanceOf(t, sessionOf(player))).balance).toBe(ABOVE_THRESHOLD);
    expect(await adjustmentEntries(player.id)).toHaveLength(1);
    await expectLedgerMatchesBalance(t, player.account_id);
    expect((await view(player.id)).pending_approvals).toEqual([]);
  });

  it('a rejected adjustment moves nothing', async () => {
    const player = await newPlayer();
    const proposed = await adjust(player.id, ABOVE_THRESHOLD, owner);
    expectSuccess(proposed);
    const rejected = await decide(proposed.approval!.id, 'reject', admin);
    expectSuccess(rejected);
    expect(rejected.value.status).toBe('rejected');
    expect((await balanceOf(t, sessionOf(player))).balance).toBe(0);
    expect(await adjustmentEntries(player.id)).toHaveLength(0);
  });

  it('the same key proposes once; an approved debit the balance no longer covers stays pending', async () => {
    const player = await newPlayer();
    const body = {
      player_id: player.id,
      direction: 'debit' as const,
      amount: ABOVE_THRESHOLD,
      reason: 'bonus abuse',
      idempotency_key: randomUUID(),
    };
    const first = await t.backoffice('playerAdjust', body, owner);
    const again = await t.backoffice('playerAdjust', body, owner);
    expectSuccess(first);
    expectSuccess(again);
    expect(again.approval!.id).toBe(first.approval!.id);
    const uncovered = await decide(first.approval!.id, 'approve', admin);
    expect(uncovered.message).toBe('insufficientBalance');
    expect((await view(player.id)).pending_approvals.map((approval) => approval.id)).toEqual([first.approval!.id]);
  });

  it("the operator API's walletAdjust: a staff session above the threshold proposes, an API key is refused", async () => {
    const player = await newPlayer();
    const body = {
      domain: 'localhost',
      account_id: player.account_id,
      direction: 'credit',
      amount: ABOVE_THRESHOLD,
      reason: 'promo',
    };
    const byKey = await t.operator('wallet/adjust', { ...body, idempotency_key: randomUUID() });
    expect(byKey.message).toBe('approvalRequired');
    const bySession = await t.backoffice('walletAdjust', { ...body, idempotency_key: randomUUID() }, owner);
    expectSuccess(bySession);
    expect(bySession).toMatchObject({ applied: false, balance: 0 });
    expect(bySession.approval_id).toEqual(expect.any(Number));
    const below = await t.operator('wallet/adjust', { ...body, amount: BELOW_THRESHOLD, idempotency_key: randomUUID() });
    expectSuccess(below);
    expect(below).toMatchObject({ applied: true, balance: BELOW_THRESHOLD, approval_id: null });
  });
});

describe('four-eyes thresholds of the demo sites', () => {
  it("has one in every demo site's currency: $100's worth is credited at once by a key, $500's worth waits", async () => {
    const rows = await t.database.db
      .select({ currency: sites.currency, domain: sql<string>`min(${siteDomains.domain})` })
      .from(sites)
      .innerJoin(siteDomains, eq(siteDomains.siteId, sites.id))
      .groupBy(sites.currency);
    expect(rows.map((row) => row.currency).sort()).toEqual(['CNY', 'IDR', 'MMK', 'MNT', 'PHP', 'USD']);
    for (const { currency, domain } of rows) {
      const worth = (usDollars: number) =>
        toMajor(localAmount(currency as Currency, BigInt(usDollars) * 100n), currency as Currency);
      const body = { domain, account_id: DEMO_PLAYER.accountId, direction: 'credit', reason: 'goodwill' };
      const below = await t.operator('wallet/adjust', { ...body, amount: worth(100), idempotency_key: randomUUID() });
      expect(below, currency).toMatchObject({ statusCode: 1, applied: true });
      const above = await t.operator('wallet/adjust', { ...body, amount: worth(500), idempotency_key: randomUUID() });
      expect(above.message, currency).toBe('approvalRequired');
    }
  });
});

describe('block, unblock and close', () => {
  it('a block keeps the player out; lifting it waits for a second member', async () => {
    const player = await newPlayer();
    const blocked = await t.backoffice('playerBlock', { player_id: player.id, reason: 'suspected fraud' }, support);
    expect(blocked.httpStatus).toBe(403);
    const done = await t.backoffice('playerBlock', { player_id: player.id, reason: 'suspected fraud' }, owner);
    expectSuccess(done);
    expect(done).toMatchObject({ previous_status: 'active', status: 'blocked' });
    const login = await t.call('login', { ...player.site, account_id: player.account_id, password: player.password });
    expect(login.message).toBe('accountBlocked');
    // The operator API's reopen is one person's act: it does not lift a block, for a member's session either.
    const reopen = await t.backoffice(
      'playersSetStatus',
      { domain: 'localhost', account_id: player.account_id, action: 'reopen', reason: 'cleared by me' },
      owner,
    );
    expect(reopen.message).toBe('approvalRequired');

    const proposed = await t.backoffice('playerUnblock', { player_id: player.id, reason: 'cleared by risk' }, owner);
    expectSuccess(proposed);
    expect(proposed.approval).toMatchObject({ kind: 'unblock', status: 'pending' });
    const repeated = await t.backoffice('playerUnblock', { player_id: player.id, reason: 'cleared by risk' }, owner);
    expect(repeated.approval?.id).toBe(proposed.approval.id);
    expect((await view(player.id)).profile.status).toBe('blocked');
    expect((await decide(proposed.approval.id, 'approve', owner)).message).toBe('approvalOwnProposal');

    expectSuccess(await decide(proposed.approval.id, 'approve', admin));
    expect((await view(player.id)).profile.status).toBe('active');
    const again = await t.call('login', { ...player.site, account_id: player.account_id, password: player.password });
    expectSuccess(again);

    const trail = await t.backoffice('playerAudit', { player_id: player.id }, support);
    expectSuccess(trail);
    expect(trail.value.map((entry) => [entry.action, entry.actor, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        ['player.unblock', admin.username, { status: 'blocked' }, { status: 'active' }],
        ['player.block', owner.username, { status: 'active' }, { status: 'blocked' }],
      ]),
    );
  });

  it('only a blocked player can be unblocked; an API key cannot propose it', async () => {
    const player = await newPlayer();
    const refused = await t.backoffice('playerUnblock', { player_id: player.id, reason: 'why not' }, owner);
    expect(refused.message).toBe('playerNotBlocked');
    await t.backoffice('playerBlock', { player_id: player.id, reason: 'fraud check' }, owner);
    const byKey = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/players/unblock',
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      payload: { player_id: player.id, reason: 'automation' },
    });
    expect(byKey.json().message).toBe('approvalRequired');
  });

  it('a closed account stays closed: a block of it is refused', async () => {
    const player = await newPlayer();
    const closed = await t.backoffice('playerClose', { player_id: player.id, reason: 'requested by the player' }, owner);
    expectSuccess(closed);
    expect(closed).toMatchObject({ previous_status: 'active', status: 'closed' });
    const block = await t.backoffice('playerBlock', { player_id: player.id, reason: 'fraud' }, owner);
    expect(block.message).toBe('accountClosed');
  });
});

describe('support actions', () => {
  it("force logout ends every one of the player's sessions", async () => {
    const player = await newPlayer();
    const second = await t.call('login', { ...player.site, account_id: player.account_id, password: player.password });
    expectSuccess(second);
    expect((await view(player.id)).sessions).toHaveLength(2);
    const ended = await t.backoffice('playerForceLogout', { player_id: player.id, reason: 'account shared' }, support);
    expectSuccess(ended);
    expect(ended.sessions_ended).toBe(2);
    expect((await view(player.id)).sessions).toEqual([]);
    const after = await t.call('getBalance', sessionOf(player));
    expect(after.message).toBe('sessionExpired');
  });

  it('reset password texts the player a code they set a new password with', async () => {
    const player = await newPlayer();
    const sent = await t.backoffice('playerResetPassword', { player_id: player.id, reason: 'player called' }, support);
    expectSuccess(sent);
    expect(sent.phone).toBe(player.phone);
    const code = await t.latestTac(player.account_id);
    const reset = await t.call('resetPassword', {
      ...player.site,
      account_id: player.account_id,
      tac: code,
      new_password: 'Fresh-start-2027',
    });
    expectSuccess(reset);
    const login = await t.call('login', { ...player.site, account_id: player.account_id, password: 'Fresh-start-2027' });
    expectSuccess(login);
    const tooSoon = await t.backoffice('playerResetPassword', { player_id: player.id, reason: 'again' }, support);
    expect(tooSoon.message).toBe('tooManyRequests');
  });
});

describe('operator limits', () => {
  async function deposit(player: Signed, amount: number) {
    return t.call('deposit', {
      ...sessionOf(player),
      amount,
      method: 'e_wallet',
      payment_reference: 'GCASH-1',
      idempotency_key: randomUUID(),
    });
  }

  it("the cashier takes the lower of the player's own limit and the operator's", async () => {
    const player = await newPlayer();
    const refused = await t.backoffice(
      'playerSetLimits',
      { player_id: player.id, daily: 50, weekly: null, monthly: null, reason: 'affordability check' },
      support,
    );
    expect(refused.httpStatus).toBe(403);
    const set = await t.backoffice(
      'playerSetLimits',
      { player_id: player.id, daily: 50, weekly: null, monthly: null, reason: 'affordability check' },
      owner,
    );
    expectSuccess(set);
    expect(set.value).toMatchObject({ daily: 50, weekly: null, monthly: null, set_by: owner.username });

    expect((await deposit(player, 60)).message).toBe('depositLimitExceeded');
    expectSuccess(await deposit(player, 40));
    expect((await deposit(player, 20)).message).toBe('depositLimitExceeded');

    // The player's own, lower, limit applies in turn.
    const other = await newPlayer();
    await t.backoffice(
      'playerSetLimits',
      { player_id: other.id, daily: 500, weekly: null, monthly: null, reason: 'affordability check' },
      owner,
    );
    expectSuccess(await t.call('depositLimitSet', { ...sessionOf(other), period: 'daily', amount: 30 }));
    expect((await deposit(other, 40)).message).toBe('depositLimitExceeded');
    expect((await view(other.id)).responsible_gaming.operator_limits.daily).toBe(500);
  });
});

describe('with an API key', () => {
  /** Each call of the player desk with a body it takes, in an order that keeps the player open to the last. */
  const CALLS = (playerId: number, siteId: number) =>
    ({
      playerSearch: { site_id: siteId },
      player360: { player_id: playerId },
      playerLedger: { player_id: playerId },
      playerBets: { player_id: playerId },
      playerCashier: { player_id: playerId },
      playerInbox: { player_id: playerId },
      playerAudit: { player_id: playerId },
      playerAddNote: { player_id: playerId, text: 'called the player back' },
      playerSetLimits: { player_id: playerId, daily: 100, weekly: null, monthly: null, reason: 'affordability' },
      playerAdjust: { player_id: playerId, direction: 'credit', amount: 1, reason: 'goodwill', idempotency_key: randomUUID() },
      playerForceLogout: { player_id: playerId, reason: 'shared device' },
      playerResetPassword: { player_id: playerId, reason: 'asked by phone' },
      playerBlock: { player_id: playerId, reason: 'suspected fraud' },
      playerUnblock: { player_id: playerId, reason: 'cleared' },
      playerClose: { player_id: playerId, reason: 'asked to close' },
    }) satisfies Partial<Record<operator.OperatorCallName, Record<string, unknown>>>;

  it.each(STAFF_ROLES)(
    'the key of a %s is answered as a known caller: 403 forbidden when refused, never 401 as if signed out',
    async (role) => {
      const { key, prefix, hash } = newApiKey();
      const [defaultOperator] = await t.database.db.select({ id: operators.id }).from(operators).orderBy(operators.id).limit(1);
      await t.database.db
        .insert(apiKeys)
        .values({ name: `desk ${role}`, role, operatorId: defaultOperator!.id, prefix, keyHash: hash });
      const player = await newPlayer();
      const { external_id: _externalId, ...site } = await t.site();
      const siteId = (await t.app.sites.byDomain(site.domain_name)).id;
      const wrong: string[] = [];
      for (const [name, body] of Object.entries(CALLS(player.id, siteId)) as [operator.OperatorCallName, object][]) {
        const answer = await t.backoffice(name, body, null, { authorization: `Bearer ${key}` });
        const permission = operatorApi.operatorCalls[name].permission as Permission;
        const summary = `${name} answered ${answer.httpStatus} ${answer.message ?? 'success'}`;
        if (answer.httpStatus === 401 || answer.statusCode === 401) wrong.push(summary);
        else if (!roleHas(role, permission) && answer.message !== 'forbidden') wrong.push(`${summary} without ${permission}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('cannot sign a note: 403 forbidden, and no note is written', async () => {
    const { key, prefix, hash } = newApiKey();
    await t.database.db.insert(apiKeys).values({ name: 'notes', role: 'owner', operatorId: null, prefix, keyHash: hash });
    const player = await newPlayer();
    const answer = await t.backoffice('playerAddNote', { player_id: player.id, text: 'from a script' }, null, {
      authorization: `Bearer ${key}`,
    });
    expect(answer).toEqual({ httpStatus: 403, statusCode: 403, message: 'forbidden' });
    expect((await view(player.id)).notes).toEqual([]);
  });
});

describe('sub-lists', () => {
  it('the ledger, cashier requests and audit trail page a player through', async () => {
    const player = await newPlayer();
    for (let index = 0; index < 3; index++) expectSuccess(await adjust(player.id, 10, owner));
    const page = await t.backoffice('playerLedger', { player_id: player.id, page_size: 2 }, readOnly);
    expectSuccess(page);
    expect(page.total).toBe(3);
    expect(page.value.map((entry) => entry.balance)).toEqual([30, 20]);
    expect(page.currency).toBe('USD');

    expectSuccess(
      await t.call('deposit', {
        ...sessionOf(player),
        amount: 25,
        method: 'e_wallet',
        payment_reference: 'GCASH-2',
        idempotency_key: randomUUID(),
      }),
    );
    const requests = await t.backoffice('playerCashier', { player_id: player.id, kind: 'deposit' }, readOnly);
    expectSuccess(requests);
    expect(requests.value).toEqual([expect.objectContaining({ kind: 'deposit', status: 'pending', amount: 25 })]);

    const audit = await t.backoffice('playerAudit', { player_id: player.id, page_size: 2 }, readOnly);
    expectSuccess(audit);
    expect(audit.total).toBe(3);
    expect(audit.value.every((entry) => entry.target === `player:${player.id}`)).toBe(true);
  });

  it("the audit trail holds the approvals about the player, and not another player's", async () => {
    const [player, other] = await Promise.all([newPlayer(), newPlayer()]);
    const proposed = await adjust(player.id, ABOVE_THRESHOLD, owner);
    expectSuccess(proposed);
    expectSuccess(await adjust(other.id, ABOVE_THRESHOLD, owner));
    expectSuccess(await decide(proposed.approval!.id, 'approve', admin));
    const trail = await t.backoffice('playerAudit', { player_id: player.id }, readOnly);
    expectSuccess(trail);
    const approval = `approval:${proposed.approval!.id}`;
    expect(trail.value.map((entry) => [entry.action, entry.target])).toEqual([
      ['approval.approve.adjustment', approval],
      ['wallet.adjust', `player:${player.id}`],
      ['approval.propose.adjustment', approval],
    ]);
    expect(trail.total).toBe(3);
  });

  it("the demo player's bets and inbox", async () => {
    const betsPage = await t.backoffice('playerBets', { player_id: demoId }, readOnly);
    expectSuccess(betsPage);
    expect(betsPage.total).toBeGreaterThan(0);
    const inbox = await t.backoffice('playerInbox', { player_id: demoId }, readOnly);
    expectSuccess(inbox);
    expect(inbox.total).toBe(inbox.value.length);
  });
});
