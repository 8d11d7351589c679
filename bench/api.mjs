// API throughput and latency (budgets in docs/quality.md): a bare Fastify route as the reference, then the
// built API server on PGlite and, when BENCH_DATABASE_URL is set, on a PostgreSQL database of its own.
// Env: BENCH_DURATION (seconds per run, default 3), BENCH_CONNECTIONS (default "10,50"),
// BENCH_DATABASE_URL (a PostgreSQL server URL; a database is created on it and dropped after),
// BENCH_CALLS (a comma-separated subset of the calls below, e.g. "get_balance"; all by default),
// BENCH_ROUNDS (paired runs of the bare route and the call per row, default 5).
import { join } from 'node:path';
import { median, pad, reportVerdict } from './report.mjs';
import {
  createDatabase,
  DEMO,
  DOMAIN,
  loadCall,
  nextIp,
  post,
  requireBuiltServer,
  root,
  signUpPlayers,
  startApi,
  stopChildrenOnSignals,
} from './server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Seconds of each call's first, unmeasured run: its code paths compiled and its caches filled. */
const WARM_UP = 2;
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const ONLY_CALLS = process.env.BENCH_CALLS ? new Set(process.env.BENCH_CALLS.split(',')) : undefined;

/** Calls whose answers are site-level reads served from the in-process cache. */
const SITE_READS = new Set(['startup', 'seo', 'get_hot_games', 'siteinfodetail']);

/** autocannon's wait for an answer before it counts a timeout, in seconds. */
const ANSWER_TIMEOUT = 10;
/**
 * A login hashes its password (scrypt, about 70–250 ms on these machines), two at a time: at 50
 * connections the last in line waits 25 hashes, several seconds on a slow machine. That wait is
 * the queue working, not a failure, so a login's answer is waited for as long as the hash queue
 * can take when full (64 waiting), with room for a noisy machine.
 */
const LOGIN_ANSWER_TIMEOUT = 30;

/**
 * The logins a run leaves waiting for their hash: autocannon drops them when its time is up, but
 * the server still hashes them, and on a slow machine they would meet the next run's in a full
 * queue (serverBusy). The hash queue is first in, first out, so once one more login is answered
 * every earlier one has been hashed.
 */
async function drainLogins(server, account) {
  for (;;) {
    const response = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify(account),
    });
    const answer = await response.json();
    if (answer.statusCode === 1) return;
    if (answer.message !== 'serverBusy') throw new Error(`login answered ${response.status}: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** `body` is one body, or several that the requests take in turn. */
function run(url, body, connections, duration = DURATION, timeout = ANSWER_TIMEOUT) {
  return loadCall({ url, bodies: Array.isArray(body) ? body : [body], connections, duration, timeout });
}

/** Runs `load` against `server`, adding the server's CPU per answered call (µs; null off Linux) to its figures. */
async function measured(server, load) {
  const cpuBefore = server.cpuMicros();
  const result = await load();
  const cpuAfter = server.cpuMicros();
  const calls = result.requests.total;
  return { result, cpuPerCall: cpuBefore === null || cpuAfter === null || calls === 0 ? null : (cpuAfter - cpuBefore) / calls };
}

/** One run of the bare route, the reference every ratio is taken against. */
function measuredBare(bare, connections) {
  return measured(bare, () => run(`${bare.base}/bare`, { domain_name: DOMAIN }, connections));
}

function figures({ result, cpuPerCall }) {
  return {
    cpuPerCall,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * At most 10 passwords of one account are checked at a time (the failed-login limit counts each
 * check before the hash), so the login row takes turns over accounts of its own.
 */
const LOGIN_ACCOUNTS = 16;
async function loginAccounts(server, site) {
  return (await signUpPlayers(server, site, LOGIN_ACCOUNTS, 'benchlogin', 6000)).map((player) => player.account);
}

/**
 * Players whose pages poll get_balance: each request carries the next one's token in turn, as the
 * headers of a busy site's players do, so that no lookup is answered by the one before it.
 */
const POLLING_PLAYERS = 400;
async function pollingPlayers(server, site) {
  const players = await signUpPlayers(server, site, POLLING_PLAYERS, 'benchpoll', 7000);
  return players.map(({ account, token }) => ({ auth: token, account_id: account.account_id }));
}

/**
 * Runs every call against one server; returns rows of figures. Each call is warmed up, then run
 * ROUNDS times, each time just after a run of the bare route at the same connection count: on this
 * shared machine the bare route's req/s moves by up to 2x between runs seconds apart, so a row's
 * ratio is the median of its paired ratios (call over the bare run just before it), not one run
 * against a reference taken minutes away. Its req/s, latencies and CPU are the medians of its rounds.
 */
async function benchApi(label, server, bare, bareSamples) {
  const startup = await post(server.base, '/api/startup', { domain_name: DOMAIN });
  const site = { domain_name: DOMAIN, external_id: startup.site.external_id };
  const login = await post(server.base, '/api/auth/login', { ...site, ...DEMO });
  const player = { auth: login.token, account_id: login.user.account_id };
  const wanted = (name) => !ONLY_CALLS || ONLY_CALLS.has(name);
  const calls = [
    ['startup', '/api/startup', { domain_name: DOMAIN }],
    ['seo', '/api/seo', { ...site, page_name: 'home' }],
    ['get_hot_games', '/api/product/get_hot_games', { ...site, game_type: '' }],
    ['siteinfodetail', '/api/settings/siteinfodetail', site],
    ['get_balance', '/api/auth/get_balance', wanted('get_balance') ? await pollingPlayers(server, site) : []],
    ['fav_list', '/api/home/fav_list', player],
    // last: every login opens a session
    ['login', '/api/auth/login', wanted('login') ? await loginAccounts(server, site) : []],
  ];
  const rows = [];
  for (const [name, path, body] of calls) {
    if (!wanted(name)) continue;
    for (const connections of CONNECTIONS) {
      const timeout = name === 'login' ? LOGIN_ANSWER_TIMEOUT : ANSWER_TIMEOUT;
      const settle = () => (name === 'login' ? drainLogins(server, body[0]) : undefined);
      await run(`${server.base}${path}`, body, connections, WARM_UP, timeout);
      await settle();
      const rounds = [];
      for (let round = 0; round < ROUNDS; round++) {
        const reference = await measuredBare(bare, connections);
        const call = await measured(server, () => run(`${server.base}${path}`, body, connections, DURATION, timeout));
        await settle();
        bareSamples.push({ connections, rps: reference.result.requests.average, cpuPerCall: reference.cpuPerCall });
        rounds.push({ call: figures(call), bareRps: reference.result.requests.average });
      }
      const roundRatios = rounds.map((each) => each.call.rps / each.bareRps);
      const row = {
        backend: label,
        call: name,
        connections,
        rps: median(rounds.map((each) => each.call.rps)),
        p50: median(rounds.map((each) => each.call.p50)),
        p99: median(rounds.map((each) => each.call.p99)),
        cpuPerCall: rounds.some((each) => each.call.cpuPerCall === null)
          ? null
          : median(rounds.map((each) => each.call.cpuPerCall)),
        non2xx: rounds.reduce((sum, each) => sum + each.call.non2xx, 0),
        pairedBareRps: median(rounds.map((each) => each.bareRps)),
        ratio: median(roundRatios),
        roundRatios,
      };
      rows.push(row);
      process.stderr.write(
        `  ${label} ${name} c=${connections}: ${Math.round(row.rps)} req/s, ${roundRatios.map((ratio) => ratio.toFixed(2)).join(' ')} x bare\n`,
      );
    }
  }
  return rows;
}

async function main() {
  requireBuiltServer();
  const rows = [];
  const bareSamples = [];
  const cleanups = [];
  stopChildrenOnSignals();
  try {
    const bare = await startApi('bare', {}, join(root, 'bench/bare-server.mjs'));
    cleanups.push(bare.stop);
    for (const connections of CONNECTIONS) {
      const reference = await measuredBare(bare, connections);
      const row = {
        backend: 'bare',
        call: 'bare fastify',
        connections,
        ...figures(reference),
        pairedBareRps: reference.result.requests.average,
      };
      bareSamples.push({ connections, rps: row.rps, cpuPerCall: row.cpuPerCall });
      rows.push(row);
      process.stderr.write(`  bare c=${connections}: ${Math.round(row.rps)} req/s\n`);
    }

    const pglite = await startApi('pglite', {});
    cleanups.push(pglite.stop);
    rows.push(...(await benchApi('pglite', pglite, bare, bareSamples)));
    await pglite.stop();
    cleanups.pop();

    if (process.env.BENCH_DATABASE_URL) {
      const database = await createDatabase(process.env.BENCH_DATABASE_URL);
      cleanups.push(database.drop);
      const postgres = await startApi('postgres', { DATABASE_URL: database.url });
      cleanups.push(postgres.stop);
      rows.push(...(await benchApi('postgres', postgres, bare, bareSamples)));
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

  const medianBare = new Map(
    CONNECTIONS.map((connections) => [
      connections,
      median(bareSamples.filter((sample) => sample.connections === connections).map((sample) => sample.rps)),
    ]),
  );

  // budgets (docs/quality.md)
  const missed = [];
  for (const row of rows) {
    // The bare rows' own reference is the median of every bare run; a call's is its paired runs.
    row.ratio ??= row.rps / medianBare.get(row.connections);
    const judged = [];
    if (row.backend !== 'bare' && SITE_READS.has(row.call)) {
      judged.push([row.ratio >= 0.5, `req/s ${row.ratio.toFixed(2)}x bare, budget >= 0.5x`]);
    }
    if (row.backend === 'postgres' && row.call === 'get_balance' && row.connections === 10) {
      judged.push([row.ratio >= 0.5, `req/s ${row.ratio.toFixed(2)}x bare, budget >= 0.5x`]);
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
  for (const connections of CONNECTIONS) {
    const samples = bareSamples.filter((sample) => sample.connections === connections);
    const runs = samples.map((sample) => sample.rps);
    const cpu = samples.map((sample) => sample.cpuPerCall).filter((micros) => micros !== null);
    console.log(
      `bare route at ${connections} connections: median ${Math.round(medianBare.get(connections))} req/s of ${runs.length} runs (${Math.round(Math.min(...runs))}–${Math.round(Math.max(...runs))})${cpu.length ? `, server CPU median ${median(cpu).toFixed(1)} µs a call` : ''}`,
    );
  }
  console.log(
    "req/s, p50, p99, cpu µs: medians of a row's rounds; bare: the median of the bare runs paired with the row's; x bare: the median of the row's paired ratios (call over the bare run just before it); cpu µs: the server process's CPU time (user + system) per answered call, which the load generator on the same cores does not weigh on.",
  );
  const header = `${pad('backend', 9, true)} ${pad('call', 14, true)} ${pad('conn', 4)} ${pad('req/s', 8)} ${pad('bare', 7)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('x bare', 7)} ${pad('cpu µs', 7)} ${pad('non-2xx', 8)}  budget`;
  console.log(header);
  console.log('-'.repeat(header.length + 4));
  for (const row of rows) {
    console.log(
      `${pad(row.backend, 9, true)} ${pad(row.call, 14, true)} ${pad(row.connections, 4)} ${pad(Math.round(row.rps), 8)} ${pad(Math.round(row.pairedBareRps), 7)} ${pad(row.p50, 7)} ${pad(row.p99, 7)} ${pad(row.ratio.toFixed(2), 7)} ${pad(row.cpuPerCall === null ? '-' : row.cpuPerCall.toFixed(1), 7)} ${pad(row.non2xx, 8)}  ${row.verdict}`,
    );
  }
  if (process.env.BENCH_JSON) console.log(JSON.stringify(rows));
  reportVerdict(missed, 'API budgets missed:', 'API budgets: all met.');
}

await main();
