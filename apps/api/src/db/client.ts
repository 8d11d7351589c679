import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { QUERY_TIMEOUT_MESSAGE } from '../lib/db-errors.js';
import { migrationsFolder } from '../lib/paths.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Follows the NOTIFY messages of `channel` until the returned function is called. Those of this
   * process's own transactions arrive as the transaction ends, before the statement that ended it
   * returns; those of other processes a moment after their commit. On PostgreSQL the messages of
   * others come through a connection of its own, outside the pool, made again after it is lost:
   * `connected` is called each time it listens, `lost` when it stops; messages sent meanwhile never
   * arrive.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
}

export interface ChannelListener {
  message(payload: string): void;
  connected(): void;
  lost(): void;
}

/** The wait before connecting again after a listening connection is lost, doubled on each failure up to the last. */
const LISTEN_RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * How long a call waits for a PostgreSQL connection, a new one or a free one of a busy pool. A
 * database that is down, unreachable or saturated then costs a call this long and it answers
 * serviceUnavailable, instead of the request hanging until the client gives up. Not shorter: a
 * burst of bets on one wallet queues behind that wallet's row lock, and on a busy machine 200 of
 * them take several seconds to get through a small pool; they should be served, not refused.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 10_000;
/**
 * How long a call waits for the answer to one query before it gives up on the connection. A server
 * that stops answering while the TCP connection stays up (frozen, failed over behind a stale
 * address, a silent network) would otherwise hold the call, and the connection, until the socket
 * dies, which may be never: the call answers serviceUnavailable and the connection is destroyed,
 * not given back to the pool (destroyOnQueryTimeout). The same as the connect timeout: one bound
 * for "the database did not answer in time".
 */
export const DATABASE_QUERY_TIMEOUT_MS = DATABASE_CONNECT_TIMEOUT_MS;
/**
 * PostgreSQL cancels a statement that runs (or waits for a lock) longer than this. Below the query
 * timeout, so that a slow statement is stopped by the server, which then releases its locks and
 * keeps the connection usable, before the client gives up on the connection.
 */
export const DATABASE_STATEMENT_TIMEOUT_MS = DATABASE_QUERY_TIMEOUT_MS - 1_000;
/**
 * PostgreSQL ends a session left idle inside a transaction this long: an instance that stalls or
 * loses its network mid-transaction releases its row locks, and the transaction rolls back.
 */
export const DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;
/** TCP keep-alive probes an idle pooled connection after this long, so a vanished server is noticed. */
const KEEP_ALIVE_INITIAL_DELAY_MS = 10_000;

/**
 * drizzle-orm 0.45 (node-postgres) sends a transaction's BEGIN before the try/finally that gives
 * its connection back (drizzle-team/drizzle-orm#6241, open): a BEGIN that fails, as it does on a
 * connection the server has just terminated, keeps that connection checked out for good, and a
 * few of them leave the pool empty until the process restarts. drizzle checks connections out
 * only for transactions, through connect() without a callback (pg-pool's own query() passes one),
 * so here a connection whose first statement fails is released, with the error so that the pool
 * discards it. Remove once drizzle releases the connection itself.
 */
function releaseOnFailedBegin(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) => {
    if (callback) return connect(callback);
    return connect().then((client) => {
      const query = client.query;
      client.query = ((...args: unknown[]) => {
        client.query = query;
        const result = (query as (...args: unknown[]) => unknown).apply(client, args);
        if (result instanceof Promise) {
          result.catch((error: Error) => {
            const release = client.release;
            // The pool discards the connection; a later release by drizzle must not count twice.
            client.release = () => {};
            release(error);
          });
        }
        return result;
      }) as typeof client.query;
      return client;
    });
  }) as typeof pool.connect;
}

/**
 * A query that timed out on the client may still be on its way, or its answer may never come:
 * node-postgres leaves it in flight and the connection would serve the next query after it, or
 * never. Its socket is destroyed instead, which fails what else was queued on it (the transaction's
 * ROLLBACK) at once, and the pool discards the connection when it is released.
 */
function destroyOnQueryTimeout(client: pg.PoolClient): void {
  const query = client.query;
  const destroyIfTimedOut = (error: unknown) => {
    if (error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE) client.connection.stream.destroy();
  };
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...results: unknown[]) => {
        destroyIfTimedOut(error);
        return callback(error, ...results);
      };
    }
    const result = (query as (...args: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        destroyIfTimedOut(error);
        throw error;
      });
    }
    return result;
  }) as typeof client.query;
}

/**
 * A NOTIFY reaches the listening connection only a moment after the commit, so a trigger that
 * notifies (migration 0021) also raises a NOTICE whose message is the channel and whose detail is
 * the payload. The pooled connection that made the change reads it, and the channel's listeners get
 * it when that connection's transaction is over (ReadyForQuery says idle), before the statement
 * that ended it returns: this process never reads past its own change.
 */
function echoOwnNotifications(client: pg.PoolClient, listeners: Map<string, Set<ChannelListener>>): void {
  let pending: Array<{ channel: string; payload: string }> = [];
  client.on('notice', (notice) => {
    if (notice.message && listeners.has(notice.message)) pending.push({ channel: notice.message, payload: notice.detail ?? '' });
  });
  client.connection.on('readyForQuery', (message: { status: string }) => {
    if (message.status !== 'I' || pending.length === 0) return;
    const ended = pending;
    pending = [];
    for (const { channel, payload } of ended) for (const listener of listeners.get(channel) ?? []) listener.message(payload);
  });
}

function listenOnPostgres(databaseUrl: string, channel: string, listener: ChannelListener): () => Promise<void> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let stopped = false;
  const connect = async () => {
    const current = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEP_ALIVE_INITIAL_DELAY_MS,
    });
    client = current;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      current.removeAllListeners('notification');
      current.end().catch(() => {});
      if (stopped) return;
      listener.lost();
      const wait = LISTEN_RETRY_MS[Math.min(failures++, LISTEN_RETRY_MS.length - 1)];
      retry = setTimeout(() => void connect(), wait).unref();
    };
    current.on('error', onLost);
    current.on('end', onLost);
    current.on('notification', (message) => listener.message(message.payload ?? ''));
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      onLost();
      return;
    }
    if (stopped || lost) return;
    failures = 0;
    listener.connected();
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * PostgreSQL through node-postgres when a URL is given, otherwise embedded PGlite in dataDir, or
 * started from `loadDataDir`, a dump of another PGlite's data dir.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  poolSize?: number;
}): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      query_timeout: DATABASE_QUERY_TIMEOUT_MS,
      statement_timeout: DATABASE_STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEP_ALIVE_INITIAL_DELAY_MS,
    });
    // A connection that drops must not crash the process. The pool reports an idle connection's
    // error; a connection checked out (in a transaction) has no listener of the pool's, and its
    // error event would be uncaught. The query in flight still fails, the caller answers 503, and
    // the pool discards the dead connection when it is released.
    pool.on('error', () => {});
    const listeners = new Map<string, Set<ChannelListener>>();
    pool.on('connect', (client) => {
      client.on('error', () => {});
      destroyOnQueryTimeout(client);
      echoOwnNotifications(client, listeners);
    });
    releaseOnFailedBegin(pool);
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      // A migration may rewrite a large table, so it runs on a connection of its own without the statement timeout.
      migrate: async () => {
        const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS });
        await client.connect();
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.end();
        }
      },
      close: () => pool.end(),
      listen: async (channel, listener) => {
        const ofChannel = listeners.get(channel) ?? new Set();
        listeners.set(channel, ofChannel.add(listener));
        const stop = listenOnPostgres(databaseUrl, channel, listener);
        return async () => {
          ofChannel.delete(listener);
          await stop();
        };
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    // In-process: the messages of a commit arrive before the statement that committed returns.
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, (payload) => listener.message(payload));
      listener.connected();
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}
