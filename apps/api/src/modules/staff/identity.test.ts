import { roleNeedsTotp, STAFF_ROLES, STAFF_SESSION, STAFF_SESSION_COOKIE } from '@wl/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sites, staff } from '../../db/schema/index.js';
import { LIMITS } from '../../lib/rate-limits.js';
import { expectSuccess, totpCodeOf } from '../../test/harness.js';
import { staffTestApp } from '../../test/staff.js';

const { t, send, call, addMember, signIn, nextCode, appNow, runClockAhead, defaultOperatorId } = staffTestApp();

const MINUTE = 60_000;
const INVALID_CREDENTIALS = { httpStatus: 200, statusCode: 401, message: 'invalidCredentials' };
const SESSION_EXPIRED = { httpStatus: 200, statusCode: 401, message: 'sessionExpired' };

/** The Set-Cookie header of the session cookie, to read its attributes. */
function sessionSetCookie(response: { headers: Record<string, unknown> }): string {
  const headers = [response.headers['set-cookie']].flat() as string[];
  const found = headers.find((header) => header.startsWith(`${STAFF_SESSION_COOKIE}=`));
  if (!found) throw new Error('no session cookie was set');
  return found;
}

describe('signing in with a password', () => {
  it('answers a wrong username and a wrong password alike, and sets no cookie', async () => {
    const member = await addMember('cashier');
    const unknown = await send('staffSignIn', { username: 'nobody-here', password: member.password });
    const wrong = await send('staffSignIn', { username: member.username, password: 'not-the-password' });
    expect(unknown.answer).toEqual(INVALID_CREDENTIALS);
    expect(wrong.answer).toEqual(INVALID_CREDENTIALS);
    expect(unknown.cookie).toBeUndefined();
    expect(wrong.cookie).toBeUndefined();
  });

  it('takes the username in any case', async () => {
    const member = await addMember('read_only');
    const answer = await call('staffSignIn', { username: member.username.toUpperCase(), password: member.password });
    expect(answer).toMatchObject({ statusCode: 1, stage: 'done', me: { username: member.username } });
  });

  it('locks the member after five wrong passwords in a row, the right one included, until the lock ends', async () => {
    const member = await addMember('cashier');
    for (let attempt = 1; attempt < STAFF_SESSION.lockAfterFailures; attempt++) {
      expect(await call('staffSignIn', { username: member.username, password: `wrong-${attempt}` })).toEqual(INVALID_CREDENTIALS);
    }
    const lockedAt = appNow();
    const locked = await call('staffSignIn', { username: member.username, password: 'wrong-again' });
    expect(locked).toMatchObject({ httpStatus: 200, statusCode: 423, message: 'staffLocked' });
    const until = Date.parse(locked.until!);
    expect(until - lockedAt).toBeGreaterThanOrEqual(STAFF_SESSION.lockMinutes * MINUTE - 1_000);
    expect(until - lockedAt).toBeLessThanOrEqual(STAFF_SESSION.lockMinutes * MINUTE + 5_000);

    const rightPassword = await call('staffSignIn', { username: member.username, password: member.password });
    expect(rightPassword).toMatchObject({ message: 'staffLocked', until: locked.until });

    runClockAhead(STAFF_SESSION.lockMinutes * MINUTE + MINUTE);
    const afterLock = await call('staffSignIn', { username: member.username, password: member.password });
    expect(afterLock).toMatchObject({ statusCode: 1, stage: 'totp' });
  });

  it('refuses more sign-in steps from one address than its limit, whatever the usernames', async () => {
    const address = { 'x-forwarded-for': '198.51.100.77' };
    const { points } = LIMITS.staffSignInPerIp;
    for (let attempt = 0; attempt < points; attempt++) {
      const answer = await call('staffSignIn', { username: `guess-${attempt}`, password: 'guess' }, { headers: address });
      expect(answer).toEqual(INVALID_CREDENTIALS);
    }
    const limited = await call('staffSignIn', { username: 'guess-more', password: 'guess' }, { headers: address });
    expect(limited).toMatchObject({ httpStatus: 429, message: 'tooManyRequests' });
    expect(limited.retry_after).toBeGreaterThan(0);
    // A TOTP step from that address is a sign-in step too, even on a challenge opened elsewhere.
    const member = await addMember('cashier');
    const challenge = await send('staffSignIn', { username: member.username, password: member.password });
    expectSuccess(challenge.answer);
    const code = await call('staffVerifyTotp', { code: nextCode(member) }, { cookie: challenge.cookie, headers: address });
    expect(code).toMatchObject({ httpStatus: 429, message: 'tooManyRequests' });
    // Another address is not held back.
    expect(await call('staffSignIn', { username: 'guess-more', password: 'guess' })).toEqual(INVALID_CREDENTIALS);
  });

  it('refuses a disabled member as it refuses a wrong password', async () => {
    const member = await addMember('read_only');
    await t.database.db.update(staff).set({ status: 'disabled' }).where(eq(staff.id, member.id));
    const answer = await send('staffSignIn', { username: member.username, password: member.password });
    expect(answer.answer).toEqual(INVALID_CREDENTIALS);
    expect(answer.cookie).toBeUndefined();
  });
});

describe('the sign-in stages', () => {
  it('asks only the roles that move money or change a player for two-factor', () => {
    expect(STAFF_ROLES.filter((role) => !roleNeedsTotp(role))).toEqual(['marketing', 'read_only']);
  });

  it.each(STAFF_ROLES)('a %s without two-factor enrols if the role needs it, and is signed in at once if not', async (role) => {
    const member = await addMember(role, { totp: false });
    const first = await send('staffSignIn', { username: member.username, password: member.password });
    expectSuccess(first.answer);
    if (!roleNeedsTotp(role)) {
      expect(first.answer).toMatchObject({ stage: 'done', enrolment: null, me: { username: member.username, role } });
      expect(first.answer.me?.totp_enabled).toBe(false);
      expectSuccess(await call('staffMe', {}, { cookie: first.cookie }));
      return;
    }
    expect(first.answer.stage).toBe('enrol');
    expect(first.answer.me).toBeNull();
    const enrolment = first.answer.enrolment!;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolment.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(enrolment.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(member.username);

    // The enrolment's cookie is a challenge: nothing else answers to it until a code confirms the secret.
    expect(await call('staffMe', {}, { cookie: first.cookie })).toEqual(SESSION_EXPIRED);
    expect(await call('staffVerifyTotp', { code: totpCodeOf(enrolment.secret, appNow()) }, { cookie: first.cookie })).toEqual(
      SESSION_EXPIRED,
    );
    const code = totpCodeOf(enrolment.secret, appNow());
    const wrongCode = code === '000000' ? '999999' : '000000';
    expect(await call('staffEnrolTotp', { code: wrongCode }, { cookie: first.cookie })).toMatchObject({
      message: 'totpInvalid',
    });

    const enrolled = await send('staffEnrolTotp', { code }, { cookie: first.cookie });
    expectSuccess(enrolled.answer);
    expect(enrolled.answer.me).toMatchObject({ username: member.username, totp_enabled: true });
    expectSuccess(await call('staffMe', {}, { cookie: enrolled.cookie }));

    // From then on the member signs in with a code from that secret.
    runClockAhead(30_000);
    const again = await send('staffSignIn', { username: member.username, password: member.password });
    expect(again.answer).toMatchObject({ stage: 'totp', enrolment: null, me: null });
    const verified = await call('staffVerifyTotp', { code: totpCodeOf(enrolment.secret, appNow()) }, { cookie: again.cookie });
    expectSuccess(verified);
  });

  it('asks an enrolled member for a code whatever the role, and refuses an enrolment on that challenge', async () => {
    const member = await addMember('read_only', { totp: true });
    const first = await send('staffSignIn', { username: member.username, password: member.password });
    expect(first.answer).toMatchObject({ statusCode: 1, stage: 'totp', enrolment: null, me: null });
    expect(await call('staffEnrolTotp', { code: nextCode(member) }, { cookie: first.cookie })).toEqual(SESSION_EXPIRED);
  });

  it('counts wrong codes with wrong passwords toward the lock', async () => {
    const member = await addMember('cashier');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await call('staffSignIn', { username: member.username, password: 'wrong' })).toEqual(INVALID_CREDENTIALS);
    }
    const challenge = await send('staffSignIn', { username: member.username, password: member.password });
    expectSuccess(challenge.answer);
    const rightCode = nextCode(member);
    const wrongCode = rightCode === '111111' ? '222222' : '111111';
    const wrong = await call('staffVerifyTotp', { code: wrongCode }, { cookie: challenge.cookie });
    expect(wrong).toMatchObject({ httpStatus: 200, statusCode: 401, message: 'totpInvalid' });
    const locked = await call('staffVerifyTotp', { code: wrongCode }, { cookie: challenge.cookie });
    expect(locked).toMatchObject({ statusCode: 423, message: 'staffLocked' });
    expect(await call('staffVerifyTotp', { code: rightCode }, { cookie: challenge.cookie })).toMatchObject({
      message: 'staffLocked',
    });
  });

  it('takes a code once: the same code cannot sign in again', async () => {
    const member = await addMember('risk');
    const code = nextCode(member);
    const first = await send('staffSignIn', { username: member.username, password: member.password });
    expectSuccess(await call('staffVerifyTotp', { code }, { cookie: first.cookie }));
    const second = await send('staffSignIn', { username: member.username, password: member.password });
    expect(await call('staffVerifyTotp', { code }, { cookie: second.cookie })).toMatchObject({ message: 'totpInvalid' });
  });

  it("signs the harness's staff in by the app's clock, wherever a test has moved it", async () => {
    // an hour ahead: a code of the machine's time is two periods and more away from the app's
    runClockAhead(60 * MINUTE);
    const session = await t.staffSession('cashier');
    expectSuccess(await call('staffMe', {}, { cookie: session.cookie }));
  });

  it(`expires a challenge ${STAFF_SESSION.challengeMinutes} minutes after the password`, async () => {
    const member = await addMember('support');
    const challenge = await send('staffSignIn', { username: member.username, password: member.password });
    expectSuccess(challenge.answer);
    runClockAhead(STAFF_SESSION.challengeMinutes * MINUTE + 1_000);
    expect(await call('staffVerifyTotp', { code: nextCode(member) }, { cookie: challenge.cookie })).toEqual(SESSION_EXPIRED);
  });

  it('refuses every other call with a challenge cookie', async () => {
    const member = await addMember('owner');
    const challenge = await send('staffSignIn', { username: member.username, password: member.password });
    expectSuccess(challenge.answer);
    for (const name of ['staffMe', 'staffSessions', 'staffList', 'apiKeysList', 'auditSearch', 'sitesList'] as const) {
      expect(await call(name, {}, { cookie: challenge.cookie }), name).toEqual(SESSION_EXPIRED);
    }
    expect(await call('staffSignOutEverywhere', {}, { cookie: challenge.cookie })).toEqual(SESSION_EXPIRED);
    // It still finishes the sign-in it was given for.
    expectSuccess(await call('staffVerifyTotp', { code: nextCode(member) }, { cookie: challenge.cookie }));
  });

  it('swaps the token between the challenge and the session, in an HttpOnly SameSite=Strict cookie for /api only', async () => {
    const member = await addMember('admin');
    const challenge = await send('staffSignIn', { username: member.username, password: member.password });
    const verified = await send('staffVerifyTotp', { code: nextCode(member) }, { cookie: challenge.cookie });
    expectSuccess(verified.answer);
    expect(verified.cookie).toBeDefined();
    expect(verified.cookie).not.toBe(challenge.cookie);
    for (const response of [challenge.response, verified.response]) {
      const header = sessionSetCookie(response);
      expect(header).toMatch(/; HttpOnly/i);
      expect(header).toMatch(/; SameSite=Strict/i);
      expect(header).toMatch(/; Path=\/api(;|$)/);
      expect(header).toMatch(/; Expires=/);
    }
    const sessionExpires = /Expires=([^;]+)/.exec(sessionSetCookie(verified.response))![1]!;
    expect(Date.parse(sessionExpires) - appNow()).toBeGreaterThan((STAFF_SESSION.absoluteHours * 60 - 1) * MINUTE);
    // The challenge is spent.
    expect(await call('staffVerifyTotp', { code: nextCode(member) }, { cookie: challenge.cookie })).toEqual(SESSION_EXPIRED);
  });

  it('marks the cookie Secure when the trusted proxy says the request came over HTTPS, and empties it on signing out', async () => {
    const member = await addMember('read_only');
    const overHttp = await send('staffSignIn', { username: member.username, password: member.password });
    expect(sessionSetCookie(overHttp.response)).not.toMatch(/; Secure/i);
    const https = { 'x-forwarded-proto': 'https' };
    const overHttps = await send('staffSignIn', { username: member.username, password: member.password }, { headers: https });
    expect(sessionSetCookie(overHttps.response)).toMatch(/; Secure/i);

    const signedOut = await send('staffSignOut', {}, { cookie: overHttps.cookie, headers: https });
    expectSuccess(signedOut.answer);
    const cleared = sessionSetCookie(signedOut.response);
    expect(cleared).toMatch(new RegExp(`^${STAFF_SESSION_COOKIE}=;`));
    expect(cleared).toMatch(/; Max-Age=0/i);
    expect(cleared).toMatch(/; Path=\/api(;|$)/);
    expect(cleared).toMatch(/; Secure/i);
    expect(await call('staffMe', {}, { cookie: overHttps.cookie })).toEqual(SESSION_EXPIRED);
  });
});

describe('sessions', () => {
  it(`end after ${STAFF_SESSION.idleMinutes} minutes without a call`, async () => {
    const member = await addMember('cashier');
    const cookie = await signIn(member);
    runClockAhead((STAFF_SESSION.idleMinutes - 1) * MINUTE);
    expectSuccess(await call('staffMe', {}, { cookie }));
    runClockAhead((STAFF_SESSION.idleMinutes - 1) * MINUTE);
    expectSuccess(await call('staffMe', {}, { cookie }));
    runClockAhead((STAFF_SESSION.idleMinutes + 1) * MINUTE);
    expect(await call('staffMe', {}, { cookie })).toEqual(SESSION_EXPIRED);
  });

  it(`end ${STAFF_SESSION.absoluteHours} hours after signing in, however active`, async () => {
    const member = await addMember('read_only');
    const cookie = await signIn(member);
    const signedInAt = appNow();
    const end = signedInAt + STAFF_SESSION.absoluteHours * 60 * MINUTE;
    while (appNow() + 25 * MINUTE < end) {
      runClockAhead(25 * MINUTE);
      expectSuccess(await call('staffMe', {}, { cookie }));
    }
    runClockAhead(end - appNow() + MINUTE);
    expect(await call('staffMe', {}, { cookie })).toEqual(SESSION_EXPIRED);
  });

  it('are listed with the current one marked and their last call time kept', async () => {
    const member = await addMember('support');
    const first = await signIn(member);
    const second = await signIn(member, member.password);
    const listed = await call('staffSessions', {}, { cookie: first });
    expectSuccess(listed);
    expect(listed.value).toHaveLength(2);
    expect(listed.value.map((session) => session.current)).toEqual([true, false]);
    const other = listed.value[1]!;

    runClockAhead(5 * MINUTE);
    expectSuccess(await call('staffMe', {}, { cookie: second }));
    const later = await call('staffSessions', {}, { cookie: second });
    expectSuccess(later);
    expect(later.value.map((session) => session.current)).toEqual([false, true]);
    const seen = later.value.find((session) => session.id === other.id)!;
    expect(Date.parse(seen.last_seen_at) - Date.parse(other.last_seen_at)).toBeGreaterThanOrEqual(5 * MINUTE - 1_000);
  });

  it("end one at a time by revoking, only the member's own", async () => {
    const member = await addMember('support');
    const first = await signIn(member);
    const second = await signIn(member);
    const stranger = await addMember('support');
    const strangers = await signIn(stranger);
    const listed = await call('staffSessions', {}, { cookie: first });
    expectSuccess(listed);
    const secondId = listed.value.find((session) => !session.current)!.id;
    const strangerList = await call('staffSessions', {}, { cookie: strangers });
    expectSuccess(strangerList);

    expect(await call('staffRevokeSession', { session_id: strangerList.value[0]!.id }, { cookie: first })).toMatchObject({
      statusCode: 404,
      message: 'sessionNotFound',
    });
    expectSuccess(await call('staffMe', {}, { cookie: strangers }));

    expectSuccess(await call('staffRevokeSession', { session_id: secondId }, { cookie: first }));
    expect(await call('staffMe', {}, { cookie: second })).toEqual(SESSION_EXPIRED);
    expectSuccess(await call('staffMe', {}, { cookie: first }));
    expect(await call('staffRevokeSession', { session_id: secondId }, { cookie: first })).toMatchObject({
      message: 'sessionNotFound',
    });
  });

  it('end by signing out, which clears the cookie and leaves the other sessions', async () => {
    const member = await addMember('marketing');
    const first = await signIn(member);
    const second = await signIn(member);
    const out = await send('staffSignOut', {}, { cookie: first });
    expectSuccess(out.answer);
    const cleared = sessionSetCookie(out.response);
    expect(cleared).toMatch(new RegExp(`^${STAFF_SESSION_COOKIE}=;`));
    expect(Date.parse(/Expires=([^;]+)/.exec(cleared)![1]!)).toBeLessThan(Date.now());
    expect(await call('staffMe', {}, { cookie: first })).toEqual(SESSION_EXPIRED);
    expectSuccess(await call('staffMe', {}, { cookie: second }));
  });

  it('all end by signing out everywhere', async () => {
    const member = await addMember('cashier');
    const sessions = [await signIn(member), await signIn(member), await signIn(member)];
    expectSuccess(await call('staffSignOutEverywhere', {}, { cookie: sessions[1] }));
    for (const cookie of sessions) expect(await call('staffMe', {}, { cookie })).toEqual(SESSION_EXPIRED);
    // Signing in again still works.
    expectSuccess(await call('staffMe', {}, { cookie: await signIn(member) }));
  });
});

describe('changing one’s password', () => {
  it('needs the current password and a new one off the common list, then ends the other sessions', async () => {
    const member = await addMember('risk');
    const current = await signIn(member);
    const other = await signIn(member);
    const newPassword = 'a-fresh-staff-password-9';

    const wrong = await call(
      'staffChangePassword',
      { current_password: 'not-mine', new_password: newPassword },
      { cookie: current },
    );
    expect(wrong).toEqual(INVALID_CREDENTIALS);
    const common = await call(
      'staffChangePassword',
      { current_password: member.password, new_password: 'password123' },
      { cookie: current },
    );
    expect(common).toMatchObject({ httpStatus: 422, message: 'validationFailed' });
    expect(common.errors).toEqual([{ field: 'new_password', key: 'commonPassword' }]);
    expectSuccess(await call('staffMe', {}, { cookie: other }));

    expectSuccess(
      await call('staffChangePassword', { current_password: member.password, new_password: newPassword }, { cookie: current }),
    );
    expectSuccess(await call('staffMe', {}, { cookie: current }));
    expect(await call('staffMe', {}, { cookie: other })).toEqual(SESSION_EXPIRED);
    expect(await call('staffSignIn', { username: member.username, password: member.password })).toEqual(INVALID_CREDENTIALS);
    expectSuccess(await call('staffMe', {}, { cookie: await signIn(member, newPassword) }));
  });

  it('is all a member whose password was reset may do until they choose a new one', async () => {
    const owner = await addMember('owner');
    const ownerCookie = await signIn(owner);
    const member = await addMember('read_only');
    const before = await signIn(member);
    const resetTo = 'reset-by-the-owner-4';
    expectSuccess(
      await call(
        'staffResetPassword',
        { staff_id: member.id, new_password: resetTo, reason: 'forgot it' },
        { cookie: ownerCookie },
      ),
    );
    expect(await call('staffMe', {}, { cookie: before })).toEqual(SESSION_EXPIRED);

    const cookie = await signIn(member, resetTo);
    const me = await call('staffMe', {}, { cookie });
    expectSuccess(me);
    expect(me.me.password_must_change).toBe(true);
    const waiting = { httpStatus: 200, statusCode: 403, message: 'passwordChangeRequired' };
    for (const name of ['staffSessions', 'sitesList', 'cashierPending', 'approvalsList'] as const) {
      expect(await call(name, {}, { cookie }), name).toEqual(waiting);
    }
    expect(await call('staffRevokeSession', { session_id: 1 }, { cookie })).toEqual(waiting);

    expectSuccess(
      await call('staffChangePassword', { current_password: resetTo, new_password: 'chosen-by-the-member-5' }, { cookie }),
    );
    const after = await call('staffMe', {}, { cookie });
    expectSuccess(after);
    expect(after.me.password_must_change).toBe(false);
    expectSuccess(await call('sitesList', {}, { cookie }));
  });

  it('lets a member whose password was reset sign out', async () => {
    const owner = await addMember('owner');
    const member = await addMember('marketing');
    expectSuccess(
      await call(
        'staffResetPassword',
        { staff_id: member.id, new_password: 'reset-by-the-owner-6', reason: 'forgot it' },
        { cookie: await signIn(owner) },
      ),
    );
    const cookie = await signIn(member, 'reset-by-the-owner-6');
    expectSuccess(await call('staffSignOut', {}, { cookie }));
    expect(await call('staffMe', {}, { cookie })).toEqual(SESSION_EXPIRED);
  });
});

describe('the signed-in member', () => {
  it("is told their role's permissions and their sites", async () => {
    const member = await addMember('support');
    const me = await call('staffMe', {}, { cookie: await signIn(member) });
    expectSuccess(me);
    expect(me.me).toMatchObject({ username: member.username, role: 'support', operator: { id: await defaultOperatorId() } });
    expect(new Set(me.me.permissions)).toEqual(
      new Set(['sites.read', 'players.read', 'cashier.read', 'players.notes', 'players.support']),
    );
    const operatorSites = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.operatorId, await defaultOperatorId()))
      .orderBy(asc(sites.id));
    expect(me.me.sites.map((site) => site.id)).toEqual(operatorSites.map((site) => site.id));
  });

  it('of a site subset sees only those sites', async () => {
    const [first, , third] = await t.database.db.select({ id: sites.id }).from(sites).orderBy(asc(sites.id));
    const member = await addMember('support', { siteIds: [third!.id, first!.id] });
    const me = await call('staffMe', {}, { cookie: await signIn(member) });
    expectSuccess(me);
    expect(me.me.sites.map((site) => site.id)).toEqual([first!.id, third!.id]);
  });
});
