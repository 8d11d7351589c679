import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, sessions, sites, tacCodes } from '../../db/schema/index.js';
import { DEMO_PLAYER } from '../../seed/demo.js';
import {
  createTestApp,
  expectSuccess,
  loginDemo,
  requestSignup,
  type SiteRef,
  signupPlayer,
  type TestApp,
  uniquePhone,
} from '../../test/harness.js';

let t: TestApp;
let site: SiteRef;

beforeAll(async () => {
  t = await createTestApp();
  site = await t.site();
});
afterAll(() => t.close());

async function outboxCount(accountId: string): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from sms_outbox where account_id = ${accountId}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

describe('signup and TAC verification', () => {
  it('signs up, sends a TAC, verifies it and logs the player in', async () => {
    const signup = await requestSignup(t, 'NewPlayer1', { contact_email: 'new@example.com', ch: 'fb' });
    expect(signup).toMatchObject({ statusCode: 1, message: 'tacSent', expires_in: 300, resend_in: 60 });

    const beforeVerify = await t.call('login', { ...site, account_id: 'newplayer1', password: 'Correct-horse-42' });
    expect(beforeVerify).toMatchObject({ statusCode: 403, message: 'accountNotVerified' });

    const verified = await t.call('tacVerify', { ...site, account_id: 'newplayer1', tac: await t.latestTac('newplayer1') });
    expectSuccess(verified);
    expect(verified).toMatchObject({
      statusCode: 1,
      user: { account_id: 'newplayer1', contact_email: 'new@example.com' },
      email: 'new@example.com',
    });
    expect(verified.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verified.user.session_token).toBe(verified.token);

    const login = await t.call('login', { ...site, account_id: 'NEWPLAYER1', password: 'Correct-horse-42' });
    expectSuccess(login);
    expect(login.token).not.toBe(verified.token);
    const balance = await t.call('getBalance', { auth: login.token, account_id: 'newplayer1' });
    expect(balance).toMatchObject({ statusCode: 1, game_balance: 0, game_token: 0 });
  });

  it('stores only hashes of passwords, tokens and codes', async () => {
    const player = await signupPlayer(t, 'hashcheck');
    const [row] = await t.database.db.select().from(players).where(eq(players.accountId, 'hashcheck'));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(player.password);
    const stored = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions).where(eq(sessions.playerId, row!.id));
    expect(stored.map((session) => session.hash)).not.toContain(player.auth);
  });

  it('refuses a duplicate account on the same site', async () => {
    await signupPlayer(t, 'dupe_player');
    const again = await requestSignup(t, 'DUPE_player', { password: 'Another-pass-99' });
    expect(again).toMatchObject({ statusCode: 409, message: 'accountExists' });
  });

  it('treats the same account id on another site as another player', async () => {
    const here = await signupPlayer(t, 'twosites');
    const there = await signupPlayer(t, 'twosites', 'slot2.localhost', 'Different-pass-77');
    expect(here.site.external_id).not.toBe(there.site.external_id);
    const wrongSite = await t.call('login', { ...there.site, account_id: 'twosites', password: here.password });
    expect(wrongSite.message).toBe('invalidCredentials');
  });

  it('reports each invalid field with a message key', async () => {
    const result = await requestSignup(t, 'ab', { password: 'short', contact_phone: 'call me', contact_email: 'not-an-email' });
    expect(result).toMatchObject({ statusCode: 422, message: 'validationFailed', httpStatus: 422 });
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { field: 'account_id', key: 'accountIdTooShort' },
        { field: 'password', key: 'passwordTooShort' },
        { field: 'contact_phone', key: 'invalidPhone' },
        { field: 'contact_email', key: 'invalidEmail' },
      ]),
    );
  });

  it('refuses a common password and a phone number of another country', async () => {
    const common = await requestSignup(t, 'commonpw', { password: 'password123' });
    expect(common).toMatchObject({ message: 'validationFailed', errors: [{ field: 'password', key: 'commonPassword' }] });
    const foreign = await requestSignup(t, 'foreignphone', { contact_phone: '+639171234999' });
    expect(foreign).toMatchObject({ message: 'validationFailed', errors: [{ field: 'contact_phone', key: 'invalidPhone' }] });
    expect(await outboxCount('commonpw')).toBe(0);
  });

  it('throttles resending and replaces the previous code', async () => {
    await requestSignup(t, 'resender');
    const tooSoon = await t.call('tacRequestNewRegister', { ...site, account_id: 'resender' });
    expect(tooSoon).toMatchObject({ statusCode: 429, message: 'tooManyRequests', httpStatus: 429 });
    expect(tooSoon.retry_after).toBeGreaterThan(0);

    const first = await t.latestTac('resender');
    await t.database.db.execute(sql`update tac_codes set created_at = now() - interval '2 minutes'`);
    expect((await t.call('tacRequestNewRegister', { ...site, account_id: 'resender' })).statusCode).toBe(1);
    const second = await t.latestTac('resender');
    if (first !== second) {
      const old = await t.call('tacVerify', { ...site, account_id: 'resender', tac: first });
      expect(old.message).toBe('invalidTac');
    }
    expect((await t.call('tacVerify', { ...site, account_id: 'resender', tac: second })).statusCode).toBe(1);
  });

  it('kills a code after five wrong tries', async () => {
    await requestSignup(t, 'guesser');
    const code = await t.latestTac('guesser');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call('tacVerify', { ...site, account_id: 'guesser', tac: wrong })),
    );
    expect(answers.every((answer) => answer.message === 'invalidTac')).toBe(true);
    const afterwards = await t.call('tacVerify', { ...site, account_id: 'guesser', tac: code });
    expect(afterwards.message).toBe('tacLocked');
  });

  it('refuses an expired code', async () => {
    await requestSignup(t, 'latecomer');
    const code = await t.latestTac('latecomer');
    await t.database.db.update(tacCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const result = await t.call('tacVerify', { ...site, account_id: 'latecomer', tac: code });
    expect(result.message).toBe('tacExpired');
  });
});

describe('login', () => {
  it('logs the demo player in with the answer fields of the login call (spec-coverage S7.1)', async () => {
    const result = await t.call('login', { ...site, account_id: DEMO_PLAYER.accountId, password: DEMO_PLAYER.password });
    expect(result).toMatchObject({ statusCode: 1, user: { account_id: DEMO_PLAYER.accountId } });
    expect(Object.keys(result)).toEqual(expect.arrayContaining(['token', 'user', 'fullname', 'email']));
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await t.call('login', { ...site, account_id: DEMO_PLAYER.accountId, password: 'not-the-password' });
    const unknown = await t.call('login', { ...site, account_id: 'ghost_account', password: 'whatever-pass' });
    expect(wrong).toMatchObject({ statusCode: 401, message: 'invalidCredentials', httpStatus: 200 });
    expect(unknown).toEqual(wrong);
  });

  it('refuses a wrong external_id and an unknown domain', async () => {
    const mismatch = await t.call('login', {
      domain_name: 'localhost',
      external_id: 'site-of-someone-else',
      account_id: 'demo',
      password: 'x',
    });
    expect(mismatch.message).toBe('siteMismatch');
    const unknown = await t.call('login', {
      domain_name: 'nowhere.example',
      external_id: 'x',
      account_id: 'demo',
      password: 'x',
    });
    expect(unknown.message).toBe('siteNotFound');
  });

  it('refuses blocked and closed accounts at login', async () => {
    await signupPlayer(t, 'to_block');
    await t.database.db.update(players).set({ status: 'blocked' }).where(eq(players.accountId, 'to_block'));
    const blocked = await t.call('login', { ...site, account_id: 'to_block', password: 'Correct-horse-42' });
    expect(blocked.message).toBe('accountBlocked');
    await t.database.db.update(players).set({ status: 'closed' }).where(eq(players.accountId, 'to_block'));
    const closed = await t.call('login', { ...site, account_id: 'to_block', password: 'Correct-horse-42' });
    expect(closed.message).toBe('accountClosed');
  });

  it('logs in by TAC, and answers an unknown account the same way without sending anything', async () => {
    const player = await signupPlayer(t, 'tac_login');
    await t.database.db.execute(sql`update tac_codes set created_at = now() - interval '2 minutes'`);
    expect((await t.call('tacRequestLogin', { ...site, account_id: 'tac_login' })).statusCode).toBe(1);
    const result = await t.call('loginTac', { ...site, account_id: 'tac_login', tac: await t.latestTac('tac_login') });
    expect(result).toMatchObject({ statusCode: 1, user: { account_id: player.account_id } });

    const unknown = await t.call('tacRequestLogin', { ...site, account_id: 'nobody_else' });
    expect(unknown).toMatchObject({ statusCode: 1, message: 'tacSent' });
    expect(await outboxCount('nobody_else')).toBe(0);
    const guess = await t.call('loginTac', { ...site, account_id: 'nobody_else', tac: '123456' });
    expect(guess.message).toBe('invalidTac');
  });

  it('stops password guessing on one account even from rotating addresses', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const here = await proxied.site();
      const answers = [];
      for (let attempt = 0; attempt < 12; attempt++) {
        answers.push(
          await proxied.call(
            'login',
            { ...here, account_id: DEMO_PLAYER.accountId, password: `wrong-${attempt}` },
            { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
          ),
        );
      }
      expect(answers.slice(0, 10).every((answer) => answer.message === 'invalidCredentials')).toBe(true);
      expect(answers.slice(10).every((answer) => answer.message === 'tooManyRequests')).toBe(true);
      const right = await proxied.call(
        'login',
        { ...here, account_id: DEMO_PLAYER.accountId, password: DEMO_PLAYER.password },
        { 'x-forwarded-for': '198.51.100.7' },
      );
      expect(right.message).toBe('tooManyRequests');
    } finally {
      await proxied.close();
    }
  });
});

describe('sessions', () => {
  it('answers sessionExpired for unknown, mismatched, idle and logged-out tokens', async () => {
    const demo = await loginDemo(t);
    expect((await t.call('getBalance', { auth: 'not-a-real-token', account_id: 'demo' })).message).toBe('sessionExpired');
    expect((await t.call('getBalance', { auth: demo.auth, account_id: 'someone_else' })).message).toBe('sessionExpired');

    const idle = await loginDemo(t);
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '31 minutes' where revoked_at is null`);
    expect((await t.call('getBalance', idle)).message).toBe('sessionExpired');

    const fresh = await loginDemo(t);
    expect((await t.call('logout', fresh)).sessions_ended).toBe(1);
    expect((await t.call('getBalance', fresh)).message).toBe('sessionExpired');
  });

  it('answers concurrent calls of different players, sharing session lookups, each with its own session', async () => {
    const demo = await loginDemo(t);
    const newcomer = await signupPlayer(t, 'batch_mate');
    const ended = await loginDemo(t);
    await t.call('logout', ended);
    const demoBalance = await t.call('getBalance', demo);
    const callers = [
      demo,
      newcomer,
      ended,
      { auth: 'not-a-real-token', account_id: 'demo' },
      { ...newcomer, account_id: 'demo' },
    ];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => t.call('getBalance', callers[index % callers.length] as (typeof callers)[number])),
    );
    answers.forEach((answer, index) => {
      const caller = index % callers.length;
      if (caller === 0) expect(answer).toEqual(demoBalance);
      else if (caller === 1) expect(answer).toMatchObject({ statusCode: 1, game_balance: 0 });
      else expect(answer.message).toBe('sessionExpired');
    });
  });

  it('answers BLOCK and CLOSE on player calls of a blocked or closed account', async () => {
    const player = await signupPlayer(t, 'status_flip');
    await t.database.db.update(players).set({ status: 'blocked' }).where(eq(players.accountId, 'status_flip'));
    expect((await t.call('checkStatus', player)).message).toBe('BLOCK');
    await t.database.db.update(players).set({ status: 'closed' }).where(eq(players.accountId, 'status_flip'));
    expect((await t.call('getBalance', player)).message).toBe('CLOSE');
  });

  it('logs out everywhere', async () => {
    const first = await loginDemo(t, 'casino1.localhost');
    const second = await loginDemo(t, 'casino1.localhost');
    const result = await t.call('logout', { ...first, everywhere: true });
    expect(result.sessions_ended).toBeGreaterThanOrEqual(2);
    expect((await t.call('getBalance', second)).message).toBe('sessionExpired');
  });
});

describe('passwords', () => {
  it('changes the password after checking the old one, and ends the other sessions', async () => {
    const player = await signupPlayer(t, 'changer');
    const other = await t.call('login', { ...site, account_id: 'changer', password: player.password });
    const wrongOld = await t.call('updatePassword', { ...player, password: 'not-my-password', new_password: 'Brand-new-pass-1' });
    expect(wrongOld.message).toBe('invalidCredentials');
    const same = await t.call('updatePassword', { ...player, password: player.password, new_password: player.password });
    expect(same.errors).toEqual([{ field: 'new_password', key: 'samePassword' }]);
    const changed = await t.call('updatePassword', { ...player, password: player.password, new_password: 'Brand-new-pass-1' });
    expect(changed).toMatchObject({ statusCode: 1, message: 'passwordUpdated' });
    expect((await t.call('getBalance', player)).statusCode).toBe(1);
    expect((await t.call('getBalance', { auth: other.token, account_id: 'changer' })).message).toBe('sessionExpired');
    expect((await t.call('login', { ...site, account_id: 'changer', password: player.password })).message).toBe(
      'invalidCredentials',
    );
    expect((await t.call('login', { ...site, account_id: 'changer', password: 'Brand-new-pass-1' })).statusCode).toBe(1);
  });

  it('resets a forgotten password with a code sent only when account and phone match', async () => {
    const player = await signupPlayer(t, 'forgetful');
    await t.database.db.execute(sql`update tac_codes set created_at = now() - interval '2 minutes'`);
    const mismatch = await t.call('forgotPassword', { ...site, account_id: 'forgetful', contact_phone: await uniquePhone(t) });
    expect(mismatch).toMatchObject({ statusCode: 1, message: 'resetCodeSentIfMatch' });
    const [before] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tacCodes)
      .innerJoin(players, eq(players.id, tacCodes.playerId))
      .where(and(eq(players.accountId, 'forgetful'), eq(tacCodes.purpose, 'reset')));
    expect(before?.n).toBe(0);

    const match = await t.call('forgotPassword', { ...site, account_id: 'forgetful', contact_phone: player.phone });
    expect(match).toEqual(mismatch);
    const tac = await t.latestTac('forgetful');
    const common = await t.call('resetPassword', { ...site, account_id: 'forgetful', tac, new_password: 'password123' });
    expect(common.errors).toEqual([{ field: 'new_password', key: 'commonPassword' }]);
    const reset = await t.call('resetPassword', {
      ...site,
      account_id: 'forgetful',
      tac: await t.latestTac('forgetful'),
      new_password: 'Remembered-now-9',
    });
    expect(reset).toMatchObject({ statusCode: 1, message: 'passwordReset' });
    expect((await t.call('getBalance', player)).message).toBe('sessionExpired');
    expect((await t.call('login', { ...site, account_id: 'forgetful', password: 'Remembered-now-9' })).statusCode).toBe(1);
  });
});

describe('site status', () => {
  it('refuses signups and logins on an inactive or expired site, while startup still answers', async () => {
    const slot3 = await t.site('slot3.localhost');
    const siteRow = await t.app.sites.byDomain('slot3.localhost');
    await t.database.db
      .update(sites)
      .set({ expiredDate: new Date(Date.now() - 1000) })
      .where(eq(sites.id, siteRow.id));
    t.app.invalidateSite(siteRow.id);
    expect((await t.call('login', { ...slot3, account_id: DEMO_PLAYER.accountId, password: DEMO_PLAYER.password })).message).toBe(
      'siteInactive',
    );
    const startup = await t.call('startup', { domain_name: 'slot3.localhost' });
    expectSuccess(startup);
    expect(startup).toMatchObject({ statusCode: 1, site: { theme_code: 'slot3' } });
    expect(startup.site.expired_date).not.toBeNull();

    await t.database.db.update(sites).set({ expiredDate: null, status: 'inactive' }).where(eq(sites.id, siteRow.id));
    t.app.invalidateSite(siteRow.id);
    const signup = await requestSignup(t, 'toolate', {}, 'slot3.localhost');
    expect(signup.message).toBe('siteInactive');
  });
});
