import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  type CallName,
  type CallRequest,
  type CallResponse,
  calls,
  type Failure,
  operator as operatorApi,
  STAFF_SESSION_COOKIE,
  type StaffRole,
  SUCCESS,
} from '@wl/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type CountryCode, getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { apiKeys, auditLog, operators, players, smsOutbox, staff } from '../db/schema/index.js';
import { hashPassword, seal, sha256 } from '../lib/crypto.js';
import { TOTP_PURPOSE } from '../modules/staff/identity.js';
import { DEMO_PLAYER } from '../seed/demo.js';
import { TEST_PASSWORD_LOG_N, TEST_SERVER_SECRET } from './database-template.js';
import { createScratchDatabase } from './postgres-faults.js';

export const INSTALLATION_TOKEN = 'test-installation-token-0123456789abcdef';
/** A platform owner's API key: what the CLI and operator-API tests call with. */
export const OPERATOR_KEY = 'wlk_test-operator-key-0123456789abcdefghijk';

/** Gives a database the tests' platform owner key (OPERATOR_KEY). */
export async function grantOperatorKey(db: Database['db']): Promise<void> {
  await db
    .insert(apiKeys)
    .values({ name: 'tests', role: 'owner', operatorId: null, prefix: OPERATOR_KEY.slice(0, 12), keyHash: sha256(OPERATOR_KEY) });
}
export { TEST_SERVER_SECRET };
export type SiteRef = { domain_name: string; external_id: string };
/** What a player call names: the session token and the account */
export type PlayerSession = { auth: string; account_id: string };

let pgliteTemplate: Blob | undefined;

/**
 * A fresh database per test app, migrated and seeded: an in-memory PGlite started from the run's
 * template dump, or a database of its own on the PostgreSQL server of TEST_DATABASE_URL, copied
 * from the run's template database here and dropped on close (test/database-template.ts).
 */
async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    pgliteTemplate ??= new Blob([readFileSync(template.dumpFile)]);
    return { database: await openDatabase({ loadDataDir: pgliteTemplate }), drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the run made its template database on PostgreSQL, but TEST_DATABASE_URL is not set here');
  const scratch = await createScratchDatabase(serverUrl, 'wl_test', template.name);
  return { database: await openDatabase({ databaseUrl: scratch.url, poolSize: 5 }), url: scratch.url, drop: scratch.drop };
}

/** The fields of `Of` that `In` does not have, each present only as undefined. */
type Absent<Of, In> = { [K in Exclude<keyof Of, keyof In>]?: undefined };

/**
 * A call's answer as a test gets it: the call's success shape or the failure envelope, with the HTTP
 * status. Any field of either can be read before the test knows which came (the other's read as
 * undefined); expectSuccess narrows it to the success shape.
 */
export type Answer<Success> = { httpStatus: number } & Envelope<Success>;
/** A body that is either the success shape or the failure envelope, readable field by field as Answer is. */
export type Envelope<Success> = (Success & Absent<Failure, Success>) | (Failure & Absent<Success, Failure>);

type OperatorCalls = operatorApi.OperatorCalls;
type OperatorPrefix = `${typeof operatorApi.OPERATOR_API_PREFIX}/`;
/** An operator call's path after /api/operator/, as the CLI names it: 'sites/list'. */
export type OperatorPath = {
  [N in keyof OperatorCalls]: OperatorCalls[N]['path'] extends `${OperatorPrefix}${infer Path}` ? Path : never;
}[keyof OperatorCalls];
/** The name of the operator call at a path. */
export type OperatorCallAt<P extends OperatorPath> = {
  [N in keyof OperatorCalls]: OperatorCalls[N]['path'] extends `${OperatorPrefix}${P}` ? N : never;
}[keyof OperatorCalls];

/** Fails the test, showing the answer, unless the call succeeded; the answer is then its success shape. */
export function expectSuccess<A extends { statusCode: number }>(
  answer: A,
): asserts answer is Extract<A, { statusCode: typeof SUCCESS }> {
  expect(answer.statusCode, JSON.stringify(answer)).toBe(SUCCESS);
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** on PostgreSQL, the URL of the test's database, for a second instance or connection of its own */
  databaseUrl?: string;
  /** A call of the player's app; the body is the test's own, so a test can send one the contract refuses. */
  call<N extends CallName>(
    name: N,
    body: CallRequest<N> | Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<Answer<CallResponse<N>>>;
  /** A call of the operator API with a platform owner's API key. */
  operator<P extends OperatorPath>(
    path: P,
    body?: operatorApi.OperatorRequest<OperatorCallAt<P>> | Record<string, unknown>,
  ): Promise<Answer<operatorApi.OperatorResponse<OperatorCallAt<P>>>>;
  /**
   * A new staff member of a role, signed in (with a TOTP code when the role needs one): of the
   * default operator unless `operatorId` names another or `platform` is set, limited to `siteIds`
   * when given.
   */
  staffSession(role: StaffRole, options?: StaffOptions): Promise<StaffSession>;
  /** A back-office or operator call by name, as a signed-in member (or anonymously without one). */
  backoffice<N extends operatorApi.OperatorCallName>(
    name: N,
    body: operatorApi.OperatorRequest<N> | Record<string, unknown>,
    session?: StaffSession | null,
    headers?: Record<string, string>,
  ): Promise<Answer<operatorApi.OperatorResponse<N>>>;
  /** domain_name and external_id of a seeded site, for visitor calls */
  site(domain?: string): Promise<SiteRef>;
  /** Today as YYYY-MM-DD in the site's timezone, the calendar the history ranges are read in */
  today(domain?: string): Promise<string>;
  latestTac(accountId: string, domain?: string): Promise<string>;
  /** The newest audit log row of an action, or undefined when there is none */
  latestAudit(action: string): Promise<typeof auditLog.$inferSelect | undefined>;
  close(): Promise<void>;
}

dayjs.extend(utc);
dayjs.extend(timezone);

let clientSequence = 0;
let staffSequence = 0;

/** Each call comes from its own client address unless the test names one, as many callers would. */
function nextClientAddress(): string {
  clientSequence += 1;
  return `10.${clientSequence % 250}.${Math.floor(clientSequence / 250) % 250}.7`;
}

export interface StaffOptions {
  operatorId?: number;
  platform?: boolean;
  siteIds?: number[];
}

/** A signed-in staff member as a test holds them: the cookie header the browser would send. */
export interface StaffSession {
  staffId: number;
  username: string;
  password: string;
  totpSecret: string;
  cookie: string;
}

export const STAFF_TEST_PASSWORD = 'staff-test-password-1';

/** The session cookie a sign-in step set, as a Cookie header. */
function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((entry) => entry.name === STAFF_SESSION_COOKIE);
  if (!cookie) throw new Error('the sign-in step set no session cookie');
  return `${STAFF_SESSION_COOKIE}=${cookie.value}`;
}

/** The current TOTP code of a secret, at `at`. */
export function totpCodeOf(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

export interface TestAppOptions {
  /** replaces the clock of the cashier, promotion, mission and player protection rules */
  now?: () => Date;
  /** receives the log lines (with a LOG_LEVEL in env) */
  logStream?: { write(line: string): void };
}

/**
 * A fresh app on a fresh database. `now` lets a test step past a 24-hour wait instead of
 * sleeping.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const appNow = options.now ?? (() => new Date());
  const { database, url: databaseUrl, drop } = await freshDatabase();
  // Runs on one machine share its Redis: each app counts its limits and sends its events apart.
  const config: Config = loadConfig({
    LOG_LEVEL: 'silent',
    PASSWORD_SCRYPT_LOG_N: String(TEST_PASSWORD_LOG_N),
    TRUST_PROXY: '127.0.0.1',
    REDIS_PREFIX: `test-${randomUUID()}:`,
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    serverSecret: TEST_SERVER_SECRET,
    installationTokenHash: sha256(INSTALLATION_TOKEN),
    now: options.now,
    logStream: options.logStream,
  });
  await app.ready();
  await grantOperatorKey(database.db);

  async function backofficeCall(
    name: operatorApi.OperatorCallName,
    body: unknown,
    session: StaffSession | null | undefined,
    headers: Record<string, string> = {},
  ) {
    const response = await app.inject({
      method: 'POST',
      url: operatorApi.operatorCalls[name].path,
      payload: body as Record<string, unknown>,
      headers: { 'x-forwarded-for': nextClientAddress(), ...(session ? { cookie: session.cookie } : {}), ...headers },
    });
    return { response, answer: { httpStatus: response.statusCode, ...response.json() } };
  }

  return {
    app,
    database,
    databaseUrl,
    async call(name, body, headers = {}) {
      const client = { 'x-forwarded-for': nextClientAddress(), ...headers };
      const response = await app.inject({ method: 'POST', url: calls[name].path, payload: body, headers: client });
      return { httpStatus: response.statusCode, ...response.json<Envelope<CallResponse<typeof name>>>() };
    },
    async operator(path, body = {}) {
      const response = await app.inject({
        method: 'POST',
        url: `${operatorApi.OPERATOR_API_PREFIX}/${path}`,
        payload: body,
        headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      });
      return {
        httpStatus: response.statusCode,
        ...response.json<Envelope<operatorApi.OperatorResponse<OperatorCallAt<typeof path>>>>(),
      };
    },
    async staffSession(role, options = {}) {
      const [defaultOperator] = await database.db.select({ id: operators.id }).from(operators).orderBy(operators.id).limit(1);
      const username = `staff-${role.replace('_', '-')}-${++staffSequence}`;
      const totpSecret = new Secret({ size: 20 }).base32;
      const [member] = await database.db
        .insert(staff)
        .values({
          operatorId: options.platform ? null : (options.operatorId ?? defaultOperator!.id),
          username,
          role,
          passwordHash: await hashPassword(STAFF_TEST_PASSWORD, 10),
          siteIds: options.siteIds ?? null,
          totpSecret: seal(TEST_SERVER_SECRET, TOTP_PURPOSE, totpSecret),
          totpConfirmedAt: new Date(),
        })
        .returning({ id: staff.id });
      const signIn = await backofficeCall('staffSignIn', { username, password: STAFF_TEST_PASSWORD }, null);
      expectSuccess(signIn.answer);
      const challenge = {
        staffId: member!.id,
        username,
        password: STAFF_TEST_PASSWORD,
        totpSecret,
        cookie: sessionCookie(signIn.response),
      };
      // The code of the app's time: a test may have moved its clock away from the machine's.
      const verified = await backofficeCall('staffVerifyTotp', { code: totpCodeOf(totpSecret, appNow().getTime()) }, challenge);
      expectSuccess(verified.answer);
      return { ...challenge, cookie: sessionCookie(verified.response) };
    },
    async backoffice(name, body, session, headers) {
      return (await backofficeCall(name, body, session, headers)).answer;
    },
    async site(domain = 'localhost') {
      const site = await app.sites.byDomain(domain);
      return { domain_name: domain, external_id: site.externalId };
    },
    async today(domain = 'localhost') {
      const site = await app.sites.byDomain(domain);
      return dayjs().tz(site.timezone).format('YYYY-MM-DD');
    },
    async latestTac(accountId, domain = 'localhost') {
      const site = await app.sites.byDomain(domain);
      const [row] = await database.db
        .select({ body: smsOutbox.body })
        .from(smsOutbox)
        .where(and(eq(smsOutbox.siteId, site.id), eq(smsOutbox.accountId, accountId)))
        .orderBy(desc(smsOutbox.id))
        .limit(1);
      const code = row?.body.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no TAC in the outbox for ${accountId}`);
      return code;
    },
    async latestAudit(action) {
      const [row] = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(desc(auditLog.id))
        .limit(1);
      return row;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * How long a test file's app may take to start: migrating and seeding a fresh database takes
 * seconds on a quiet machine but over a minute on one busy with other test files.
 */
const APP_START_TIMEOUT_MS = 180_000;

/**
 * The app of a test file: created in a beforeAll (so before the hooks the file registers after
 * this call) and closed after the file's last test. What this returns stands for it from then on.
 */
export function testAppForFile(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  let created: TestApp | undefined;
  beforeAll(async () => {
    created = await createTestApp(env, options);
  }, APP_START_TIMEOUT_MS);
  afterAll(() => created?.close());
  const current = (): TestApp => {
    if (!created) throw new Error("the file's test app is created in its first beforeAll: use it in a hook or a test");
    return created;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    call: (name, body, headers) => current().call(name, body, headers),
    operator: (path, body) => current().operator(path, body),
    staffSession: (role, options) => current().staffSession(role, options),
    backoffice: (name, body, session, headers) => current().backoffice(name, body, session, headers),
    site: (domain) => current().site(domain),
    today: (domain) => current().today(domain),
    latestTac: (accountId, domain) => current().latestTac(accountId, domain),
    latestAudit: (action) => current().latestAudit(action),
    close: () => current().close(),
  };
}

/** Logs the seeded demo player in on a site and returns { auth, account_id } for player calls. */
export async function loginDemo(test: TestApp, domain = 'localhost') {
  const result = await test.call('login', {
    ...(await test.site(domain)),
    account_id: DEMO_PLAYER.accountId,
    password: DEMO_PLAYER.password,
  });
  expectSuccess(result);
  return { auth: result.token, account_id: DEMO_PLAYER.accountId };
}

let phoneSequence = 0;

/**
 * A mobile number of the site's country that no account of the site holds, different at every
 * call (one account per number; signups are limited per phone).
 */
export async function uniquePhone(test: TestApp, domain = 'localhost'): Promise<string> {
  const site = await test.app.sites.byDomain(domain);
  const example = getExampleNumber(site.country as CountryCode, examples);
  if (!example) throw new Error(`no example phone number for ${site.country}`);
  const digits = example.number;
  for (let attempt = 0; attempt < 1000; attempt++) {
    const suffix = String(++phoneSequence % 1000).padStart(3, '0');
    const candidate = parsePhoneNumberFromString(`${digits.slice(0, -3)}${suffix}`);
    if (candidate?.getType() !== 'MOBILE' && candidate?.getType() !== 'FIXED_LINE_OR_MOBILE') continue;
    const held = await test.database.db.$count(
      players,
      and(eq(players.siteId, site.id), eq(players.contactPhone, candidate.number)),
    );
    if (held === 0) return candidate.number;
  }
  throw new Error(`could not make a free mobile number for ${site.country}`);
}

/** What every signup must carry besides the account details: the player's age and terms confirmation. */
export const SIGNUP_CONSENT = { age_confirmed: true, terms_accepted: true } as const;

/** A password every signup check accepts. */
const STRONG_PASSWORD = 'Correct-horse-42';

/**
 * Sends a signup on a site that every check accepts but for what `fields` change: the player's
 * consent, a strong password and a mobile number no account of the site holds.
 */
export async function requestSignup(
  test: TestApp,
  accountId: string,
  fields: Partial<CallRequest<'signup'>> | Record<string, unknown> = {},
  domain = 'localhost',
) {
  const phone = 'contact_phone' in fields ? {} : { contact_phone: await uniquePhone(test, domain) };
  return test.call('signup', {
    ...(await test.site(domain)),
    ...SIGNUP_CONSENT,
    account_id: accountId,
    password: STRONG_PASSWORD,
    ...phone,
    ...fields,
  });
}

/** Signs a new player up, verifies the TAC from the outbox, and returns the session. */
export async function signupPlayer(test: TestApp, accountId: string, domain = 'localhost', password = STRONG_PASSWORD) {
  const site = await test.site(domain);
  const phone = await uniquePhone(test, domain);
  const signup = await requestSignup(test, accountId, { password, contact_phone: phone }, domain);
  expectSuccess(signup);
  const verified = await test.call('tacVerify', { ...site, account_id: accountId, tac: await test.latestTac(accountId, domain) });
  expectSuccess(verified);
  return { auth: verified.token, account_id: accountId, phone, password, site };
}
