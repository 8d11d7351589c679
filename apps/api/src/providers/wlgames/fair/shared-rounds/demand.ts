import type { SharedRoundGame } from '@wl/contract';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { sharedRoundDemand, sites } from '../../../../db/schema/index.js';
import type { FairSite } from '../service.js';

/** How long a site's rounds go on after the last sign of a player: a game session opened, a stream watched. */
export const QUIET_MS = 60_000;
/** How often an instance renews the demand of the streams it serves: well within QUIET_MS. */
export const WATCH_RENEW_MS = 20_000;

const keyOf = (siteId: number, game: SharedRoundGame) => `${siteId}:${game}`;

/**
 * Who wants a site's crash or race rounds, told to every instance through the database: a row per
 * site and game holds until when (QUIET_MS after the last game session opened or the last renewal
 * of a stream on any instance), and the driver opens a site's next round only before then. Each
 * instance counts the streams it serves and renews their rows every WATCH_RENEW_MS (`renew`, called
 * at every step of its scheduler, driving or not).
 */
export function createDemand({ db, now }: { db: Db; now: () => Date }) {
  const watched = new Map<string, { siteId: number; game: SharedRoundGame; streams: number }>();
  let renewedAt: number | undefined;

  /** Someone wants the site's rounds of `game` now: they run until QUIET_MS from `at` at least. */
  async function note(siteId: number, game: SharedRoundGame, at = now()): Promise<void> {
    const until = new Date(at.getTime() + QUIET_MS);
    await db
      .insert(sharedRoundDemand)
      .values({ siteId, game, until })
      .onConflictDoUpdate({
        target: [sharedRoundDemand.siteId, sharedRoundDemand.game],
        set: { until },
        // never shortened by an instance whose clock is a little behind
        setWhere: lt(sharedRoundDemand.until, until),
      });
  }

  return {
    note,

    /** A stream of the site's game opened on this instance: noted now and renewed until the answered stop is called. */
    async watch(siteId: number, game: SharedRoundGame): Promise<() => void> {
      const key = keyOf(siteId, game);
      const entry = watched.get(key) ?? { siteId, game, streams: 0 };
      entry.streams += 1;
      watched.set(key, entry);
      let stopped = false;
      const stop = () => {
        if (stopped) return;
        stopped = true;
        entry.streams -= 1;
        if (entry.streams === 0 && watched.get(key) === entry) watched.delete(key);
      };
      try {
        await note(siteId, game);
      } catch (error) {
        stop();
        throw error;
      }
      return stop;
    },

    /** Renews the demand of the streams this instance serves, once every WATCH_RENEW_MS of the clock. */
    async renew(at: Date): Promise<void> {
      if (renewedAt !== undefined && at.getTime() - renewedAt < WATCH_RENEW_MS && at.getTime() >= renewedAt) return;
      renewedAt = at.getTime();
      for (const { siteId, game } of [...watched.values()]) await note(siteId, game, at);
    },

    /** The active sites' games someone wants at `at`. */
    async wanted(at: Date): Promise<{ site: FairSite; game: SharedRoundGame }[]> {
      const rows = await db
        .select({ id: sites.id, currency: sites.currency, game: sharedRoundDemand.game })
        .from(sharedRoundDemand)
        .innerJoin(sites, eq(sites.id, sharedRoundDemand.siteId))
        .where(and(gt(sharedRoundDemand.until, at), eq(sites.status, 'active')));
      return rows.map(({ game, ...site }) => ({ site: site as FairSite, game }));
    },
  };
}

export type Demand = ReturnType<typeof createDemand>;
