import { calls } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../lib/rate-limits.js';
import { SEAMLESS_PREFIX } from '../modules/play/seamless-routes.js';
import { createTestApp, type TestApp, testAppForFile } from '../test/harness.js';

const t = testAppForFile();

let addressSequence = 0;
/** An address no other test of this file has used. */
const freshAddress = () => `198.51.100.${++addressSequence}`;

function startupFrom(app: FastifyInstance, address: string) {
  return app.inject({
    method: 'POST',
    url: calls.startup.path,
    payload: { domain_name: 'localhost' },
    headers: { 'x-forwarded-for': address },
  });
}

/** Spends the address's whole minute on calls that must all be answered. */
async function spendTheMinute(app: FastifyInstance, address: string): Promise<void> {
  for (let call = 0; call < LIMITS.apiPerIp.points; call++) {
    const response = await startupFrom(app, address);
    if (response.statusCode !== 200) throw new Error(`call ${call + 1} answered ${response.statusCode}: ${response.body}`);
  }
}

async function expectRefusedAfterTheLimit(app: FastifyInstance): Promise<void> {
  const address = freshAddress();
  await spendTheMinute(app, address);
  const refused = await startupFrom(app, address);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ statusCode: 429, message: 'tooManyRequests' });
  expect(refused.json().retry_after).toBeGreaterThan(0);
  expect(refused.json().retry_after).toBeLessThanOrEqual(LIMITS.apiPerIp.duration);
  // The refusal still wears the headers every answer has.
  expect(refused.headers['x-content-type-options']).toBe('nosniff');

  expect((await startupFrom(app, freshAddress())).statusCode).toBe(200);
}

describe(`every API call of one address (${LIMITS.apiPerIp.points} a minute)`, () => {
  it('answers the calls up to the limit, refuses the next with 429 and the wait, and lets another address on', async () => {
    await expectRefusedAfterTheLimit(t.app);
  });

  it("does not count a provider's seamless wallet calls, which are signed server-to-server traffic", async () => {
    const address = freshAddress();
    await spendTheMinute(t.app, address);
    const seamless = await t.app.inject({
      method: 'POST',
      url: `${SEAMLESS_PREFIX}/no-such-provider/balance`,
      payload: {},
      headers: { 'x-forwarded-for': address },
    });
    // Answered by the seamless routes (an unknown provider), not refused by the limit.
    expect(seamless.statusCode).not.toBe(429);
    expect(seamless.json().message).not.toBe('tooManyRequests');
    expect((await startupFrom(t.app, address)).statusCode).toBe(429);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the same limit kept in Redis (TEST_REDIS_URL)', () => {
  let shared: TestApp;
  beforeAll(async () => {
    shared = await createTestApp({ REDIS_URL: redisUrl as string });
  });
  afterAll(() => shared?.close());

  it('refuses the call after the limit, waiting for Redis instead of answering at once', async () => {
    await expectRefusedAfterTheLimit(shared.app);
  });
});
