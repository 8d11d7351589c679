import type { Failure } from '@wl/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { loginDemo, testAppForFile } from '../test/harness.js';

const t = testAppForFile();

async function playerCount(): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from players`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

describe('bad input at the edge', () => {
  it('answers malformed JSON with 400 invalidJson', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/startup',
      headers: { 'content-type': 'application/json' },
      payload: '{"domain_name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: 'invalidJson' });
  });

  it('answers a body over the limit with 413 payloadTooLarge', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/startup',
      payload: { domain_name: 'localhost', junk: 'x'.repeat(100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<Failure>().message).toBe('payloadTooLarge');
  });

  it('answers missing and mistyped fields with validationFailed and writes nothing', async () => {
    const before = await playerCount();
    const result = await t.call('signup', { domain_name: 'localhost', account_id: 42, password: ['x'] });
    expect(result).toMatchObject({ statusCode: 422, message: 'validationFailed', httpStatus: 422 });
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { field: 'external_id', key: 'required' },
        { field: 'account_id', key: 'invalidType' },
        { field: 'password', key: 'invalidType' },
        { field: 'contact_phone', key: 'required' },
      ]),
    );
    expect(await playerCount()).toBe(before);
  });

  it('keeps SQL and HTML in text fields as plain text', async () => {
    const demo = await loginDemo(t);
    const name = "Robert'); DROP TABLE players; --";
    const sqlName = await t.call('profileUpdate', { ...demo, full_name: 'Robert Tables', contact_email: 'bobby@example.com' });
    expect(sqlName.statusCode).toBe(1);
    const injected = await t.call('login', { ...(await t.site()), account_id: name, password: "' OR '1'='1" });
    expect(injected.message).toBe('invalidCredentials');
    const html = await t.call('profileUpdate', { ...demo, full_name: '<script>alert(1)</script>', contact_email: '' });
    expect(html).toMatchObject({ message: 'validationFailed', errors: [{ field: 'full_name', key: 'lettersOnly' }] });
    expect(await playerCount()).toBeGreaterThan(0);
  });

  it('answers unknown API paths with 404 routeNotFound', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nothing/here', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: 'routeNotFound' });
  });

  it('answers an undecodable path or an over-long parameter with 404 routeNotFound, echoing nothing', async () => {
    for (const url of ['/api/auth/%E0%A4%A', `/api/seamless/${'P'.repeat(200)}/balance`]) {
      const response = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'routeNotFound' });
    }
  });

  it('hides the details of an unexpected fault', async () => {
    vi.spyOn(t.app.sites, 'startup').mockRejectedValueOnce(new Error('secret internals at /srv/app.ts:42 SELECT * FROM players'));
    const response = await t.app.inject({ method: 'POST', url: '/api/startup', payload: { domain_name: 'localhost' } });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe(JSON.stringify({ statusCode: 500, message: 'internalServerError' }));
  });

  it('answers serviceUnavailable when the database cannot be reached', async () => {
    vi.spyOn(t.app.sites, 'startup').mockRejectedValueOnce(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    const response = await t.app.inject({ method: 'POST', url: '/api/startup', payload: { domain_name: 'localhost' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ statusCode: 503, message: 'serviceUnavailable' });
  });

  /** The headers that act on a JSON answer (OWASP's REST Security Cheat Sheet), as helmet sets them. */
  const JSON_ANSWER = {
    'x-content-type-options': 'nosniff',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-resource-policy': 'same-origin',
  };
  /** helmet's headers that act on documents only. */
  const DOCUMENT_ONLY = {
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it("sends a JSON answer's security headers on the calls' answers and failures, and no document's", async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/startup', payload: { domain_name: 'localhost' } }),
      t.app.inject({ method: 'POST', url: '/api/startup', payload: { domain_name: 42 } }),
      t.app.inject({ method: 'POST', url: '/api/auth/get_balance', payload: { auth: 'no-such-token', account_id: 'demo' } }),
      t.app.inject({
        method: 'POST',
        url: '/api/operator/players/list',
        payload: {},
        headers: { authorization: 'Bearer wrong' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/seamless/WLGAMES/balance',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    for (const response of answers) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers).toMatchObject(JSON_ANSWER);
      expect(Object.keys(response.headers).filter((name) => name in DOCUMENT_ONLY)).toEqual([]);
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("sends helmet's full set on pages, files and paths of no call", async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/nope', payload: {} }),
      t.app.inject({ method: 'GET', url: '/missing.js' }),
      t.app.inject({ method: 'GET', url: '/' }),
    ]);
    for (const response of answers) {
      expect(response.headers).toMatchObject({ ...JSON_ANSWER, ...DOCUMENT_ONLY });
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('serves an OpenAPI document of every call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/startup', '/api/mini_game/mini_game_bet', '/api/settings/claim_inbox']),
    );
  });
});
