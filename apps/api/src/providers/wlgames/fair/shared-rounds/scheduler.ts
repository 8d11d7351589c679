import { randomUUID } from 'node:crypto';
import { CRASH_TIMING, type SharedRoundGame, type SharedRoundPhase } from '@wl/contract';
import { and, eq, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../../db/client.js';
import { sharedRoundLeases } from '../../../../db/schema/index.js';
import type { FairSite } from '../service.js';
import type { Demand } from './demand.js';
import { multiplierOf, phaseOf, type RoundRow, type SharedRoundsService } from './service.js';

/** The one lease of the shared rounds: its holder drives every site's rounds. */
const LEASE = 'shared-rounds';
/** A driver that stops renewing (stopped, cut off) is replaced this long after its last renewal. */
const LEASE_MS = 10_000;
/** An ended round whose settlement failed (the wallet away) is tried again this often, and the rounds left unsettled are looked for. */
const SETTLE_RETRY_MS = 5_000;

export interface SchedulerDeps {
  db: Db;
  rounds: SharedRoundsService;
  demand: Demand;
  now: () => Date;
  log: FastifyBaseLogger;
  /** this instance's name in the lease */
  holder?: string;
}

/**
 * Drives the shared rounds from one instance at a time: the holder of a lease row, taken with one
 * conditional upsert (held by no one, by this instance, or lapsed), renewed as it drives and given
 * up on close, so that it works the same on PostgreSQL shared by many instances and on PGlite in
 * one process, and another instance takes over within LEASE_MS when the driver dies. Each step
 * opens a site's next round when its time has come and someone wants it (demand.ts: a site nobody
 * plays stays quiet, and resumes with a fresh betting phase; a round holding bets is still driven
 * to its end and pay, whoever opened it), pays the automatic cash-outs the
 * multiplier reached, settles ended rounds and publishes what changed; every instance's streams
 * relay it. Every instance's step renews the demand of the streams it serves, driving or not. A
 * test steps it by hand with its own clock (`step`), the server on a timer (`start`).
 */
export function createScheduler({ db, rounds, demand, now, log, holder = randomUUID() }: SchedulerDeps) {
  let heldUntil = 0;
  /** what this driver knows of each site's game: its site, its latest round and the phase last published */
  const current = new Map<string, { site: FairSite; round: RoundRow; published: SharedRoundPhase | null }>();
  let sweptAt: number | undefined;
  const settleTried = new Map<number, number>();
  let running: Promise<boolean> = Promise.resolve(false);
  let timer: NodeJS.Timeout | undefined;

  async function holdLease(at: Date): Promise<boolean> {
    // renewed at half its length: a write every few seconds, not at every step
    if (heldUntil - at.getTime() > LEASE_MS / 2) return true;
    const expiresAt = new Date(at.getTime() + LEASE_MS);
    const [held] = await db
      .insert(sharedRoundLeases)
      .values({ name: LEASE, holder, expiresAt })
      .onConflictDoUpdate({
        target: sharedRoundLeases.name,
        set: { holder, expiresAt },
        setWhere: or(eq(sharedRoundLeases.holder, holder), lt(sharedRoundLeases.expiresAt, at)),
      })
      .returning({ holder: sharedRoundLeases.holder });
    if (!held) {
      heldUntil = 0;
      // another instance drives: what this one knew may be out of date when it takes over
      current.clear();
      return false;
    }
    heldUntil = expiresAt.getTime();
    return true;
  }

  /** Drives a site's game at `at`; its next round opens only while someone `wanted` it. */
  async function driveGame(site: FairSite, game: SharedRoundGame, at: Date, wanted: boolean): Promise<void> {
    const key = `${site.id}:${game}`;
    let known = current.get(key);
    if (!known) {
      const latest = await rounds.latestRound(site.id, game);
      // a round taken over is published as it is now: what the driver before published is not known
      if (latest) known = { site, round: latest, published: null };
    }
    if (wanted && (!known || at >= known.round.nextAt)) {
      const opened = await rounds.openRound(site, game, at);
      const round = opened ?? (await rounds.latestRound(site.id, game))!;
      known = { site, round, published: 'betting' };
      rounds.publish(site.id, game, { type: 'round', server_time: at.toISOString(), round: rounds.roundView(round, at) });
    }
    if (!known) return;
    current.set(key, known);
    const { round } = known;
    const phase = phaseOf(round, at);
    if (phase === 'running' && game === 'crash') {
      await rounds.payReachedTargets(round, at);
      rounds.publish(site.id, game, {
        type: 'tick',
        server_time: at.toISOString(),
        round_id: rounds.roundView(round, at).round_id,
        multiplier: multiplierOf(round, at),
      });
    }
    if (phase !== known.published) {
      known.published = phase;
      rounds.publish(site.id, game, { type: 'round', server_time: at.toISOString(), round: rounds.roundView(round, at) });
    }
    // settled in the step it ends, so the players see their pay with the crash or the result
    if (phase === 'ended' && round.settledAt === null && (await settle(round, at))) known.round = { ...round, settledAt: at };
    // nobody left: once its last round is over and paid, the site's game waits for someone to come
    if (!wanted && phase === 'ended' && known.round.settledAt !== null) current.delete(key);
  }

  /** Settles an ended round, at most every SETTLE_RETRY_MS while it fails (the wallet away). */
  async function settle(round: RoundRow, at: Date): Promise<boolean> {
    const tried = settleTried.get(round.id);
    if (tried !== undefined && Math.abs(at.getTime() - tried) < SETTLE_RETRY_MS) return false;
    settleTried.set(round.id, at.getTime());
    try {
      if (!(await rounds.settleRound(round, at))) return false;
      settleTried.delete(round.id);
      return true;
    } catch (error) {
      log.error({ err: error, round: round.id }, 'could not settle the shared round');
      return false;
    }
  }

  async function drive(at: Date): Promise<void> {
    const games = new Map<string, { site: FairSite; game: SharedRoundGame; wanted: boolean }>();
    // the rounds this driver runs, and those holding bets (another driver's before a failover), go on to their end and their pay
    for (const { site, round } of current.values())
      games.set(`${site.id}:${round.game}`, { site, game: round.game, wanted: false });
    for (const { site, game } of await rounds.gamesWithOpenBets()) games.set(`${site.id}:${game}`, { site, game, wanted: false });
    for (const { site, game } of await demand.wanted(at)) games.set(`${site.id}:${game}`, { site, game, wanted: true });
    for (const { site, game, wanted } of games.values()) {
      try {
        await driveGame(site, game, at, wanted);
      } catch (error) {
        log.error({ err: error, site: site.id, game }, 'could not drive the shared round');
      }
    }
    // what is left: rounds whose settlement failed, or that ended under a driver before this one
    if (sweptAt === undefined || at.getTime() - sweptAt >= SETTLE_RETRY_MS || at.getTime() < sweptAt) {
      sweptAt = at.getTime();
      for (const round of await rounds.unsettledRounds(at)) await settle(round, at);
    }
  }

  /** One step at the clock's time, after the one before has finished; answers whether this instance drives. */
  function step(): Promise<boolean> {
    running = running
      .catch(() => false)
      .then(async () => {
        const at = now();
        // the streams this instance serves keep their sites' rounds wanted, whoever drives them
        await demand
          .renew(at)
          .catch((error: unknown) => log.error({ err: error }, 'could not renew the demand of the shared rounds'));
        if (!(await holdLease(at))) return false;
        await drive(at);
        return true;
      });
    return running;
  }

  return {
    step,
    holder,
    /** Steps on a timer, about every crash tick. */
    start(): void {
      timer ??= setInterval(() => {
        step().catch((error: unknown) => log.error({ err: error }, 'the shared rounds step failed'));
      }, CRASH_TIMING.tickMs);
      timer.unref();
    },
    /** Stops stepping and gives the lease up, so another instance takes over at its next step. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running.catch(() => {});
      if (heldUntil === 0) return;
      heldUntil = 0;
      current.clear();
      await db.delete(sharedRoundLeases).where(and(eq(sharedRoundLeases.name, LEASE), eq(sharedRoundLeases.holder, holder)));
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
