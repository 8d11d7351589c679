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
}

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
    pool.on('connect', (client) => {
      client.on('error', () => {});
      destroyOnQueryTimeout(client);
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
  };
}
