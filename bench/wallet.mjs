// The seamless wallet at the database's speed (issues 8 and 16): the built-in provider WLGAMES signs
// bets (debits) and wins (credits) to the built server over HTTP, and the figures are set against
// what the database itself does on this machine, measured in the same run.
//
// 1. One account under contention: calls on the demo player all at once over BENCH_WALLET_CONNECTIONS
//    connections (default 32). Half are new bets, half wins settling bets placed beforehand, shuffled;
//    the balance plus the wins cover about half of the stakes, so some bets must be refused
//    INSUFFICIENT_FUNDS while wins land among them: the wallet lock keeps the balance from going
//    below zero. Its calls/s is how long a call holds the player's wallet lock (1000 / calls/s ms).
// 2. Steady state: BENCH_WALLET_PLAYERS players (default 400) over BENCH_WALLET_STEADY_CONNECTIONS
//    connections (default 32) for BENCH_WALLET_SECONDS (default 15); each connection plays rounds of
//    its own players in turn, each round a debit and then the credit settling it, each call sent when
//    the one before was answered. calls/s, p50/p99 of one call, and errors (any answer but OK).
// 3. The reference, in the same run: on PostgreSQL `pgbench -N -c 16 -j 2` on a freshly initialised
//    database of its own (dropped after), the database server's own ceiling for a durable one-row
//    update + insert; on PGlite the same update + insert in a loop, in-process. The steady state runs
//    in BENCH_WALLET_WINDOWS windows (default 3) of BENCH_WALLET_SECONDS / windows each, every one
//    right after a window of the reference as long: load from other work on a shared machine weighs
//    on both alike, and the ratio is the steady state's calls/s over the reference's mean tps.
//
// Calls answered INTERNAL_ERROR, or not at all, are sent again with the same transaction id, as the
// protocol tells providers to (and counted as errors). Then the books are checked straight from the
// database: every wallet equals the sum of its ledger, every ledger entry's balance follows from the
// one before, no transaction id is applied twice, exactly the calls answered OK were applied, and
// each balance moved by exactly what those answers say. A sample of the transactions is sent again
// and must get the first answer, byte for byte, and move nothing. Any mismatch or missed budget
// exits 1. Budgets (issue 16): PostgreSQL steady state >= 0.5x pgbench tps with p99 <= 100 ms and no
// error, one account >= 500 calls/s (the lock held <= 2 ms a call); PGlite steady state >= 0.3x its
// ceiling with no error.
//
// Runs on PGlite, and again on a PostgreSQL database of its own when BENCH_DATABASE_URL is set.
// Env: BENCH_WALLET_SINGLE (calls on the one account, default 200), BENCH_WALLET_CONNECTIONS,
// BENCH_WALLET_PLAYERS, BENCH_WALLET_STEADY_CONNECTIONS, BENCH_WALLET_SECONDS, BENCH_WALLET_WINDOWS,
// BENCH_WALLET_REPLAYS (transactions sent again per stage, default 50), BENCH_WALLET_SKIP_PGLITE
// (set: PostgreSQL only), BENCH_PGBENCH (the pgbench binary, default `pgbench`), BENCH_DATABASE_URL,
// BENCH_SERVER_NODE_ARGS (node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
import { spawnSync } from 'node:child_process';
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pad, reportVerdict } from './report.mjs';
import {
  createDatabase,
  DEMO,
  DOMAIN,
  mapLimit,
  nextIp,
  requireBuiltServer,
  signUpPlayer,
  startApi,
  stopChildrenOnSignals,
} from './server.mjs';

const SINGLE_CALLS = Number(process.env.BENCH_WALLET_SINGLE ?? 200);
const CONNECTIONS = Number(process.env.BENCH_WALLET_CONNECTIONS ?? 32);
const PLAYERS = Number(process.env.BENCH_WALLET_PLAYERS ?? 400);
const STEADY_CONNECTIONS = Number(process.env.BENCH_WALLET_STEADY_CONNECTIONS ?? 32);
const STEADY_SECONDS = Number(process.env.BENCH_WALLET_SECONDS ?? 15);
const REPLAYS = Number(process.env.BENCH_WALLET_REPLAYS ?? 50);
const PGBENCH = process.env.BENCH_PGBENCH ?? 'pgbench';
/** The steady state and its reference run in this many alternating windows (STEADY_SECONDS in all, each). */
const WINDOWS = Number(process.env.BENCH_WALLET_WINDOWS ?? 3);
/** pgbench's own run: simple-update transactions (-N), 16 clients, 2 threads (-T is each window's length). */
const PGBENCH_ARGS = ['-N', '-c', '16', '-j', '2'];
/** What each steady-state player holds before it starts: far more than its rounds can lose. */
const STEADY_FUNDS = 5_000_000;

/** Budgets of issue 16. */
const BUDGET = { postgresRatio: 0.5, p99Ms: 100, oneAccountRps: 500, pgliteRatio: 0.3 };

const PROVIDER = 'WLGAMES';
const GAME = 'lucky_lantern';
const CURRENCY = 'USD';
/** How often calls without an answer are sent again before the benchmark gives up on them. */
const RETRY_ROUNDS = 5;
/** Connections opened at once before a burst. */
const CONNECT_WAVE = 100;
/** Setup calls (signups, launches, opening bets) run this many at a time; they are not measured. */
const SETUP_PARALLEL = 8;

/**
 * The built-in provider's key, derived from the server secret exactly as builtInProviderSecret in
 * apps/api/src/lib/secrets.ts does (the built server is one bundle, so it cannot be imported).
 */
const providerSecret = (serverSecret) =>
  createHmac('sha256', serverSecret).update(`provider-secret:${PROVIDER}`).digest('base64url');

/** The headers of a signed seamless call (docs/providers.md): HMAC-SHA256 of `${timestamp}.${rawBody}`. */
function signedHeaders(secret, rawBody) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return { 'content-type': 'application/json', 'x-wl-timestamp': timestamp, 'x-wl-signature': `sha256=${signature}` };
}

/** A keep-alive HTTP client of one server; `post` resolves with the status and the raw answer. */
function httpClient(base, sockets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  const { hostname, port } = new URL(base);
  function post(path, rawBody, headers) {
    return new Promise((resolve, reject) => {
      const request = http.request(
        { agent, hostname, port, path, method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(rawBody) } },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => resolve({ httpStatus: response.statusCode, raw: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      request.on('error', reject);
      request.end(rawBody);
    });
  }
  return { post, close: () => agent.destroy() };
}

function shuffle(items) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** The player API, the operator API and the seamless API of one running server. */
function apiOf(server, serverSecret) {
  const operatorKey = server.ownerKey();
  const client = httpClient(server.base, SETUP_PARALLEL);
  const secret = providerSecret(serverSecret);
  async function json(path, body, headers) {
    const result = await client.post(path, JSON.stringify(body), { 'content-type': 'application/json', ...headers });
    const answer = JSON.parse(result.raw);
    if (result.httpStatus !== 200 || (answer.statusCode !== undefined && answer.statusCode !== 1)) {
      throw new Error(`${path} answered ${result.httpStatus}: ${result.raw}`);
    }
    return answer;
  }
  return {
    secret,
    close: client.close,
    player: (path, body) => json(path, body, { 'x-forwarded-for': nextIp() }),
    // Setup makes more operator calls than one address may in a minute: they come from many, as player calls do.
    operator: (path, body) =>
      json(`/api/operator/${path}`, body, { authorization: `Bearer ${operatorKey}`, 'x-forwarded-for': nextIp() }),
    backoffice: (path, body) =>
      json(`/api/backoffice/${path}`, body, { authorization: `Bearer ${operatorKey}`, 'x-forwarded-for': nextIp() }),
    async seamless(action, body) {
      const rawBody = JSON.stringify(body);
      const answer = JSON.parse(
        (await client.post(`/api/seamless/${PROVIDER}/${action}`, rawBody, signedHeaders(secret, rawBody))).raw,
      );
      if (answer.status !== 'OK') throw new Error(`seamless ${action} answered ${JSON.stringify(answer)}`);
      return answer;
    },
  };
}

/** A player as the provider knows it: logged in, a game launched, authenticated through the seamless API. */
async function launchedPlayer(api, site, session) {
  const launched = await api.player('/api/product/launch_game', { ...session, provider_code: PROVIDER, game_code: GAME });
  // The built-in game URL carries the launch token in its fragment.
  const token = new URLSearchParams(new URL(launched.value.game_url, 'http://localhost').hash.slice(1)).get('token');
  if (!token) throw new Error(`no launch token in ${launched.value.game_url}`);
  const authenticated = await api.seamless('authenticate', { token });
  return { accountId: session.account_id, token, playerId: authenticated.player_id, balance: authenticated.balance, site };
}

async function demoPlayer(api, site) {
  const login = await api.player('/api/auth/login', { ...site, ...DEMO });
  return launchedPlayer(api, site, { auth: login.token, account_id: DEMO.account_id });
}

/** A new player, signed up as a visitor would, with a game launched (201-555-5xxx numbers). */
async function newPlayer(api, site, index) {
  const accountId = `wallet${index}_${randomBytes(3).toString('hex')}`;
  const token = await signUpPlayer(api, site, { accountId, phone: `+1201555${5000 + index}`, password: 'Bench-wallet-2026' });
  return launchedPlayer(api, site, { auth: token, account_id: accountId });
}

/**
 * The wallets are funded with operator adjustments far above what a second staff member must
 * approve: the benchmark raises its operators' thresholds first, as their owner may.
 */
async function allowLargeAdjustments(api) {
  const { value: operators } = await api.backoffice('operators/list', {});
  for (const operator of operators) {
    const currencies = Object.keys(operator.adjustment_approval_over);
    await api.backoffice('operators/update', {
      operator_id: operator.id,
      adjustment_approval_over: Object.fromEntries(currencies.map((currency) => [currency, Number.MAX_SAFE_INTEGER])),
      reason: 'wallet benchmark funds',
    });
  }
}

/** Credits or debits the wallet (an operator adjustment) so that it holds `cents`. */
async function setBalance(api, player, cents) {
  const difference = cents - player.balance;
  if (difference === 0) return;
  await api.operator('wallet/adjust', {
    domain: DOMAIN,
    account_id: player.accountId,
    direction: difference > 0 ? 'credit' : 'debit',
    amount: Math.abs(difference) / 100,
    reason: 'wallet benchmark funds',
    idempotency_key: `bench-${randomBytes(8).toString('hex')}`,
  });
  player.balance = cents;
}

const transactionId = () => `bench-${randomBytes(12).toString('hex')}`;
/** Stakes of the bets that the burst's wins settle, and of the burst's new bets, in cents. */
const openingStake = () => randomInt(100, 1_001);
const newStake = () => randomInt(100, 5_001);
/** Half the rounds are lost (a win of 0 settles them), the others pay between half and five times the stake. */
const payout = (amount) => (randomInt(2) === 0 ? 0 : Math.round((amount * randomInt(50, 501)) / 100));

function debitBody(player, amount) {
  return {
    player_id: player.playerId,
    token: player.token,
    transaction_id: transactionId(),
    round_id: `round-${randomBytes(8).toString('hex')}`,
    game_code: GAME,
    currency: CURRENCY,
    amount,
  };
}

function creditBody(bet) {
  return {
    player_id: bet.player_id,
    transaction_id: transactionId(),
    reference_transaction_id: bet.transaction_id,
    round_id: bet.round_id,
    game_code: GAME,
    currency: CURRENCY,
    amount: payout(bet.amount),
  };
}

/**
 * Prepares one burst over `players`, `callsEach` calls per player: the bets that its wins settle
 * are placed first (not measured), then each balance is set to `fundsFor(staked, won)`, the total
 * stake of the burst's new bets and the total of its wins being given.
 */
async function prepareBurst(api, players, callsEach, fundsFor) {
  const calls = [];
  await mapLimit(players, SETUP_PARALLEL, async (player) => {
    const wins = Math.floor(callsEach / 2);
    const newBets = Array.from({ length: callsEach - wins }, () => debitBody(player, newStake()));
    const openingBets = Array.from({ length: wins }, () => debitBody(player, openingStake()));
    const credits = openingBets.map(creditBody);
    const sum = (bodies) => bodies.reduce((total, body) => total + body.amount, 0);
    await setBalance(api, player, sum(openingBets) + fundsFor(sum(newBets), sum(credits)));
    for (const bet of openingBets) await api.seamless('debit', bet);
    player.startBalance = (await api.seamless('balance', { player_id: player.playerId })).balance;
    for (const body of newBets) calls.push({ action: 'debit', body, player });
    for (const body of credits) calls.push({ action: 'credit', body, player });
  });
  return shuffle(calls);
}

/**
 * Answers a provider retries with the same transaction id (docs/providers.md): INTERNAL_ERROR, or
 * none at all. The first try may have been applied all the same; the retry must then get its answer.
 */
const retryable = (call) => call.httpStatus !== 200 || call.answer.status === 'INTERNAL_ERROR';

/** Sends one call over `connection`; it keeps its answer, its try count and the time from `started` until the answer. */
async function send(connection, secret, call, started) {
  const rawBody = JSON.stringify(call.body);
  const sent = performance.now();
  try {
    const result = await connection.post(`/api/seamless/${PROVIDER}/${call.action}`, rawBody, signedHeaders(secret, rawBody));
    call.httpStatus = result.httpStatus;
    call.raw = result.raw;
    call.answer = JSON.parse(result.raw);
  } catch (error) {
    call.httpStatus = undefined;
    call.answer = { status: `no answer (${error.code ?? error.message})` };
  }
  call.tries = (call.tries ?? 0) + 1;
  call.settledMs = performance.now() - started;
  call.latencyMs ??= performance.now() - sent;
}

/** Sends `calls` all at once, the n-th over connection n; each keeps its answer and the time from `started` until it came. */
async function sendAll(connections, secret, calls, started) {
  await Promise.all(calls.map((call, index) => send(connections[index % connections.length], secret, call, started)));
}

const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection sending one call at a time, as each of a provider's
 * connections does (calls posted meanwhile wait their turn); `post` resolves as httpClient's does.
 * It is written on a bare socket because the load comes from this process, on the same two cores
 * as the server and the database, and pgbench's C client costs the reference little. Node's HTTP
 * client spent about 190 µs of CPU a call here, undici's 150 µs, this one about 70 µs (decision
 * 0209). The server answers JSON with a Content-Length.
 */
function rawConnection(base) {
  const { hostname, port } = new URL(base);
  const queue = [];
  let socket;
  let received = Buffer.alloc(0);

  function settle(error, result) {
    const call = queue.shift();
    received = Buffer.alloc(0);
    if (call) error ? call.reject(error) : call.resolve(result);
    if (queue.length > 0) sendFirst();
  }

  function onData(chunk) {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    const headersEnd = received.indexOf(HEADERS_END);
    if (headersEnd < 0) return;
    const head = received.toString('latin1', 0, headersEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      socket.destroy(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
      return;
    }
    const bodyStart = headersEnd + HEADERS_END.length;
    const bodyEnd = bodyStart + Number(length[1]);
    if (received.length < bodyEnd) return;
    const raw = received.toString('utf8', bodyStart, bodyEnd);
    if (/\r\nconnection: *close/i.test(head)) {
      socket.end();
      socket = undefined;
    }
    settle(undefined, { httpStatus: Number(head.slice(9, 12)), raw });
  }

  function connect() {
    const opened = net.connect({ host: hostname, port: Number(port), noDelay: true });
    opened.on('data', (chunk) => {
      if (socket === opened) onData(chunk);
    });
    opened.on('error', () => {});
    // Only the socket in use has a call in flight: its close is that call's error.
    opened.on('close', () => {
      if (socket !== opened) return;
      socket = undefined;
      if (queue.length > 0) settle(new Error('the connection closed before the answer'));
    });
    return opened;
  }

  function sendFirst() {
    socket ??= connect();
    socket.write(queue[0].request);
  }

  return {
    post(path, rawBody, headers) {
      let request = `POST ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\ncontent-length: ${Buffer.byteLength(rawBody)}\r\n`;
      for (const [name, value] of Object.entries(headers)) request += `${name}: ${value}\r\n`;
      return new Promise((resolve, reject) => {
        queue.push({ request: `${request}\r\n${rawBody}`, resolve, reject });
        if (queue.length === 1) sendFirst();
      });
    },
    close: () => socket?.destroy(),
  };
}

/**
 * Keep-alive connections opened before the clock starts, so connecting is no part of the time to
 * settle. They open a wave at a time: thousands of connects at once overflow the server's accept
 * queue, and the connections it drops then fail in the burst.
 */
async function openConnections(base, count) {
  const connections = Array.from({ length: count }, () => rawConnection(base));
  for (let first = 0; first < count; first += CONNECT_WAVE) {
    // Not an action: a 404 that reads nothing, so the waves are quick and no connection idles long.
    await Promise.allSettled(
      connections
        .slice(first, first + CONNECT_WAVE)
        .map((connection) => connection.post(`/api/seamless/${PROVIDER}/connect`, '{}', { 'content-type': 'application/json' })),
    );
  }
  return connections;
}

/**
 * Fires every call at once over BENCH_WALLET_CONNECTIONS connections, then retries what a provider
 * would retry, all at once again, until every call has its answer (at most RETRY_ROUNDS times).
 */
async function fire(server, secret, calls) {
  const connections = await openConnections(server.base, Math.min(CONNECTIONS, calls.length));
  try {
    const started = performance.now();
    await sendAll(connections, secret, calls, started);
    for (const call of calls) call.firstStatus = call.answer.status;
    const retryRounds = await retryPending(connections, secret, calls, started);
    return { settleMs: performance.now() - started, retryRounds };
  } finally {
    for (const connection of connections) connection.close();
  }
}

/** Sends again what a provider would retry, all at once, until every call has its answer (at most RETRY_ROUNDS times). */
async function retryPending(connections, secret, calls, started) {
  let rounds = 0;
  for (let pending = calls.filter(retryable); pending.length > 0 && rounds < RETRY_ROUNDS; pending = calls.filter(retryable)) {
    rounds++;
    await sendAll(connections, secret, pending, started);
  }
  return rounds;
}

/**
 * The steady state: each connection plays rounds of its own players in turn (one player is never on
 * two connections, as a player plays one round at a time), each round a debit and, once it is
 * answered OK, the credit settling it, until STEADY_SECONDS have passed. Only the calls answered in
 * the window count; each call's latency is from its sending to its answer.
 */
async function steadyState(server, secret, players, seconds) {
  const connections = await openConnections(server.base, STEADY_CONNECTIONS);
  const calls = [];
  try {
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      connections.map(async (connection, worker) => {
        const mine = players.filter((_, index) => index % connections.length === worker);
        for (let round = 0; mine.length > 0 && performance.now() < deadline; round++) {
          const player = mine[round % mine.length];
          const debit = { action: 'debit', body: debitBody(player, newStake()), player };
          await send(connection, secret, debit, started);
          calls.push(debit);
          if (debit.answer.status !== 'OK') continue;
          const credit = { action: 'credit', body: creditBody(debit.body), player };
          await send(connection, secret, credit, started);
          calls.push(credit);
        }
      }),
    );
    const windowMs = performance.now() - started;
    for (const call of calls) call.firstStatus = call.answer.status;
    const retryRounds = await retryPending(connections, secret, calls, started);
    return { calls, windowMs, retryRounds };
  } finally {
    for (const connection of connections) connection.close();
  }
}

/**
 * pgbench -N on a database of its own on the same server, initialised fresh (scale 1) and dropped
 * by close(): one durable row update + insert per transaction, the database's own ceiling for a
 * wallet-like write on this machine. run(seconds) answers its tps over that window.
 */
async function pgbenchReference(serverUrl) {
  const database = await createDatabase(serverUrl);
  const init = spawnSync(PGBENCH, ['-i', '-q', database.url], { encoding: 'utf8' });
  if (init.status !== 0) {
    await database.drop();
    throw new Error(`pgbench -i failed: ${init.error?.message ?? init.stderr}`);
  }
  return {
    name: `pgbench ${PGBENCH_ARGS.join(' ')}`,
    async run(seconds) {
      const run = spawnSync(PGBENCH, [...PGBENCH_ARGS, '-T', String(seconds), database.url], { encoding: 'utf8' });
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout) ?? /tps = ([\d.]+)/.exec(run.stdout);
      if (run.status !== 0 || !tps) throw new Error(`pgbench failed: ${run.error?.message ?? run.stderr}`);
      return Number(tps[1]);
    },
    close: () => database.drop(),
  };
}

/**
 * PGlite's ceiling, in-process in this benchmark's process: the same durable one-row update + insert
 * as pgbench -N (over PLAYERS rows), one transaction each, on a data dir of its own removed by
 * close(). run(seconds) loops for that long and answers transactions per second.
 */
async function pgliteReference() {
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-bench-ceiling-'));
  const database = await PGlite.create(dataDir);
  await database.exec(`
    create table accounts (id integer primary key, balance bigint not null);
    insert into accounts select g, 0 from generate_series(1, ${PLAYERS}) g;
    create table history (id bigint generated always as identity primary key, account_id integer not null,
      delta bigint not null, created_at timestamptz not null default now());`);
  let done = 0;
  return {
    name: 'PGlite in-process update + insert loop',
    async run(seconds) {
      const started = performance.now();
      const deadline = started + seconds * 1000;
      let transactions = 0;
      while (performance.now() < deadline) {
        const id = 1 + (done % PLAYERS);
        const delta = randomInt(-5_000, 5_001);
        await database.transaction(async (tx) => {
          await tx.query('update accounts set balance = balance + $1 where id = $2 returning balance', [delta, id]);
          await tx.query('insert into history (account_id, delta) values ($1, $2)', [id, delta]);
        });
        done++;
        transactions++;
      }
      return transactions / ((performance.now() - started) / 1000);
    },
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The steady state in WINDOWS windows, each right after a window of the reference of the same
 * length: background load on a shared machine then weighs on both alike. Answers the steady
 * state's calls over all windows and the reference's mean tps.
 */
async function interleaved(reference, server, secret, players) {
  const seconds = Math.max(1, Math.round(STEADY_SECONDS / WINDOWS));
  const tps = [];
  const windows = [];
  for (let window = 0; window < WINDOWS; window++) {
    tps.push(await reference.run(seconds));
    windows.push(await steadyState(server, secret, players, seconds));
  }
  return {
    referenceTps: tps.reduce((sum, value) => sum + value, 0) / tps.length,
    referenceWindows: tps,
    steady: {
      calls: windows.flatMap((window) => window.calls),
      windowMs: windows.reduce((sum, window) => sum + window.windowMs, 0),
      retryRounds: Math.max(...windows.map((window) => window.retryRounds)),
    },
  };
}

/** The machine's load averages (1, 5, 15 min), printed with every figure: the machine is shared. */
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Sends a sample of the transactions answered OK again, all at once: each must get its first answer and move nothing. */
async function replaySample(api, server, calls, problems, label) {
  const players = [...new Set(calls.map((call) => call.player))];
  const balances = async () =>
    Promise.all(players.map(async (player) => (await api.seamless('balance', { player_id: player.playerId })).balance));
  const before = await balances();
  const sample = shuffle(calls.filter((call) => call.answer.status === 'OK')).slice(0, REPLAYS);
  const client = httpClient(server.base, Math.max(1, sample.length));
  try {
    const replayed = await Promise.all(
      sample.map((call) => {
        const rawBody = JSON.stringify(call.body);
        return client.post(`/api/seamless/${PROVIDER}/${call.action}`, rawBody, signedHeaders(api.secret, rawBody));
      }),
    );
    const differing = replayed.filter((result, index) => result.raw !== sample[index].raw).length;
    if (differing > 0) problems.push(`${label}: ${differing} of ${sample.length} repeated transactions got another answer`);
  } finally {
    client.close();
  }
  const after = await balances();
  const moved = players.filter((_, index) => before[index] !== after[index]).length;
  if (moved > 0) problems.push(`${label}: repeating ${sample.length} transactions changed ${moved} balances`);
  return sample.length;
}

const countByStatus = (calls, statusOf) => {
  const counts = {};
  for (const call of calls) counts[statusOf(call)] = (counts[statusOf(call)] ?? 0) + 1;
  return counts;
};

/**
 * Figures of one stage, and a problem for each final answer the scenario does not allow. A burst is
 * timed from its start to its last answer (p50/p99 from the start too); the steady state over its
 * window, p50/p99 of one call from its sending. Errors are first answers other than OK and the
 * scenario's refusals.
 */
function summarise(stage, problems) {
  const { label, calls, retryRounds, refusals } = stage;
  const steady = stage.windowMs !== undefined;
  const elapsedMs = steady ? stage.windowMs : stage.settleMs;
  const times = calls.map((call) => (steady ? call.latencyMs : call.settledMs)).sort((a, b) => a - b);
  const allowed = (call, status) => status === 'OK' || (call.action === 'debit' && refusals.includes(status));
  const unexpected = calls.filter((call) => call.httpStatus !== 200 || !allowed(call, call.answer.status));
  if (unexpected.length > 0) {
    const examples = unexpected
      .slice(0, 3)
      .map((call) => `${call.action} ${call.httpStatus ?? '-'} ${call.raw ?? call.answer.status}`);
    problems.push(
      `${label}: ${unexpected.length} calls without an expected answer after ${retryRounds} retries, e.g. ${examples.join('; ')}`,
    );
  }
  return {
    stage: label,
    steady,
    calls: calls.length,
    accounts: new Set(calls.map((call) => call.player.playerId)).size,
    elapsedMs,
    rps: calls.length / (elapsedMs / 1000),
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    errors: calls.filter((call) => !allowed(call, call.firstStatus)).length,
    retried: calls.filter((call) => call.tries > 1).length,
    retryRounds,
    firstAnswers: countByStatus(calls, (call) => call.firstStatus),
    answers: countByStatus(calls, (call) => call.answer.status),
    load: stage.load,
  };
}

/** The budgets of issue 16 on one backend's rows; each miss is a problem. */
function judge(backend, rows, reference, problems) {
  for (const row of rows) {
    const verdicts = [];
    if (row.steady) {
      row.reference = reference;
      row.ratio = row.rps / reference.tps;
      const ratioBudget = backend === 'postgres' ? BUDGET.postgresRatio : BUDGET.pgliteRatio;
      verdicts.push([row.ratio >= ratioBudget, `${row.ratio.toFixed(2)}x ${reference.name}, budget >= ${ratioBudget}x`]);
      if (backend === 'postgres')
        verdicts.push([row.p99 <= BUDGET.p99Ms, `p99 ${Math.round(row.p99)} ms, budget <= ${BUDGET.p99Ms} ms`]);
      verdicts.push([row.errors === 0, `${row.errors} errors, budget 0`]);
    } else if (backend === 'postgres') {
      verdicts.push([
        row.rps >= BUDGET.oneAccountRps,
        `${Math.round(row.rps)} calls/s on one account, budget >= ${BUDGET.oneAccountRps}`,
      ]);
    }
    row.verdict = verdicts.every(([met]) => met) ? (verdicts.length > 0 ? 'met' : '-') : 'MISSED';
    for (const [met, text] of verdicts) if (!met) problems.push(`${row.stage}: ${text}`);
  }
}

/** The server's logged errors, counted by message, for the report when calls had to be retried. */
function serverErrors(log) {
  const counts = new Map();
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.level < 50) continue;
      // The logged message ends with the root cause; the failed query before it differs call by call.
      const cause = entry.err?.message?.split(': ').at(-1).split('\n')[0].slice(0, 200);
      const text = `${entry.msg}${cause ? `: ${cause}` : ''}`;
      counts.set(text, (counts.get(text) ?? 0) + 1);
    } catch {
      // not a log record
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** A query function on the benchmark's database: PostgreSQL through pg, or the PGlite data dir. */
async function openBooks(kind, location) {
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: location });
    await client.connect();
    return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
  }
  const database = await PGlite.create(location);
  return { query: async (text, params) => (await database.query(text, params)).rows, close: () => database.close() };
}

/** The checks of the books after every burst; each mismatch is a problem. */
async function checkBooks(books, bursts, problems) {
  const players = [...new Set(bursts.flatMap(({ calls }) => calls.map((call) => call.player)))];
  const playerIds = players.map((player) => player.playerId);

  const walletVsLedger = await books.query(
    `select w.player_id::text as player_id, w.balance::text as balance, coalesce(sum(l.amount), 0)::text as ledger
       from wallets w left join ledger_entries l on l.player_id = w.player_id
      where w.player_id = any($1::bigint[])
      group by w.player_id, w.balance`,
    [playerIds],
  );
  const off = walletVsLedger.filter((row) => row.balance !== row.ledger);
  if (walletVsLedger.length !== players.length)
    problems.push(`books: ${walletVsLedger.length} wallets found for ${players.length} players`);
  if (off.length > 0)
    problems.push(`books: ${off.length} wallets differ from the sum of their ledger, e.g. ${JSON.stringify(off[0])}`);

  const brokenChain = await books.query(
    `select player_id::text as player_id, id::text as id, balance_after::text as balance_after, running::text as running
       from (select player_id, id, balance_after, sum(amount) over (partition by player_id order by id) as running
               from ledger_entries where player_id = any($1::bigint[])) entries
      where balance_after <> running`,
    [playerIds],
  );
  if (brokenChain.length > 0) {
    problems.push(
      `books: ${brokenChain.length} ledger entries whose balance_after is not the running sum (two movements read the same balance), e.g. ${JSON.stringify(brokenChain[0])}`,
    );
  }

  for (const [table, columns] of [
    ['provider_transactions', 'provider_code, transaction_id'],
    ['bets', 'provider_code, transaction_id'],
    ['ledger_entries', 'idempotency_key'],
  ]) {
    const [{ count }] = await books.query(
      `select count(*)::int as count from (select ${columns} from ${table} group by ${columns} having count(*) > 1) duplicates`,
    );
    if (count > 0) problems.push(`books: ${count} duplicate (${columns}) in ${table}`);
  }

  const calls = bursts.flatMap((burst) => burst.calls);
  const okIds = new Set(calls.filter((call) => call.answer.status === 'OK').map((call) => call.body.transaction_id));
  const applied = await books.query(
    `select transaction_id from provider_transactions where provider_code = $1 and transaction_id = any($2::text[])`,
    [PROVIDER, calls.map((call) => call.body.transaction_id)],
  );
  const appliedIds = new Set(applied.map((row) => row.transaction_id));
  const appliedNotOk = [...appliedIds].filter((id) => !okIds.has(id)).length;
  const okNotApplied = [...okIds].filter((id) => !appliedIds.has(id)).length;
  if (applied.length !== okIds.size || appliedNotOk > 0 || okNotApplied > 0) {
    problems.push(
      `books: ${applied.length} transactions applied for ${okIds.size} OK answers (${appliedNotOk} applied without OK, ${okNotApplied} OK but not applied)`,
    );
  }

  // Each OK answer that moved money names its ledger entry; the entry must hold the balance it answered.
  const answered = calls.filter((call) => call.answer.status === 'OK' && call.answer.operator_transaction_id);
  const entries = await books.query(
    `select id::text as id, amount::text as amount, balance_after::text as balance_after from ledger_entries where id = any($1::bigint[])`,
    [answered.map((call) => call.answer.operator_transaction_id)],
  );
  const entryById = new Map(entries.map((row) => [row.id, row]));
  const wrongEntries = answered.filter((call) => {
    const entry = entryById.get(call.answer.operator_transaction_id);
    const signed = call.action === 'debit' ? -call.body.amount : call.body.amount;
    return !entry || entry.balance_after !== String(call.answer.balance) || entry.amount !== String(signed);
  });
  const moving = calls.filter((call) => call.answer.status === 'OK' && call.body.amount > 0).length;
  if (answered.length !== moving)
    problems.push(`books: ${moving} OK answers moved money but ${answered.length} name a ledger entry`);
  if (wrongEntries.length > 0) problems.push(`books: ${wrongEntries.length} OK answers disagree with their ledger entry`);

  const finalBalances = new Map(walletVsLedger.map((row) => [row.player_id, BigInt(row.balance)]));
  const effects = new Map(players.map((player) => [player.playerId, BigInt(player.startBalance)]));
  for (const call of calls) {
    if (call.answer.status !== 'OK') continue;
    const change = BigInt(call.action === 'debit' ? -call.body.amount : call.body.amount);
    effects.set(call.player.playerId, effects.get(call.player.playerId) + change);
  }
  const drifted = players.filter((player) => finalBalances.get(player.playerId) !== effects.get(player.playerId));
  if (drifted.length > 0) {
    const player = drifted[0];
    problems.push(
      `books: ${drifted.length} final balances differ from the start plus the OK answers, e.g. player ${player.playerId}: ${finalBalances.get(player.playerId)} instead of ${effects.get(player.playerId)}`,
    );
  }
}

/** Fills each player's wallet and plays one round of each (not measured: it also warms what the server caches). */
async function prepareSteady(api, players) {
  await mapLimit(players, SETUP_PARALLEL, async (player) => {
    await setBalance(api, player, STEADY_FUNDS);
    const debit = debitBody(player, newStake());
    await api.seamless('debit', debit);
    await api.seamless('credit', creditBody(debit));
    player.startBalance = (await api.seamless('balance', { player_id: player.playerId })).balance;
  });
}

/** Both stages against one backend, with its reference measured just before the steady state; returns the figures and the problems found. */
async function benchBackend(label, databaseUrl, serverUrl) {
  const serverSecret = randomBytes(32).toString('hex');
  const server = await startApi(label, {
    SERVER_SECRET: serverSecret,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const problems = [];
  const stages = [];
  const api = apiOf(server, serverSecret);
  try {
    await allowLargeAdjustments(api);
    const startup = await api.player('/api/startup', { domain_name: DOMAIN });
    const site = { domain_name: DOMAIN, external_id: startup.site.external_id };

    process.stderr.write(`  ${label}: one account, ${SINGLE_CALLS} calls over ${CONNECTIONS} connections\n`);
    const demo = await demoPlayer(api, site);
    // The balance plus the wins cover half the stakes (unless the wins alone exceed that, which is
    // rare): some bets must be refused, whatever the order.
    const singleCalls = await prepareBurst(api, [demo], SINGLE_CALLS, (staked, won) => Math.max(0, Math.floor(staked / 2) - won));
    const single = await fire(server, api.secret, singleCalls);
    stages.push({ label: `${label} one account`, calls: singleCalls, refusals: ['INSUFFICIENT_FUNDS'], load: load(), ...single });

    process.stderr.write(`  ${label}: signing up ${PLAYERS} players\n`);
    const players = await mapLimit(
      Array.from({ length: PLAYERS }, (_, index) => index),
      SETUP_PARALLEL,
      (index) => newPlayer(api, site, index),
    );
    await prepareSteady(api, players);
    process.stderr.write(
      `  ${label}: steady state, ${PLAYERS} players over ${STEADY_CONNECTIONS} connections, ${WINDOWS} windows of ${Math.max(1, Math.round(STEADY_SECONDS / WINDOWS))} s, each after one of the reference\n`,
    );
    const steadyLoad = load();
    const referenceRun = serverUrl ? await pgbenchReference(serverUrl) : await pgliteReference();
    let measured;
    try {
      measured = await interleaved(referenceRun, server, api.secret, players);
    } finally {
      await referenceRun.close();
    }
    const reference = {
      name: referenceRun.name,
      tps: measured.referenceTps,
      windows: measured.referenceWindows,
      load: steadyLoad,
    };
    stages.push({ label: `${label} steady ${PLAYERS}`, refusals: [], load: steadyLoad, ...measured.steady });

    const rows = stages.map((stage) => summarise(stage, problems));
    judge(label, rows, reference, problems);
    for (const [index, stage] of stages.entries()) {
      rows[index].replayed = await replaySample(api, server, stage.calls, problems, stage.label);
    }
    api.close();
    await server.stop({ keepDataDir: true });
    const errors = serverErrors(server.log());
    const books = await openBooks(databaseUrl ? 'postgres' : 'pglite', databaseUrl ?? server.dataDir);
    try {
      await checkBooks(books, stages, problems);
    } finally {
      await books.close();
    }
    return { label, rows, reference, problems, errors };
  } finally {
    api.close();
    await server.stop();
  }
}

async function main() {
  requireBuiltServer();
  stopChildrenOnSignals();
  const results = process.env.BENCH_WALLET_SKIP_PGLITE ? [] : [await benchBackend('pglite')];
  if (process.env.BENCH_DATABASE_URL) {
    const database = await createDatabase(process.env.BENCH_DATABASE_URL);
    try {
      results.push(await benchBackend('postgres', database.url, process.env.BENCH_DATABASE_URL));
    } finally {
      await database.drop();
    }
  } else {
    console.log('BENCH_DATABASE_URL is not set: the wallet benchmark ran on PGlite only (PostgreSQL budgets not judged).');
  }

  const rows = results.flatMap((result) => result.rows);
  const problems = results.flatMap((result) => result.problems);
  const statuses = (counts) =>
    Object.entries(counts)
      .map(([status, count]) => `${status} ${count}`)
      .join(', ');
  console.log(`\nSeamless wallet (Node ${process.version}, ${process.env.DATABASE_POOL_SIZE ?? 'default'} pool)`);
  for (const result of results) {
    const { reference } = result;
    console.log(
      `${result.label} reference: ${reference.name}, mean ${Math.round(reference.tps)} tps over windows of ${reference.windows.map(Math.round).join(', ')} (load ${reference.load})`,
    );
  }
  const header = `${pad('stage', 22, true)} ${pad('calls', 6)} ${pad('accts', 5)} ${pad('secs', 6)} ${pad('calls/s', 7)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('x ref', 6)} ${pad('lock ms', 7)} ${pad('errors', 6)} ${pad('replayed', 8)} ${pad('budget', 6, true)}  load (1/5/15 min)`;
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const row of rows) {
    console.log(
      `${pad(row.stage, 22, true)} ${pad(row.calls, 6)} ${pad(row.accounts, 5)} ${pad((row.elapsedMs / 1000).toFixed(2), 6)} ${pad(Math.round(row.rps), 7)} ${pad(row.p50.toFixed(1), 7)} ${pad(row.p99.toFixed(1), 7)} ${pad(row.steady ? row.ratio.toFixed(2) : '-', 6)} ${pad(row.steady ? '-' : (1000 / row.rps).toFixed(2), 7)} ${pad(row.errors, 6)} ${pad(row.replayed, 8)} ${pad(row.verdict, 6, true)}  ${row.load}`,
    );
  }
  console.log(
    'one account: every call sent at once, timed from the first call to the last answer (p50/p99 from the start); lock ms = 1000 / calls/s.',
  );
  console.log("steady: each connection's calls one after the other; p50/p99 of one call; x ref = calls/s / the reference's tps.");
  for (const row of rows) {
    console.log(`${row.stage}: answers ${statuses(row.answers)}`);
    if (row.retried > 0) console.log(`${row.stage}: first tries ${statuses(row.firstAnswers)}; ${row.retryRounds} retry rounds`);
  }
  for (const result of results) {
    for (const [text, count] of result.errors.slice(0, 5)) console.log(`${result.label} server logged ${count} x ${text}`);
  }
  if (process.env.BENCH_JSON) console.log(JSON.stringify({ rows, references: results.map((result) => result.reference) }));
  reportVerdict(
    problems,
    'Wallet budgets missed or checks failed:',
    'Wallet budgets met; checks: every wallet equals its ledger, no transaction applied twice, exactly the OK answers applied, balances moved by their effects, repeats answered alike and moved nothing.',
  );
}

await main();
