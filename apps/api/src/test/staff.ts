import { operator as operatorApi, roleNeedsTotp, STAFF_SESSION_COOKIE, type StaffRole } from '@wl/contract';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret } from 'otpauth';
import { afterEach, expect } from 'vitest';
import { operators, sites, staff } from '../db/schema/index.js';
import { hashPassword, seal } from '../lib/crypto.js';
import { TOTP_PURPOSE } from '../modules/staff/identity.js';
import { type Answer, expectSuccess, TEST_SERVER_SECRET, testAppForFile, totpCodeOf } from './harness.js';

type CallName = operatorApi.OperatorCallName;

/** A staff member a test made, with what it takes to sign them in. */
export interface Member {
  id: number;
  username: string;
  password: string;
  role: StaffRole;
  /** null: no two-factor set up yet */
  totpSecret: string | null;
  /** the TOTP time step of the last code this test gave for the member: a code works once */
  lastStep: number;
}

/** How a call authenticates: a session cookie header, an API key as a bearer token, or nothing. */
export interface Credentials {
  cookie?: string;
  key?: string;
  headers?: Record<string, string>;
}

export interface Sent<N extends CallName> {
  answer: Answer<operatorApi.OperatorResponse<N>>;
  response: LightMyRequestResponse;
  /** the session cookie the answer set, as the browser would send it back; undefined when it set none */
  cookie: string | undefined;
}

export const MEMBER_PASSWORD = 'member-test-password-7';
const TOTP_STEP_MS = 30_000;

let addressSequence = 0;

/** A client address per request (the sign-in steps are limited per address), apart from the harness's 10.x. */
function nextAddress(): string {
  addressSequence += 1;
  return `100.64.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

let memberSequence = 0;

/**
 * The app of a staff test file, with a clock the test can run ahead of the real one (back in step
 * after each test), raw back-office calls that show the cookies they set, and members created in
 * the database with a known password and TOTP secret.
 */
export function staffTestApp() {
  let aheadMs = 0;
  const t = testAppForFile({}, { now: () => new Date(Date.now() + aheadMs) });
  afterEach(() => {
    aheadMs = 0;
  });
  const appNow = () => Date.now() + aheadMs;

  async function send<N extends CallName>(
    name: N,
    body: operatorApi.OperatorRequest<N> | Record<string, unknown>,
    credentials: Credentials = {},
  ): Promise<Sent<N>> {
    const response = await t.app.inject({
      method: 'POST',
      url: operatorApi.operatorCalls[name].path,
      payload: body as Record<string, unknown>,
      headers: {
        'x-forwarded-for': nextAddress(),
        ...(credentials.cookie ? { cookie: credentials.cookie } : {}),
        ...(credentials.key ? { authorization: `Bearer ${credentials.key}` } : {}),
        ...credentials.headers,
      },
    });
    const set = response.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE);
    return {
      answer: { httpStatus: response.statusCode, ...response.json<object>() } as Answer<operatorApi.OperatorResponse<N>>,
      response,
      cookie: set?.value ? `${STAFF_SESSION_COOKIE}=${set.value}` : undefined,
    };
  }

  /** The answer of a back-office call. */
  async function call<N extends CallName>(
    name: N,
    body: operatorApi.OperatorRequest<N> | Record<string, unknown>,
    credentials: Credentials = {},
  ): Promise<Answer<operatorApi.OperatorResponse<N>>> {
    return (await send(name, body, credentials)).answer;
  }

  async function defaultOperatorId(): Promise<number> {
    const [first] = await t.database.db.select({ id: operators.id }).from(operators).orderBy(asc(operators.id)).limit(1);
    return first!.id;
  }

  /**
   * A member of a role, of the default operator unless `operatorId` names another (null: platform
   * staff), enrolled in two-factor when the role needs it unless `totp` says otherwise.
   */
  async function addMember(
    role: StaffRole,
    options: { operatorId?: number | null; siteIds?: number[]; totp?: boolean } = {},
  ): Promise<Member> {
    memberSequence += 1;
    const username = `member-${role.replace('_', '-')}-${memberSequence}`;
    const totpSecret = (options.totp ?? roleNeedsTotp(role)) ? new Secret({ size: 20 }).base32 : null;
    const [row] = await t.database.db
      .insert(staff)
      .values({
        operatorId: options.operatorId === undefined ? await defaultOperatorId() : options.operatorId,
        username,
        role,
        passwordHash: await hashPassword(MEMBER_PASSWORD, 10),
        siteIds: options.siteIds ?? null,
        ...(totpSecret ? { totpSecret: seal(TEST_SERVER_SECRET, TOTP_PURPOSE, totpSecret), totpConfirmedAt: new Date() } : {}),
      })
      .returning({ id: staff.id });
    return { id: row!.id, username, password: MEMBER_PASSWORD, role, totpSecret, lastStep: 0 };
  }

  /**
   * A code for the member's next sign-in: the current one by the app's clock, after running the
   * clock on to the next time step when this test already used the current one.
   */
  function nextCode(member: Member): string {
    if (!member.totpSecret) throw new Error(`${member.username} has no two-factor`);
    const step = Math.floor(appNow() / TOTP_STEP_MS);
    if (step <= member.lastStep) aheadMs += (member.lastStep + 1 - step) * TOTP_STEP_MS;
    member.lastStep = Math.floor(appNow() / TOTP_STEP_MS);
    return totpCodeOf(member.totpSecret, appNow());
  }

  /** Signs the member in (password, then a TOTP code when enrolled) and answers the session cookie. */
  async function signIn(member: Member, password = member.password): Promise<string> {
    const first = await send('staffSignIn', { username: member.username, password });
    expectSuccess(first.answer);
    if (first.answer.stage === 'done') return first.cookie!;
    expect(first.answer.stage).toBe('totp');
    const second = await send('staffVerifyTotp', { code: nextCode(member) }, { cookie: first.cookie });
    expectSuccess(second.answer);
    return second.cookie!;
  }

  /** The default operator's site ids, in id order. */
  async function defaultOperatorSiteIds(): Promise<number[]> {
    const rows = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.operatorId, await defaultOperatorId()))
      .orderBy(asc(sites.id));
    return rows.map((row) => row.id);
  }

  /**
   * A signed-in platform owner, and an operator of its own (named `name`, with one site at
   * `<slug>-other.example`) with a signed-in owner of that operator.
   */
  async function otherOperator(name: string, slug: string) {
    const platformCookie = await signIn(await addMember('owner', { operatorId: null }));
    const operator = await call('operatorsCreate', { name }, { cookie: platformCookie });
    expectSuccess(operator);
    const site = await call(
      'sitesCreate',
      { domain: `${slug}-other.example`, theme_code: 'casino1', theme_color: 'gold', operator_id: operator.value.id },
      { cookie: platformCookie },
    );
    expectSuccess(site);
    const owner = await addMember('owner', { operatorId: operator.value.id });
    return { platformCookie, operatorId: operator.value.id, siteId: site.value.id, owner, ownerCookie: await signIn(owner) };
  }

  return {
    t,
    send,
    call,
    addMember,
    signIn,
    nextCode,
    defaultOperatorId,
    defaultOperatorSiteIds,
    otherOperator,
    /** The app's time now, in milliseconds. */
    appNow,
    /** Runs the app's clock this much further ahead of the real one, until the test ends. */
    runClockAhead(ms: number) {
      aheadMs += ms;
    },
  };
}
