import { randomInt, randomUUID } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { type CallName, type CallResponse, calls } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { DEMO_PLAYER } from '../seed/demo.js';
import {
  type Answer,
  createTestApp,
  type Envelope,
  expectSuccess,
  INSTALLATION_TOKEN,
  OPERATOR_KEY,
  type SiteRef,
  TEST_SERVER_SECRET,
  type TestApp,
} from '../test/harness.js';
import { TcpProxy } from '../test/postgres-faults.js';
import { sha256 } from './crypto.js';

/**
 * Issue 15: Redis going away must not take the API with it. The rate limits fall back to each
 * instance's own memory (still enforced, per instance), go back to Redis once it answers again,
 * and the site cache invalidation over Redis pub/sub survives the loss.
 */

const FAILED_LOGINS_PER_ACCOUNT = 10;
const LOGINS_PER_ADDRESS = 30;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An address no earlier run used in the last minute either: the counters in Redis outlive a test run. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/** An account id no other run uses; unknown accounts count failed logins like known ones. */
const randomAccount = () => `ro${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** A call of the player's app on one instance, from a client address of its own unless the test names one. */
async function callOn<N extends CallName>(
  app: FastifyInstance,
  name: N,
  payload: object,
  address = randomAddress(),
): Promise<Answer<CallResponse<N>>> {
  const response = await app.inject({ method: 'POST', url: calls[name].path, payload, headers: { 'x-forwarded-for': address } });
  return { httpStatus: response.statusCode, ...response.json<Envelope<CallResponse<N>>>() };
}

/** A port on 127.0.0.1 where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What a visitor and a player do on every page: the site's startup, a login, the balance. */
async function expectEveryCallAnswered(app: FastifyInstance, site: SiteRef): Promise<void> {
  const startup = await callOn(app, 'startup', { domain_name: site.domain_name });
  expect(startup).toMatchObject({ httpStatus: 200, statusCode: 1 });
  const wrong = await callOn(app, 'login', { ...site, account_id: randomAccount(), password: 'not-the-password-1' });
  expect(wrong).toMatchObject({ httpStatus: 200, message: 'invalidCredentials' });
  const login = await callOn(app, 'login', { ...site, account_id: DEMO_PLAYER.accountId, password: DEMO_PLAYER.password });
  expect(login).toMatchObject({ httpStatus: 200, statusCode: 1 });
  const balance = await callOn(app, 'getBalance', { account_id: DEMO_PLAYER.accountId, auth: login.token });
  expect(balance).toMatchObject({ httpStatus: 200, statusCode: 1 });
}

/** The address limit still holds on this instance: its 30 logins a minute, then tooManyRequests. */
async function expectAddressLimitHeld(app: FastifyInstance, site: SiteRef): Promise<void> {
  const address = randomAddress();
  for (let attempt = 0; attempt < LOGINS_PER_ADDRESS; attempt++) {
    const answer = await callOn(app, 'login', { ...site, account_id: randomAccount(), password: 'spray-2026!' }, address);
    expect(answer.message).toBe('invalidCredentials');
  }
  const refused = await callOn(app, 'login', { ...site, account_id: randomAccount(), password: 'spray-2026!' }, address);
  expect(refused).toMatchObject({ httpStatus: 429, message: 'tooManyRequests' });
}

describe('an API whose Redis is not there from the start', () => {
  let t: TestApp;
  let site: SiteRef;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    site = await t.site();
  });
  afterAll(() => t?.close());

  it('starts, answers its calls, and still limits them in its own memory', async () => {
    await expectEveryCallAnswered(t.app, site);
    await expectAddressLimitHeld(t.app, site);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two API instances sharing a Redis that goes away (TEST_REDIS_URL)', () => {
  let proxy: TcpProxy;
  /** reaches Redis through the proxy the test cuts */
  let t: TestApp;
  /** the same database, and Redis directly */
  let other: FastifyInstance;
  let site: SiteRef;

  beforeAll(async () => {
    const url = new URL(redisUrl as string);
    proxy = new TcpProxy({ host: url.hostname || '127.0.0.1', port: Number(url.port || 6379) });
    await proxy.start();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${proxy.port}${url.pathname}` });
    other = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        PASSWORD_SCRYPT_LOG_N: '10',
        TRUST_PROXY: '127.0.0.1',
        REDIS_URL: redisUrl,
        REDIS_PREFIX: t.app.config.REDIS_PREFIX,
      }),
      database: t.database,
      serverSecret: TEST_SERVER_SECRET,
      installationTokenHash: sha256(INSTALLATION_TOKEN),
    });
    await other.ready();
    site = await t.site();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await proxy?.close();
  });

  /** Ten failed logins of a fresh account on the proxied instance: does the other instance then refuse that account? */
  async function failuresShared(): Promise<boolean> {
    const account = randomAccount();
    for (let attempt = 0; attempt < FAILED_LOGINS_PER_ACCOUNT; attempt++) {
      await callOn(t.app, 'login', { ...site, account_id: account, password: `guess-${attempt}-xyz` });
    }
    const next = await callOn(other, 'login', { ...site, account_id: account, password: 'guess-final-xyz' });
    return next.message === 'tooManyRequests';
  }

  /** Polls until `condition` holds, failing only after a generous `seconds`. */
  async function eventually(condition: () => Promise<boolean>, what: string, seconds = 60): Promise<void> {
    for (let waited = 0; !(await condition()); waited += 200) {
      if (waited > seconds * 1000) throw new Error(`${what} did not happen within ${seconds} s`);
      await sleep(200);
    }
  }

  async function siteNameOn(app: FastifyInstance): Promise<string> {
    const startup = await callOn(app, 'startup', { domain_name: site.domain_name });
    expectSuccess(startup);
    return startup.site.site_name;
  }

  async function renameOnOther(name: string): Promise<void> {
    const response = await other.inject({
      method: 'POST',
      url: '/api/operator/sites/update',
      payload: { domain: site.domain_name, name },
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
    });
    expect(response.json()).toMatchObject({ statusCode: 1 });
  }

  it('answers every call while Redis is refused or hangs, limits per instance meanwhile, then shares limits and cache changes again', async () => {
    expect(await failuresShared()).toBe(true);

    for (const how of ['refuse', 'hang'] as const) {
      await proxy.cut(how);
      await expectEveryCallAnswered(t.app, site);
      await expectAddressLimitHeld(t.app, site);
      expect(await failuresShared()).toBe(false);

      await proxy.restore();
      await eventually(failuresShared, `sharing the limits again after Redis was ${how === 'refuse' ? 'refused' : 'hung'}`);

      // The cache invalidation is subscribed again: a change made through the other instance shows
      // here well before the 60 s the cached answer (read just now) would otherwise live.
      const renamed = `Renamed after ${how} ${randomUUID().slice(0, 8)}`;
      expect(await siteNameOn(t.app)).not.toBe(renamed);
      await renameOnOther(renamed);
      await eventually(async () => (await siteNameOn(t.app)) === renamed, 'the change reaching the cut-off instance', 30);
    }
  }, 300_000);
});
