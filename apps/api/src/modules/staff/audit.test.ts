import { backoffice } from '@wl/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { expectSuccess, totpCodeOf } from '../../test/harness.js';
import { staffTestApp } from '../../test/staff.js';

const { t, send, call, addMember, signIn, nextCode, appNow, defaultOperatorId, defaultOperatorSiteIds, otherOperator } =
  staffTestApp();

type Row = typeof auditLog.$inferInsert;

let platformCookie: string;
let ownSites: number[];
let other: { operatorId: number; siteId: number; ownerCookie: string };

beforeAll(async () => {
  ownSites = await defaultOperatorSiteIds();
  ({ platformCookie, ...other } = await otherOperator('Audit Test Operator', 'audit'));
});

async function rowsOf(action: string, target?: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), target === undefined ? undefined : eq(auditLog.target, target)))
    .orderBy(asc(auditLog.id));
}

/** The error code a database error carries, through the wrappers of the driver and Drizzle. */
async function databaseErrorCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as never) {
      if (typeof current.code === 'string') return current.code;
    }
    throw error;
  }
  return undefined;
}

describe('what the audit log records', () => {
  it('names the member, their role, address and browser, the reason and what changed', async () => {
    const owner = await addMember('owner');
    const cookie = await signIn(owner);
    const headers = { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'audit-test-browser/1.0' };
    const created = await call(
      'staffCreate',
      { username: 'audited-member', role: 'support', password: 'first-password-to-change-1', reason: 'new hire' },
      { cookie, headers },
    );
    expectSuccess(created);
    const [row] = await rowsOf('staff.create', `staff:${created.value.id}`);
    expect(row).toMatchObject({
      actorKind: 'staff',
      actorId: owner.id,
      actor: owner.username,
      role: 'owner',
      ip: '203.0.113.9',
      userAgent: 'audit-test-browser/1.0',
      operatorId: await defaultOperatorId(),
      reason: 'new hire',
      before: null,
      after: expect.objectContaining({ username: 'audited-member', role: 'support' }),
    });
    expect(JSON.stringify(row)).not.toMatch(/scrypt|first-password/);
  });

  it("names an API key by its name and the key's role", async () => {
    const cookie = await signIn(await addMember('owner'));
    const created = await call('apiKeysCreate', { name: 'audit automation', role: 'admin' }, { cookie });
    expectSuccess(created);
    const made = await call(
      'staffCreate',
      { username: 'made-by-a-key', role: 'marketing', password: 'first-password-to-change-2' },
      {
        key: created.key,
        headers: { 'x-forwarded-for': '198.51.100.20' },
      },
    );
    expectSuccess(made);
    const [row] = await rowsOf('staff.create', `staff:${made.value.id}`);
    expect(row).toMatchObject({
      actorKind: 'api_key',
      actorId: created.value.id,
      actor: 'key:audit automation',
      role: 'admin',
      ip: '198.51.100.20',
    });
  });

  it('records an audited call whose service wrote no row of its own', async () => {
    const member = await addMember('read_only');
    const cookie = await signIn(member);
    expectSuccess(await call('staffSignOut', {}, { cookie, headers: { 'x-forwarded-for': '198.51.100.21' } }));
    const [signOut, ...more] = (await rowsOf('auth.sign_out')).filter((row) => row.actorId === member.id);
    expect(more).toEqual([]);
    expect(signOut).toMatchObject({ actorKind: 'staff', actor: member.username, role: 'read_only', ip: '198.51.100.21' });
  });

  it('records each sign-in step, naming the member, without the password or the code', async () => {
    const member = await addMember('cashier');
    const from = { 'x-forwarded-for': '198.51.100.24', 'user-agent': 'signing-in/1.0' };
    const challenge = await send('staffSignIn', { username: member.username, password: member.password }, { headers: from });
    expectSuccess(challenge.answer);
    const code = nextCode(member);
    expectSuccess(await call('staffVerifyTotp', { code }, { cookie: challenge.cookie, headers: from }));

    const [passwordStep] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign_in'), sql`${auditLog.data}->>'username' = ${member.username}`));
    expect(passwordStep).toMatchObject({ ip: '198.51.100.24', data: { username: member.username, password: '[redacted]' } });
    expect(await rowsOf('staff.sign_in', `staff:${member.id}`)).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actorId: member.id,
        actor: member.username,
        role: 'cashier',
        ip: '198.51.100.24',
        userAgent: 'signing-in/1.0',
        operatorId: await defaultOperatorId(),
      }),
    ]);
    const [withSecrets] = await t.database.db
      .select({ rows: count() })
      .from(auditLog)
      .where(sql`${auditLog}::text like ${`%${code}%`} or ${auditLog}::text like ${`%${member.password}%`}`);
    expect(withSecrets!.rows).toBe(0);
  });

  it('records wrong passwords and codes against the member', async () => {
    const member = await addMember('cashier');
    const from = { headers: { 'x-forwarded-for': '198.51.100.22' } };
    await call('staffSignIn', { username: member.username, password: 'wrong' }, from);
    const challenge = await send('staffSignIn', { username: member.username, password: member.password }, from);
    const code = nextCode(member);
    await call('staffVerifyTotp', { code: code === '000000' ? '999999' : '000000' }, { cookie: challenge.cookie, ...from });
    const against = {
      actorKind: 'staff',
      actorId: member.id,
      actor: member.username,
      role: 'cashier',
      ip: '198.51.100.22',
      operatorId: await defaultOperatorId(),
    };
    expect(await rowsOf('staff.sign_in_failed', `staff:${member.id}`)).toEqual([expect.objectContaining(against)]);
    expect(await rowsOf('staff.totp_failed', `staff:${member.id}`)).toEqual([expect.objectContaining(against)]);
  });

  it('records an enrolment in two-factor against the member', async () => {
    const member = await addMember('support', { totp: false });
    const first = await send('staffSignIn', { username: member.username, password: member.password });
    expectSuccess(first.answer);
    const code = totpCodeOf(first.answer.enrolment!.secret, appNow());
    expectSuccess(await call('staffEnrolTotp', { code }, { cookie: first.cookie }));
    expect(await rowsOf('staff.totp_enrolled', `staff:${member.id}`)).toEqual([
      expect.objectContaining({ actorKind: 'staff', actorId: member.id, actor: member.username, role: 'support' }),
    ]);
  });

  it('records a call refused for want of a permission as access.denied', async () => {
    const cashier = await addMember('cashier');
    const cookie = await signIn(cashier);
    const refused = await call(
      'staffCreate',
      { username: 'not-allowed', role: 'owner', password: 'first-password-to-change-3' },
      { cookie, headers: { 'x-forwarded-for': '198.51.100.23', 'user-agent': 'curious/2.0' } },
    );
    expect(refused).toMatchObject({ httpStatus: 403, message: 'forbidden' });
    const denied = (await rowsOf('access.denied')).filter((row) => row.actorId === cashier.id);
    expect(denied).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actor: cashier.username,
        role: 'cashier',
        ip: '198.51.100.23',
        userAgent: 'curious/2.0',
        target: backoffice.backofficeCalls.staffCreate.path,
        data: { permission: 'staff.manage' },
      }),
    ]);
  });
});

describe('the audit log cannot be changed', () => {
  it.each([
    ['UPDATE', sql`update audit_log set reason = 'rewritten'`],
    ['DELETE', sql`delete from audit_log`],
    ['TRUNCATE', sql`truncate audit_log`],
  ])('refuses %s in the database', async (_statement, statement) => {
    const [before] = await t.database.db.select({ rows: count() }).from(auditLog);
    expect(before!.rows).toBeGreaterThan(0);
    // insufficient_privilege, raised by the append-only trigger
    expect(await databaseErrorCode(t.database.db.execute(statement))).toBe('42501');
    const [after] = await t.database.db.select({ rows: count() }).from(auditLog);
    expect(after!.rows).toBe(before!.rows);
    const [rewritten] = await t.database.db.select({ rows: count() }).from(auditLog).where(eq(auditLog.reason, 'rewritten'));
    expect(rewritten!.rows).toBe(0);
  });

  it('refuses an update of one row through the query builder too', async () => {
    const [row] = await t.database.db.select().from(auditLog).limit(1);
    expect(
      await databaseErrorCode(t.database.db.update(auditLog).set({ actor: 'someone else' }).where(eq(auditLog.id, row!.id))),
    ).toBe('42501');
  });
});

describe('searching and exporting the audit log', () => {
  /** Rows of known content and time, far in the past so that nothing the tests do falls among them. */
  const day = (n: number) => new Date(Date.UTC(2021, 0, n, 10));
  let fixture: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F', number>;

  beforeAll(async () => {
    const operatorId = await defaultOperatorId();
    const [first, second] = ownSites;
    const rows: (Row & { name: keyof typeof fixture })[] = [
      { name: 'A', actor: 'Alice.Admin', action: 'fixture.player.block', target: 'player:12', siteId: first!, operatorId },
      { name: 'B', actor: 'bob', action: 'fixture.player.unblock', target: 'player:13', siteId: second!, operatorId },
      { name: 'C', actor: 'alice', action: 'fixture.cashier.approve', target: 'cashier:5', siteId: first!, operatorId },
      { name: 'D', actor: 'carol', action: 'fixture.staff.update', target: 'staff:9', siteId: null, operatorId },
      {
        name: 'E',
        actor: 'their-owner',
        action: 'fixture.player.block',
        target: 'player:99',
        siteId: other.siteId,
        operatorId: other.operatorId,
      },
      {
        name: 'F',
        actor: 'per%cent_',
        action: 'fixture.odd',
        target: 'player:1',
        siteId: null,
        operatorId: other.operatorId,
        reason: '=HYPERLINK("https://evil.example","click")',
      },
    ];
    const ids: Partial<typeof fixture> = {};
    for (const [index, { name, ...row }] of rows.entries()) {
      const [inserted] = await t.database.db
        .insert(auditLog)
        .values({ ...row, actorKind: 'staff', createdAt: day(index + 1) })
        .returning({ id: auditLog.id });
      ids[name] = inserted!.id;
    }
    fixture = ids as typeof fixture;
  });

  async function search(filters: Record<string, unknown>, cookie = platformCookie) {
    const answer = await call('auditSearch', { action: 'fixture.', ...filters }, { cookie });
    expectSuccess(answer);
    return answer;
  }
  const namesOf = (answer: { value: { id: number }[] }) =>
    answer.value.map((entry) => Object.entries(fixture).find(([, id]) => id === entry.id)?.[0] ?? `other ${entry.id}`);

  it('answers newest first by default, or oldest first', async () => {
    expect(namesOf(await search({}))).toEqual(['F', 'E', 'D', 'C', 'B', 'A']);
    expect(namesOf(await search({ sort: 'oldest' }))).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('pages with the total of all pages', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const answer = await search({ page, page_size: 2 });
      expect(answer.total).toBe(6);
      pages.push(namesOf(answer));
    }
    expect(pages).toEqual([['F', 'E'], ['D', 'C'], ['B', 'A'], []]);
  });

  it.each([
    ['part of the actor, in any case', { actor: 'ALICE' }, ['C', 'A']],
    ['an actor with % and _ taken literally', { actor: '%cent_' }, ['F']],
    ['the start of an action', { action: 'fixture.player.' }, ['E', 'B', 'A']],
    ['a whole action', { action: 'fixture.player.block' }, ['E', 'A']],
    ['an exact target', { target: 'player:1' }, ['F']],
    ['a kind of target', { target: 'player:' }, ['F', 'E', 'B', 'A']],
    ['a time range, both ends included', { from: '2021-01-02T10:00:00Z', to: '2021-01-04T10:00:00.000+00:00' }, ['D', 'C', 'B']],
  ] as const)('filters by %s', async (_what, filters, expected) => {
    const answer = await search(filters);
    expect(namesOf(answer)).toEqual(expected);
    expect(answer.total).toBe(expected.length);
  });

  it('filters by site', async () => {
    expect(namesOf(await search({ site_id: ownSites[0] }))).toEqual(['C', 'A']);
    expect(namesOf(await search({ site_id: ownSites[1], actor: 'bob' }))).toEqual(['B']);
    expect(namesOf(await search({ site_id: ownSites[1], actor: 'alice' }))).toEqual([]);
  });

  it("shows an operator's staff only their operator's rows, of the sites they reach", async () => {
    const ownerCookie = await signIn(await addMember('owner'));
    expect(namesOf(await search({}, ownerCookie))).toEqual(['D', 'C', 'B', 'A']);
    const firstSiteOnly = await signIn(await addMember('risk', { siteIds: [ownSites[0]!] }));
    expect(namesOf(await search({}, firstSiteOnly))).toEqual(['D', 'C', 'A']);
    expect(namesOf(await search({}, other.ownerCookie))).toEqual(['F', 'E']);
    // Naming another operator's site finds nothing.
    expect(namesOf(await search({ site_id: other.siteId }, ownerCookie))).toEqual([]);
  });

  it('exports the matching rows as CSV with formulas defused, in the same scope', async () => {
    const exported = await call('auditExport', { action: 'fixture.' }, { cookie: platformCookie });
    expectSuccess(exported);
    expect(exported).toMatchObject({ rows: 6, truncated: false });
    const lines = exported.csv.split('\r\n');
    expect(lines[0]).toBe(
      '"id","at","actor_kind","actor","role","ip","user_agent","action","target","site_id","reason","before","after","data"',
    );
    expect(lines).toHaveLength(8);
    expect(lines[7]).toBe('');
    expect(lines[1]).toMatch(new RegExp(`^"${fixture.F}","2021-01-06T10:00:00.000Z","staff","per%cent_",`));
    expect(lines[1]).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
    expect(lines[6]).toMatch(new RegExp(`^"${fixture.A}",`));

    const theirs = await call('auditExport', { action: 'fixture.' }, { cookie: other.ownerCookie });
    expectSuccess(theirs);
    expect(theirs).toMatchObject({ rows: 2, truncated: false });
  });

  it('records who exported what', async () => {
    const member = await addMember('risk');
    expectSuccess(await call('auditExport', { action: 'fixture.player.' }, { cookie: await signIn(member) }));
    const exports = (await rowsOf('audit.export')).filter((row) => row.actorId === member.id);
    expect(exports).toEqual([expect.objectContaining({ role: 'risk', data: { action: 'fixture.player.' } })]);
  });

  it(`says when more than ${backoffice.AUDIT_EXPORT_MAX} rows matched`, async () => {
    await t.database.db.execute(
      sql`insert into audit_log (actor, action, target, created_at)
          select 'bulk', 'bulk.row', 'row:' || n, timestamptz '2020-06-01' + n * interval '1 second'
          from generate_series(1, ${backoffice.AUDIT_EXPORT_MAX + 1}) as n`,
    );
    const exported = await call('auditExport', { action: 'bulk.' }, { cookie: platformCookie });
    expectSuccess(exported);
    expect(exported).toMatchObject({ rows: backoffice.AUDIT_EXPORT_MAX, truncated: true });
    const lines = exported.csv.split('\r\n');
    expect(lines).toHaveLength(backoffice.AUDIT_EXPORT_MAX + 2);
    // Newest first: the oldest row is the one left out.
    expect(lines[1]).toContain(`"row:${backoffice.AUDIT_EXPORT_MAX + 1}"`);
    expect(exported.csv).not.toContain('"row:1"');
  }, 60_000);
});
