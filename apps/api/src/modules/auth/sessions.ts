import type { FailureKey } from '@wl/contract';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { players, sessions, wallets } from '../../db/schema/index.js';
import { batchedLoader } from '../../lib/batched-loader.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { isConnectionWaitTimeout } from '../../lib/db-errors.js';
import type { EventBus } from '../../lib/event-bus.js';
import { fail } from '../../lib/failure.js';
import { SessionCache } from './session-cache.js';

export type PlayerRow = typeof players.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
/** The wallet as the session lookup read it: for showing (get_balance), never for a decision. */
export interface BalancesRead {
  balance: bigint;
  tokenBalance: bigint;
}

export interface LiveSession {
  player: PlayerRow;
  session: SessionRow;
  balances: BalancesRead;
}

/** A lookup kept for calls that only show what they read, with the last moment it may answer one. */
interface KeptSession extends LiveSession {
  /**
   * Until this time (ms), inclusive, `refusal` has nothing against the session and no touch is due,
   * so it may answer from memory; worked out once per lookup rather than once per call.
   */
  showableThrough: number;
}

/** lastSeenAt is written at most this often, so reads do not turn into a write per call. */
const TOUCH_EVERY_MS = 60_000;
/**
 * How long a session lookup may answer calls that only show (get_balance) from memory. Every change
 * of its player that reaches this instance drops it at once; this bounds what a change that does
 * not reach it can cost (a listening connection that died without a word, an event bus message lost
 * with Redis): five seconds of a stale balance on screen, or of a revoked token reading its own
 * balance. The database is read again for each session at most every five seconds, however often
 * its pages ask.
 */
const CACHED_SESSION_MAX_AGE_MS = 5_000;
/** Session lookups kept at most (about 2 KB each); past it the oldest go first. */
const CACHED_SESSIONS = 50_000;
/**
 * Session lookups in flight at once. Calls that arrive while one runs wait and share the next: on
 * PostgreSQL, get_balance served 14.0k req/s at 10 connections and 21.2k at 50 with one lookup in
 * flight, 12.4k and 18.7k with two (fewer, larger queries cost the server less than the wait).
 */
const SESSION_LOOKUPS_AT_ONCE = 1;

/** The database's change feed (migration 0021): a player's id when their wallet, a session or the account changed. */
export const PLAYER_CHANGES_CHANNEL = 'wl_player_changed';
/** The EventBus channel of the wallet changes the feed does not carry (`walletsMoved`). */
const WALLETS_MOVED = 'wallets-moved';

export function createSessionService(
  db: Db,
  options: {
    idleMinutes: number;
    maxHours: number;
    events: EventBus;
    /** the cache's clock, in ms: the app's, which tests move instead of waiting */
    now: () => number;
  },
) {
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

  const cache = new SessionCache<KeptSession>({
    maxAgeMs: CACHED_SESSION_MAX_AGE_MS,
    maxEntries: CACHED_SESSIONS,
    now: options.now,
  });

  /** Activity on the session (a call, a bet in a game) keeps it from the idle timeout. */
  async function touch(session: Pick<SessionRow, 'id' | 'lastSeenAt'>, now: Date): Promise<void> {
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    }
  }

  /**
   * Why a live session found for a token may not make a call. An unknown, revoked, idle or
   * expired token, or one of another account, is sessionExpired; a blocked or closed account
   * answers BLOCK or CLOSE.
   */
  function refusal(row: LiveSession, accountId: string, now: Date): FailureKey | undefined {
    if (row.player.accountId !== accountId) return 'sessionExpired';
    if (row.session.expiresAt <= now) return 'sessionExpired';
    if (now.getTime() - row.session.lastSeenAt.getTime() > idleMs) return 'sessionExpired';
    if (row.player.status === 'blocked') return 'BLOCK';
    if (row.player.status === 'closed') return 'CLOSE';
    if (row.player.status !== 'active') return 'sessionExpired';
    return undefined;
  }

  /** See KeptSession; an account that is not active is never shown from memory. */
  function kept(row: LiveSession | undefined): KeptSession | undefined {
    if (!row) return undefined;
    const beforeIdleOrTouch = row.session.lastSeenAt.getTime() + Math.min(idleMs, TOUCH_EVERY_MS);
    const showableThrough =
      row.player.status === 'active'
        ? Math.min(row.session.expiresAt.getTime() - 1, beforeIdleOrTouch)
        : Number.NEGATIVE_INFINITY;
    return { ...row, showableThrough };
  }

  /** The session a lookup found, if it may make a call; touched. */
  async function admitted(row: LiveSession | undefined, accountId: string): Promise<LiveSession> {
    if (!row) fail('sessionExpired');
    const now = new Date();
    const refused = refusal(row, accountId, now);
    if (refused) fail(refused);
    await touch(row.session, now);
    return row;
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

    /** The player behind a token, read from the database (refusals: see `refusal`). */
    authenticate: async (token: string, accountId: string) => admitted(await liveSessions.load(sha256(token)), accountId),

    /**
     * The same for a call that only shows what it reads (get_balance): a lookup of the last five
     * seconds may answer it from memory when its session needs no touch yet. Anything else (a
     * refusal, a touch that is due, a token not kept) is looked up in the database, as by
     * `authenticate`, and kept for the next call.
     */
    async authenticateToShow(token: string, accountId: string): Promise<LiveSession> {
      const known = cache.get(token);
      if (known && known.player.accountId === accountId && Date.now() <= known.showableThrough) return known;
      return admitted(await cache.read(token, async () => kept(await liveSessions.load(sha256(token)))), accountId);
    },

    /** Drops what this instance keeps of a player after a change of their wallet, sessions or account. */
    playerChanged: (playerId: number) => cache.playerChanged(playerId),

    /** The database's change feed (migration 0021) is listening, or is lost: nothing is kept meanwhile. */
    changeFeed: { up: () => cache.feedUp(), down: () => cache.feedDown() },

    /**
     * For the wallet statements that keep the database's feed quiet (the seamless wallet's, whose
     * commits a NOTIFY would serialise: migration 0021), after they committed: their players are
     * dropped here at once, and on the other instances through the event bus.
     */
    walletsMoved(playerIds: number[]): void {
      for (const playerId of playerIds) cache.playerChanged(playerId);
      options.events.publish(WALLETS_MOVED, { players: playerIds });
    },

    /** Follows the changes of other instances' `walletsMoved` until the returned function is called. */
    followWalletsMoved(): () => void {
      return options.events.subscribe(WALLETS_MOVED, (message) => {
        const players = (message as { players?: unknown }).players;
        if (Array.isArray(players)) for (const playerId of players) cache.playerChanged(Number(playerId));
      });
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
