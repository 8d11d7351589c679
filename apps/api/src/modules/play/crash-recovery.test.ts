import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  type CallName,
  type CallRequest,
  type CallResponse,
  calls,
  operator as operatorApi,
  type SeamlessResponse,
} from '@wl/contract';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../../lib/paths.js';
import { seamlessHeaders } from '../../lib/seamless-signature.js';
import { builtInProviderSecret, CLI_KEY_FILE } from '../../lib/secrets.js';
import { DEMO_PLAYER } from '../../seed/demo.js';
import { BUILT_IN, BUILT_IN_GAME, launchTokenIn, walletField } from '../../test/game-provider.js';
import { type Envelope, expectSuccess, type OperatorCallAt, type OperatorPath } from '../../test/harness.js';
import { createScratchDatabase, ledgerMismatches, type ScratchDatabase, withClient } from '../../test/postgres-faults.js';

/**
 * Issue 8: the server killed (SIGKILL) during a burst of seamless wallet writes, then restarted on
 * the same database. Whatever was in flight, each write is in the books whole or not at all, and
 * the provider's retries after the restart apply each transaction at most once.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const SERVER_SECRET = `crash-test-server-secret-${randomBytes(12).toString('hex')}`;
const PROVIDER_SECRET = builtInProviderSecret(SERVER_SECRET);
/** Marks the burst's transaction and round ids, so the checks look at its rows only. */
const RUN = `crash-${randomBytes(4).toString('hex')}`;

const PLAYERS = 4;
const ROUNDS_PER_PLAYER = 20;
/** Requests in flight at once, spread over the players. */
const IN_FLIGHT = 16;
/** The server is killed once this share of the burst's requests has been answered. */
const KILL_AFTER_SHARE = 0.4;
const READY_TIMEOUT_MS = 90_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The real server (server.ts) as a child process of its own, so it can be killed like one. */
class ServerProcess {
  readonly base: string;
  private readonly child: ChildProcess;
  private output = '';

  constructor(
    databaseUrl: string,
    private readonly dataDir: string,
    port: number,
  ) {
    this.base = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, ['--import', 'tsx', join(apiRoot, 'src/server.ts')], {
      cwd: resolve(apiRoot, '../..'),
      env: {
        // Only what node and tsx need from this environment: no REDIS_URL or other settings of the test run.
        ...Object.fromEntries(
          ['PATH', 'HOME', 'TMPDIR'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
        ),
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'true',
        PASSWORD_SCRYPT_LOG_N: '10',
        SERVER_SECRET,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Should this test process end before afterAll, the server must not outlive it.
    const killOnExit = () => this.child.kill('SIGKILL');
    process.once('exit', killOnExit);
    this.child.once('exit', () => process.off('exit', killOnExit));
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-4_000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Waits until the server answers a visitor call; fails with its output if it exits or takes too long. */
  async ready(): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`the server exited (${this.child.exitCode ?? this.child.signalCode}):\n${this.output}`);
      const answer = await fetch(`${this.base}/api/startup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain_name: 'localhost' }),
      }).catch(() => undefined);
      if (answer?.ok) return;
      await sleep(200);
    }
    throw new Error(`the server was not ready after ${READY_TIMEOUT_MS} ms:\n${this.output}`);
  }

  /** SIGKILL to this child only, and wait until it is gone. */
  async kill(): Promise<void> {
    if (!this.running) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }

  private async post<Body>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Body> {
    const response = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return response.json() as Promise<Body>;
  }

  /** A call of the player's app: its success shape or the failure envelope. */
  call<N extends CallName>(name: N, body: CallRequest<N>): Promise<Envelope<CallResponse<N>>> {
    return this.post(calls[name].path, body);
  }

  /** A call of the operator API with the owner key the demo seed wrote into the data dir for the CLI. */
  operator<P extends OperatorPath>(
    path: P,
    body: operatorApi.OperatorRequest<OperatorCallAt<P>>,
  ): Promise<Envelope<operatorApi.OperatorResponse<OperatorCallAt<P>>>> {
    const key = readFileSync(join(this.dataDir, CLI_KEY_FILE), 'utf8').trim();
    return this.post(`${operatorApi.OPERATOR_API_PREFIX}/${path}`, body, { authorization: `Bearer ${key}` });
  }

  /** A signed seamless wallet call as the built-in provider makes it; the raw answer, or why there was none. */
  async seamless(action: string, request: Record<string, unknown>): Promise<{ raw?: string; transportError?: string }> {
    const raw = JSON.stringify(request);
    try {
      const response = await fetch(`${this.base}/api/seamless/${BUILT_IN}/${action}`, {
        method: 'POST',
        headers: seamlessHeaders(PROVIDER_SECRET, raw),
        body: raw,
        signal: AbortSignal.timeout(30_000),
      });
      return { raw: await response.text() };
    } catch (error) {
      return { transportError: String(error instanceof Error ? (error.cause ?? error.message) : error) };
    }
  }
}

/** A seamless wallet answer as sent; no answer at all reads as an empty one, which has no status. */
const walletAnswer = (raw: string | undefined): Envelope<SeamlessResponse> => JSON.parse(raw ?? '{}');

interface Player {
  playerId: string;
  currency: string;
  token: string;
}

interface Round {
  debit: Record<string, unknown>;
  credit: Record<string, unknown>;
}

/** Logs the demo player in on a site, funds the wallet and opens the built-in game for the provider's token. */
async function preparePlayer(server: ServerProcess, site: { domains: string[]; external_id: string }): Promise<Player> {
  const domain = site.domains[0]!;
  const login = await server.call('login', {
    domain_name: domain,
    external_id: site.external_id,
    account_id: DEMO_PLAYER.accountId,
    password: DEMO_PLAYER.password,
  });
  expectSuccess(login);
  const funded = await server.operator('wallet/adjust', {
    domain,
    account_id: DEMO_PLAYER.accountId,
    direction: 'credit',
    // Plenty for the burst's bets, and below every currency's four-eyes threshold: a key's adjustment applies at once.
    amount: 100,
    reason: 'crash test funds',
    idempotency_key: `${RUN}-funds-${domain}`,
  });
  expectSuccess(funded);
  const launched = await server.call('launchGame', {
    auth: login.token,
    account_id: DEMO_PLAYER.accountId,
    provider_code: BUILT_IN,
    game_code: BUILT_IN_GAME,
  });
  expectSuccess(launched);
  const token = launchTokenIn(launched.value.game_url);
  const authenticated = walletAnswer((await server.seamless('authenticate', { token })).raw);
  expect(authenticated.status, JSON.stringify(authenticated)).toBe('OK');
  return { playerId: walletField(authenticated, 'player_id'), currency: walletField(authenticated, 'currency'), token };
}

/** One round per (player, index): a bet, then its settlement, a loss every third round. */
function roundsOf(player: Player, playerIndex: number): Round[] {
  return Array.from({ length: ROUNDS_PER_PLAYER }, (_, index) => {
    const id = `${RUN}-p${playerIndex}-r${index}`;
    const debit = {
      player_id: player.playerId,
      token: player.token,
      transaction_id: `${id}-bet`,
      round_id: id,
      game_code: BUILT_IN_GAME,
      currency: player.currency,
      amount: 100 + index,
    };
    const credit = {
      player_id: player.playerId,
      transaction_id: `${id}-win`,
      reference_transaction_id: debit.transaction_id,
      round_id: id,
      game_code: BUILT_IN_GAME,
      currency: player.currency,
      amount: index % 3 === 0 ? 0 : 150 + index,
    };
    return { debit, credit };
  });
}

/** Runs `work` over `items`, `concurrency` at a time, until done or `stop()` says so. */
async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>, stop = () => false) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length && !stop()) await work(items[next++]!);
    }),
  );
}

/**
 * A write broken in two shows up here: a seamless transaction without its bet or ledger entry, a
 * bet or a ledger entry without the transaction that made it, a settled bet without its
 * settlement, a transaction id recorded twice.
 */
async function partialWrites(client: pg.Client): Promise<string[]> {
  const like = `${RUN}-%`;
  const checks: Array<[string, string]> = [
    [
      'debit without its bet or bet entry',
      `select pt.transaction_id as id from provider_transactions pt
        left join bets b on b.id = pt.bet_id and b.transaction_id = pt.transaction_id and b.stake = pt.amount
        left join ledger_entries l on l.id = pt.ledger_entry_id and l.kind = 'bet' and l.amount = -pt.amount
          and l.idempotency_key = 'seamless:' || pt.provider_code || ':' || pt.transaction_id
        where pt.kind = 'debit' and pt.transaction_id like $1 and (b.id is null or l.id is null)`,
    ],
    [
      'credit without its settled bet, or with a win entry that does not match',
      `select pt.transaction_id as id from provider_transactions pt
        left join bets b on b.id = pt.bet_id and b.status = 'settled' and b.payout = pt.amount
        left join ledger_entries l on l.id = pt.ledger_entry_id and l.kind = 'win' and l.amount = pt.amount
          and l.idempotency_key = 'seamless:' || pt.provider_code || ':' || pt.transaction_id
        where pt.kind = 'credit' and pt.transaction_id like $1
          and (b.id is null or (pt.amount > 0) <> (l.id is not null) or (pt.ledger_entry_id is not null) <> (l.id is not null))`,
    ],
    [
      'bet without its debit transaction',
      `select b.transaction_id as id from bets b
        where b.round_id like $1 and not exists (
          select 1 from provider_transactions pt
          where pt.bet_id = b.id and pt.kind = 'debit' and pt.transaction_id = b.transaction_id)`,
    ],
    [
      'settled bet without its credit transaction',
      `select b.transaction_id as id from bets b
        where b.round_id like $1 and b.status <> 'open' and not exists (
          select 1 from provider_transactions pt where pt.bet_id = b.id and pt.kind = 'credit')`,
    ],
    [
      'ledger entry without the transaction that recorded it',
      `select l.idempotency_key as id from ledger_entries l
        where l.reference like $1 and not exists (
          select 1 from provider_transactions pt
          where pt.ledger_entry_id = l.id and l.idempotency_key = 'seamless:' || pt.provider_code || ':' || pt.transaction_id)`,
    ],
    [
      'transaction id recorded more than once',
      `select transaction_id as id from provider_transactions where transaction_id like $1
        group by provider_code, transaction_id having count(*) > 1`,
    ],
  ];
  const problems: string[] = [];
  for (const [what, query] of checks) {
    const result = await client.query<{ id: string }>(query, [like]);
    problems.push(...result.rows.map((row) => `${what}: ${row.id}`));
  }
  return problems;
}

async function balances(client: pg.Client, players: Player[]): Promise<bigint[]> {
  const result = await client.query<{ player_id: string; balance: string }>(
    'select player_id::text, balance::text from wallets where player_id = any($1::bigint[])',
    [players.map((player) => player.playerId)],
  );
  return players.map((player) => BigInt(result.rows.find((row) => row.player_id === player.playerId)!.balance));
}

async function countRecorded(client: pg.Client): Promise<number> {
  const result = await client.query<{ count: string }>(
    'select count(*)::text as count from provider_transactions where transaction_id like $1',
    [`${RUN}-%`],
  );
  return Number(result.rows[0]!.count);
}

describe.skipIf(!serverUrl)(
  'crash recovery (needs PostgreSQL: set TEST_DATABASE_URL; the killed server and the test share no PGlite)',
  // Two cold starts of the server (compiling, migrating, seeding) on a machine busy with other test files.
  { timeout: 180_000 },
  () => {
    let scratch: ScratchDatabase;
    let dataDir: string;
    const servers: ServerProcess[] = [];

    async function startServer(): Promise<ServerProcess> {
      const server = new ServerProcess(scratch.url, dataDir, await freePort());
      servers.push(server);
      await server.ready();
      return server;
    }

    beforeAll(async () => {
      scratch = await createScratchDatabase(serverUrl!, 'wl_crash');
      dataDir = mkdtempSync(join(tmpdir(), 'wl-crash-'));
    });

    afterAll(async () => {
      for (const server of servers) await server.kill();
      await scratch?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps whole books when killed mid-burst, and applies each retried transaction at most once after the restart', async () => {
      const first = await startServer();
      const sites = await first.operator('sites/list', {});
      expectSuccess(sites);
      const players: Player[] = [];
      for (const site of sites.value.slice(0, PLAYERS)) players.push(await preparePlayer(first, site));
      const rounds = players.flatMap(roundsOf);
      const fundedBalances = await withClient(scratch.url, (client) => balances(client, players));

      // The burst: each round's bet, then its settlement once the bet is accepted.
      const firstAnswers = new Map<string, string>();
      let answered = 0;
      let unanswered = 0;
      const killAt = Math.floor(rounds.length * 2 * KILL_AFTER_SHARE);
      let killing: Promise<void> | undefined;
      const send = async (action: 'debit' | 'credit', request: Record<string, unknown>) => {
        const outcome = await first.seamless(action, request);
        if (outcome.raw === undefined) {
          unanswered++;
          return false;
        }
        firstAnswers.set(String(request.transaction_id), outcome.raw);
        if (++answered === killAt) killing = first.kill();
        return walletAnswer(outcome.raw).status === 'OK';
      };
      await inParallel(
        rounds,
        IN_FLIGHT,
        async (round) => {
          if (await send('debit', round.debit)) await send('credit', round.credit);
        },
        () => killing !== undefined,
      );
      await killing;
      expect(first.running).toBe(false);
      // Killed in the middle: some writes were answered, some were cut off in flight.
      expect(answered).toBeGreaterThanOrEqual(killAt);
      expect(unanswered).toBeGreaterThan(0);
      expect([...firstAnswers.values()].filter((raw) => walletAnswer(raw).status !== 'OK')).toEqual([]);

      const second = await startServer();
      await withClient(scratch.url, async (client) => {
        expect(await ledgerMismatches(client)).toEqual([]);
        expect(await partialWrites(client)).toEqual([]);
        expect(await countRecorded(client)).toBeGreaterThanOrEqual(firstAnswers.size);
      });

      // The provider retries everything, twice at once: bets first, then settlements.
      for (const action of ['debit', 'credit'] as const) {
        await inParallel(rounds, IN_FLIGHT / 2, async (round) => {
          const request = round[action];
          const [once, twice] = await Promise.all([second.seamless(action, request), second.seamless(action, request)]);
          const label = `${action} ${String(request.transaction_id)}`;
          expect(walletAnswer(once.raw).status, `${label}: ${once.raw ?? once.transportError}`).toBe('OK');
          expect(twice.raw, label).toBe(once.raw);
          // A transaction answered before the kill is answered the same, byte for byte, after it.
          const before = firstAnswers.get(String(request.transaction_id));
          if (before !== undefined) expect(once.raw, label).toBe(before);
        });
      }

      await withClient(scratch.url, async (client) => {
        expect(await ledgerMismatches(client)).toEqual([]);
        expect(await partialWrites(client)).toEqual([]);
        expect(await countRecorded(client)).toBe(rounds.length * 2);
        // Every bet and every win counted exactly once, however many times it was sent.
        const expected = players.map((player, index) =>
          rounds
            .filter((round) => round.debit.player_id === player.playerId)
            .reduce(
              (balance, round) => balance - BigInt(round.debit.amount as number) + BigInt(round.credit.amount as number),
              fundedBalances[index]!,
            ),
        );
        expect(await balances(client, players)).toEqual(expected);
      });
    });
  },
);
