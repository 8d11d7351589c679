import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvals, auditLog, sites, staff } from '../../db/schema/index.js';
import { fail } from '../../lib/failure.js';
import { expectSuccess } from '../../test/harness.js';
import { type Member, staffTestApp } from '../../test/staff.js';
import type { StaffActor } from './actor.js';
import { type ApprovalKind, type ApprovalRecord, createApprovalService } from './approvals.js';

/**
 * Four eyes, the part every kind shares: who may decide, once, and what a failed change leaves.
 * The kinds' own effects (an adjustment, a withdrawal, an unblock) are their modules' tests; here a
 * service of the test's own applies test kinds, so that an effect can be counted or made to fail.
 */
const { t, call, addMember, signIn, defaultOperatorId, defaultOperatorSiteIds, otherOperator } = staffTestApp();

let ownSites: number[];
let other: { operatorId: number; siteId: number };

beforeAll(async () => {
  ownSites = await defaultOperatorSiteIds();
  const { operatorId, siteId } = await otherOperator('Approvals Test Operator', 'approvals');
  other = { operatorId, siteId };
});

/** A member as the services see them when they act. */
async function actorOf(member: Member): Promise<StaffActor> {
  const [row] = await t.database.db.select().from(staff).where(eq(staff.id, member.id));
  return {
    kind: 'staff',
    id: row!.id,
    name: row!.username,
    role: row!.role,
    operatorId: row!.operatorId,
    siteIds: await t.app.staffIdentity.siteIdsOf(row!),
    sessionId: null,
  };
}

/** An approval service with two test kinds whose effect is counted, and can be made to fail. */
function testService() {
  // A second between any two of its times, so that the order of proposals is never a tie.
  let at = Date.now();
  const now = () => {
    at += 1_000;
    return new Date(at);
  };
  const service = createApprovalService({ db: t.database.db, now });
  const applied: number[] = [];
  const effect = { fails: false };
  const apply = async (approval: ApprovalRecord) => {
    if (effect.fails) fail('insufficientBalance');
    applied.push(approval.id);
  };
  service.register('adjustment', { apply });
  service.register('unblock', { apply });
  return { service, applied, effect };
}

const pending = { status: 'pending' as const, page: 1, page_size: 200 };

async function approvalRow(id: number) {
  const [row] = await t.database.db.select().from(approvals).where(eq(approvals.id, id));
  return row!;
}

async function propose(
  service: ReturnType<typeof createApprovalService>,
  proposer: Member,
  kind: ApprovalKind,
  siteId = ownSites[0]!,
) {
  return service.propose({
    actor: await actorOf(proposer),
    kind,
    siteId,
    payload: { amount_minor: '150000', direction: 'credit' },
    reason: `a ${kind} to check`,
  });
}

describe('a proposal', () => {
  it('is recorded pending, with its payload shown in the site currency and an audit row', async () => {
    const { service } = testService();
    const proposer = await addMember('cashier');
    const proposal = await propose(service, proposer, 'adjustment');
    const [site] = await t.database.db.select().from(sites).where(eq(sites.id, ownSites[0]!));
    expect(proposal).toMatchObject({
      kind: 'adjustment',
      status: 'pending',
      site: { id: ownSites[0], currency: site!.currency },
      payload: { amount: 1500, direction: 'credit' },
      reason: 'a adjustment to check',
      proposed_by: proposer.username,
      decided_by: null,
    });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `approval:${proposal.id}`));
    expect(row).toMatchObject({ action: 'approval.propose.adjustment', siteId: ownSites[0], reason: 'a adjustment to check' });
  });

  it("needs the kind's permission, a site within reach, and a member rather than a key", async () => {
    const { service } = testService();
    const support = await actorOf(await addMember('support'));
    await expect(
      service.propose({ actor: support, kind: 'adjustment', siteId: ownSites[0]!, payload: {}, reason: 'no right' }),
    ).rejects.toMatchObject({ key: 'forbidden' });
    const cashier = await actorOf(await addMember('cashier'));
    await expect(
      service.propose({ actor: cashier, kind: 'adjustment', siteId: other.siteId, payload: {}, reason: 'not my site' }),
    ).rejects.toMatchObject({ key: 'siteNotFound' });
    await expect(
      service.propose({
        actor: { ...cashier, kind: 'api_key' },
        kind: 'adjustment',
        siteId: ownSites[0]!,
        payload: {},
        reason: 'a key',
      }),
    ).rejects.toMatchObject({ key: 'forbidden' });
  });
});

describe('deciding a proposal', () => {
  it('is never the proposer’s to do', async () => {
    const { service, applied } = testService();
    const proposer = await addMember('owner');
    const proposal = await propose(service, proposer, 'adjustment');
    await expect(
      service.decide(await actorOf(proposer), { approval_id: proposal.id, decision: 'approve' }),
    ).rejects.toMatchObject({ key: 'approvalOwnProposal' });
    await expect(
      service.decide(await actorOf(proposer), { approval_id: proposal.id, decision: 'reject', reason: 'changed my mind' }),
    ).rejects.toMatchObject({ key: 'approvalOwnProposal' });
    expect((await approvalRow(proposal.id)).status).toBe('pending');
    expect(applied).toEqual([]);
  });

  it('by the proposer is refused by the database too', async () => {
    const { service } = testService();
    const proposal = await propose(service, await addMember('cashier'), 'adjustment');
    let code: string | undefined;
    try {
      await t.database.db.execute(
        sql`update approvals set status = 'approved', decided_by = proposed_by, decided_at = now() where id = ${proposal.id}`,
      );
    } catch (error) {
      for (
        let current = error as { code?: string; cause?: unknown } | undefined;
        current && !code;
        current = current.cause as never
      ) {
        code = current.code;
      }
    }
    // check_violation: approvals_second_person
    expect(code).toBe('23514');
    expect((await approvalRow(proposal.id)).status).toBe('pending');
  });

  it('by a second member applies the change with the decision and records both', async () => {
    const { service, applied } = testService();
    const proposal = await propose(service, await addMember('cashier'), 'adjustment');
    const decider = await addMember('cashier');
    const decided = await service.decide(await actorOf(decider), {
      approval_id: proposal.id,
      decision: 'approve',
      reason: 'checked',
    });
    expect(decided).toMatchObject({ status: 'approved', decided_by: decider.username, decision_reason: 'checked' });
    expect(applied).toEqual([proposal.id]);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.target} = ${`approval:${proposal.id}`} and ${auditLog.action} = 'approval.approve.adjustment'`);
    expect(row).toMatchObject({ reason: 'checked', before: { status: 'pending' }, after: { status: 'approved' } });
    await expect(
      service.decide(await actorOf(await addMember('owner')), { approval_id: proposal.id, decision: 'reject', reason: 'late' }),
    ).rejects.toMatchObject({ key: 'approvalDecided' });
  });

  it('by two members at once applies it once', async () => {
    const { service, applied } = testService();
    const proposal = await propose(service, await addMember('cashier'), 'adjustment');
    const deciders = await Promise.all([actorOf(await addMember('cashier')), actorOf(await addMember('admin'))]);
    const outcomes = await Promise.allSettled(
      deciders.map((decider) => service.decide(decider, { approval_id: proposal.id, decision: 'approve' })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused.map((outcome) => (outcome.reason as { key: string }).key)).toEqual(['approvalDecided']);
    expect(applied).toEqual([proposal.id]);
    const row = await approvalRow(proposal.id);
    expect(row.status).toBe('approved');
    expect(deciders.map((decider) => decider.id)).toContain(row.decidedBy);
  });

  it('leaves the proposal pending when its change fails, and answers the failure', async () => {
    const { service, applied, effect } = testService();
    const proposal = await propose(service, await addMember('cashier'), 'adjustment');
    const decider = await actorOf(await addMember('cashier'));
    effect.fails = true;
    await expect(service.decide(decider, { approval_id: proposal.id, decision: 'approve' })).rejects.toMatchObject({
      key: 'insufficientBalance',
    });
    expect(await approvalRow(proposal.id)).toMatchObject({ status: 'pending', decidedBy: null, decidedAt: null });
    const decisions = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.target} = ${`approval:${proposal.id}`} and ${auditLog.action} like 'approval.approve.%'`);
    expect(decisions).toEqual([]);

    // Once the change can happen, the same proposal is approved.
    effect.fails = false;
    expect(await service.decide(decider, { approval_id: proposal.id, decision: 'approve' })).toMatchObject({
      status: 'approved',
    });
    expect(applied).toEqual([proposal.id]);
  });

  it('needs the permission of its kind and a site within reach', async () => {
    const { service } = testService();
    const proposal = await propose(service, await addMember('cashier'), 'adjustment', ownSites[1]);
    await expect(
      service.decide(await actorOf(await addMember('risk')), { approval_id: proposal.id, decision: 'approve' }),
    ).rejects.toMatchObject({ key: 'forbidden' });
    const elsewhere = await actorOf(await addMember('cashier', { siteIds: [ownSites[0]!] }));
    await expect(service.decide(elsewhere, { approval_id: proposal.id, decision: 'approve' })).rejects.toMatchObject({
      key: 'approvalNotFound',
    });
    const otherOperators = await actorOf(await addMember('owner', { operatorId: other.operatorId }));
    await expect(service.decide(otherOperators, { approval_id: proposal.id, decision: 'approve' })).rejects.toMatchObject({
      key: 'approvalNotFound',
    });
    expect((await approvalRow(proposal.id)).status).toBe('pending');
  });
});

describe('the list of proposals', () => {
  it('shows a member only the kinds they may decide, on the sites they reach', async () => {
    const { service } = testService();
    const [first, second] = ownSites;
    const cashierProposer = await addMember('cashier');
    const riskProposer = await addMember('risk');
    const adjustmentHere = await propose(service, cashierProposer, 'adjustment', first);
    const adjustmentThere = await propose(service, cashierProposer, 'adjustment', second);
    const unblockHere = await propose(service, riskProposer, 'unblock', first);
    const made = new Set([adjustmentHere.id, adjustmentThere.id, unblockHere.id]);

    const seenBy = async (member: Member) => {
      const listed = await service.list(await actorOf(member), pending);
      return listed.value.filter((approval) => made.has(approval.id)).map((approval) => approval.id);
    };
    expect(await seenBy(await addMember('owner'))).toEqual([adjustmentHere.id, adjustmentThere.id, unblockHere.id]);
    expect(await seenBy(await addMember('cashier'))).toEqual([adjustmentHere.id, adjustmentThere.id]);
    expect(await seenBy(await addMember('risk'))).toEqual([unblockHere.id]);
    expect(await seenBy(await addMember('cashier', { siteIds: [second!] }))).toEqual([adjustmentThere.id]);
    expect(await seenBy(await addMember('support'))).toEqual([]);
    expect(await seenBy(await addMember('owner', { operatorId: other.operatorId }))).toEqual([]);
  });

  it('lists decided proposals by status, newest first, a page at a time', async () => {
    const { service } = testService();
    const proposer = await addMember('cashier');
    const decider = await actorOf(await addMember('cashier'));
    const ids: number[] = [];
    for (let n = 0; n < 3; n++) {
      const proposal = await propose(service, proposer, 'adjustment');
      await service.decide(decider, { approval_id: proposal.id, decision: 'reject', reason: `no ${n}` });
      ids.push(proposal.id);
    }
    const owner = await actorOf(await addMember('owner'));
    const everything = await service.list(owner, { status: 'rejected', page: 1, page_size: 200 });
    expect(everything.value.every((approval) => approval.status === 'rejected')).toBe(true);
    expect(everything.value.map((approval) => approval.id).filter((id) => ids.includes(id))).toEqual([...ids].reverse());
    expect(everything.value.find((approval) => approval.id === ids[2])).toMatchObject({ decision_reason: 'no 2' });

    const firstPage = await service.list(owner, { status: 'rejected', page: 1, page_size: 2 });
    const secondPage = await service.list(owner, { status: 'rejected', page: 2, page_size: 2 });
    expect(firstPage.total).toBe(everything.total);
    expect([...firstPage.value, ...secondPage.value].map((approval) => approval.id)).toEqual(
      everything.value.slice(0, 4).map((approval) => approval.id),
    );
  });
});

describe('through the back office’s calls', () => {
  /** A withdrawal's proposal (the cashier module decides those), made here without its request. */
  async function proposedWithdrawal(proposer: Member, siteId = ownSites[0]!) {
    const [row] = await t.database.db
      .insert(approvals)
      .values({
        operatorId: await defaultOperatorId(),
        siteId,
        kind: 'withdrawal',
        payload: {},
        reason: 'large withdrawal',
        proposedBy: proposer.id,
      })
      .returning({ id: approvals.id });
    return row!.id;
  }

  it('refuses the proposer, and members without the kind’s permission or site', async () => {
    const proposer = await addMember('cashier');
    const id = await proposedWithdrawal(proposer);
    const decide = { approval_id: id, decision: 'approve' };
    expect(await call('approvalsDecide', decide, { cookie: await signIn(proposer) })).toEqual({
      httpStatus: 200,
      statusCode: 403,
      message: 'approvalOwnProposal',
    });
    expect(await call('approvalsDecide', decide, { cookie: await signIn(await addMember('marketing')) })).toEqual({
      httpStatus: 403,
      statusCode: 403,
      message: 'forbidden',
    });
    const theirs = await signIn(await addMember('owner', { operatorId: other.operatorId }));
    expect(await call('approvalsDecide', decide, { cookie: theirs })).toMatchObject({
      statusCode: 404,
      message: 'approvalNotFound',
    });
    expect((await approvalRow(id)).status).toBe('pending');
  });

  it('lists a proposal to the members who may decide it', async () => {
    const id = await proposedWithdrawal(await addMember('cashier'), ownSites[1]);
    const listedFor = async (member: Member) => {
      const listed = await call('approvalsList', { status: 'pending' }, { cookie: await signIn(member) });
      expectSuccess(listed);
      return listed.value.some((approval) => approval.id === id);
    };
    expect(await listedFor(await addMember('cashier'))).toBe(true);
    expect(await listedFor(await addMember('risk'))).toBe(true);
    expect(await listedFor(await addMember('support'))).toBe(false);
    expect(await listedFor(await addMember('cashier', { siteIds: [ownSites[0]!] }))).toBe(false);
    expect(await listedFor(await addMember('owner', { operatorId: other.operatorId }))).toBe(false);
  });
});
