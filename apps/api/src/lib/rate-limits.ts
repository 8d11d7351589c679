import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
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

export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;

  constructor(redis?: Redis) {
    this.limiters = Object.fromEntries(
      Object.entries(LIMITS).map(([name, options]) => [
        name,
        redis
          ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `rl:${name}`, ...options })
          : new RateLimiterMemory({ keyPrefix: name, ...options }),
      ]),
    ) as unknown as Record<LimitName, RateLimiterAbstract>;
  }

  /** Spends one point; answers tooManyRequests with the wait in seconds when none are left. */
  async consume(name: LimitName, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) fail('tooManyRequests', { retry_after: Math.ceil(error.msBeforeNext / 1000) });
      throw error;
    }
  }

  /** Fails without spending when the key is already out of points (used to check before work). */
  async check(name: LimitName, key: string): Promise<void> {
    const state = await this.limiters[name].get(key);
    if (state && state.remainingPoints <= 0) {
      fail('tooManyRequests', { retry_after: Math.ceil(state.msBeforeNext / 1000) });
    }
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }
}
