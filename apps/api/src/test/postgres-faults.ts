import { randomBytes } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';

/**
 * Tools for the fault tests that need a real PostgreSQL server (TEST_DATABASE_URL): a database of
 * the test's own, a way to kill its connections, and a proxy that can make it disappear. None of
 * them touches the server itself or another test's database.
 */

export interface ScratchDatabase {
  name: string;
  /** the database on the server directly */
  url: string;
  /** the same database reached through a local port, such as a TcpProxy's */
  urlThrough(port: number): string;
  drop(): Promise<void>;
}

/** The server processes of this database's connections that listen on `channel` (their last statement was its LISTEN). */
export function listeningOn(channel: string): string {
  return `select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN ${pg.escapeIdentifier(channel)}'`;
}

/** Runs `work` on a connection of its own to `url`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of its own on the server of `serverUrl`: empty, or a copy of the database `template`. */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    urlThrough(port) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    drop: () => withClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** Ends every connection to this one database, as a server restart or an administrator would; returns how many. */
export async function terminateBackends(serverUrl: string, databaseName: string): Promise<number> {
  return withClient(serverUrl, async (admin) => {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    return result.rowCount ?? 0;
  });
}

/**
 * Every wallet whose balance is not the sum of its ledger, and every ledger entry whose
 * balance_after is not the running sum of the player's entries before it (a missing or half
 * written entry shows up in one or the other). Empty when the books are whole.
 */
export async function ledgerMismatches(client: pg.Client): Promise<string[]> {
  const wallets = await client.query<{ player_id: string; balance: string; ledger: string }>(`
    select w.player_id, w.balance::text, coalesce(l.total, 0)::text as ledger
    from wallets w left join (select player_id, sum(amount) as total from ledger_entries group by player_id) l
      on l.player_id = w.player_id
    where w.balance <> coalesce(l.total, 0)`);
  const entries = await client.query<{ id: string; balance_after: string; running: string }>(`
    select id, balance_after::text, running::text from (
      select id, balance_after, sum(amount) over (partition by player_id order by id) as running from ledger_entries
    ) chain where balance_after <> running`);
  return [
    ...wallets.rows.map((row) => `wallet of player ${row.player_id}: balance ${row.balance}, ledger sum ${row.ledger}`),
    ...entries.rows.map((row) => `ledger entry ${row.id}: balance_after ${row.balance_after}, running sum ${row.running}`),
  ];
}

/**
 * A TCP proxy on 127.0.0.1 in front of PostgreSQL. `cut('refuse')` closes its port and every
 * connection through it, as a stopped server would; `cut('hang')` drops the connections and then
 * accepts new ones without ever answering, as an unreachable host behind a firewall would;
 * `cut('silence')` stops forwarding on the open connections without closing them, and answers no
 * new one, as a server that froze or failed over behind a stale address would. `restore()`
 * forwards new connections again on the same port; the silenced ones stay open and silent.
 */
export class TcpProxy {
  port = 0;
  private server: Server | undefined;
  private mode: 'forward' | 'hang' = 'forward';
  private readonly sockets = new Set<Socket>();
  private readonly links = new Set<{ client: Socket; upstream: Socket }>();
  /** connections that no longer forward but stay open until close() */
  private readonly silenced = new Set<Socket>();

  constructor(private readonly target: { host: string; port: number }) {}

  static for(serverUrl: string): TcpProxy {
    const url = new URL(serverUrl);
    return new TcpProxy({ host: url.hostname || '127.0.0.1', port: Number(url.port || 5432) });
  }

  async start(): Promise<void> {
    const server = createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async cut(how: 'refuse' | 'hang' | 'silence'): Promise<void> {
    if (how === 'silence') {
      this.silenceConnections();
      this.mode = 'hang';
      return;
    }
    this.dropConnections();
    if (how === 'hang') {
      this.mode = 'hang';
      return;
    }
    await this.stopListening();
  }

  async restore(): Promise<void> {
    this.mode = 'forward';
    this.dropConnections();
    if (!this.server) await this.start();
  }

  async close(): Promise<void> {
    this.dropConnections();
    for (const socket of this.silenced) socket.destroy();
    this.silenced.clear();
    await this.stopListening();
  }

  private async stopListening(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private dropConnections(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    this.links.clear();
  }

  /** Both ends stay open, and what either sends is read and discarded: the TCP connection looks alive. */
  private silenceConnections(): void {
    for (const { client, upstream } of this.links) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      for (const socket of [client, upstream]) {
        socket.resume();
        this.sockets.delete(socket);
        this.silenced.add(socket);
        socket.on('close', () => this.silenced.delete(socket));
      }
    }
    this.links.clear();
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => this.sockets.delete(socket));
  }

  private accept(client: Socket): void {
    this.track(client);
    if (this.mode === 'hang') {
      // Read and discard, so the client's startup message is "sent" and it waits for an answer.
      client.resume();
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    this.track(upstream);
    const link = { client, upstream };
    this.links.add(link);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => {
      this.links.delete(link);
      upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
  }
}
