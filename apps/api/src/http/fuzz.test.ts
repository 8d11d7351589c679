import {
  type CallDefinition,
  type CallName,
  callFailures,
  calls,
  FAILURES,
  type FailureKey,
  failureSchema,
  operator,
  SEAMLESS_ACTIONS,
  SEAMLESS_REQUESTS,
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_TIMESTAMP_HEADER,
  type SeamlessAction,
  STAFF_SESSION_COOKIE,
  SUCCESS,
  seamlessResponse,
} from '@wl/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse as Response } from 'fastify';
import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiKeys, staff } from '../db/schema/index.js';
import { hashPassword, seal, sha256 } from '../lib/crypto.js';
import { seamlessHeaders } from '../lib/seamless-signature.js';
import { newApiKey, TOTP_PURPOSE } from '../modules/staff/identity.js';
import { DEMO_PLAYER } from '../seed/demo.js';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../seed/demo-staff.js';
import {
  FuzzRequest,
  fuzzRequest,
  invalidRequest,
  type JsonSchema,
  type KnownValues,
  nearValidRequest,
  requestJsonSchema,
  toJsonText,
} from '../test/fuzz-arbitraries.js';
import { BUILT_IN, BUILT_IN_GAME, BUILT_IN_SECRET, launchToken } from '../test/game-provider.js';
import {
  createTestApp,
  expectSuccess,
  INSTALLATION_TOKEN,
  OPERATOR_KEY,
  STAFF_TEST_PASSWORD,
  type StaffSession,
  signupPlayer,
  TEST_SERVER_SECRET,
  type TestApp,
  totpCodeOf,
  uniquePhone,
} from '../test/harness.js';

/**
 * Property-based fuzzing of every call (issue 8): bodies derived from each call's request schema,
 * near-valid and hostile, sent with a live session or junk credentials. Every answer must be in
 * the contract (a documented HTTP status, the envelope, a failure key the call documents, never a
 * 500), must leak nothing, and a refused request must write no row. The operator and back-office
 * calls go with an owner's API key or an owner's staff session cookie (the sign-in steps with what
 * each step takes), and every one of them that is audited and succeeds writes its audit row.
 *
 * The seed is fixed so that a run is reproducible; FUZZ_SEED, FUZZ_RUNS (runs per endpoint) and
 * FUZZ_REFUSALS explore further, and FUZZ_REPORT=1 prints what each endpoint answered, e.g.
 * `FUZZ_RUNS=200 FUZZ_SEED=$RANDOM npx vitest run --project api src/http/fuzz.test.ts`.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_608);
const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS ?? 10);
/** Refused requests (over all endpoints) in the test that checks that they change nothing at all. */
const REFUSAL_RUNS = Number(process.env.FUZZ_REFUSALS ?? 150);
/** Near-valid requests with a live session that every call gets besides the random ones. */
const NEAR_VALID_EXAMPLES = 2;

let t: TestApp;

// ---------------------------------------------------------------------------------------------
// Sending

let clientSequence = 0;

/** A fresh client address per request, so the per-address limits do not turn the fuzz into 429s. */
function freshClientAddress(): string {
  const n = clientSequence++;
  return `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`;
}

/** POSTs the body text with the request's content type (none when it has none). */
function post(url: string, request: FuzzRequest, payload: string, headers: Record<string, string> = {}): Promise<Response> {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'x-forwarded-for': freshClientAddress(),
      ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
      ...headers,
    },
  });
}

// ---------------------------------------------------------------------------------------------
// What the database holds

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

let tables: string[] = [];

/**
 * Puts a trigger on every table that counts the rows added and removed, in a schema of the
 * test's own: reading the count before and after each request is one small query, where counting
 * the rows of every table each time would cost as much as the request itself.
 */
async function countRowChanges(): Promise<void> {
  const statements = [
    'create schema fuzz',
    'create table fuzz.row_changes (table_name text primary key, n integer not null)',
    `create function fuzz.count_row_change() returns trigger language plpgsql as $$
     begin
       insert into fuzz.row_changes values (tg_table_name, 1)
         on conflict (table_name) do update set n = fuzz.row_changes.n + 1;
       return null;
     end $$`,
    ...tables.map(
      (table) =>
        `create trigger fuzz_row_change after insert or delete on "${table}" for each row execute function fuzz.count_row_change()`,
    ),
  ];
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
}

/** Rows added or removed so far, per table: a refused request must not add or remove any. */
async function rowChanges(): Promise<Record<string, number>> {
  const counted = await rows<{ table_name: string; n: number }>(sql`select table_name, n from fuzz.row_changes`);
  return Object.fromEntries(counted.map((row) => [row.table_name, Number(row.n)]));
}

/**
 * Columns a refused request still changes: an API key or a staff session is authenticated before
 * the body is read, and that notes when it was last used (at most once a minute).
 */
const AUTHENTICATION_BOOKKEEPING: Record<string, string> = { api_keys: 'last_used_at', staff_sessions: 'last_seen_at' };

/** A digest of every row of every table, to see that a request changed nothing at all. */
async function tableDigests(): Promise<Record<string, string>> {
  const rowText = (table: string) => {
    const bookkeeping = AUTHENTICATION_BOOKKEEPING[table];
    return bookkeeping ? `(to_jsonb(r) - '${bookkeeping}')::text` : 'r::text';
  };
  const union = tables
    .map((table) => {
      const row = `md5(${rowText(table)})`;
      return `select '${table}' as name, md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) as digest from "${table}" r`;
    })
    .join(' union all ');
  const digested = await rows<{ name: string; digest: string }>(sql.raw(union));
  return Object.fromEntries(digested.map((row) => [row.name, row.digest]));
}

function changedTables(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((table) => before[table] !== after[table]);
}

// ---------------------------------------------------------------------------------------------
// What an answer may contain

/**
 * Secrets of the test app that no answer may carry, in clear or as their stored hash; the keys,
 * staff sessions and TOTP secrets the fuzz makes are added as it makes them.
 */
const SECRETS = [
  TEST_SERVER_SECRET,
  OPERATOR_KEY,
  sha256(OPERATOR_KEY),
  BUILT_IN_SECRET,
  INSTALLATION_TOKEN,
  sha256(INSTALLATION_TOKEN),
  ...DEMO_STAFF.map((member) => member.totpSecret),
];

/** A key, session token or TOTP secret the fuzz made, which no answer may carry from then on (nor its hash, if stored so). */
function keepSecret(secret: string, storedAs: 'its hash' | 'sealed'): void {
  SECRETS.push(secret);
  if (storedAs === 'its hash') SECRETS.push(sha256(secret));
}

/** What a leak looks like. A pattern that the request itself carried is an echo, not a leak. */
const LEAK_PATTERNS: readonly [string, RegExp][] = [
  [
    'a stack frame',
    /\bat\s+(?:[\w$.<>[\]]+\s+)?\(?(?:file:\/\/|node:)?[\w./-]+\.[cm]?[jt]s:\d+:\d+|\(node:[\w./-]+:\d+:\d+\)|"stack"\s*:/,
  ],
  ['a file system path', /node_modules|\/work\/|\/home\/|\/usr\/|\/tmp\/|file:\/\/|\bsrc\/\S+\.[cm]?[jt]s\b/],
  [
    'an error class',
    /\b(TypeError|ReferenceError|RangeError|SyntaxError|DrizzleQueryError|DatabaseError|ZodError|FST_ERR_\w+)\b/,
  ],
  [
    'SQL text',
    /Failed query|\binsert into\b|\bselect\s+"|\bfrom\s+"[a-z_]+"|\bupdate\s+"[a-z_]+"\s+set\b|\bdelete from\b|\bparams:/i,
  ],
  [
    'a database error',
    /duplicate key value|violates [a-z-]+ constraint|invalid input syntax|invalid byte sequence|syntax error at or near|(relation|column|function) "[^"]+" does not exist|out of range for type|value too long for type|SQLSTATE|PGlite|PostgreSQL|\bpg_\w+/i,
  ],
  ['a stored credential', /scrypt\$\d+\$|"(?:secret|password_?hash|token_?hash|code_?hash)"\s*:/i],
];

function leaks(answer: string, request: string): string[] {
  const found = LEAK_PATTERNS.filter(([, pattern]) => pattern.test(answer) && !pattern.test(request)).map(([what]) => what);
  for (const secret of SECRETS) if (answer.includes(secret)) found.push('a server secret');
  return found;
}

/** Failures that mean the server broke or its database is gone: never an answer to a request. */
const BROKEN: readonly FailureKey[] = ['internalServerError', 'serviceUnavailable'];
const MESSAGE_KEY = /^[A-Za-z]+$/;

type Outcome = 'success' | FailureKey;

/**
 * Checks one answer in the envelope; `documented` is the failures the endpoint may answer. A
 * failure's statusCode and HTTP status must be those of its row in the contract's table. Answers
 * the outcome, or throws what is wrong.
 */
function checkEnvelope(
  response: Response,
  sent: string,
  documented: readonly FailureKey[],
  successSchema: { safeParse(value: unknown): { success: boolean } },
): Outcome {
  const problems: string[] = [];
  const leaked = leaks(response.body, sent);
  if (leaked.length > 0) problems.push(`leaks ${leaked.join(', ')}`);
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    problems.push('the body is not JSON');
  }
  let outcome: Outcome | undefined;
  if (body !== undefined) {
    const statusCode = (body as { statusCode?: unknown })?.statusCode;
    if (statusCode === SUCCESS) {
      outcome = 'success';
      if (response.statusCode !== 200) problems.push(`a success with HTTP ${response.statusCode}`);
      if (!successSchema.safeParse(body).success) problems.push('a success outside the response schema');
    } else {
      const parsed = failureSchema.strict().safeParse(body);
      if (!parsed.success) problems.push('a failure outside the envelope (statusCode, message, errors, retry_after, until)');
      else {
        const key = parsed.data.message as FailureKey;
        outcome = key;
        if (!(key in FAILURES)) problems.push(`an unknown failure key ${key}`);
        else {
          if (BROKEN.includes(key)) problems.push(`${key}: the server broke`);
          if (!documented.includes(key)) problems.push(`${key}, which this call does not document`);
          const row = FAILURES[key];
          if (parsed.data.statusCode !== row.statusCode) problems.push(`statusCode ${parsed.data.statusCode} for ${key}`);
          if (response.statusCode !== row.httpStatus) problems.push(`HTTP ${response.statusCode} for ${key}`);
        }
        if (parsed.data.errors && key !== 'validationFailed') problems.push(`field errors with ${key}`);
        if (key === 'validationFailed' && !parsed.data.errors?.length) problems.push('validationFailed without field errors');
        for (const error of parsed.data.errors ?? []) {
          if (!MESSAGE_KEY.test(error.key)) problems.push(`a field error key that is not a message key: ${error.key}`);
        }
        if (key === 'tooManyRequests' && parsed.data.retry_after === undefined)
          problems.push('tooManyRequests without retry_after');
      }
    }
  }
  if (problems.length > 0 || !outcome) {
    throw new Error(
      `The answer breaks the contract: ${problems.join('; ')}\nHTTP ${response.statusCode} ${response.body.slice(0, 1_000)}`,
    );
  }
  return outcome;
}

// ---------------------------------------------------------------------------------------------
// What each endpoint was answered, to show that the fuzz gets past validation and credentials

/** Answers per endpoint and outcome, printed with FUZZ_REPORT=1. */
const outcomes = new Map<string, Map<string, number>>();
/** Endpoints that took at least one request into their own code. */
const reached = new Set<string>();

/** Answers given before an endpoint's own code runs: the body, the rate, the credentials. */
const BEFORE_THE_HANDLER = new Set<string>([
  'invalidJson',
  'payloadTooLarge',
  'tooManyRequests',
  'sessionExpired',
  'permissionDenied',
  'passwordChangeRequired',
  'INVALID_SIGNATURE',
  'PROVIDER_DISABLED',
]);

/** Whether the body as sent is JSON that the endpoint's schema accepts. */
function passesSchema(schema: z.ZodType, request: FuzzRequest, sent: string): boolean {
  if (request.contentType !== 'application/json') return false;
  try {
    return schema.safeParse(JSON.parse(sent)).success;
  } catch {
    return false;
  }
}

/**
 * Notes an answer. A request reached the endpoint's own code when it carried good credentials,
 * its schema accepted the body and the answer is not one the edge gives.
 */
function record(endpoint: string, outcome: string, label: string, reachedHandler: boolean): void {
  const counts = outcomes.get(endpoint) ?? new Map<string, number>();
  const key = label ? `${outcome} (${label})` : outcome;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  outcomes.set(endpoint, counts);
  if (reachedHandler && !BEFORE_THE_HANDLER.has(outcome)) reached.add(endpoint);
}

// ---------------------------------------------------------------------------------------------
// The fuzz player: a live session that calls such as logout or self-exclusion may end

interface Player {
  auth: string;
  account_id: string;
  password: string;
  phone: string;
  /** a bank account of the player's, so that deposits and withdrawals can get past it */
  bank_account_id: number;
}

const FUZZ_BANK_ACCOUNT = { bank_name: 'Fuzz Bank', holder_name: 'Fuzz Player', account_number: '001234567890' };

let player: Player | undefined;
let playersMade = 0;

async function livePlayer(): Promise<Player> {
  if (!player) {
    const made = await signupPlayer(t, `fuzz_${SEED % 10_000}_${++playersMade}`);
    const session = { auth: made.auth, account_id: made.account_id };
    const banked = await t.call('bankAccountAdd', { ...session, ...FUZZ_BANK_ACCOUNT });
    expectSuccess(banked);
    player = { ...session, password: made.password, phone: made.phone, bank_account_id: banked.value[0]!.bank_account_id };
  }
  return player;
}

/** Calls after whose success the fuzz player's session, password or access is no longer what it was. */
const ENDS_THE_PLAYER = new Set<CallName>(['logout', 'updatePassword', 'timeOut', 'selfExclude']);
const SESSION_LOST = new Set<Outcome>(['sessionExpired', 'BLOCK', 'CLOSE', 'selfExcluded', 'timedOut']);

/**
 * Stand-ins in generated bodies, replaced at sending by the live player's values (or a junk
 * token), or by the TOTP code of the sign-in challenge sent with: the player and the challenges
 * change during a run, the generated bodies do not.
 */
const PLACEHOLDER = {
  auth: '@@fuzz-auth@@',
  accountId: '@@fuzz-account@@',
  password: '@@fuzz-password@@',
  phone: '@@fuzz-phone@@',
  bankAccountId: '@@fuzz-bank-account@@',
  totpCode: '@@fuzz-totp@@',
} as const;

function fillIn(text: string, live: Player, auth: string): string {
  return text
    .replaceAll(PLACEHOLDER.auth, auth)
    .replaceAll(PLACEHOLDER.accountId, live.account_id)
    .replaceAll(PLACEHOLDER.password, live.password)
    .replaceAll(PLACEHOLDER.phone, live.phone)
    .replaceAll(JSON.stringify(PLACEHOLDER.bankAccountId), String(live.bank_account_id));
}

/** A session token of the right shape that no session has. */
const junkToken = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);

// ---------------------------------------------------------------------------------------------
// The fuzz's staff: an owner's session and an owner's API key, which calls may end or revoke

/** The token of a session cookie header. */
const tokenOf = (cookie: string) => cookie.slice(STAFF_SESSION_COOKIE.length + 1);

let staffSession: StaffSession | undefined;

/** A signed-in owner of the default operator, which owns the fuzz's site. */
async function liveStaff(): Promise<StaffSession> {
  if (!staffSession) {
    staffSession = await t.staffSession('owner');
    keepSecret(tokenOf(staffSession.cookie), 'its hash');
    keepSecret(staffSession.totpSecret, 'sealed');
  }
  return staffSession;
}

/** Calls after whose success the fuzz's staff session is gone or its password is no longer the known one. */
const ENDS_THE_STAFF_SESSION = new Set<string>(['staffSignOut', 'staffSignOutEverywhere', 'staffChangePassword']);
/** Answers that say the fuzz's staff session ended (signed out, disabled, reset by a fuzzed call). */
const STAFF_SESSION_LOST = new Set<string>(['sessionExpired', 'passwordChangeRequired']);

let ownerKey: string | undefined;

/** A platform owner's key of the fuzz's own, which apiKeysRevoke may revoke. */
async function liveKey(): Promise<string> {
  if (!ownerKey) {
    const { key, prefix, hash } = newApiKey();
    await t.database.db.insert(apiKeys).values({ name: 'fuzz', role: 'owner', operatorId: null, prefix, keyHash: hash });
    keepSecret(key, 'its hash');
    ownerKey = key;
  }
  return ownerKey;
}

let challengesMade = 0;
let challengePasswordHash: Promise<string> | undefined;

/**
 * A sign-in challenge's cookie and the TOTP secret its code comes from, of a new member so that
 * the fuzz's wrong codes lock nobody else: enrolled in two-factor for staffVerifyTotp, due to enrol
 * for staffEnrolTotp.
 */
async function challenge(enrolled: boolean): Promise<{ cookie: string; secret: string }> {
  challengesMade += 1;
  const username = `fuzz-challenge-${challengesMade}`;
  const enrolledSecret = enrolled ? new Secret({ size: 20 }).base32 : undefined;
  challengePasswordHash ??= hashPassword(STAFF_TEST_PASSWORD, 10);
  await t.database.db.insert(staff).values({
    operatorId: null,
    username,
    role: 'cashier',
    passwordHash: await challengePasswordHash,
    ...(enrolledSecret
      ? { totpSecret: seal(TEST_SERVER_SECRET, TOTP_PURPOSE, enrolledSecret), totpConfirmedAt: new Date() }
      : {}),
  });
  const response = await t.app.inject({
    method: 'POST',
    url: operator.operatorCalls.staffSignIn.path,
    payload: { username, password: STAFF_TEST_PASSWORD },
    headers: { 'x-forwarded-for': freshClientAddress() },
  });
  const token = response.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value;
  const secret = enrolledSecret ?? response.json<{ enrolment?: { secret: string } }>().enrolment?.secret;
  if (!token || !secret) throw new Error(`no challenge for ${username}: ${response.body}`);
  keepSecret(token, 'its hash');
  keepSecret(secret, 'sealed');
  return { cookie: `${STAFF_SESSION_COOKIE}=${token}`, secret };
}

// ---------------------------------------------------------------------------------------------
// Good values for the fields the fuzz would rarely guess

let playerKnown: KnownValues = {};
/** Visitor calls also try the demo player, whose password the fuzz does not know. */
let visitorKnown: KnownValues = {};
const knownFor = (definition: CallDefinition) => (definition.access === 'player' ? playerKnown : visitorKnown);
let seamlessKnown: KnownValues = {};
let operatorKnown: KnownValues = {};
/** Known values of one operator call that differ from the others' for a field of the same name. */
let operatorKnownByCall: Partial<Record<operator.OperatorCallName, KnownValues>> = {};
const operatorKnownFor = (name: operator.OperatorCallName): KnownValues => ({ ...operatorKnown, ...operatorKnownByCall[name] });
const FUZZ_OPERATOR_DOMAIN = 'fuzz-operator.example';

beforeAll(async () => {
  t = await createTestApp();
  tables = (
    await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.table_name);
  await countRowChanges();

  const home = await t.site();
  const other = await t.site('casino1.localhost');
  const gameRefs = await rows<{ provider_code: string; game_code: string }>(
    sql`select provider_code, game_code from games order by id limit 4`,
  );
  const miniGameIds = await rows<{ id: number }>(sql`select id from mini_games order by id limit 3`);
  const phones: string[] = [];
  for (let count = 0; count < 4; count++) phones.push(await uniquePhone(t));
  const today = new Date().toISOString().slice(0, 10);

  playerKnown = {
    domain_name: [home.domain_name, other.domain_name],
    external_id: [home.external_id, other.external_id],
    auth: [PLACEHOLDER.auth],
    account_id: [PLACEHOLDER.accountId],
    password: [PLACEHOLDER.password],
    contact_phone: [PLACEHOLDER.phone, ...phones],
    provider_code: [BUILT_IN, ...gameRefs.map((game) => game.provider_code)],
    game_code: [BUILT_IN_GAME, ...gameRefs.map((game) => game.game_code)],
    game_id: miniGameIds.map((game) => Number(game.id)),
    start_date: ['2020-01-01', today],
    end_date: [today],
    ...Object.fromEntries(Object.entries(FUZZ_BANK_ACCOUNT).map(([field, value]) => [field, [value]])),
    bank_account_id: [PLACEHOLDER.bankAccountId],
    amount: [10, 25.5],
    idempotency_key: ['fuzz-idempotency-1', 'fuzz-idempotency-2'],
    full_name: ['Fuzz Player'],
    contact_email: ['', 'fuzz@example.com'],
  };

  visitorKnown = { ...playerKnown, account_id: [PLACEHOLDER.accountId, DEMO_PLAYER.accountId] };

  // A player of the built-in provider, for the seamless wallet calls.
  const seamlessPlayer = await signupPlayer(t, `fuzz_seamless_${SEED % 1000}`);
  const token = await launchToken(t, { auth: seamlessPlayer.auth, account_id: seamlessPlayer.account_id });
  const [launched] = await rows<{ player_id: number }>(
    sql`select player_id from game_launches where token_hash = ${sha256(token)}`,
  );
  seamlessKnown = {
    player_id: [String(launched!.player_id)],
    token: [token],
    game_code: [BUILT_IN_GAME],
    currency: [(await t.app.sites.byDomain('localhost')).currency],
  };

  // The operator fuzz works on a site of its own, so the other sites keep their settings.
  const created = await t.operator('sites/create', { domain: FUZZ_OPERATOR_DOMAIN, theme_code: 'casino1', theme_color: 'gold' });
  expectSuccess(created);
  const fuzzSiteId = created.value.id;
  const remoteProvider = gameRefs.map((game) => game.provider_code).find((code) => code !== BUILT_IN);
  // What the back-office calls act on: an operator, a member, a key and a receiving account of the fuzz's own.
  const asPlatformOwner = { authorization: `Bearer ${OPERATOR_KEY}` };
  const fuzzOperator = await t.backoffice('operatorsCreate', { name: 'Fuzz Operator' }, null, asPlatformOwner);
  expectSuccess(fuzzOperator);
  const member = await t.staffSession('support');
  keepSecret(tokenOf(member.cookie), 'its hash');
  keepSecret(member.totpSecret, 'sealed');
  const memberKey = newApiKey();
  const [key] = await t.database.db
    .insert(apiKeys)
    .values({ name: 'fuzz member', role: 'support', operatorId: null, prefix: memberKey.prefix, keyHash: memberKey.hash })
    .returning({ id: apiKeys.id });
  keepSecret(memberKey.key, 'its hash');
  const receivingAccount = {
    site_id: fuzzSiteId,
    method: 'bank_transfer',
    bank_name: 'BDO Unibank',
    account_name: 'Fuzz Receiver',
    account_number: '001234567890',
  };
  const account = await t.backoffice('receivingAccountsSave', receivingAccount, null, asPlatformOwner);
  expectSuccess(account);
  const accountId = account.value.receiving_account_id;
  operatorKnown = {
    // The second is free until sites/create takes it; for the other calls it is an unknown site.
    domain: [FUZZ_OPERATOR_DOMAIN, 'fuzz-operator-new.example'],
    reason: ['fuzzing the operator API'],
    theme_code: ['casino1'],
    theme_color: ['gold'],
    new_domain: ['fuzz-operator-extra.example'],
    provider_code: remoteProvider ? [remoteProvider] : [],
    launch_url: ['https://provider.example/launch'],
    secret: ['fuzz-provider-secret-0123456789'],
    title: [{ EN: 'Fuzz title' }],
    terms: [{ EN: '<p>Fuzz terms</p>' }],
    body: [{ EN: '<p>Fuzz news</p>' }],
    target: [3],
    reward_amount: [5],
    min_amount: [1],
    max_amount: [1_000],
    operator_id: [fuzzOperator.value.id],
    site_id: [fuzzSiteId],
    site_ids: [[fuzzSiteId], null],
    staff_id: [member.staffId],
    api_key_id: [key!.id],
    // demo-cashier's sign-in with the demo password reaches the code step; the fuzz's wrong ones lock it
    username: ['demo-cashier', 'fuzz-new-member'],
    password: [DEMO_STAFF_PASSWORD, 'fuzz-first-password-1'],
    current_password: [STAFF_TEST_PASSWORD],
    new_password: ['fuzz-new-password-2'],
    code: [PLACEHOLDER.totpCode],
    name: ['Fuzz Name'],
    display_name: ['Fuzz Member'],
    adjustment_approval_over: [{ PHP: 100_000 }],
    withdrawal_approval_over: [{ PHP: 500_000 }],
    from: ['2020-01-01T00:00:00Z'],
    to: [new Date(Date.now() + 86_400_000).toISOString()],
    ...Object.fromEntries(Object.entries(receivingAccount).map(([field, value]) => [field, [value]])),
    receiving_account_id: [accountId],
    receiving_account_ids: [[accountId]],
  };
  // The audit log's filters: its target is a text ("staff:") where a mission's is a number, its action not a player's.
  const auditFilters = { actor: ['demo'], action: ['staff.'], target: ['staff:'] };
  operatorKnownByCall = {
    // Only the added domains may go: a removed FUZZ_OPERATOR_DOMAIN would leave the later calls no site.
    siteDomainRemove: { domain: ['fuzz-operator-extra.example', 'fuzz-operator-new.example'] },
    // a site's many optional settings are rarely all drawn valid at once
    siteSettingsSave: {
      country: ['PH'],
      language: ['EN'],
      min_age: [null, 21],
      maintenance_start: [null],
      maintenance_end: [null],
      logo_text: ['FUZZ'],
      live_chat_id: ['fuzz-chat'],
      live_chat_image_id: ['fuzz-image'],
      android_sub: ['', 'https://play.example/fuzz'],
      ios_sub: [''],
      trusted_hosts: [['https://cdn.fuzz.example']],
      analytics_scripts: [[], [{ section: 'HEAD', script: 'https://cdn.fuzz.example/tag.js' }]],
      social_accounts: [[{ platform: 'x', name: 'Fuzz', url: 'https://x.com/fuzz' }]],
    },
    auditSearch: auditFilters,
    auditExport: auditFilters,
    // a ladder's first level asks nothing: a fuzzed one rarely does
    engagementVipLevelsSave: { levels: [[{ names: { EN: 'Fuzz level' }, deposit_required: 0, turnover_required: 0 }]] },
    // a broadcast's texts, key and segment together are rarely drawn valid
    broadcastsSend: {
      en_title: ['Fuzz broadcast'],
      en_body: ['Fuzz message'],
      idempotency_key: ['fuzz-broadcast-0001'],
      segment: [{}],
    },
  };
}, 120_000);

afterAll(async () => {
  if (process.env.FUZZ_REPORT) {
    for (const [endpoint, counts] of outcomes) console.info(endpoint, Object.fromEntries(counts));
  }
  await t?.close();
});

// ---------------------------------------------------------------------------------------------
// Sending one generated request to each kind of endpoint

/**
 * Sends a request and checks its answer; for a refusal, also that no table gained or lost a row.
 * Answers the outcome, as recorded for the endpoint.
 */
async function exchange(
  send: () => Promise<Response>,
  check: (response: Response) => { outcome: string; refused: boolean },
  refusalIsAudited: (outcome: string) => boolean = () => false,
): Promise<{ outcome: string; refused: boolean; changed: string[] }> {
  const before = await rowChanges();
  const response = await send();
  let result: { outcome: string; refused: boolean };
  try {
    result = check(response);
  } catch (error) {
    // A broken answer is a failure already; whether it also wrote helps whoever fixes it.
    const changed = changedTables(before, await rowChanges());
    if (changed.length > 0 && error instanceof Error)
      error.message += `\nRows were also added or removed in: ${changed.join(', ')}`;
    throw error;
  }
  const changed = changedTables(before, await rowChanges());
  const written = result.refused ? changed.filter((table) => !(table === 'audit_log' && refusalIsAudited(result.outcome))) : [];
  if (written.length > 0) throw new Error(`refused (${result.outcome}) yet rows were added or removed in: ${written.join(', ')}`);
  return { ...result, changed };
}

const CALL_NAMES = Object.keys(calls) as CallName[];

/** Sends a request to a contract call, with the live player's session or, given one, a junk token. */
async function sendToCall(name: CallName, request: FuzzRequest, junkAuth?: string) {
  const definition = calls[name] as CallDefinition;
  const live = await livePlayer();
  const withSession = junkAuth === undefined;
  const sent = fillIn(request.payload, live, junkAuth ?? live.auth);
  const result = await exchange(
    () => post(definition.path, request, sent),
    (response) => {
      const outcome = checkEnvelope(response, sent, callFailures(definition), definition.response);
      return { outcome, refused: outcome !== 'success' };
    },
  );
  const usedSession = withSession && sent.includes(live.auth) && sent.includes(JSON.stringify(live.account_id));
  const ended = result.outcome === 'success' ? ENDS_THE_PLAYER.has(name) : SESSION_LOST.has(result.outcome as Outcome);
  if (usedSession && ended) player = undefined;
  return { ...result, sent };
}

/** How a provider's call is signed: properly, or in one of the ways the server must refuse. */
const SIGNINGS = ['signed', 'unsigned', 'wrong signature', 'stale timestamp', 'other secret', 'timestamp not a number'] as const;
type Signing = (typeof SIGNINGS)[number];

function signingHeaders(signing: Signing, body: string): Record<string, string> {
  const signed = (secret: string, at?: Date) => {
    const { 'content-type': _contentType, ...headers } = seamlessHeaders(secret, body, at);
    return headers;
  };
  switch (signing) {
    case 'signed':
      return signed(BUILT_IN_SECRET);
    case 'unsigned':
      return {};
    case 'wrong signature':
      return { ...signed(BUILT_IN_SECRET), [SEAMLESS_SIGNATURE_HEADER]: `sha256=${'0'.repeat(64)}` };
    case 'stale timestamp':
      return signed(BUILT_IN_SECRET, new Date(Date.now() - 3_600_000));
    case 'other secret':
      return signed('not-the-provider-secret');
    case 'timestamp not a number':
      return { ...signed(BUILT_IN_SECRET), [SEAMLESS_TIMESTAMP_HEADER]: 'soon' };
  }
}

const providerCode = fc.oneof(
  { arbitrary: fc.constant(BUILT_IN), weight: 8 },
  { arbitrary: fc.constantFrom('wlgames', 'NOPE', 'X'.repeat(300), '%F0%9F%8E%B0', '..%2F..%2Fauth', '%00', '%ZZ'), weight: 1 },
);

/** The edge failures a seamless call may give: its body is read as text, so only size and media type. */
const SEAMLESS_EDGE_FAILURES: readonly FailureKey[] = ['invalidJson', 'payloadTooLarge', 'routeNotFound'];
const noSuccess = z.never();

async function sendToSeamless(action: SeamlessAction, request: FuzzRequest, provider: string, signing: Signing) {
  const { outcome, refused } = await exchange(
    () => post(`/api/seamless/${provider}/${action}`, request, request.payload, signingHeaders(signing, request.payload)),
    (response) => {
      const body = parseOrUndefined(response.body);
      if (response.statusCode !== 200 || body === undefined || !('status' in body)) {
        const outcome = checkEnvelope(response, request.payload, SEAMLESS_EDGE_FAILURES, noSuccess);
        return { outcome, refused: true };
      }
      const answer = seamlessResponse.strict().safeParse(body);
      const leaked = leaks(response.body, request.payload);
      if (!answer.success || answer.data.status === 'INTERNAL_ERROR' || leaked.length > 0) {
        throw new Error(
          `The seamless answer breaks the contract${leaked.length > 0 ? ` (leaks ${leaked.join(', ')})` : ''}: ${response.body.slice(0, 1_000)}`,
        );
      }
      return { outcome: answer.data.status, refused: answer.data.status !== 'OK' };
    },
  );
  return { outcome, refused };
}

function parseOrUndefined(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How an operator or back-office client authenticates: an owner's API key or staff session cookie,
 * or one of the ways the server must refuse, with the failure that refuses it. A sign-in step
 * instead goes with what it takes (nothing, a challenge cookie, the installation token) or
 * without it.
 */
const REFUSED_CREDENTIALS = {
  none: 'permissionDenied',
  'wrong key': 'permissionDenied',
  'player session': 'permissionDenied',
  basic: 'permissionDenied',
  'token without scheme': 'permissionDenied',
  'stale session cookie': 'sessionExpired',
} as const satisfies Record<string, FailureKey>;
type RefusedCredential = keyof typeof REFUSED_CREDENTIALS;
const OWNER_CREDENTIALS = ['owner key', 'owner session'] as const;
type Credential = (typeof OWNER_CREDENTIALS)[number] | RefusedCredential | 'what the step takes';
const REFUSED = Object.keys(REFUSED_CREDENTIALS) as RefusedCredential[];
const isRefused = (credential: Credential): credential is RefusedCredential => credential in REFUSED_CREDENTIALS;

type OperatorCallName = operator.OperatorCallName;
const OPERATOR_CALL_NAMES = Object.keys(operator.operatorCalls) as OperatorCallName[];
const isSignInStep = (name: OperatorCallName) => operator.operatorCalls[name].permission === 'signIn';
/** The failures of a sign-in step that count against the member, in the audit log as well. */
const SIGN_IN_FAILURES = new Set<string>(['invalidCredentials', 'totpInvalid', 'staffLocked']);

/** The credentials of the fuzz: the good ones five times in six. */
function credentialsFor(name: OperatorCallName): fc.Arbitrary<Credential> {
  const good: fc.Arbitrary<Credential> = isSignInStep(name)
    ? fc.constant('what the step takes')
    : fc.constantFrom(...OWNER_CREDENTIALS);
  const refused: fc.Arbitrary<Credential> = isSignInStep(name)
    ? fc.constantFrom('none', 'stale session cookie', 'wrong key')
    : fc.constantFrom(...REFUSED);
  return fc.oneof({ arbitrary: good, weight: 5 }, { arbitrary: refused, weight: 1 });
}

/** The headers of a credential, and the TOTP secret whose code a sign-in challenge takes. */
async function credentialHeaders(
  name: OperatorCallName,
  credential: Credential,
): Promise<{ headers: Record<string, string>; totpSecret?: string }> {
  switch (credential) {
    case 'owner key':
      return { headers: { authorization: `Bearer ${await liveKey()}` } };
    case 'owner session':
      return { headers: { cookie: (await liveStaff()).cookie } };
    case 'what the step takes':
      if (name === 'installationBootstrap') return { headers: { authorization: `Bearer ${INSTALLATION_TOKEN}` } };
      if (name === 'staffVerifyTotp' || name === 'staffEnrolTotp') {
        const { cookie, secret } = await challenge(name === 'staffVerifyTotp');
        return { headers: { cookie }, totpSecret: secret };
      }
      return { headers: {} };
    case 'none':
      return { headers: {} };
    case 'wrong key':
      return { headers: { authorization: `Bearer ${await liveKey()}x` } };
    case 'stale session cookie':
      return { headers: { cookie: `${STAFF_SESSION_COOKIE}=${fc.sample(junkToken, 1)[0]}` } };
    case 'player session':
      return { headers: { authorization: `Bearer ${(await livePlayer()).auth}` } };
    case 'basic':
      return { headers: { authorization: `Basic ${Buffer.from(`operator:${await liveKey()}`).toString('base64')}` } };
    case 'token without scheme':
      return { headers: { authorization: await liveKey() } };
  }
}

async function sendToOperator(name: OperatorCallName, request: FuzzRequest, credential: Credential) {
  const definition = operator.operatorCalls[name];
  const { headers, totpSecret } = await credentialHeaders(name, credential);
  const sent = request.payload.replaceAll(PLACEHOLDER.totpCode, totpSecret ? totpCodeOf(totpSecret) : '000000');
  const result = await exchange(
    () => post(definition.path, request, sent, headers),
    (response) => {
      const outcome = checkEnvelope(response, sent, callFailures(definition), definition.response);
      // Credentials are checked before the body is even read; a sign-in step needs none.
      if (!isSignInStep(name) && isRefused(credential) && outcome !== REFUSED_CREDENTIALS[credential]) {
        throw new Error(`an operator call with ${credential} answered ${outcome}`);
      }
      return { outcome, refused: outcome !== 'success' };
    },
    // A refusal for want of a permission is recorded (access.denied), as is a wrong password or code.
    (outcome) => outcome === 'forbidden' || (isSignInStep(name) && SIGN_IN_FAILURES.has(outcome)),
  );
  if (result.outcome === 'success' && definition.audited && !result.changed.includes('audit_log')) {
    throw new Error(`${name} succeeded without writing its audit row: ${sent}`);
  }
  if (credential === 'owner session') {
    const ended = result.outcome === 'success' ? ENDS_THE_STAFF_SESSION.has(name) : STAFF_SESSION_LOST.has(result.outcome);
    if (ended) staffSession = undefined;
  }
  // A live key is answered as a caller who is signed in (forbidden, not 401); only a key a fuzzed
  // apiKeysRevoke revoked is refused as unknown.
  if (credential === 'owner key' && (result.outcome === 'permissionDenied' || result.outcome === 'sessionExpired')) {
    const key = headers.authorization!.replace(/^Bearer /, '');
    const [row] = await t.database.db
      .select({ revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, sha256(key)));
    if (!row?.revokedAt) throw new Error(`${name} answered ${result.outcome} to a live API key: ${sent}`);
    ownerKey = undefined;
  }
  return { ...result, sent };
}

// ---------------------------------------------------------------------------------------------

/** A distinct, reproducible seed per endpoint, so that the calls do not all see the same sequence. */
function seedOf(endpoint: string): number {
  let hash = SEED;
  for (const char of endpoint) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** A few near-valid requests with the live session that every call gets, whatever the seed draws. */
function nearValidExamples(schema: JsonSchema, known: KnownValues, endpoint: string): FuzzRequest[] {
  return fc.sample(nearValidRequest(schema, known, true), { seed: seedOf(endpoint), numRuns: NEAR_VALID_EXAMPLES });
}

describe('the instruments of the fuzz', () => {
  it('see the rows a request adds and the rows it changes', async () => {
    const [counted, digested] = [await rowChanges(), await tableDigests()];
    player = undefined;
    await livePlayer();
    expect(changedTables(counted, await rowChanges())).toContain('players');
    expect(changedTables(digested, await tableDigests())).toContain('players');
  });
});

describe('fuzzing every contract call', () => {
  for (const name of CALL_NAMES) {
    const definition = calls[name] as CallDefinition;
    const isPlayerCall = definition.access === 'player';
    it(`${name}: every answer is in the contract, leaks nothing, and a refusal writes no row`, async () => {
      const schema = requestJsonSchema(definition.request);
      const examples = nearValidExamples(schema, knownFor(definition), name).map((request): [FuzzRequest, string | undefined] => [
        request,
        undefined,
      ]);
      // Half the player calls carry the live session, half a junk token.
      const junkAuth = isPlayerCall ? fc.option(junkToken, { nil: undefined, freq: 2 }) : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(fuzzRequest(schema, knownFor(definition)), junkAuth, async (request, junk) => {
          const { outcome, sent } = await sendToCall(name, request, junk);
          const withSession = junk === undefined;
          record(name, outcome, withSession ? '' : 'junk auth', withSession && passesSchema(definition.request, request, sent));
        }),
        { seed: seedOf(name), numRuns: RUNS_PER_CALL, examples },
      );
    });
  }

  it('got past validation and authentication into every call', () => {
    expect(CALL_NAMES.filter((name) => !reached.has(name))).toEqual([]);
  });
});

describe('fuzzing the seamless wallet API', () => {
  for (const action of SEAMLESS_ACTIONS) {
    const endpoint = `seamless ${action}`;
    it(`${action}: every answer is a seamless answer or the edge envelope, never INTERNAL_ERROR, and a refusal writes no row`, async () => {
      const schema = requestJsonSchema(SEAMLESS_REQUESTS[action]);
      const examples = nearValidExamples(schema, seamlessKnown, endpoint).map((request): [FuzzRequest, string, Signing] => [
        request,
        BUILT_IN,
        'signed',
      ]);
      const signing = fc.oneof({ arbitrary: fc.constant<Signing>('signed'), weight: 5 }, fc.constantFrom(...SIGNINGS));
      await fc.assert(
        fc.asyncProperty(fuzzRequest(schema, seamlessKnown), providerCode, signing, async (request, provider, how) => {
          const { outcome } = await sendToSeamless(action, request, provider, how);
          const credentials = how === 'signed' && provider === BUILT_IN;
          const label = [how === 'signed' ? '' : how, provider === BUILT_IN ? '' : `provider ${provider.slice(0, 20)}`];
          record(
            endpoint,
            outcome,
            label.filter(Boolean).join(', '),
            credentials && passesSchema(SEAMLESS_REQUESTS[action], request, request.payload),
          );
        }),
        { seed: seedOf(endpoint), numRuns: RUNS_PER_CALL, examples },
      );
    });
  }

  it('got past the signature and validation into every action', () => {
    expect(SEAMLESS_ACTIONS.filter((action) => !reached.has(`seamless ${action}`))).toEqual([]);
  });
});

describe('malformed URLs', () => {
  /** Not a fuzz: the router refuses these before any route runs, so each is checked once. */
  it.each([
    ['a provider code over 100 characters', `/api/seamless/${'X'.repeat(300)}/balance`],
    ['bad percent-encoding in the provider code', '/api/seamless/%ZZ/balance'],
    ['bad percent-encoding in a call path', '/api/auth/%ZZ'],
    ['an unknown seamless action', `/api/seamless/${BUILT_IN}/withdraw_everything`],
  ])('answers %s in the envelope', async (_what, url) => {
    const request = new FuzzRequest('near-valid', '{}');
    const response = await post(url, request, request.payload, signingHeaders('signed', request.payload));
    expect(checkEnvelope(response, url, ['routeNotFound', 'invalidJson'], noSuccess)).toBeDefined();
  });
});

describe('values the database cannot store', () => {
  /**
   * Not a fuzz: one fixed reproduction of each kind of value the fuzz finds at random that the
   * database cannot store. Each must be refused in the envelope, not fail in SQL as a 500.
   */
  const asRequest = (body: Record<string, unknown>) => new FuzzRequest('near-valid', toJsonText(body));
  const session = { auth: PLACEHOLDER.auth, account_id: PLACEHOLDER.accountId };
  const site = () => ({ domain_name: 'localhost', external_id: String(visitorKnown.external_id?.[0]) });
  const operatorSite = { domain: FUZZ_OPERATOR_DOMAIN };
  const startsAt = '2026-01-01T00:00:00Z';

  describe('a NUL character in a text field (PostgreSQL text cannot hold U+0000)', () => {
    it.each([
      ['login', 'account_id', () => ({ ...site(), account_id: 'fuzz\u0000player', password: 'Correct-horse-42' })],
      ['seo', 'page_name', () => ({ ...site(), page_name: 'home\u0000' })],
      ['gameList', 'search', () => ({ ...site(), lobby: 'slots', search: 'lucky\u0000' })],
      ['bankAccountAdd', 'bank_name', () => ({ ...session, ...FUZZ_BANK_ACCOUNT, bank_name: 'Fuzz\u0000Bank' })],
    ] as const)('is refused by %s (in %s)', async (name, _field, body) => {
      expect((await sendToCall(name, asRequest(body()))).refused).toBe(true);
    });

    it('is refused by the operator API', async () => {
      const body = {
        provider_code: 'WL\u0000',
        kind: 'http',
        launch_url: 'https://provider.example/launch',
        secret: 'x'.repeat(32),
      };
      expect((await sendToOperator('providersSet', asRequest(body), 'owner key')).refused).toBe(true);
    });

    it('is refused by the seamless wallet API, in the body or the provider code', async () => {
      const balance = { player_id: String(seamlessKnown.player_id?.[0]) };
      expect(await sendToSeamless('balance', asRequest(balance), '%00', 'signed')).toEqual({
        outcome: 'PROVIDER_DISABLED',
        refused: true,
      });
      const rollback = {
        ...balance,
        transaction_id: 'tx\u0000',
        reference_transaction_id: 'tx-1',
        round_id: 'r-1',
        game_code: BUILT_IN_GAME,
      };
      expect(await sendToSeamless('rollback', asRequest(rollback), BUILT_IN, 'signed')).toEqual({
        outcome: 'INVALID_REQUEST',
        refused: true,
      });
    });
  });

  describe('an id beyond a 32-bit integer (the id columns are PostgreSQL integer)', () => {
    const id = 2 ** 31;
    it.each([
      ['promotionDetail', () => ({ ...site(), promotion_id: id })],
      ['promotionClaim', () => ({ ...session, promotion_id: id })],
      ['missionClaim', () => ({ ...session, mission_id: id })],
      ['newsDetail', () => ({ ...site(), news_id: id })],
      ['miniGameBet', () => ({ ...session, game_id: id })],
      ['miniGameReward', () => ({ ...session, game_id: id })],
    ] as const)('is refused by %s', async (name, body) => {
      expect((await sendToCall(name, asRequest(body()))).refused).toBe(true);
    });

    it.each([
      ['promotionsSetStatus', { ...operatorSite, promotion_id: id, status: 'paused' }],
      ['missionsSetStatus', { ...operatorSite, mission_id: id, status: 'paused' }],
      ['newsSetStatus', { ...operatorSite, news_id: id, status: 'hidden' }],
    ] as const)('is refused by the operator call %s', async (name, body) => {
      expect((await sendToOperator(name, asRequest(body), 'owner key')).refused).toBe(true);
    });
  });

  describe('a positive amount below one minor unit (it rounds to 0, which the tables do not allow)', () => {
    const tiny = 5e-324;
    // A site of its own: a promotion saved with a reward of 0 breaks the promotion list of its site.
    const throwaway = { domain: 'fuzz-tiny-amounts.example' };
    beforeAll(async () => {
      const created = await t.operator('sites/create', { ...throwaway, theme_code: 'casino1', theme_color: 'gold' });
      expectSuccess(created);
    });

    it.each([
      ['cashierSettings', { ...throwaway, min_amount: tiny }],
      [
        'missionsSave',
        {
          ...throwaway,
          kind: 'login',
          period: 'daily',
          title: { EN: 'Tiny' },
          target: 1,
          reward_type: 'bonus',
          reward_amount: tiny,
          starts_at: startsAt,
        },
      ],
      [
        'promotionsSave',
        {
          ...throwaway,
          title: { EN: 'Tiny' },
          terms: { EN: 'Tiny' },
          rules: { kind: 'referral', reward: tiny, min_deposit: 0 },
          starts_at: startsAt,
        },
      ],
    ] as const)('is refused by the operator call %s', async (name, body) => {
      expect((await sendToOperator(name, asRequest(body), 'owner key')).refused).toBe(true);
    });
  });
});

describe('a refused request changes nothing at all', () => {
  /**
   * Requests refused by validation or authentication, to every endpoint: unlike the count of rows
   * added and removed above, a digest of every row also catches an update (a session touched, a
   * counter moved).
   */
  it('leaves every row of every table as it was', async () => {
    expect(tables.length).toBeGreaterThan(30);
    const refusals: fc.Arbitrary<{ name: string; send: () => Promise<{ outcome: string; refused: boolean }> }>[] = [];
    for (const name of CALL_NAMES) {
      const definition = calls[name] as CallDefinition;
      const schema = requestJsonSchema(definition.request);
      const invalid = invalidRequest(schema, knownFor(definition)).map((request) => ({
        name,
        send: () => sendToCall(name, request),
      }));
      if (definition.access !== 'player') refusals.push(invalid);
      else {
        const junkAuth = fc.tuple(nearValidRequest(schema, knownFor(definition)), junkToken).map(([request, junk]) => ({
          name: `${name} (junk auth)`,
          send: () => sendToCall(name, request, junk),
        }));
        refusals.push(fc.oneof(invalid, junkAuth));
      }
    }
    for (const action of SEAMLESS_ACTIONS) {
      const schema = requestJsonSchema(SEAMLESS_REQUESTS[action]);
      const invalid = invalidRequest(schema, seamlessKnown).map((request) => ({
        name: `seamless ${action}`,
        send: () => sendToSeamless(action, request, BUILT_IN, 'signed'),
      }));
      const unsigned = fc
        .tuple(nearValidRequest(schema, seamlessKnown), fc.constantFrom(...SIGNINGS.filter((how) => how !== 'signed')))
        .map(([request, how]) => ({
          name: `seamless ${action} (${how})`,
          send: () => sendToSeamless(action, request, BUILT_IN, how),
        }));
      refusals.push(fc.oneof(invalid, unsigned));
    }
    for (const name of OPERATOR_CALL_NAMES) {
      const schema = requestJsonSchema(operator.operatorCalls[name].request);
      const known = operatorKnownFor(name);
      if (isSignInStep(name)) {
        // Without what the step takes: a challenge would be made for it, and a wrong password counted.
        refusals.push(
          invalidRequest(schema, known).map((request) => ({
            name: `operator ${name}`,
            send: () => sendToOperator(name, request, 'none'),
          })),
        );
        continue;
      }
      const invalid = fc
        .tuple(invalidRequest(schema, known), fc.constantFrom(...OWNER_CREDENTIALS))
        .map(([request, credential]) => ({
          name: `operator ${name} (${credential})`,
          send: () => sendToOperator(name, request, credential),
        }));
      const unauthorised = fc
        .tuple(nearValidRequest(schema, known), fc.constantFrom(...REFUSED))
        .map(([request, credential]) => ({
          name: `operator ${name} (${credential})`,
          send: () => sendToOperator(name, request, credential),
        }));
      refusals.push(fc.oneof(invalid, unauthorised));
    }

    await livePlayer();
    await liveStaff();
    await liveKey();
    const before = await tableDigests();
    const answered = new Map<string, string>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(...refusals), async (attempt) => {
        const { outcome, refused } = await attempt.send();
        if (!refused) throw new Error(`${attempt.name} was meant to be refused but answered ${outcome}`);
        answered.set(attempt.name, outcome);
      }),
      { seed: seedOf('refusals'), numRuns: REFUSAL_RUNS },
    );
    // A digest at each end only, which keeps this fast; the row counts already name a request that adds a row.
    const changed = changedTables(before, await tableDigests());
    expect(changed, `changed by one of ${JSON.stringify(Object.fromEntries(answered))}`).toEqual([]);
  }, 120_000);
});

/** Last, because a valid operator call may change any site or provider (the fuzz aims them at a site of its own). */
describe('fuzzing the operator API', () => {
  for (const name of OPERATOR_CALL_NAMES) {
    const endpoint = `operator ${name}`;
    it(`${name}: every answer is in the contract, leaks nothing, and a refusal writes no row`, async () => {
      const schema = requestJsonSchema(operator.operatorCalls[name].request);
      const known = operatorKnownFor(name);
      // The near-valid examples go once with each good credential.
      const good: readonly Credential[] = isSignInStep(name) ? ['what the step takes'] : OWNER_CREDENTIALS;
      const examples = nearValidExamples(schema, known, endpoint).map((request, index): [FuzzRequest, Credential] => [
        request,
        good[index % good.length]!,
      ]);
      await fc.assert(
        fc.asyncProperty(fuzzRequest(schema, known), credentialsFor(name), async (request, credential) => {
          const { outcome, sent } = await sendToOperator(name, request, credential);
          const credentialsOk = !isRefused(credential);
          const schemaOk = passesSchema(operator.operatorCalls[name].request, request, sent);
          record(endpoint, outcome, credential, credentialsOk && schemaOk);
        }),
        { seed: seedOf(endpoint), numRuns: RUNS_PER_CALL, examples },
      );
    });
  }

  // A fuzzed apiKeysRevoke may have revoked any key, the harness's too, which the tests after these call with.
  afterAll(async () => {
    await t.database.db
      .update(apiKeys)
      .set({ revokedAt: null })
      .where(eq(apiKeys.keyHash, sha256(OPERATOR_KEY)));
  });

  it('got past validation into every operator call', () => {
    expect(OPERATOR_CALL_NAMES.filter((name) => !reached.has(`operator ${name}`))).toEqual([]);
  });
});

describe('operator saves of an existing article, mission or promotion', () => {
  /** Found by the fuzz: the save looked the row up outside its transaction, which on PGlite waits forever. */
  it.each([
    ['news', { title: { EN: 'Fuzz news' }, body: { EN: '<p>Fuzz</p>' }, published_at: '2026-01-01T00:00:00Z' }, 'news_id'],
    [
      'missions',
      {
        kind: 'login',
        period: 'daily',
        title: { EN: 'Fuzz mission' },
        target: 1,
        reward_type: 'token',
        reward_amount: 1,
        starts_at: '2026-01-01T00:00:00Z',
      },
      'mission_id',
    ],
    [
      'promotions',
      {
        title: { EN: 'Fuzz promotion' },
        terms: { EN: '<p>Fuzz</p>' },
        rules: { kind: 'referral', reward: 5, min_deposit: 10 },
        starts_at: '2026-01-01T00:00:00Z',
      },
      'promotion_id',
    ],
  ] as const)('answers for %s', async (kind, fields, idField) => {
    const created = await t.operator(`${kind}/save`, { domain: FUZZ_OPERATOR_DOMAIN, ...fields });
    expectSuccess(created);
    const saved: Record<string, unknown> = created.value;
    const id = saved[idField];
    const updated = await t.operator(`${kind}/save`, { domain: FUZZ_OPERATOR_DOMAIN, ...fields, [idField]: id });
    expect(updated).toMatchObject({ statusCode: SUCCESS, value: { [idField]: id } });
  });
});
