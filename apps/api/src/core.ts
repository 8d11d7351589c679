import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { EventBus } from './lib/event-bus.js';
import { RateLimits, REDIS_CLIENT_OPTIONS } from './lib/rate-limits.js';
import { SiteCache } from './lib/site-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** the time the cashier, protection, promotion, mission and news rules run at; tests move it instead of waiting */
    now: () => Date;
    siteCache: SiteCache;
    rateLimits: RateLimits;
    /** drops cached site-level reads of one site (or all) here and on every other instance */
    invalidateSite: (siteId?: number) => void;
    /** live events to every instance (cashier requests and decisions for the back office and the player's pages) */
    events: EventBus;
    /** the database's own change messages (NOTIFY), whoever made the change */
    listenToDatabase: Database['listen'];
  }
}

export interface CoreOptions {
  config: Config;
  database: Database;
  now: () => Date;
}

/**
 * What every module builds on: the configuration, the database, the clock, the site cache and the
 * rate limits. With REDIS_URL the limits are shared through Redis, and a cache drop is published
 * to every other instance and received from them.
 */
export const corePlugin = fp<CoreOptions>(
  async (app, { config, database, now }) => {
    const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, REDIS_CLIENT_OPTIONS) : undefined;
    // Redis is reconnected by ioredis and its loss reported once by the rate limits; without a
    // listener every failed reconnection would also be printed.
    redis?.on('error', () => {});
    const subscriber = redis?.duplicate({ autoResubscribe: false });
    subscriber?.on('error', () => {});
    const siteInvalidationChannel = `${config.REDIS_PREFIX}site-invalidate`;
    const siteCache = new SiteCache();
    const events = new EventBus(
      redis && subscriber ? { publisher: redis, subscriber, prefix: `${config.REDIS_PREFIX}events:` } : undefined,
    );

    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('listenToDatabase', database.listen);
    app.decorate('now', now);
    app.decorate('siteCache', siteCache);
    app.decorate('events', events);
    app.decorate('rateLimits', new RateLimits(redis && { redis, log: app.log, prefix: config.REDIS_PREFIX }));
    app.decorate('invalidateSite', (siteId?: number) => {
      siteCache.invalidate(siteId);
      redis?.publish(siteInvalidationChannel, String(siteId ?? '')).catch(() => {});
    });

    if (subscriber) {
      const subscribe = () =>
        subscriber.subscribe(siteInvalidationChannel).catch((error: unknown) => {
          app.log.error({ err: error }, 'Redis is unavailable: site cache changes of other instances arrive once it is back');
        });
      subscriber.on('message', (_channel, siteId: string) => siteCache.invalidate(siteId ? Number(siteId) : undefined));
      // On every (re)connection: subscribe again, and drop the cache, since changes published while
      // this instance was cut off never reached it.
      subscriber.on('ready', () => {
        siteCache.invalidate();
        void subscribe();
        events.resubscribe();
      });
      await subscribe();
    }
    app.addHook('onClose', async () => {
      // quit waits for Redis to answer; a Redis that is away gets its connection simply dropped.
      await Promise.all([subscriber, redis].map((client) => client?.quit().catch(() => client.disconnect())));
    });
  },
  { name: 'core' },
);
