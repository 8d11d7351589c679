import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, staff } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { expectSuccess } from '../../test/harness.js';
import { type Member, staffTestApp } from '../../test/staff.js';

const { t, call, addMember, signIn, defaultOperatorId, defaultOperatorSiteIds, otherOperator } = staffTestApp();

const SESSION_EXPIRED = { httpStatus: 200, statusCode: 401, message: 'sessionExpired' };
const FORBIDDEN = { httpStatus: 403, statusCode: 403, message: 'forbidden' };
const NEW_PASSWORD = 'first-password-to-change-1';

let platformCookie: string;
/** The default operator's sites, in id order. */
let ownSiteIds: number[];
/** An operator of its own with one site and one owner, made by the platform owner. */
let other: { operatorId: number; siteId: number; owner: Member; ownerCookie: string };

beforeAll(async () => {
  ownSiteIds = await defaultOperatorSiteIds();
  ({ platformCookie, ...other } = await otherOperator('Directory Test Operator', 'directory'));
});

async function staffRow(id: number) {
  const [row] = await t.database.db.select().from(staff).where(eq(staff.id, id));
  return row!;
}

describe('adding and changing staff', () => {
  it('lets an owner add any role, an admin any role but owner, and nobody else anyone', async () => {
    const ownerCookie = await signIn(await addMember('owner'));
    const adminCookie = await signIn(await addMember('admin'));
    const made = await call(
      'staffCreate',
      { username: 'made-by-owner', role: 'owner', password: NEW_PASSWORD },
      { cookie: ownerCookie },
    );
    expectSuccess(made);
    expect(made.value).toMatchObject({
      username: 'made-by-owner',
      role: 'owner',
      operator_id: await defaultOperatorId(),
      site_ids: null,
      status: 'active',
      totp_enabled: false,
    });
    expect((await staffRow(made.value.id)).passwordMustChange).toBe(true);

    expect(
      await call('staffCreate', { username: 'admin-made-owner', role: 'owner', password: NEW_PASSWORD }, { cookie: adminCookie }),
    ).toMatchObject({ httpStatus: 200, statusCode: 403, message: 'roleNotAssignable' });
    expectSuccess(
      await call('staffCreate', { username: 'admin-made-admin', role: 'admin', password: NEW_PASSWORD }, { cookie: adminCookie }),
    );
    const made2 = await call(
      'staffCreate',
      { username: 'admin-made-cashier', role: 'cashier', password: NEW_PASSWORD },
      { cookie: adminCookie },
    );
    expectSuccess(made2);

    // An admin cannot change, reset or promote anyone to owner, nor touch an owner.
    const roleNotAssignable = { statusCode: 403, message: 'roleNotAssignable' };
    expect(
      await call('staffUpdate', { staff_id: made2.value.id, role: 'owner', reason: 'promote' }, { cookie: adminCookie }),
    ).toMatchObject(roleNotAssignable);
    expect(
      await call('staffUpdate', { staff_id: made.value.id, status: 'disabled', reason: 'remove' }, { cookie: adminCookie }),
    ).toMatchObject(roleNotAssignable);
    expect(
      await call(
        'staffResetPassword',
        { staff_id: made.value.id, new_password: 'taken-over-by-admin-1', reason: 'take over' },
        { cookie: adminCookie },
      ),
    ).toMatchObject(roleNotAssignable);
    expect(await call('staffResetTotp', { staff_id: made.value.id, reason: 'take over' }, { cookie: adminCookie })).toMatchObject(
      roleNotAssignable,
    );
    expect((await staffRow(made.value.id)).status).toBe('active');

    const cashierCookie = await signIn(await addMember('cashier'));
    expect(
      await call(
        'staffCreate',
        { username: 'cashier-made', role: 'read_only', password: NEW_PASSWORD },
        { cookie: cashierCookie },
      ),
    ).toEqual(FORBIDDEN);
    expect(await call('staffList', {}, { cookie: cashierCookie })).toEqual(FORBIDDEN);
  });

  it('refuses a username already taken, in any case', async () => {
    const ownerCookie = await signIn(await addMember('owner'));
    expectSuccess(
      await call('staffCreate', { username: 'Twice-Named', role: 'support', password: NEW_PASSWORD }, { cookie: ownerCookie }),
    );
    for (const username of ['twice-named', 'TWICE-NAMED', 'demo-owner']) {
      expect(
        await call('staffCreate', { username, role: 'support', password: NEW_PASSWORD }, { cookie: ownerCookie }),
        username,
      ).toMatchObject({ httpStatus: 200, statusCode: 409, message: 'usernameTaken' });
    }
    // Another operator's owner cannot take it either: usernames are the installation's.
    expect(
      await call(
        'staffCreate',
        { username: 'twice-named', role: 'support', password: NEW_PASSWORD },
        { cookie: other.ownerCookie },
      ),
    ).toMatchObject({ message: 'usernameTaken' });
  });

  it('refuses a first password on the common list, naming the field', async () => {
    const ownerCookie = await signIn(await addMember('owner'));
    const answer = await call(
      'staffCreate',
      { username: 'weak-password', role: 'support', password: 'password123' },
      { cookie: ownerCookie },
    );
    expect(answer).toMatchObject({
      httpStatus: 422,
      message: 'validationFailed',
      errors: [{ field: 'password', key: 'commonPassword' }],
    });
  });

  it("limits a member to sites of the operator's own that the creator reaches", async () => {
    const ownerCookie = await signIn(await addMember('owner'));
    const [first, second, third] = ownSiteIds;
    const limited = await call(
      'staffCreate',
      { username: 'two-sites-only', role: 'support', password: NEW_PASSWORD, site_ids: [first!, third!] },
      { cookie: ownerCookie },
    );
    expectSuccess(limited);
    expect(limited.value.site_ids).toEqual([first, third]);

    const siteNotFound = { httpStatus: 200, statusCode: 404, message: 'siteNotFound' };
    for (const siteIds of [[other.siteId], [first!, other.siteId], [2 ** 31 - 1]]) {
      expect(
        await call(
          'staffCreate',
          { username: 'bad-sites', role: 'support', password: NEW_PASSWORD, site_ids: siteIds },
          { cookie: ownerCookie },
        ),
        JSON.stringify(siteIds),
      ).toMatchObject(siteNotFound);
      expect(
        await call(
          'staffUpdate',
          { staff_id: limited.value.id, site_ids: siteIds, reason: 'more sites' },
          { cookie: ownerCookie },
        ),
      ).toMatchObject(siteNotFound);
    }

    // An admin of one site cannot hand out another.
    const siteAdmin = await signIn(await addMember('admin', { siteIds: [first!] }));
    expect(
      await call(
        'staffCreate',
        { username: 'beyond-my-sites', role: 'support', password: NEW_PASSWORD, site_ids: [second!] },
        { cookie: siteAdmin },
      ),
    ).toMatchObject(siteNotFound);
    expectSuccess(
      await call(
        'staffCreate',
        { username: 'within-my-sites', role: 'support', password: NEW_PASSWORD, site_ids: [first!] },
        { cookie: siteAdmin },
      ),
    );
  });

  it('keeps one active owner per operator', async () => {
    const lastOwner = { httpStatus: 200, statusCode: 409, message: 'lastOwner' };
    const { owner, ownerCookie } = other;
    expect(
      await call('staffUpdate', { staff_id: owner.id, role: 'admin', reason: 'step down' }, { cookie: ownerCookie }),
    ).toMatchObject(lastOwner);
    expect(
      await call('staffUpdate', { staff_id: owner.id, status: 'disabled', reason: 'leaving' }, { cookie: ownerCookie }),
    ).toMatchObject(lastOwner);
    expect(
      await call('staffUpdate', { staff_id: owner.id, status: 'disabled', reason: 'leaving' }, { cookie: platformCookie }),
    ).toMatchObject(lastOwner);
    expect((await staffRow(owner.id)).role).toBe('owner');

    // With a second owner, the first may step down; the second is then the last.
    const second = await call(
      'staffCreate',
      { username: 'second-owner', role: 'owner', password: NEW_PASSWORD },
      { cookie: ownerCookie },
    );
    expectSuccess(second);
    expect(second.value.operator_id).toBe(other.operatorId);
    expectSuccess(await call('staffUpdate', { staff_id: owner.id, role: 'admin', reason: 'step down' }, { cookie: ownerCookie }));
    expect(
      await call('staffUpdate', { staff_id: second.value.id, role: 'admin', reason: 'step down' }, { cookie: platformCookie }),
    ).toMatchObject(lastOwner);
    // Back as it was for the other tests, by the platform owner (the change ended the first owner's sessions).
    expect(await call('staffMe', {}, { cookie: ownerCookie })).toEqual(SESSION_EXPIRED);
    expectSuccess(await call('staffUpdate', { staff_id: owner.id, role: 'owner', reason: 'back' }, { cookie: platformCookie }));
    other.ownerCookie = await signIn(owner);
  });

  it("ends a member's sessions when they are disabled, and refuses their sign-in from then on", async () => {
    const ownerCookie = await signIn(await addMember('owner'));
    const member = await addMember('cashier');
    const cookie = await signIn(member);
    const disabled = await call(
      'staffUpdate',
      { staff_id: member.id, status: 'disabled', reason: 'left the company' },
      { cookie: ownerCookie },
    );
    expectSuccess(disabled);
    expect(disabled.value.status).toBe('disabled');
    expect(await call('staffMe', {}, { cookie })).toEqual(SESSION_EXPIRED);
    expect(await call('staffSignIn', { username: member.username, password: member.password })).toMatchObject({
      message: 'invalidCredentials',
    });
  });

  it("ends a member's sessions when their role changes", async () => {
    const ownerCookie = await signIn(await addMember('owner'));
    const member = await addMember('cashier');
    const cookie = await signIn(member);
    expectSuccess(
      await call('staffUpdate', { staff_id: member.id, role: 'read_only', reason: 'fewer rights' }, { cookie: ownerCookie }),
    );
    expect(await call('staffMe', {}, { cookie })).toEqual(SESSION_EXPIRED);
    const after = await call('staffMe', {}, { cookie: await signIn(member) });
    expectSuccess(after);
    expect(after.me.role).toBe('read_only');
  });

  it("hides another operator's staff, and lets platform staff see all", async () => {
    const ours = await addMember('support');
    const theirs = await call('staffList', {}, { cookie: other.ownerCookie });
    expectSuccess(theirs);
    expect(theirs.value.length).toBeGreaterThan(0);
    expect(theirs.value.every((member) => member.operator_id === other.operatorId)).toBe(true);

    const staffNotFound = { httpStatus: 200, statusCode: 404, message: 'staffNotFound' };
    expect(
      await call('staffUpdate', { staff_id: ours.id, status: 'disabled', reason: 'not mine' }, { cookie: other.ownerCookie }),
    ).toMatchObject(staffNotFound);
    expect(
      await call(
        'staffResetPassword',
        { staff_id: ours.id, new_password: 'not-mine-to-reset-1', reason: 'not mine' },
        { cookie: other.ownerCookie },
      ),
    ).toMatchObject(staffNotFound);
    expect(await call('staffResetTotp', { staff_id: ours.id, reason: 'not mine' }, { cookie: other.ownerCookie })).toMatchObject(
      staffNotFound,
    );
    expect(await call('staffUpdate', { staff_id: 2 ** 31 - 1, reason: 'nobody' }, { cookie: other.ownerCookie })).toMatchObject(
      staffNotFound,
    );
    expect((await staffRow(ours.id)).status).toBe('active');

    const everyone = await call('staffList', {}, { cookie: platformCookie });
    expectSuccess(everyone);
    const operatorsSeen = new Set(everyone.value.map((member) => member.operator_id));
    expect(operatorsSeen).toEqual(new Set([null, await defaultOperatorId(), other.operatorId]));
  });

  it('makes a member enrol in two-factor again after a reset, ending their sessions', async () => {
    const ownerCookie = await signIn(await addMember('owner'));
    const member = await addMember('risk');
    const cookie = await signIn(member);
    const reset = await call('staffResetTotp', { staff_id: member.id, reason: 'lost phone' }, { cookie: ownerCookie });
    expectSuccess(reset);
    expect(reset.value.totp_enabled).toBe(false);
    expect(await call('staffMe', {}, { cookie })).toEqual(SESSION_EXPIRED);
    const again = await call('staffSignIn', { username: member.username, password: member.password });
    expect(again).toMatchObject({ statusCode: 1, stage: 'enrol', me: null });
    expect(again.enrolment?.secret).not.toBe(member.totpSecret);
  });

  it('keeps the reason and the before and after of a change in the audit log, never a secret', async () => {
    const ownerCookie = await signIn(await addMember('owner'));
    const member = await addMember('support');
    expectSuccess(
      await call(
        'staffUpdate',
        { staff_id: member.id, display_name: 'Renamed', reason: 'typo in name' },
        { cookie: ownerCookie },
      ),
    );
    const search = await call('auditSearch', { action: 'staff.update', target: `staff:${member.id}` }, { cookie: ownerCookie });
    expectSuccess(search);
    expect(search.value).toHaveLength(1);
    const entry = search.value[0]!;
    expect(entry).toMatchObject({ reason: 'typo in name', before: { displayName: '' }, after: { displayName: 'Renamed' } });
    expect(JSON.stringify(entry)).not.toMatch(/scrypt|passwordHash/);
    expect(entry.after?.totpSecret).toBe('set');
  });
});

describe('API keys', () => {
  let ownerCookie: string;
  beforeAll(async () => {
    ownerCookie = await signIn(await addMember('owner'));
  });

  async function createKey(role: Parameters<typeof addMember>[0], cookie = ownerCookie) {
    const created = await call('apiKeysCreate', { name: `${role} automation`, role }, { cookie });
    expectSuccess(created);
    return created;
  }

  it('are made and listed by owners only', async () => {
    const adminCookie = await signIn(await addMember('admin'));
    expect(await call('apiKeysCreate', { name: 'admin key', role: 'read_only' }, { cookie: adminCookie })).toEqual(FORBIDDEN);
    expect(await call('apiKeysList', {}, { cookie: adminCookie })).toEqual(FORBIDDEN);
    expect(await call('apiKeysRevoke', { api_key_id: 1, reason: 'no' }, { cookie: adminCookie })).toEqual(FORBIDDEN);
  });

  it('are shown once and stored only as their hash', async () => {
    const created = await createKey('cashier');
    const { key, value } = created;
    expect(key).toMatch(/^wlk_[A-Za-z0-9_-]{40}$/);
    expect(value).toMatchObject({
      role: 'cashier',
      operator_id: await defaultOperatorId(),
      prefix: key.slice(0, 12),
      revoked_at: null,
    });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, value.id));
    expect(row!.keyHash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key);

    const listed = await call('apiKeysList', {}, { cookie: ownerCookie });
    expectSuccess(listed);
    expect(listed.value.find((entry) => entry.id === value.id)).toEqual(value);
    expect(JSON.stringify(listed)).not.toContain(key);
  });

  it("act as a bearer token within their operator's sites, until revoked", async () => {
    const { key, value } = await createKey('owner');
    const seen = await call('sitesList', {}, { key });
    expectSuccess(seen);
    expect(seen.value.map((site) => site.id)).toEqual(ownSiteIds);
    expect((await call('staffList', {}, { key })).statusCode).toBe(1);

    const revoked = await call('apiKeysRevoke', { api_key_id: value.id, reason: 'leaked' }, { cookie: ownerCookie });
    expectSuccess(revoked);
    expect(revoked.value.revoked_at).not.toBeNull();
    expect(await call('sitesList', {}, { key })).toEqual({ httpStatus: 401, statusCode: 401, message: 'permissionDenied' });
    expect(await call('apiKeysRevoke', { api_key_id: value.id, reason: 'again' }, { cookie: ownerCookie })).toMatchObject({
      statusCode: 404,
      message: 'apiKeyNotFound',
    });
  });

  it("are held to their role's permissions", async () => {
    const { key } = await createKey('read_only');
    expectSuccess(await call('sitesList', {}, { key }));
    expect(
      await call('sitesCreate', { domain: 'read-only-key.example', theme_code: 'casino1', theme_color: 'gold' }, { key }),
    ).toEqual(FORBIDDEN);
    expect(await call('apiKeysCreate', { name: 'escalate', role: 'owner' }, { key })).toEqual(FORBIDDEN);
  });

  it('of another operator are invisible and cannot be revoked', async () => {
    const ours = await createKey('support');
    const theirs = await call('apiKeysList', {}, { cookie: other.ownerCookie });
    expectSuccess(theirs);
    expect(theirs.value.map((entry) => entry.id)).not.toContain(ours.value.id);
    expect(
      await call('apiKeysRevoke', { api_key_id: ours.value.id, reason: 'not mine' }, { cookie: other.ownerCookie }),
    ).toMatchObject({ message: 'apiKeyNotFound' });
    expectSuccess(await call('sitesList', {}, { key: ours.key }));
    // Nor can an operator's owner make a key for another operator.
    expect(
      await call('apiKeysCreate', { name: 'for them', role: 'owner', operator_id: other.operatorId }, { cookie: ownerCookie }),
    ).toMatchObject({ message: 'operatorNotFound' });
  });

  it('cannot make the calls of a signed-in member', async () => {
    const { key } = await createKey('owner');
    expect(await call('staffMe', {}, { key })).toEqual(FORBIDDEN);
    expect(await call('staffChangePassword', { current_password: 'x', new_password: 'a-new-password-12' }, { key })).toEqual(
      FORBIDDEN,
    );
  });

  it('are refused as a cookie, and a session token as a bearer', async () => {
    const { key } = await createKey('owner');
    expect(await call('sitesList', {}, { cookie: `wl_staff=${key}` })).toEqual(SESSION_EXPIRED);
    const session = ownerCookie.split('=')[1]!;
    expect(await call('sitesList', {}, { key: session })).toEqual({
      httpStatus: 401,
      statusCode: 401,
      message: 'permissionDenied',
    });
    // With both, the bearer decides.
    expect(await call('sitesList', {}, { key: `${key}x`, cookie: ownerCookie })).toMatchObject({ httpStatus: 401 });
  });
});

describe('operators', () => {
  it('are created by platform owners with their four-eyes thresholds, under a name of their own', async () => {
    const created = await call(
      'operatorsCreate',
      { name: 'Threshold Operator', adjustment_approval_over: { PHP: 500_000 }, withdrawal_approval_over: { PHP: 2_000_000 } },
      { cookie: platformCookie },
    );
    expectSuccess(created);
    expect(created.value).toMatchObject({
      name: 'Threshold Operator',
      adjustment_approval_over: { PHP: 500_000 },
      withdrawal_approval_over: { PHP: 2_000_000 },
      site_count: 0,
    });
    const listed = await call('operatorsList', {}, { cookie: platformCookie });
    expectSuccess(listed);
    expect(listed.value.map((operator) => operator.id)).toEqual(expect.arrayContaining([created.value.id, other.operatorId]));
    expect(await call('operatorsCreate', { name: 'Threshold Operator' }, { cookie: platformCookie })).toMatchObject({
      statusCode: 409,
      message: 'operatorNameTaken',
    });
    expect(
      await call(
        'operatorsUpdate',
        { operator_id: created.value.id, name: 'Directory Test Operator', reason: 'clash' },
        { cookie: platformCookie },
      ),
    ).toMatchObject({ message: 'operatorNameTaken' });
  });

  it("are seen by an operator's staff as their own only; its owner sets its thresholds, nobody else's", async () => {
    const listed = await call('operatorsList', {}, { cookie: other.ownerCookie });
    expectSuccess(listed);
    expect(listed.value.map((operator) => operator.id)).toEqual([other.operatorId]);
    expect(listed.value[0]!.site_count).toBe(1);

    const updated = await call(
      'operatorsUpdate',
      { operator_id: other.operatorId, adjustment_approval_over: { USD: 10_000 }, reason: 'new policy' },
      { cookie: other.ownerCookie },
    );
    expectSuccess(updated);
    expect(updated.value.adjustment_approval_over).toEqual({ USD: 10_000 });
    // The site is in USD (sites/create's default): above 100.00 waits for a second approver.
    expect(await t.app.approvals.needsApproval('adjustment', other.siteId, 10_000n)).toBe(false);
    expect(await t.app.approvals.needsApproval('adjustment', other.siteId, 10_001n)).toBe(true);

    expect(
      await call(
        'operatorsUpdate',
        { operator_id: await defaultOperatorId(), adjustment_approval_over: {}, reason: 'not mine' },
        { cookie: other.ownerCookie },
      ),
    ).toMatchObject({ statusCode: 404, message: 'operatorNotFound' });
    expect(await call('operatorsCreate', { name: 'Made By An Operator' }, { cookie: other.ownerCookie })).toMatchObject({
      statusCode: 403,
      message: 'forbidden',
    });
  });
});
