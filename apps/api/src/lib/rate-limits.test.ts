import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TcpProxy } from '../test/postgres-faults.js';
import { AppFailure } from './failure.js';
import { LIMITS, MemoryLimiter, type OutageLog, RateLimits, REDIS_CLIENT_OPTIONS } from './rate-limits.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many of `attempts` points spent at once on one key the limits let through. */
async function admittedAtOnce(spend: (attempt: number) => Promise<void>, attempts: number): Promise<number> {
  const outcomes = await Promise.allSettled(Array.from({ length: attempts }, (_, attempt) => spend(attempt)));
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected' && !(outcome.reason instanceof AppFailure && outcome.reason.key === 'tooManyRequests')) {
      throw outcome.reason;
    }
  }
  return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
}

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

  it('gives a point back within the window, never below nothing', async () => {
    const limiter = new MemoryLimiter(60_000, 100, () => 0);
    await limiter.consume('a');
    await limiter.consume('a');
    await limiter.giveBack('a');
    expect(await limiter.get('a')).toEqual({ spent: 1, msBeforeNext: 60_000 });
    await limiter.giveBack('a');
    await limiter.giveBack('a');
    expect(await limiter.get('a')).toEqual({ spent: 0, msBeforeNext: 60_000 });
    await limiter.giveBack('unknown');
    expect(await limiter.get('unknown')).toBeUndefined();
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

  it('lets exactly the points through when 200 are spent at once', async () => {
    const limits = new RateLimits();
    const key = randomUUID();
    const admitted = await admittedAtOnce(() => limits.consume('loginFailuresPerAccount', key), 200);
    expect(admitted).toBe(LIMITS.loginFailuresPerAccount.points);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

const silentLog: OutageLog = { error: () => {}, info: () => {} };

/** A log that keeps what was said, at which level. */
function recordingLog() {
  const lines: { level: 'error' | 'info'; message: string }[] = [];
  const log: OutageLog = {
    error: (_details, message) => lines.push({ level: 'error', message }),
    info: (message) => lines.push({ level: 'info', message }),
  };
  return { log, lines, levels: () => lines.map((line) => line.level) };
}

describe.skipIf(!redisUrl)('RateLimits on Redis (TEST_REDIS_URL)', () => {
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }) : undefined;
  afterAll(async () => {
    await redis?.quit();
  });

  it('shares the counters between two instances', async () => {
    if (!redis) return;
    const first = new RateLimits({ redis, log: silentLog });
    const second = new RateLimits({ redis, log: silentLog });
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

  it('lets exactly the points through when two instances spend 200 at once', async () => {
    if (!redis) return;
    const instances = [new RateLimits({ redis, log: silentLog }), new RateLimits({ redis, log: silentLog })];
    const key = `test-${randomUUID()}`;
    const admitted = await admittedAtOnce((attempt) => instances[attempt % 2]!.consume('loginFailuresPerAccount', key), 200);
    expect(admitted).toBe(LIMITS.loginFailuresPerAccount.points);
  });
});

describe.skipIf(!redisUrl)('RateLimits when Redis goes away (TEST_REDIS_URL)', () => {
  /** Redis as this instance reaches it: through a proxy the test cuts and restores. */
  let proxy: TcpProxy;
  let throughProxy: Redis;
  /** Another instance, whose own connection to Redis stays up all along. */
  let direct: Redis;
  beforeAll(async () => {
    const url = new URL(redisUrl as string);
    proxy = new TcpProxy({ host: url.hostname || '127.0.0.1', port: Number(url.port || 6379) });
    await proxy.start();
    throughProxy = new Redis(`redis://127.0.0.1:${proxy.port}${url.pathname}`, REDIS_CLIENT_OPTIONS);
    throughProxy.on('error', () => {});
    direct = new Redis(redisUrl as string, REDIS_CLIENT_OPTIONS);
  });
  afterAll(async () => {
    throughProxy?.disconnect();
    await direct?.quit();
    await proxy?.close();
  });

  /** Spends a limit's points on a fresh key through `limits` and says whether `other` then refuses that key too. */
  async function sharedWith(limits: RateLimits, other: RateLimits): Promise<boolean> {
    const key = `test-${randomUUID()}`;
    for (let point = 0; point < LIMITS.signupPerPhone.points; point++) await limits.consume('signupPerPhone', key);
    return other.check('signupPerPhone', key).then(
      () => false,
      () => true,
    );
  }

  /** Keeps calls coming (the probe rides on them) until the log says Redis answers again; generous, never timed. */
  async function untilRecovered(limits: RateLimits, lines: { level: string }[], outages: number): Promise<void> {
    for (let waited = 0; lines.filter((line) => line.level === 'info').length < outages; waited += 100) {
      if (waited > 60_000) throw new Error('Redis was not used again within a minute of its return');
      await limits.check('signupPerPhone', `test-${randomUUID()}`);
      await sleep(100);
    }
  }

  it('counts per instance while Redis is refused or hangs, says so once per outage, and shares the counts again once it answers', async () => {
    const { log, lines, levels } = recordingLog();
    const limits = new RateLimits({ redis: throughProxy, log });
    const other = new RateLimits({ redis: direct, log: silentLog });
    expect(await sharedWith(limits, other)).toBe(true);

    await proxy.cut('refuse');
    const key = `test-${randomUUID()}`;
    for (let point = 0; point < LIMITS.signupPerPhone.points; point++) await limits.consume('signupPerPhone', key);
    expect((await refusal(limits.consume('signupPerPhone', key))).key).toBe('tooManyRequests');
    expect((await refusal(limits.check('signupPerPhone', key))).key).toBe('tooManyRequests');
    // The other instance knew nothing of those points: each counted its own.
    await expect(other.consume('signupPerPhone', key)).resolves.toBeUndefined();
    expect(levels()).toEqual(['error']);

    await proxy.restore();
    await untilRecovered(limits, lines, 1);
    expect(levels()).toEqual(['error', 'info']);
    expect(await sharedWith(limits, other)).toBe(true);

    // A Redis that takes connections and never answers: the call is answered anyway, after the command timeout.
    await proxy.cut('hang');
    await expect(limits.consume('signupPerPhone', `test-${randomUUID()}`)).resolves.toBeUndefined();
    expect(await sharedWith(limits, other)).toBe(false);
    expect(levels()).toEqual(['error', 'info', 'error']);

    await proxy.restore();
    await untilRecovered(limits, lines, 2);
    expect(await sharedWith(limits, other)).toBe(true);
    expect(levels()).toEqual(['error', 'info', 'error', 'info']);
  }, 180_000);
});
