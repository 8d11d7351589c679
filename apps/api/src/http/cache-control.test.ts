import { type CallName, type CallResponse, calls, type Failure, type SeamlessResponse, WLGAMES_PATHS } from '@wl/contract';
import { describe, expect, it } from 'vitest';
import { seamlessHeaders } from '../lib/seamless-signature.js';
import { BUILT_IN, BUILT_IN_GAME, BUILT_IN_SECRET, launchToken } from '../test/game-provider.js';
import { type Envelope, loginDemo, OPERATOR_KEY, testAppForFile, uniquePhone } from '../test/harness.js';

const t = testAppForFile();

/** A POST and its Cache-Control; `Body` is what the route answers, read as the failure envelope unless the test says. */
async function post<Body = Partial<Failure>>(url: string, payload: object, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'POST', url, payload, headers });
  return { cacheControl: response.headers['cache-control'], body: response.json<Body>() };
}

const call = <N extends CallName>(name: N, payload: object) => post<Envelope<CallResponse<N>>>(calls[name].path, payload);

describe('Cache-Control', () => {
  it('no-store on the answers that carry a session token', async () => {
    const site = await t.site();
    const login = await call('login', { ...site, account_id: 'demo', password: 'Demo-play-2026' });
    expect(login.body.token).toBeTruthy();
    expect(login.cacheControl).toBe('no-store');

    await call('tacRequestLogin', { ...site, account_id: 'demo' });
    const byCode = await call('loginTac', { ...site, account_id: 'demo', tac: await t.latestTac('demo') });
    expect(byCode.body.token).toBeTruthy();
    expect(byCode.cacheControl).toBe('no-store');

    const signup = await call('signup', {
      ...site,
      account_id: 'storeless1',
      password: 'Correct-horse-42',
      contact_phone: await uniquePhone(t),
      age_confirmed: true,
      terms_accepted: true,
    });
    expect(signup.body.statusCode).toBe(1);
    const verified = await call('tacVerify', { ...site, account_id: 'storeless1', tac: await t.latestTac('storeless1') });
    expect(verified.body.token).toBeTruthy();
    expect(verified.cacheControl).toBe('no-store');
  });

  it('no-store on every player call, its failures and the visitor calls that are not site reads', async () => {
    const session = await loginDemo(t);
    const today = await t.today();
    const answers = {
      getBalance: await call('getBalance', session),
      getProfile: await call('getProfile', session),
      statement: await call('statement', { ...session, start_date: today, end_date: today }),
      transactionHistory: await call('transactionHistory', { ...session, start_date: today, end_date: today }),
      protectionGet: await call('protectionGet', session),
      sessions: await call('sessions', session),
      expired: await call('getBalance', { auth: 'not-a-live-session-token', account_id: 'demo' }),
      invalidBody: await call('getBalance', {}),
      forgotPassword: await call('forgotPassword', { ...(await t.site()), account_id: 'demo', contact_phone: '+639171234567' }),
      unknownRoute: await post('/api/no_such_call', {}),
    };
    expect(answers.getBalance.body.statusCode).toBe(1);
    expect(answers.expired.body.message).toBe('sessionExpired');
    for (const [name, answer] of Object.entries(answers)) expect([name, answer.cacheControl]).toEqual([name, 'no-store']);
  });

  it('no-store on the operator API, answered or refused', async () => {
    const listed = await post('/api/operator/players/list', { domain: 'localhost' }, { authorization: `Bearer ${OPERATOR_KEY}` });
    expect(listed.body.statusCode).toBe(1);
    expect(listed.cacheControl).toBe('no-store');
    const refused = await post('/api/operator/players/list', { domain: 'localhost' }, { authorization: 'Bearer wrong' });
    expect(refused.body.message).toBe('permissionDenied');
    expect(refused.cacheControl).toBe('no-store');
  });

  it("no-store on the seamless wallet's answers and the game provider's calls", async () => {
    const token = await launchToken(t, await loginDemo(t));
    const rawBody = JSON.stringify({ token });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/seamless/${BUILT_IN}/authenticate`,
      payload: rawBody,
      headers: seamlessHeaders(BUILT_IN_SECRET, rawBody),
    });
    expect(response.json<Envelope<SeamlessResponse>>().status).toBe('OK');
    expect(response.headers['cache-control']).toBe('no-store');

    // A launch token is exchanged once: the game client gets one of its own.
    const gameSession = await post(WLGAMES_PATHS.session, {
      token: await launchToken(t, await loginDemo(t)),
      game: BUILT_IN_GAME,
    });
    expect(gameSession.body.statusCode).toBe(1);
    expect(gameSession.cacheControl).toBe('no-store');
  });

  it("leaves the public site reads as they were, and the app's pages and pictures keep their own", async () => {
    const site = await t.site();
    for (const [name, payload] of [
      ['startup', { domain_name: 'localhost' }],
      ['seo', { ...site, page_name: 'home' }],
      ['siteInfoDetail', site],
    ] as const) {
      const answer = await call(name, payload);
      expect([name, answer.body.statusCode]).toEqual([name, 1]);
      expect([name, answer.cacheControl]).toEqual([name, undefined]);
    }
    const picture = await t.app.inject({ method: 'GET', url: '/img/providers/WLGAMES.svg' });
    expect(picture.headers['cache-control']).not.toBe('no-store');
  });
});
