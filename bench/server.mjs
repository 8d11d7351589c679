// What the benchmarks share: the built API server as a child process on a free loopback port with a
// temporary DATA_DIR, a PostgreSQL database of its own, client addresses, and stopping the children
// when the benchmark is interrupted.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverScript = join(root, 'apps/api/dist/server.js');
export const DOMAIN = 'localhost';
export const DEMO = { account_id: 'demo', password: 'Demo-play-2026' };

const children = new Set();

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Visitors the load comes from. Each makes about 30 calls a minute at 10,000 req/s, well under the
 * per-address limits, as on a busy site; a new address per call instead would make every call
 * a new rate-limit window and measure the limiter's churn at its key bound rather than the call.
 */
const CLIENT_ADDRESSES = 20_000;
let ipCounter = 0;
/** The next visitor's address, in turn. */
export function nextIp() {
  ipCounter = (ipCounter + 1) % CLIENT_ADDRESSES;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** `fn` over `items`, at most `limit` at a time; the results in the order of the items. */
export async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Signs a new player up as a visitor would, reading the TAC from the operator's outbox, and answers
 * the session token of the verification. `api.player(path, body)` makes a player call,
 * `api.operator(path, body)` an operator call at /api/operator/`path`. Benchmarks give numbers
 * 201-555-xxxx: valid US mobile numbers that belong to nobody (the demo seed's players have
 * 201-555-0xxx).
 */
export async function signUpPlayer(api, site, { accountId, phone, password }) {
  await api.player('/api/auth/signup', {
    ...site,
    account_id: accountId,
    password,
    contact_phone: phone,
    age_confirmed: true,
    terms_accepted: true,
  });
  const outbox = await api.operator('tac/outbox', { domain: DOMAIN, account_id: accountId });
  const verified = await api.player('/api/auth/tac/verify', { ...site, account_id: accountId, tac: outbox.value.code });
  return verified.token;
}

/**
 * Load on one call: POSTs of `bodies` (taken in turn) over `connections` keep-alive connections for
 * `duration` seconds, each from the next visitor's address; autocannon's result. `timeout`: the
 * seconds an answer is waited for before it counts as a timeout.
 */
export function loadCall({ url, bodies, connections, duration, timeout = 10 }) {
  const texts = bodies.map((body) => JSON.stringify(body));
  let next = 0;
  return autocannon({
    url,
    connections,
    duration,
    timeout,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          body: texts[next++ % texts.length],
          headers: { ...request.headers, 'x-forwarded-for': nextIp() },
        }),
      },
    ],
  });
}

/** A call that must succeed (statusCode 1), from the next visitor's address; its answer's JSON. */
export async function post(base, path, body, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok || json.statusCode !== 1) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Signups run this many at a time; they are not measured. */
const SIGNUPS_AT_ONCE = 8;

/**
 * New players, signed up as visitors would: their account ids are `${prefix}${index}`, their
 * numbers 201-555-xxxx from `firstPhone`. Each comes with the session token of its verification.
 */
export async function signUpPlayers(server, site, count, prefix, firstPhone) {
  const operator = { authorization: `Bearer ${server.ownerKey()}` };
  const api = {
    player: (path, body) => post(server.base, path, body),
    operator: (path, body) => post(server.base, `/api/operator/${path}`, body, operator),
  };
  const indexes = Array.from({ length: count }, (_, index) => index);
  return mapLimit(indexes, SIGNUPS_AT_ONCE, async (index) => {
    const account = { ...site, account_id: `${prefix}${index}`, password: 'Bench-login-2026' };
    const token = await signUpPlayer(api, site, {
      accountId: account.account_id,
      phone: `+1201555${firstPhone + index}`,
      password: account.password,
    });
    return { account, token };
  });
}

/** Exits with a hint when the server has not been built. */
export function requireBuiltServer() {
  if (!existsSync(serverScript)) {
    console.error(`${serverScript} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
}

/** On Ctrl-C, SIGTERM or a crash, the servers this process started are stopped as it exits. */
export function stopChildrenOnSignals() {
  const stopChildren = () => {
    for (const child of children) if (child.exitCode === null) process.kill(child.pid, 'SIGTERM');
  };
  process.on('exit', stopChildren);
  const onSignal = () => {
    stopChildren();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/**
 * Starts `script` (the built API server by default) and waits until /api/startup answers.
 * `stop({ keepDataDir: true })` stops it but leaves the data dir, to open its database afterwards;
 * `removeDataDir()` then deletes it.
 */
/** Extra node flags for the server, e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it. */
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

export async function startApi(label, extraEnv, script = serverScript) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-bench-'));
  const child = spawn(process.execPath, [...serverNodeArgs, script], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let log = '';
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} server exited (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${base}/api/startup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain_name: DOMAIN }),
      });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${label} server did not answer within 120 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  return {
    base,
    port,
    dataDir,
    /** The owner API key the demo seed wrote into the data dir for the CLI: what operator calls carry. */
    ownerKey: () => readFileSync(join(dataDir, 'cli-api-key'), 'utf8').trim(),
    cpuMicros: () => processCpuMicros(child.pid),
    log: () => log,
    stop: async ({ keepDataDir = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) process.kill(child.pid, 'SIGKILL');
      }
      children.delete(child);
      if (!keepDataDir) removeDataDir();
    },
    removeDataDir,
  };
}

/**
 * The CPU time a process has used so far, user and system, in µs, read from /proc (Linux); null
 * elsewhere. Set against a run's call count it is what one call costs the server, whatever the load
 * generator beside it on the same cores costs.
 */
function processCpuMicros(pid) {
  try {
    // the fields after the command name, which may hold spaces: utime and stime are the 12th and 13th
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
/** USER_HZ, which Linux fixes at 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** A new database on the PostgreSQL server of `serverUrl`; `drop()` removes it. */
export async function createDatabase(serverUrl) {
  const name = `wl_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
