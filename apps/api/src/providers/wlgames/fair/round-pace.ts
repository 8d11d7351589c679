import { FAIR_ROUND_INTERVAL_MS } from '@wl/contract';
import { lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fairRoundPace } from '../../../db/schema/index.js';
import { fail } from '../../../lib/failure.js';

/**
 * Takes the start of a player's next fair round at `at`, if their previous one started at least
 * FAIR_ROUND_INTERVAL_MS before: one conditional upsert, so of two rounds at once on any instances
 * one takes it (the row is locked until the round's transaction ends, and undone with it). Answers
 * whether it was taken.
 */
export async function takeRoundStart(db: Db, playerId: number, at: Date): Promise<boolean> {
  const [taken] = await db
    .insert(fairRoundPace)
    .values({ playerId, lastRoundAt: at })
    .onConflictDoUpdate({
      target: fairRoundPace.playerId,
      set: { lastRoundAt: at },
      setWhere: lte(fairRoundPace.lastRoundAt, new Date(at.getTime() - FAIR_ROUND_INTERVAL_MS)),
    })
    .returning({ playerId: fairRoundPace.playerId });
  return taken !== undefined;
}

/** The player's round came too soon after the previous one: try again in a second. */
export function failTooSoon(): never {
  fail('tooManyRequests', { retry_after: Math.ceil(FAIR_ROUND_INTERVAL_MS / 1000) });
}
