import { randomUUID } from 'node:crypto';
import { type CallName, type CallResponse, calls, type Failure } from '@wl/contract';
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { players, sessions, smsOutbox, tacCodes } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { DEMO_PLAYER, demoPlayerPhone } from '../../seed/demo.js';
import {
  createTestApp,
  type Envelope,
  INSTALLATION_TOKEN,
  SIGNUP_CONSENT,
  type SiteRef,
  TEST_SERVER_SECRET,
  type TestApp,
  uniquePhone,
} from '../../test/harness.js';

/**
 * The attacker's view of the documented limits (docs/security.md, "Rate limits"): every attempt
 * goes through the HTTP API as an attacker would send it, from rotating addresses where that is
 * the attacker's best move. The figures are the documented ones, written out here rather than
 * read from LIMITS, so a change of the code that the documentation does not follow fails here.
 */
const DOCUMENTED = {
  loginsPerAddress: { points: 30, seconds: 60 },
  failedLoginsPerAccount: { points: 10, seconds: 15 * 60 },
  signupsPerAddress: { points: 10, seconds: 60 * 60 },
  signupsPerPhone: { points: 3, seconds: 60 * 60 },
  tacSendsPerPhone: { points: 5, seconds: 60 * 60 },
  tacSendsPerAddress: { points: 20, seconds: 60 * 60 },
  tacChecksPerAccount: { points: 20, seconds: 60 * 60 },
  triesPerCode: 5,
} as const;

/** How far a long window may have run down by the time a test reads retry_after (slow CI included). */
const ELAPSED_AT_MOST_SECONDS = 300;

/** An answer over HTTP; its body is the call's envelope, or as the refusal checks read any answer, the failure's fields. */
interface Answer<Body = Partial<Failure>> {
  status: number;
  headers: Record<string, unknown>;
  body: Body;
}

/** Where a request comes from: the TCP peer (inject's default is 127.0.0.1) and what it claims in X-Forwarded-For. */
interface Origin {
  remoteAddress?: string;
  forwardedFor?: string;
}

async function send<N extends CallName>(
  test: TestApp,
  name: N,
  payload: Record<string, unknown>,
  origin: Origin = {},
): Promise<Answer<Envelope<CallResponse<N>>>> {
  const response = await test.app.inject({
    method: 'POST',
    url: calls[name].path,
    payload,
    remoteAddress: origin.remoteAddress,
    headers: origin.forwardedFor ? { 'x-forwarded-for': origin.forwardedFor } : {},
  });
  return { status: response.statusCode, headers: response.headers, body: response.json<Envelope<CallResponse<N>>>() };
}

let addressSequence = 0;

/** A client address no other attempt in this file has used (198.18.0.0/15, the benchmarking range). */
function freshAddress(): string {
  addressSequence++;
  return `198.18.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
}

/** The attacker rotates: every attempt is a connection from another address. */
const rotating = (): Origin => ({ remoteAddress: freshAddress() });

/** A six-digit code that is certainly not `right` (the nth of a series of distinct wrong guesses). */
function wrongCode(right: string, n: number): string {
  return String((Number(right) + n + 1) % 1_000_000).padStart(6, '0');
}

/** The documented refusal: HTTP 429, tooManyRequests, retry_after within the limit's window, the same figure in Retry-After. */
function expectRateLimited(answer: Answer, windowSeconds: number): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ statusCode: 429, message: 'tooManyRequests', retry_after: expect.any(Number) });
  const retryAfter = answer.body.retry_after as number;
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  // For windows of an hour or 15 minutes the wait also tells this limit apart from the 60-second resend throttle.
  expect(retryAfter).toBeGreaterThanOrEqual(windowSeconds > 60 ? windowSeconds - ELAPSED_AT_MOST_SECONDS : 1);
  expect(answer.headers['retry-after']).toBe(String(retryAfter));
}

function expectIndistinguishable(first: Answer, second: Answer): void {
  expect(second.status).toBe(first.status);
  expect({ ...second.body, retry_after: 0 }).toEqual({ ...first.body, retry_after: 0 });
  // retry_after counts down, so two answers a second apart may differ by one.
  expect(Math.abs(Number(second.body.retry_after) - Number(first.body.retry_after))).toBeLessThanOrEqual(1);
  expect(Object.keys(second.headers).sort()).toEqual(Object.keys(first.headers).sort());
}

async function playerRow(test: TestApp, accountId: string, domain = 'localhost') {
  const site = await test.app.sites.byDomain(domain);
  const [row] = await test.database.db
    .select()
    .from(players)
    .where(and(eq(players.siteId, site.id), eq(players.accountId, accountId)));
  return row;
}

async function sessionCount(test: TestApp, accountId: string): Promise<number> {
  const player = await playerRow(test, accountId);
  if (!player) return 0;
  return test.database.db.$count(sessions, eq(sessions.playerId, player.id));
}

function textsTo(test: TestApp, phone: string): Promise<number> {
  return test.database.db.$count(smsOutbox, eq(smsOutbox.phone, phone));
}

function textsForAccount(test: TestApp, accountId: string): Promise<number> {
  return test.database.db.$count(smsOutbox, eq(smsOutbox.accountId, accountId));
}

/** Moves the account's codes two minutes into the past, as if the attacker had waited out the 60-second resend throttle. */
async function waitOutResendThrottle(test: TestApp, accountId: string): Promise<void> {
  const ids = test.database.db.select({ id: players.id }).from(players).where(eq(players.accountId, accountId));
  await test.database.db
    .update(tacCodes)
    .set({ createdAt: sql`${tacCodes.createdAt} - interval '2 minutes'` })
    .where(inArray(tacCodes.playerId, ids));
}

/** One phone number written the ways a signup form accepts it: E.164, national digits, padded with spaces. */
function phoneSpellings(e164: string): string[] {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) throw new Error(`not a phone number: ${e164}`);
  const national = parsed.formatNational().replace(/\D/g, '');
  return [e164, national, ` ${e164} `, ` ${national}`];
}

/**
 * Attackers connecting directly: no proxy is trusted, so an address is a connection's address
 * (rotated with inject's remoteAddress) and X-Forwarded-For is ignored.
 */
let t: TestApp;
let site: SiteRef;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '' });
  site = await t.site();
});
afterAll(() => t?.close());

/** A verified player, signed up as a player would (from an address of its own), with the session that made. */
async function verifiedPlayer(accountId: string) {
  const password = 'Correct-horse-42';
  const phone = await uniquePhone(t);
  const signup = await send(
    t,
    'signup',
    { ...site, ...SIGNUP_CONSENT, account_id: accountId, password, contact_phone: phone },
    rotating(),
  );
  expect(signup.body.statusCode).toBe(1);
  const verified = await send(t, 'tacVerify', { ...site, account_id: accountId, tac: await t.latestTac(accountId) }, rotating());
  expect(verified.body.statusCode).toBe(1);
  return { account_id: accountId, password, phone };
}

describe('TAC guessing', () => {
  it('lets no code through on one account: five wrong tries kill a code, 20 checks an hour end the guessing, from any address', async () => {
    const phone = await uniquePhone(t);
    const signup = await send(
      t,
      'signup',
      { ...site, ...SIGNUP_CONSENT, account_id: 'tac_victim', password: 'Correct-horse-42', contact_phone: phone },
      rotating(),
    );
    expect(signup.body).toMatchObject({ statusCode: 1, message: 'tacSent' });

    let checks = 0;
    const guess = async (tac: string) => {
      checks++;
      return send(t, 'tacVerify', { ...site, account_id: 'tac_victim', tac }, rotating());
    };

    const first = await t.latestTac('tac_victim');
    for (let n = 0; n < DOCUMENTED.triesPerCode; n++) {
      expect((await guess(wrongCode(first, n))).body.message).toBe('invalidTac');
    }
    expect((await guess(first)).body.message).toBe('tacLocked');

    // The attacker asks for new codes and keeps guessing until the account's hourly checks are spent.
    let current = first;
    while (checks < DOCUMENTED.tacChecksPerAccount.points) {
      await waitOutResendThrottle(t, 'tac_victim');
      const resent = await send(t, 'tacRequestNewRegister', { ...site, account_id: 'tac_victim' }, rotating());
      expect(resent.body).toMatchObject({ statusCode: 1, message: 'tacSent' });
      current = await t.latestTac('tac_victim');
      const tries = Math.min(DOCUMENTED.triesPerCode, DOCUMENTED.tacChecksPerAccount.points - checks);
      for (let n = 0; n < tries; n++) {
        expect((await guess(wrongCode(current, n))).body.message).toBe('invalidTac');
      }
    }
    expect(checks).toBe(DOCUMENTED.tacChecksPerAccount.points);

    // The current code still has tries left, so only the account limit refuses the right code now.
    const [live] = await t.database.db
      .select({ attempts: tacCodes.attempts, consumedAt: tacCodes.consumedAt })
      .from(tacCodes)
      .innerJoin(players, eq(players.id, tacCodes.playerId))
      .where(eq(players.accountId, 'tac_victim'))
      .orderBy(sql`${tacCodes.id} desc`)
      .limit(1);
    expect(live?.consumedAt).toBeNull();
    expect(live?.attempts).toBeLessThan(DOCUMENTED.triesPerCode);
    const right = await guess(current);
    expectRateLimited(right, DOCUMENTED.tacChecksPerAccount.seconds);
    expectRateLimited(await guess(wrongCode(current, 0)), DOCUMENTED.tacChecksPerAccount.seconds);

    expect((await playerRow(t, 'tac_victim'))?.status).toBe('pending');
    expect(await sessionCount(t, 'tac_victim')).toBe(0);
    const login = await send(t, 'login', { ...site, account_id: 'tac_victim', password: 'Correct-horse-42' }, rotating());
    expect(login.body.message).toBe('accountNotVerified');
  });

  it('counts login codes and password reset codes against the same hourly checks of the account', async () => {
    const account = DEMO_PLAYER.accountId;
    const demoPhone = demoPlayerPhone((await t.app.sites.byDomain('localhost')).country);
    const newPassword = 'Taken-over-93x';
    let checks = 0;
    const guessLogin = async (tac: string) => {
      checks++;
      return send(t, 'loginTac', { ...site, account_id: account, tac }, rotating());
    };
    const guessReset = async (tac: string) => {
      checks++;
      return send(t, 'resetPassword', { ...site, account_id: account, tac, new_password: newPassword }, rotating());
    };
    const requestLoginCode = async () => {
      await waitOutResendThrottle(t, account);
      const answer = await send(t, 'tacRequestLogin', { ...site, account_id: account }, rotating());
      expect(answer.body).toMatchObject({ statusCode: 1, message: 'tacSent' });
      return t.latestTac(account);
    };
    const requestResetCode = async () => {
      await waitOutResendThrottle(t, account);
      const answer = await send(t, 'forgotPassword', { ...site, account_id: account, contact_phone: demoPhone }, rotating());
      expect(answer.body.message).toBe('resetCodeSentIfMatch');
      return t.latestTac(account);
    };
    const sessionsBefore = await sessionCount(t, account);

    const loginCode = await requestLoginCode();
    for (let n = 0; n < DOCUMENTED.triesPerCode; n++) {
      expect((await guessLogin(wrongCode(loginCode, n))).body.message).toBe('invalidTac');
    }
    expect((await guessLogin(loginCode)).body.message).toBe('tacLocked');

    const resetCode = await requestResetCode();
    for (let n = 0; n < DOCUMENTED.triesPerCode; n++) {
      expect((await guessReset(wrongCode(resetCode, n))).body.message).toBe('invalidTac');
    }
    const secondLoginCode = await requestLoginCode();
    for (let n = 0; n < DOCUMENTED.triesPerCode; n++) {
      expect((await guessLogin(wrongCode(secondLoginCode, n))).body.message).toBe('invalidTac');
    }
    const lastResetCode = await requestResetCode();
    while (checks < DOCUMENTED.tacChecksPerAccount.points) {
      expect((await guessReset(wrongCode(lastResetCode, checks))).body.message).toBe('invalidTac');
    }

    expectRateLimited(await guessReset(lastResetCode), DOCUMENTED.tacChecksPerAccount.seconds);
    const thirdLoginCode = await requestLoginCode();
    expectRateLimited(await guessLogin(thirdLoginCode), DOCUMENTED.tacChecksPerAccount.seconds);

    // Neither the password nor the sessions changed: the owner still logs in with the old password.
    expect(await sessionCount(t, account)).toBe(sessionsBefore);
    const owner = await send(t, 'login', { ...site, account_id: account, password: DEMO_PLAYER.password }, rotating());
    expect(owner.body.statusCode).toBe(1);
    const attacker = await send(t, 'login', { ...site, account_id: account, password: newPassword }, rotating());
    expect(attacker.body.message).toBe('invalidCredentials');
  });

  it('stops code requests aimed at one phone after five an hour, across addresses; no second account can take the phone', async () => {
    const phone = await uniquePhone(t);
    const signup = { ...site, ...SIGNUP_CONSENT, password: 'Correct-horse-42', contact_phone: phone };
    expect((await send(t, 'signup', { ...signup, account_id: 'sms_target' }, rotating())).body.statusCode).toBe(1);

    for (let sent = 0; sent < DOCUMENTED.tacSendsPerPhone.points; sent++) {
      await waitOutResendThrottle(t, 'sms_target');
      const resent = await send(t, 'tacRequestNewRegister', { ...site, account_id: 'sms_target' }, rotating());
      expect(resent.body).toMatchObject({ statusCode: 1, message: 'tacSent' });
    }
    await waitOutResendThrottle(t, 'sms_target');
    const refused = await send(t, 'tacRequestNewRegister', { ...site, account_id: 'sms_target' }, rotating());
    expectRateLimited(refused, DOCUMENTED.tacSendsPerPhone.seconds);
    expect(await textsTo(t, phone)).toBe(1 + DOCUMENTED.tacSendsPerPhone.points);

    // A second account cannot be opened on the phone to get more codes sent to it (one account per number).
    const secondAccount = await send(t, 'signup', { ...signup, account_id: 'sms_target2' }, rotating());
    expect(secondAccount.body).toMatchObject({
      message: 'validationFailed',
      errors: [{ field: 'contact_phone', key: 'phoneInUse' }],
    });
    expect(await playerRow(t, 'sms_target2')).toBeUndefined();
    expect(await textsTo(t, phone)).toBe(1 + DOCUMENTED.tacSendsPerPhone.points);
  });

  it("does not spend a phone's hourly codes on resends asked for before the wait is over", async () => {
    const phone = await uniquePhone(t);
    const signup = { ...site, ...SIGNUP_CONSENT, account_id: 'early_resend', password: 'Correct-horse-42', contact_phone: phone };
    expect((await send(t, 'signup', signup, rotating())).body.statusCode).toBe(1);
    for (let early = 0; early < DOCUMENTED.tacSendsPerPhone.points + 2; early++) {
      const tooSoon = await send(t, 'tacRequestNewRegister', { ...site, account_id: 'early_resend' }, rotating());
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body.retry_after).toBeLessThanOrEqual(60);
    }
    for (let sent = 0; sent < DOCUMENTED.tacSendsPerPhone.points; sent++) {
      await waitOutResendThrottle(t, 'early_resend');
      const resent = await send(t, 'tacRequestNewRegister', { ...site, account_id: 'early_resend' }, rotating());
      expect(resent.body).toMatchObject({ statusCode: 1, message: 'tacSent' });
    }
    expect(await textsTo(t, phone)).toBe(1 + DOCUMENTED.tacSendsPerPhone.points);
  });

  it('answers a flood of code requests from one address after 20 an hour, whichever account or call it names', async () => {
    const attacker: Origin = { forwardedFor: freshAddress() };
    const sendingCalls = [
      (n: number) => send(t, 'tacRequestLogin', { ...site, account_id: `nobody_${n}` }, attacker),
      (n: number) =>
        send(t, 'forgotPassword', { ...site, account_id: `nobody_${n}`, contact_phone: demoPlayerPhone('US') }, attacker),
      (n: number) => send(t, 'tacRequestNewRegister', { ...site, account_id: `nobody_${n}` }, attacker),
    ];
    for (let n = 0; n < DOCUMENTED.tacSendsPerAddress.points; n++) {
      const answer = await sendingCalls[n % sendingCalls.length]!(n);
      expect(answer.status).toBe(200);
      expect(['tacSent', 'resetCodeSentIfMatch']).toContain(answer.body.message);
    }

    const target = await verifiedPlayer('flood_target');
    const textsBefore = await textsForAccount(t, 'flood_target');
    for (const call of [
      () => send(t, 'tacRequestLogin', { ...site, account_id: target.account_id }, attacker),
      () => send(t, 'forgotPassword', { ...site, account_id: target.account_id, contact_phone: target.phone }, attacker),
      () => send(t, 'tacRequestNewRegister', { ...site, account_id: target.account_id }, attacker),
    ]) {
      expectRateLimited(await call(), DOCUMENTED.tacSendsPerAddress.seconds);
    }
    expect(await textsForAccount(t, 'flood_target')).toBe(textsBefore);

    const elsewhere = await send(t, 'tacRequestLogin', { ...site, account_id: target.account_id }, rotating());
    expect(elsewhere.body).toMatchObject({ statusCode: 1, message: 'tacSent' });
    expect(await textsForAccount(t, 'flood_target')).toBe(textsBefore + 1);
  });

  it('sends one code, and leaves one alive, however many requests for it arrive at once', async () => {
    const player = await verifiedPlayer('tac_burst');
    const burst = async (request: () => Promise<Answer>) => {
      const textsBefore = await textsForAccount(t, player.account_id);
      const answers = await Promise.all(Array.from({ length: 50 }, request));
      expect(await textsForAccount(t, player.account_id)).toBe(textsBefore + 1);
      return answers;
    };

    const answers = await burst(() => send(t, 'tacRequestLogin', { ...site, account_id: player.account_id }, rotating()));
    expect(answers.filter((answer) => answer.body.message === 'tacSent')).toHaveLength(1);
    const waits = answers.filter((answer) => answer.status === 429);
    expect(waits).toHaveLength(49);
    for (const wait of waits) {
      expect(wait.body).toEqual({ statusCode: 429, message: 'tooManyRequests', retry_after: expect.any(Number) });
      expect(wait.body.retry_after).toBeGreaterThanOrEqual(1);
      expect(wait.body.retry_after).toBeLessThanOrEqual(60);
    }
    // Password reset codes are issued the same way, and their answers say nothing either way.
    await burst(() =>
      send(t, 'forgotPassword', { ...site, account_id: player.account_id, contact_phone: player.phone }, rotating()),
    );

    const { id: playerId } = (await playerRow(t, player.account_id))!;
    const live = await t.database.db
      .select({ purpose: tacCodes.purpose })
      .from(tacCodes)
      .where(and(eq(tacCodes.playerId, playerId), isNull(tacCodes.consumedAt)));
    expect(live.map((code) => code.purpose).sort()).toEqual(['login', 'reset']);
    const [loginText] = await t.database.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.accountId, player.account_id), like(smsOutbox.body, '%login code%')));
    const code = loginText?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    const login = await send(t, 'loginTac', { ...site, account_id: player.account_id, tac: code }, rotating());
    expect(login.body.statusCode).toBe(1);
  });
});

describe('password guessing', () => {
  it('stops one address spraying passwords over many accounts after 30 a minute, even with the right password', async () => {
    const victim = await verifiedPlayer('spray_victim');
    const sessionsBefore = await sessionCount(t, victim.account_id);
    const attacker: Origin = { forwardedFor: freshAddress() };
    for (let n = 0; n < DOCUMENTED.loginsPerAddress.points; n++) {
      const answer = await send(t, 'login', { ...site, account_id: `sprayed_${n}`, password: 'Summer-2026!' }, attacker);
      expect(answer.body.message).toBe('invalidCredentials');
    }
    const right = await send(t, 'login', { ...site, account_id: victim.account_id, password: victim.password }, attacker);
    expectRateLimited(right, DOCUMENTED.loginsPerAddress.seconds);
    expect(await sessionCount(t, victim.account_id)).toBe(sessionsBefore);

    // The limit held the address, not the account: the owner elsewhere logs in.
    const owner = await send(t, 'login', { ...site, account_id: victim.account_id, password: victim.password }, rotating());
    expect(owner.body.statusCode).toBe(1);
  });

  it('locks one account after 10 failures from rotating addresses and spellings, and the right password gets the same refusal', async () => {
    const victim = await verifiedPlayer('pw_victim');
    const sessionsBefore = await sessionCount(t, victim.account_id);
    const spellings = ['pw_victim', 'PW_VICTIM', ' Pw_Victim ', 'pw_VICTIM'];
    for (let n = 0; n < DOCUMENTED.failedLoginsPerAccount.points; n++) {
      const account_id = spellings[n % spellings.length];
      const answer = await send(t, 'login', { ...site, account_id, password: `guess-${n}-xyz` }, rotating());
      expect(answer).toMatchObject({ status: 200, body: { statusCode: 401, message: 'invalidCredentials' } });
    }

    const wrong = await send(t, 'login', { ...site, account_id: 'PW_victim', password: 'guess-final' }, rotating());
    expectRateLimited(wrong, DOCUMENTED.failedLoginsPerAccount.seconds);
    const right = await send(t, 'login', { ...site, account_id: 'pw_victim', password: victim.password }, rotating());
    expectRateLimited(right, DOCUMENTED.failedLoginsPerAccount.seconds);
    expectIndistinguishable(wrong, right);
    expect(await sessionCount(t, victim.account_id)).toBe(sessionsBefore);
  });

  it('starts the count of failures again after a successful login, as documented', async () => {
    const player = await verifiedPlayer('pw_forgetful');
    const login = (password: string) => send(t, 'login', { ...site, account_id: player.account_id, password }, rotating());
    for (let n = 0; n < DOCUMENTED.failedLoginsPerAccount.points - 1; n++) {
      expect((await login(`typo-${n}-abc`)).body.message).toBe('invalidCredentials');
    }
    expect((await login(player.password)).body.statusCode).toBe(1);

    for (let n = 0; n < DOCUMENTED.failedLoginsPerAccount.points; n++) {
      expect((await login(`typo-again-${n}`)).body.message).toBe('invalidCredentials');
    }
    expectRateLimited(await login(player.password), DOCUMENTED.failedLoginsPerAccount.seconds);
  });

  it('checks at most 10 passwords of one account however many guesses arrive at once', async () => {
    const victim = await verifiedPlayer('pw_flood');
    const sessionsBefore = await sessionCount(t, victim.account_id);
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        send(t, 'login', { ...site, account_id: victim.account_id, password: `guess-${n}-xyz` }, rotating()),
      ),
    );
    expect(guesses.filter((answer) => answer.body.message === 'invalidCredentials')).toHaveLength(
      DOCUMENTED.failedLoginsPerAccount.points,
    );
    const refused = guesses.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(200 - DOCUMENTED.failedLoginsPerAccount.points);
    for (const answer of refused) expectRateLimited(answer, DOCUMENTED.failedLoginsPerAccount.seconds);

    const right = await send(t, 'login', { ...site, account_id: victim.account_id, password: victim.password }, rotating());
    expectRateLimited(right, DOCUMENTED.failedLoginsPerAccount.seconds);
    expect(await sessionCount(t, victim.account_id)).toBe(sessionsBefore);
  });

  it('refuses the right password after 29 wrong ones sent at once from one address', async () => {
    const victim = await verifiedPlayer('pw_burst');
    const attacker: Origin = { remoteAddress: freshAddress() };
    const guesses = await Promise.all(
      Array.from({ length: DOCUMENTED.loginsPerAddress.points - 1 }, (_, n) =>
        send(t, 'login', { ...site, account_id: victim.account_id, password: `guess-${n}-xyz` }, attacker),
      ),
    );
    expect(guesses.filter((answer) => answer.body.message === 'invalidCredentials')).toHaveLength(
      DOCUMENTED.failedLoginsPerAccount.points,
    );
    // The address has its 30th login left: what refuses the right password is the account's count.
    const right = await send(t, 'login', { ...site, account_id: victim.account_id, password: victim.password }, attacker);
    expectRateLimited(right, DOCUMENTED.failedLoginsPerAccount.seconds);
  });

  it('checks at most 10 current passwords of a password change however many arrive at once', async () => {
    const player = await verifiedPlayer('pw_change_flood');
    const login = await send(t, 'login', { ...site, account_id: player.account_id, password: player.password }, rotating());
    const hashBefore = (await playerRow(t, player.account_id))?.passwordHash;
    const change = (password: string) =>
      send(
        t,
        'updatePassword',
        { account_id: player.account_id, auth: login.body.token, password, new_password: 'Taken-over-93x' },
        rotating(),
      );
    const attempts = await Promise.all(Array.from({ length: 50 }, (_, n) => change(`guess-${n}-xyz`)));
    expect(attempts.filter((answer) => answer.body.message === 'invalidCredentials')).toHaveLength(
      DOCUMENTED.failedLoginsPerAccount.points,
    );
    const refused = attempts.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(50 - DOCUMENTED.failedLoginsPerAccount.points);
    for (const answer of refused) expectRateLimited(answer, DOCUMENTED.failedLoginsPerAccount.seconds);

    expectRateLimited(await change(player.password), DOCUMENTED.failedLoginsPerAccount.seconds);
    expect((await playerRow(t, player.account_id))?.passwordHash).toBe(hashBefore);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('password guessing across two instances sharing Redis (TEST_REDIS_URL)', () => {
  let first: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp({ TRUST_PROXY: '', REDIS_URL: redisUrl as string });
    second = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        PASSWORD_SCRYPT_LOG_N: '10',
        REDIS_URL: redisUrl,
        REDIS_PREFIX: first.app.config.REDIS_PREFIX,
      }),
      database: first.database,
      serverSecret: TEST_SERVER_SECRET,
      installationTokenHash: sha256(INSTALLATION_TOKEN),
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('checks at most 10 passwords of one account when 200 guesses arrive at once, half at each instance', async () => {
    // The counters in Redis outlive this run: an account name no earlier run used.
    const account = `pw_shared_${randomUUID().slice(0, 8)}`;
    const body = { ...(await first.site()), account_id: account };
    const guesses = await Promise.all(
      Array.from({ length: 200 }, async (_, n) => {
        const instance = n % 2 === 0 ? first.app : second;
        const response = await instance.inject({
          method: 'POST',
          url: calls.login.path,
          payload: { ...body, password: `guess-${n}-xyz` },
          remoteAddress: freshAddress(),
        });
        return response.json<Partial<Failure>>().message;
      }),
    );
    expect(guesses.filter((message) => message === 'invalidCredentials')).toHaveLength(DOCUMENTED.failedLoginsPerAccount.points);
    expect(guesses.filter((message) => message === 'tooManyRequests')).toHaveLength(
      200 - DOCUMENTED.failedLoginsPerAccount.points,
    );
  });
});

describe('signup flooding', () => {
  const signupOf = async (test: TestApp, accountId: string, phone?: string) => ({
    ...(await test.site()),
    ...SIGNUP_CONSENT,
    account_id: accountId,
    password: 'Correct-horse-42',
    contact_phone: phone ?? (await uniquePhone(test)),
  });

  /** Signs `count` accounts up, each with a phone of its own, and expects every one to be taken. */
  async function signupsTaken(test: TestApp, prefix: string, count: number, origin: (n: number) => Origin): Promise<void> {
    for (let n = 0; n < count; n++) {
      const answer = await send(test, 'signup', await signupOf(test, `${prefix}${n}`), origin(n));
      expect(answer.body).toMatchObject({ statusCode: 1, message: 'tacSent' });
    }
  }

  async function expectSignupRefused(test: TestApp, accountId: string, origin: Origin): Promise<void> {
    const body = await signupOf(test, accountId);
    expectRateLimited(await send(test, 'signup', body, origin), DOCUMENTED.signupsPerAddress.seconds);
    expect(await playerRow(test, accountId)).toBeUndefined();
    expect(await textsTo(test, body.contact_phone)).toBe(0);
  }

  describe('without a trusted proxy (TRUST_PROXY unset)', () => {
    it('ignores X-Forwarded-For, so rotating it does not rotate the key: the connection gets 10 signups an hour', async () => {
      const connection = freshAddress();
      const claimingNewAddresses = (): Origin => ({ remoteAddress: connection, forwardedFor: freshAddress() });
      await signupsTaken(t, 'xff_flood_', DOCUMENTED.signupsPerAddress.points, claimingNewAddresses);
      await expectSignupRefused(t, 'xff_flood_x', claimingNewAddresses());

      // Another connection has its own budget: the limit was on the socket's address.
      const other = await send(t, 'signup', await signupOf(t, 'xff_other'), {
        remoteAddress: freshAddress(),
        forwardedFor: freshAddress(),
      });
      expect(other.body).toMatchObject({ statusCode: 1, message: 'tacSent' });
    });
  });

  describe('behind a trusted proxy', () => {
    const PROXY = '192.0.2.10';
    const viaProxy = (client: string): Origin => ({ remoteAddress: PROXY, forwardedFor: client });
    /** An app that trusts the proxy by its address (TRUST_PROXY) and believes its X-Forwarded-For. */
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp({ TRUST_PROXY: PROXY });
    });
    afterAll(() => proxied?.close());

    it('believes the address the proxy forwards: each client address has its own 10 signups an hour', async () => {
      const attacker = freshAddress();
      await signupsTaken(proxied, 'proxied_', DOCUMENTED.signupsPerAddress.points, () => viaProxy(attacker));
      await expectSignupRefused(proxied, 'proxied_x', viaProxy(attacker));

      // The attacker's own X-Forwarded-For entries come before the address the proxy appends, and are not believed.
      await expectSignupRefused(proxied, 'proxied_spoof', viaProxy(`${freshAddress()}, ${attacker}`));

      await signupsTaken(proxied, 'neighbour_', 2, () => viaProxy(freshAddress()));
    });

    it('does not believe X-Forwarded-For from a connection that is not the proxy', async () => {
      const bypassingTheProxy = freshAddress();
      const claimingNewAddresses = (): Origin => ({ remoteAddress: bypassingTheProxy, forwardedFor: freshAddress() });
      await signupsTaken(proxied, 'direct_', DOCUMENTED.signupsPerAddress.points, claimingNewAddresses);
      await expectSignupRefused(proxied, 'direct_x', claimingNewAddresses());
    });

    it('stops a flood aimed at one phone after 3 signups an hour, however the number is written; one of them opens an account', async () => {
      const victimPhone = await uniquePhone(proxied);
      const spellings = phoneSpellings(victimPhone);
      for (let n = 0; n < DOCUMENTED.signupsPerPhone.points; n++) {
        const answer = await send(
          proxied,
          'signup',
          await signupOf(proxied, `phone_flood_${n}`, spellings[n]),
          viaProxy(freshAddress()),
        );
        if (n === 0) expect(answer.body).toMatchObject({ statusCode: 1, message: 'tacSent' });
        else expect(answer.body.errors).toEqual([{ field: 'contact_phone', key: 'phoneInUse' }]);
      }
      const refused = await send(
        proxied,
        'signup',
        await signupOf(proxied, 'phone_flood_x', spellings[DOCUMENTED.signupsPerPhone.points]),
        viaProxy(freshAddress()),
      );
      expectRateLimited(refused, DOCUMENTED.signupsPerPhone.seconds);
      expect(await playerRow(proxied, 'phone_flood_x')).toBeUndefined();
      expect(await textsTo(proxied, victimPhone)).toBe(1);
    });
  });
});
