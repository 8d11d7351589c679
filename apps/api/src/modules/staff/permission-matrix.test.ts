import {
  type CallPermission,
  operator,
  type Permission,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  STAFF_SESSION_COOKIE,
  type StaffRole,
} from '@wl/contract';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, operators } from '../../db/schema/index.js';
import { type StaffSession, testAppForFile } from '../../test/harness.js';
import { newApiKey } from './identity.js';

/**
 * The permission matrix, walked: every operator and back-office call, made by a member of every
 * role, is refused with forbidden exactly when the contract's matrix denies the role the call's
 * permission. The bodies are empty: the permission is checked before the body is read, so a role
 * that holds it gets the call's own answer (a validation failure, often) and never a refusal.
 */

const t = testAppForFile();

type CallName = operator.OperatorCallName;
const CALL_NAMES = Object.keys(operator.operatorCalls) as CallName[];
const permissionOf = (name: CallName): CallPermission => operator.operatorCalls[name].permission;
const isPermission = (permission: CallPermission): permission is Permission =>
  permission !== 'signedIn' && permission !== 'signIn';

const PERMISSION_CALLS = CALL_NAMES.filter((name) => isPermission(permissionOf(name)));
/** Calls that end the session they are made with: each is made with a session of its own. */
const ENDS_THE_SESSION = new Set<CallName>(['staffSignOut', 'staffSignOutEverywhere']);
const SIGNED_IN_CALLS = CALL_NAMES.filter((name) => permissionOf(name) === 'signedIn');

const sessions = new Map<StaffRole, StaffSession>();
const keys = new Map<StaffRole, string>();

beforeAll(async () => {
  const [defaultOperator] = await t.database.db.select({ id: operators.id }).from(operators).orderBy(asc(operators.id)).limit(1);
  for (const role of STAFF_ROLES) {
    sessions.set(role, await t.staffSession(role));
    const { key, prefix, hash } = newApiKey();
    await t.database.db
      .insert(apiKeys)
      .values({ name: `matrix ${role}`, role, operatorId: defaultOperator!.id, prefix, keyHash: hash });
    keys.set(role, key);
  }
});

const FORBIDDEN = { httpStatus: 403, statusCode: 403, message: 'forbidden' };

/** What a refusal of the caller looks like: none of these may answer a role that holds the permission. */
function refusesTheCaller(answer: { httpStatus: number; message?: string }): boolean {
  return (
    answer.httpStatus === 401 ||
    answer.httpStatus === 403 ||
    answer.message === 'sessionExpired' ||
    answer.message === 'passwordChangeRequired'
  );
}

/** The calls of a role's walk whose answer does not follow the matrix, described. */
async function walk(
  role: StaffRole,
  send: (name: CallName) => Promise<{ httpStatus: number; statusCode: number; message?: string }>,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const name of PERMISSION_CALLS) {
    const permission = permissionOf(name) as Permission;
    const answer = await send(name);
    const summary = `${name} (${permission}) answered ${answer.httpStatus} ${answer.message ?? 'success'}`;
    if (ROLE_PERMISSIONS[role].includes(permission)) {
      if (refusesTheCaller(answer)) wrong.push(`${summary} though ${role} holds it`);
    } else if (JSON.stringify(answer) !== JSON.stringify(FORBIDDEN)) {
      wrong.push(`${summary} though ${role} lacks it`);
    }
  }
  return wrong;
}

describe('the permission matrix', () => {
  it('covers the calls of every area', () => {
    expect(PERMISSION_CALLS.length).toBeGreaterThan(30);
    expect(SIGNED_IN_CALLS).toContain('staffMe');
  });

  it.each(STAFF_ROLES)('is followed for every call made by a signed-in %s', async (role) => {
    const session = sessions.get(role)!;
    expect(await walk(role, (name) => t.backoffice(name, {}, session))).toEqual([]);
  });

  it.each(STAFF_ROLES)("is followed for every call made with a %s's API key", async (role) => {
    const key = keys.get(role)!;
    expect(await walk(role, (name) => t.backoffice(name, {}, null, { authorization: `Bearer ${key}` }))).toEqual([]);
  });

  it.each(STAFF_ROLES)("answers a %s's API key as a known caller in the calls of a signed-in member: never 401", async (role) => {
    const key = keys.get(role)!;
    const wrong: string[] = [];
    for (const name of SIGNED_IN_CALLS) {
      const answer = await t.backoffice(name, {}, null, { authorization: `Bearer ${key}` });
      if (answer.httpStatus === 401 || answer.statusCode === 401) wrong.push(`${name} answered ${answer.message}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(STAFF_ROLES)('lets a %s make the calls of any signed-in member', async (role) => {
    const wrong: string[] = [];
    for (const name of SIGNED_IN_CALLS) {
      const session = ENDS_THE_SESSION.has(name) ? await t.staffSession(role) : sessions.get(role)!;
      const answer = await t.backoffice(name, {}, session);
      if (refusesTheCaller(answer)) wrong.push(`${name} answered ${answer.httpStatus} ${answer.message}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a call without a signed-in member or a key', () => {
  const GUARDED = CALL_NAMES.filter((name) => permissionOf(name) !== 'signIn');

  it('is refused with permissionDenied when it carries no credentials', async () => {
    const answered = await Promise.all(GUARDED.map(async (name) => [name, await t.backoffice(name, {}, null)] as const));
    const wrong = answered.filter(([, answer]) => answer.httpStatus !== 401 || answer.message !== 'permissionDenied');
    expect(wrong).toEqual([]);
  });

  it('is refused with sessionExpired when its cookie holds no session', async () => {
    const stale = { cookie: `${STAFF_SESSION_COOKIE}=not-a-session-token` } as StaffSession;
    const answered = await Promise.all(GUARDED.map(async (name) => [name, await t.backoffice(name, {}, stale)] as const));
    expect(answered.filter(([, answer]) => answer.message !== 'sessionExpired')).toEqual([]);
  });

  it('is refused with permissionDenied when its key is unknown', async () => {
    const unknownKey = { authorization: `Bearer ${newApiKey().key}` };
    const answered = await Promise.all(
      GUARDED.map(async (name) => [name, await t.backoffice(name, {}, null, unknownKey)] as const),
    );
    expect(answered.filter(([, answer]) => answer.httpStatus !== 401 || answer.message !== 'permissionDenied')).toEqual([]);
  });
});
