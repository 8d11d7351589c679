import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { players, sessions, wallets } from '../../db/schema/index.js';
import { batchedLoader } from '../../lib/batched-loader.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { isConnectionWaitTimeout } from '../../lib/db-errors.js';
import { fail } from '../../lib/failure.js';

export type PlayerRow = typeof players.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
/** The wallet as the session lookup read it: for showing (get_balance), never for a decision. */
export interface BalancesRead {
  balance: bigint;
  tokenBalance: bigint;
}

/** lastSeenAt is written at most this often, so reads do not turn into a write per call. */
const TOUCH_EVERY_MS = 60_000;
/**
 * Session lookups in flight at once. Calls that arrive while one runs wait and share the next: on
 * PostgreSQL, get_balance served 14.0k req/s at 10 connections and 21.2k at 50 with one lookup in
 * flight, 12.4k and 18.7k with two (fewer, larger queries cost the server less than the wait).
 */
const SESSION_LOOKUPS_AT_ONCE = 1;

export function createSessionService(db: Db, options: { idleMinutes: number; maxHours: number }) {
  const idleMs = options.idleMinutes * 60_000;
  // Every player call runs this lookup: prepared once, it is planned once per connection, not built
  // and parsed per call, and concurrent calls share a query (batchedLoader). It reads the balances
  // too, so get_balance, the call every player page polls, needs no second round trip; a call that
  // moves money re-reads its wallet under a lock.
  const liveSessionsByTokenHash = db
    .select({ session: sessions, player: players, balances: { balance: wallets.balance, tokenBalance: wallets.tokenBalance } })
    .from(sessions)
    .innerJoin(players, eq(sessions.playerId, players.id))
    .innerJoin(wallets, eq(wallets.playerId, players.id))
    .where(and(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')})`, isNull(sessions.revokedAt)))
    .prepare('live_sessions_by_token_hash');
  const liveSessions = batchedLoader(
    async (tokenHashes: readonly string[]) => {
      const rows = await liveSessionsByTokenHash.execute({ tokenHashes });
      const byHash = new Map(rows.map((row) => [row.session.tokenHash, row]));
      return tokenHashes.map((tokenHash) => byHash.get(tokenHash));
    },
    { concurrency: SESSION_LOOKUPS_AT_ONCE, sharesFailure: isConnectionWaitTimeout },
  );

  /** Activity on the session (a call, a bet in a game) keeps it from the idle timeout. */
  async function touch(session: Pick<SessionRow, 'id' | 'lastSeenAt'>, now: Date): Promise<void> {
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    }
  }

  return {
    idleMs,

    /** A fresh token at every login; only its SHA-256 is stored. */
    async create(player: PlayerRow, client: { ip: string; userAgent: string }): Promise<string> {
      const token = newToken();
      await db.insert(sessions).values({
        tokenHash: sha256(token),
        playerId: player.id,
        siteId: player.siteId,
        expiresAt: new Date(Date.now() + options.maxHours * 3_600_000),
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 256),
      });
      return token;
    },

    /**
     * The player behind a token. An unknown, revoked, idle or expired token, or one of another
     * account, is sessionExpired; a blocked or closed account answers BLOCK or CLOSE.
     */
    async authenticate(
      token: string,
      accountId: string,
    ): Promise<{ player: PlayerRow; session: SessionRow; balances: BalancesRead }> {
      const row = await liveSessions.load(sha256(token));
      const now = new Date();
      if (!row || row.player.accountId !== accountId) fail('sessionExpired');
      if (row.session.expiresAt <= now) fail('sessionExpired');
      if (now.getTime() - row.session.lastSeenAt.getTime() > idleMs) fail('sessionExpired');
      if (row.player.status === 'blocked') fail('BLOCK');
      if (row.player.status === 'closed') fail('CLOSE');
      if (row.player.status !== 'active') fail('sessionExpired');
      await touch(row.session, now);
      return row;
    },

    touch,

    /** The player's sessions that are still usable, newest activity first. */
    async listLive(playerId: number): Promise<SessionRow[]> {
      const idleSince = new Date(Date.now() - idleMs);
      return db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.playerId, playerId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            gt(sessions.lastSeenAt, idleSince),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt));
    },

    async revoke(sessionId: number): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** Ends every live session of the player, except one when given (the caller's own). */
    async revokeAll(playerId: number, exceptSessionId?: number): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.playerId, playerId),
            isNull(sessions.revokedAt),
            exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
          ),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
