// API throughput and latency (DESIGN.md §6): a bare Fastify route as the reference, then the
// built API server on PGlite and, when BENCH_DATABASE_URL is set, on a PostgreSQL database of its own.
// Env: BENCH_DURATION (seconds per run, default 5), BENCH_CONNECTIONS (default "10,50"),
// BENCH_DATABASE_URL (a PostgreSQL server URL; a database is created on it and dropped after).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverScript = join(root, 'apps/api/dist/server.js');
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const DOMAIN = 'localhost';
const DEMO = { account_id: 'demo', password: 'Demo-play-2026' };

/** Calls whose answers are site-level reads served from the in-process cache. */
const SITE_READS = new Set(['startup', 'seo', 'get_hot_games']);

const children = new Set();

function freePort() {
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

let ipCounter = 0;
/** A new client address per request, so the per-IP rate limits do not answer 429 under load. */
function nextIp() {
  ipCounter = (ipCounter + 1) % 16_000_000;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

function run(url, body, connections) {
  return autocannon({
    url,
    connections,
    duration: DURATION,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        body: JSON.stringify(body),
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextIp() },
        }),
      },
    ],
  });
}

function figures(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

async function post(base, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

async function startApi(label, extraEnv, script = serverScript) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-bench-'));
  const child = spawn(process.execPath, [script], {
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
  return {
    base,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) process.kill(child.pid, 'SIGKILL');
      }
      children.delete(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createDatabase(serverUrl) {
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

/** Runs every call against one server; returns rows of figures. */
async function benchApi(label, server) {
  const startup = await post(server.base, '/api/startup', { domain_name: DOMAIN });
  const site = { domain_name: DOMAIN, external_id: startup.site.external_id };
  const login = await post(server.base, '/api/auth/login', { ...site, ...DEMO });
  const player = { auth: login.token, account_id: login.user.account_id };
  const calls = [
    ['startup', '/api/startup', { domain_name: DOMAIN }],
    ['seo', '/api/seo', { ...site, page_name: 'home' }],
    ['get_hot_games', '/api/product/get_hot_games', { ...site, game_type: '' }],
    ['get_balance', '/api/auth/get_balance', player],
    ['fav_list', '/api/home/fav_list', player],
    // last: every login opens a session
    ['login', '/api/auth/login', { ...site, ...DEMO }],
  ];
  const rows = [];
  for (const [name, path, body] of calls) {
    for (const connections of CONNECTIONS) {
      const result = await run(`${server.base}${path}`, body, connections);
      rows.push({ backend: label, call: name, connections, ...figures(result) });
      process.stderr.write(`  ${label} ${name} c=${connections}: ${Math.round(result.requests.average)} req/s\n`);
    }
  }
  return rows;
}

function pad(value, width, left = false) {
  const text = String(value);
  return left ? text.padEnd(width) : text.padStart(width);
}

async function main() {
  if (!existsSync(serverScript)) {
    console.error(`${serverScript} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
  const rows = [];
  const bareByConnections = new Map();
  const cleanups = [];
  const onSignal = () => {
    for (const child of children) if (child.exitCode === null) process.kill(child.pid, 'SIGTERM');
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const bare = await startApi('bare', {}, join(root, 'bench/bare-server.mjs'));
    cleanups.push(bare.stop);
    for (const connections of CONNECTIONS) {
      const result = await run(`${bare.base}/bare`, { domain_name: DOMAIN }, connections);
      const row = { backend: 'bare', call: 'bare fastify', connections, ...figures(result) };
      bareByConnections.set(connections, row.rps);
      rows.push(row);
      process.stderr.write(`  bare c=${connections}: ${Math.round(row.rps)} req/s\n`);
    }
    await bare.stop();
    cleanups.pop();

    const pglite = await startApi('pglite', {});
    cleanups.push(pglite.stop);
    rows.push(...(await benchApi('pglite', pglite)));
    await pglite.stop();
    cleanups.pop();

    if (process.env.BENCH_DATABASE_URL) {
      const database = await createDatabase(process.env.BENCH_DATABASE_URL);
      cleanups.push(database.drop);
      const postgres = await startApi('postgres', { DATABASE_URL: database.url });
      cleanups.push(postgres.stop);
      rows.push(...(await benchApi('postgres', postgres)));
      await postgres.stop();
      cleanups.pop();
      await database.drop();
      cleanups.pop();
    } else {
      console.log('BENCH_DATABASE_URL is not set: PostgreSQL figures skipped (get_balance and p99 budgets not judged).');
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }

  // budgets of DESIGN.md §6
  const missed = [];
  for (const row of rows) {
    const bare = bareByConnections.get(row.connections);
    row.ratio = row.backend === 'bare' ? 1 : row.rps / bare;
    const judged = [];
    if (row.backend !== 'bare' && SITE_READS.has(row.call)) {
      judged.push([row.ratio >= 0.5, `req/s ${row.ratio.toFixed(2)}x bare, budget >= 0.5x`]);
    }
    if (row.backend === 'postgres' && row.call === 'get_balance') {
      judged.push([row.ratio >= 0.3, `req/s ${row.ratio.toFixed(2)}x bare, budget >= 0.3x`]);
    }
    const p99Judged =
      row.connections === 50 &&
      row.call !== 'login' &&
      (row.backend === 'postgres' || (row.backend === 'pglite' && SITE_READS.has(row.call)));
    if (p99Judged) judged.push([row.p99 < 50, `p99 ${row.p99} ms at 50 connections, budget < 50 ms`]);
    if (row.non2xx > 0 && row.backend !== 'bare') judged.push([false, `${row.non2xx} non-2xx answers or errors`]);
    else if (row.non2xx > 0) judged.push([false, `${row.non2xx} errors on the bare route`]);
    row.verdict = judged.length === 0 ? 'reported' : judged.every(([ok]) => ok) ? 'met' : 'MISSED';
    for (const [ok, text] of judged) if (!ok) missed.push(`${row.backend} ${row.call} c=${row.connections}: ${text}`);
  }

  console.log(`\nAPI benchmark: ${DURATION} s per run, autocannon, Node ${process.version}`);
  const header = `${pad('backend', 9, true)} ${pad('call', 14, true)} ${pad('conn', 4)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('x bare', 7)} ${pad('non-2xx', 8)}  budget`;
  console.log(header);
  console.log('-'.repeat(header.length + 4));
  for (const row of rows) {
    console.log(
      `${pad(row.backend, 9, true)} ${pad(row.call, 14, true)} ${pad(row.connections, 4)} ${pad(Math.round(row.rps), 8)} ${pad(row.p50, 7)} ${pad(row.p99, 7)} ${pad(row.ratio.toFixed(2), 7)} ${pad(row.non2xx, 8)}  ${row.verdict}`,
    );
  }
  if (process.env.BENCH_JSON) console.log(JSON.stringify(rows));
  if (missed.length > 0) {
    console.log('\nAPI budgets missed:');
    for (const line of missed) console.log(`  - ${line}`);
    process.exitCode = 1;
  } else {
    console.log('\nAPI budgets: all met.');
  }
}

await main();
