import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppFailure } from './failure.js';
import { LIMITS, MemoryLimiter, RateLimits } from './rate-limits.js';

async function refusal(attempt: Promise<unknown>): Promise<AppFailure> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppFailure)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('MemoryLimiter', () => {
  it('counts the points of a window that opens at the first point and ends after its duration', async () => {
    let now = 1_000;
    const limiter = new MemoryLimiter(60_000, 100, () => now);
    expect(await limiter.consume('a')).toEqual({ spent: 1, msBeforeNext: 60_000 });
    now += 59_000;
    expect(await limiter.consume('a')).toEqual({ spent: 2, msBeforeNext: 1_000 });
    now += 1_000;
    expect(await limiter.get('a')).toBeUndefined();
    expect(await limiter.consume('a')).toEqual({ spent: 1, msBeforeNext: 60_000 });
  });

  it('keeps at most its bound of keys, dropping the oldest window first', async () => {
    const limiter = new MemoryLimiter(60_000, 3, () => 0);
    for (const key of ['a', 'b', 'c', 'd']) await limiter.consume(key);
    expect(await limiter.get('a')).toBeUndefined();
    expect(await limiter.get('b')).toEqual({ spent: 1, msBeforeNext: 60_000 });
    expect(await limiter.get('d')).toEqual({ spent: 1, msBeforeNext: 60_000 });
  });

  it('forgets expired windows without being asked about them', async () => {
    let now = 0;
    const limiter = new MemoryLimiter(1_000, 1_000_000, () => now);
    for (let index = 0; index < 500; index++) await limiter.consume(`10.0.${index >> 8}.${index & 255}`);
    now = 5_000;
    await limiter.consume('fresh');
    const windows = (limiter as unknown as { windows: Map<string, unknown> }).windows;
    expect([...windows.keys()]).toEqual(['fresh']);
  });
});

describe('RateLimits in memory', () => {
  it('refuses the point after the last with tooManyRequests and the wait in seconds', async () => {
    const limits = new RateLimits();
    const key = randomUUID();
    for (let point = 0; point < LIMITS.signupPerPhone.points; point++) await limits.consume('signupPerPhone', key);
    const refused = await refusal(limits.consume('signupPerPhone', key));
    expect(refused.key).toBe('tooManyRequests');
    expect(refused.extra.retry_after).toBe(LIMITS.signupPerPhone.duration);
    await expect(limits.consume('signupPerPhone', randomUUID())).resolves.toBeUndefined();
  });

  it('checks without spending, and a reset gives the points back', async () => {
    const limits = new RateLimits();
    const key = randomUUID();
    await limits.check('loginFailuresPerAccount', key);
    for (let point = 0; point < LIMITS.loginFailuresPerAccount.points; point++)
      await limits.consume('loginFailuresPerAccount', key);
    expect((await refusal(limits.check('loginFailuresPerAccount', key))).key).toBe('tooManyRequests');
    await limits.reset('loginFailuresPerAccount', key);
    await expect(limits.check('loginFailuresPerAccount', key)).resolves.toBeUndefined();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('RateLimits on Redis (TEST_REDIS_URL)', () => {
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }) : undefined;
  afterAll(async () => {
    await redis?.quit();
  });

  it('shares the counters between two instances', async () => {
    if (!redis) return;
    const first = new RateLimits(redis);
    const second = new RateLimits(redis);
    const key = `test-${randomUUID()}`;
    for (let point = 0; point < LIMITS.signupPerPhone.points; point++) {
      await (point % 2 === 0 ? first : second).consume('signupPerPhone', key);
    }
    const refused = await refusal(second.consume('signupPerPhone', key));
    expect(refused.key).toBe('tooManyRequests');
    expect(Number(refused.extra.retry_after)).toBeGreaterThan(LIMITS.signupPerPhone.duration - 5);
    expect((await refusal(first.check('signupPerPhone', key))).key).toBe('tooManyRequests');
    await first.reset('signupPerPhone', key);
    await expect(second.consume('signupPerPhone', key)).resolves.toBeUndefined();
  });
});
