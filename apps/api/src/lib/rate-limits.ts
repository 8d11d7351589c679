import type { Redis, RedisOptions } from 'ioredis';
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
  /** back-office sign-in steps (password, TOTP code) from one address; a username locks on its own after 5 failures */
  staffSignInPerIp: { points: 20, duration: 60 },
  /** a built-in game's spins: about two a second, the reels' animation included */
  wlgamesSpinPerSession: { points: 20, duration: 10 },
  /** a fun session's fair rounds: one a second (FAIR_ROUND_INTERVAL_MS), as a player's paid rounds, whose pace is a table row */
  fairFunRoundPerSession: { points: 1, duration: 1 },
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
  /** Returns one point spent in the current window. */
  giveBack(key: string): Promise<void>;
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

  async giveBack(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.spent > 0) window.spent -= 1;
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

  constructor(redis: Redis, keyPrefix: string, options: { points: number; duration: number }) {
    // The library's own limit is never reached: RateLimits compares the points spent itself.
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
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

  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async delete(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/**
 * The Redis client settings the limits rely on: a command that gets no answer within a second
 * fails instead of holding the request, and one retry at most while the connection is down.
 */
export const REDIS_CLIENT_OPTIONS = { commandTimeout: 1_000, maxRetriesPerRequest: 1 } as const satisfies RedisOptions;

/** While Redis is away, how often (at most) a PING asks whether it is back. */
export const REDIS_PROBE_INTERVAL_MS = 1_000;

/** Where an outage and its end are reported (the app's logger). */
export interface OutageLog {
  error(details: object, message: string): void;
  info(message: string): void;
}

/**
 * Whether Redis answers. The first failed command starts an outage (logged once, at error level);
 * during it no call waits for Redis, and a PING sent in the background, at most once per
 * REDIS_PROBE_INTERVAL_MS and only while calls come in, ends it when it is answered.
 */
class RedisLink {
  private down = false;
  private probing = false;
  private nextProbeAt = 0;

  constructor(
    readonly redis: Redis,
    private readonly log: OutageLog,
    private readonly now: () => number = Date.now,
  ) {}

  get usable(): boolean {
    if (this.down) this.probe();
    return !this.down;
  }

  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.nextProbeAt = this.now() + REDIS_PROBE_INTERVAL_MS;
    this.log.error({ err: error }, 'Redis is unavailable: rate limits count per instance until it answers again');
  }

  private probe(): void {
    if (this.probing || this.now() < this.nextProbeAt) return;
    this.probing = true;
    this.redis
      .ping()
      .then(
        () => {
          this.down = false;
          this.log.info('Redis answers again: rate limits are shared between instances again');
        },
        () => {
          this.nextProbeAt = this.now() + REDIS_PROBE_INTERVAL_MS;
        },
      )
      .finally(() => {
        this.probing = false;
      });
  }
}

/**
 * Redis's shared counters while Redis answers, this instance's own while it does not: a lost
 * Redis weakens the limits to per instance instead of failing every call.
 */
class FailoverLimiter implements Limiter {
  constructor(
    private readonly shared: Limiter,
    private readonly local: Limiter,
    private readonly link: RedisLink,
  ) {}

  consume(key: string): Promise<Usage> {
    return this.use((limiter) => limiter.consume(key));
  }

  get(key: string): Promise<Usage | undefined> {
    return this.use((limiter) => limiter.get(key));
  }

  giveBack(key: string): Promise<void> {
    return this.use((limiter) => limiter.giveBack(key));
  }

  delete(key: string): Promise<void> {
    return this.use((limiter) => limiter.delete(key));
  }

  private async use<T>(operation: (limiter: Limiter) => Promise<T>): Promise<T> {
    if (this.link.usable) {
      try {
        return await operation(this.shared);
      } catch (error) {
        this.link.failed(error);
      }
    }
    return operation(this.local);
  }
}

export class RateLimits {
  private readonly limiters: Record<LimitName, Limiter>;

  /** In this instance's memory, or in Redis (shared) with memory while Redis is away. */
  constructor(shared?: { redis: Redis; log: OutageLog; prefix?: string }) {
    const link = shared && new RedisLink(shared.redis, shared.log);
    this.limiters = Object.fromEntries(
      Object.entries(LIMITS).map(([name, options]) => {
        const local = new MemoryLimiter(options.duration * 1000);
        return [
          name,
          link
            ? new FailoverLimiter(new RedisLimiter(link.redis, `${shared?.prefix ?? ''}rl:${name}`, options), local, link)
            : local,
        ];
      }),
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

  /** Returns the point of an attempt that was not made after all (the server was too busy to check it). */
  async giveBack(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].giveBack(key);
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }
}
