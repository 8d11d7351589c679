import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { fail } from './failure.js';

/**
 * The documented limits (docs/security.md). Keys combine the limit with an account, phone or IP,
 * so rotating addresses does not help an attacker aiming at one account or one phone.
 */
export const LIMITS = {
  apiPerIp: { points: 600, duration: 60 },
  loginPerIp: { points: 30, duration: 60 },
  loginFailuresPerAccount: { points: 10, duration: 15 * 60 },
  signupPerIp: { points: 10, duration: 60 * 60 },
  signupPerPhone: { points: 3, duration: 60 * 60 },
  tacSendPerPhone: { points: 5, duration: 60 * 60 },
  tacSendPerIp: { points: 20, duration: 60 * 60 },
  tacVerifyPerAccount: { points: 20, duration: 60 * 60 },
  /** a built-in game's spins: about two a second, the reels' animation included */
  wlgamesSpinPerSession: { points: 20, duration: 10 },
} as const;
export type LimitName = keyof typeof LIMITS;

/** What a limiter knows of one key: points spent in its window, and when that window ends. */
interface Usage {
  spent: number;
  msBeforeNext: number;
}

interface Limiter {
  /** Spends one point and answers the usage after it. */
  consume(key: string): Promise<Usage>;
  get(key: string): Promise<Usage | undefined>;
  delete(key: string): Promise<void>;
}

/** Keys a memory limiter keeps at most; past it the oldest windows are dropped first. */
export const MEMORY_LIMITER_MAX_KEYS = 200_000;

/**
 * One instance's counters: a window per key that opens at the key's first point, as
 * rate-limiter-flexible's windows do. Expired windows are swept lazily, with no timer per key, and
 * the number of keys is bounded, because the keys are exactly what an attacker rotating addresses
 * makes up: memory and per-request cost must not grow with them.
 */
export class MemoryLimiter implements Limiter {
  private readonly windows = new Map<string, { spent: number; endsAt: number }>();
  private nextSweepAt = 0;

  constructor(
    private readonly durationMs: number,
    private readonly maxKeys = MEMORY_LIMITER_MAX_KEYS,
    private readonly now: () => number = Date.now,
  ) {}

  async consume(key: string): Promise<Usage> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (window) this.windows.delete(key);
      else if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
      window = { spent: 0, endsAt: now + this.durationMs };
      this.windows.set(key, window);
    }
    window.spent += 1;
    return { spent: window.spent, msBeforeNext: window.endsAt - now };
  }

  async get(key: string): Promise<Usage | undefined> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) return undefined;
    return { spent: window.spent, msBeforeNext: window.endsAt - now };
  }

  async delete(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Windows open in insertion order and all last as long, so the expired ones are at the front. */
  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + Math.min(this.durationMs, 10_000);
    for (const [key, window] of this.windows) {
      if (window.endsAt > now) break;
      this.windows.delete(key);
    }
  }
}

/** Counters shared by every instance, kept in Redis by rate-limiter-flexible. */
class RedisLimiter implements Limiter {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: Redis, name: string, options: { points: number; duration: number }) {
    // The library's own limit is never reached: RateLimits compares the points spent itself.
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `rl:${name}`,
      points: Number.MAX_SAFE_INTEGER,
      duration: options.duration,
    });
  }

  async consume(key: string): Promise<Usage> {
    const result = await this.limiter.consume(key).catch((error) => {
      if (error instanceof RateLimiterRes) return error;
      throw error;
    });
    return { spent: result.consumedPoints, msBeforeNext: result.msBeforeNext };
  }

  async get(key: string): Promise<Usage | undefined> {
    const result = await this.limiter.get(key);
    return result ? { spent: result.consumedPoints, msBeforeNext: result.msBeforeNext } : undefined;
  }

  async delete(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export class RateLimits {
  private readonly limiters: Record<LimitName, Limiter>;

  constructor(redis?: Redis) {
    this.limiters = Object.fromEntries(
      Object.entries(LIMITS).map(([name, options]) => [
        name,
        redis ? new RedisLimiter(redis, name, options) : new MemoryLimiter(options.duration * 1000),
      ]),
    ) as unknown as Record<LimitName, Limiter>;
  }

  /** Spends one point; answers tooManyRequests with the wait in seconds when none are left. */
  async consume(name: LimitName, key: string): Promise<void> {
    const usage = await this.limiters[name].consume(key);
    if (usage.spent > LIMITS[name].points) fail('tooManyRequests', { retry_after: Math.ceil(usage.msBeforeNext / 1000) });
  }

  /** Fails without spending when the key is already out of points (used to check before work). */
  async check(name: LimitName, key: string): Promise<void> {
    const usage = await this.limiters[name].get(key);
    if (usage && usage.spent >= LIMITS[name].points) {
      fail('tooManyRequests', { retry_after: Math.ceil(usage.msBeforeNext / 1000) });
    }
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }
}
