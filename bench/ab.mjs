// Compares builds of the API server on one call, to size a change before it is kept: each build runs
// as a server of its own (on a PostgreSQL database of its own when BENCH_DATABASE_URL is set, else
// on PGlite), and short load runs go to each in turn, round after round, the order reversed every
// other round. On this shared machine the same server's req/s moves by up to 2x between runs
// seconds apart, so what is compared is each round's ratio against the first build's run in the
// same round, and the figures are the medians of those ratios. CPU is read from /proc for the
// server's process and from process.cpuUsage() for the load generator. Not part of `npm run bench`:
// it judges no budget.
//
//   cp apps/api/dist/server.js apps/api/dist/server-before.js   # then change the code, npm run build
//   node bench/ab.mjs apps/api/dist/server-before.js apps/api/dist/server.js bare
//
// A build is a path to a bundled server, kept in apps/api/dist (its relative paths resolve from
// there), or `bare` for bench/bare-server.mjs. Env: AB_CALL (get_balance, the default, or a site
// read: startup), AB_ROUNDS (default 12), AB_SECONDS (per run, default 3), AB_CONNECTIONS (default
// 10), AB_PLAYERS (whose tokens the get_balance calls take in turn, default 100).
import { resolve } from 'node:path';
import { median, pad } from './report.mjs';
import { createDatabase, DOMAIN, loadCall, post, root, signUpPlayers, startApi, stopChildrenOnSignals } from './server.mjs';

const BUILDS = process.argv.slice(2);
const CALL = process.env.AB_CALL ?? 'get_balance';
const ROUNDS = Number(process.env.AB_ROUNDS ?? 12);
const SECONDS = Number(process.env.AB_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.AB_CONNECTIONS ?? 10);
const PLAYERS = Number(process.env.AB_PLAYERS ?? 100);
const WARM_UP_SECONDS = 2;

const CALLS = {
  get_balance: {
    path: '/api/auth/get_balance',
    bodies: async (server, site) =>
      (await signUpPlayers(server, site, PLAYERS, 'abpoll', 7000)).map(({ account, token }) => ({
        auth: token,
        account_id: account.account_id,
      })),
  },
  startup: { path: '/api/startup', bodies: async () => [{ domain_name: DOMAIN }] },
};

function usage(message) {
  console.error(`${message}\nusage: node bench/ab.mjs <build> <build> [...]  (a build: a bundled server's path, or bare)`);
  process.exit(2);
}

/** Starts each build with what its runs send; `bare` answers its own route. */
async function start(build, cleanups) {
  if (build === 'bare') {
    const server = await startApi('bare', {}, resolve(root, 'bench/bare-server.mjs'));
    cleanups.push(server.stop);
    return { name: 'bare', server, path: '/bare', bodies: [{ domain_name: DOMAIN }] };
  }
  const env = {};
  if (process.env.BENCH_DATABASE_URL) {
    const database = await createDatabase(process.env.BENCH_DATABASE_URL);
    cleanups.push(database.drop);
    env.DATABASE_URL = database.url;
  }
  const server = await startApi(build, env, resolve(build));
  cleanups.push(server.stop);
  const startup = await post(server.base, '/api/startup', { domain_name: DOMAIN });
  const site = { domain_name: DOMAIN, external_id: startup.site.external_id };
  return { name: build, server, path: CALLS[CALL].path, bodies: await CALLS[CALL].bodies(server, site) };
}

function load(target, seconds) {
  const url = `${target.server.base}${target.path}`;
  return loadCall({ url, bodies: target.bodies, connections: CONNECTIONS, duration: seconds });
}

/** One run: req/s, and the server's and the load generator's CPU per answered call (µs). */
async function measured(target) {
  const serverBefore = target.server.cpuMicros();
  const clientBefore = process.cpuUsage();
  const result = await load(target, SECONDS);
  const client = process.cpuUsage(clientBefore);
  const calls = result.requests.total;
  return {
    rps: result.requests.average,
    serverCpu: (target.server.cpuMicros() - serverBefore) / calls,
    clientCpu: (client.user + client.system) / calls,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  if (BUILDS.length < 2) usage('Give at least two builds.');
  if (!CALLS[CALL]) usage(`AB_CALL is one of ${Object.keys(CALLS).join(', ')}.`);
  stopChildrenOnSignals();
  const cleanups = [];
  try {
    const targets = [];
    for (const build of BUILDS) targets.push(await start(build, cleanups));
    for (const target of targets) await load(target, WARM_UP_SECONDS);
    const runs = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      const order = targets.map((_, index) => index);
      if (round % 2) order.reverse();
      for (const index of order) runs[index].push(await measured(targets[index]));
      process.stderr.write(
        `  round ${round + 1}: ${runs.map((run) => `${Math.round(run[round].rps)} req/s ${run[round].serverCpu.toFixed(1)} µs`).join(' | ')}\n`,
      );
    }
    console.log(
      `\n${CALL}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; medians of the rounds, and of each round's ratio to the first build's run`,
    );
    const header = `${pad('build', 40, true)} ${pad('req/s', 8)} ${pad('server µs', 10)} ${pad('client µs', 10)} ${pad('x req/s', 8)} ${pad('x server', 9)} ${pad('failed', 7)}`;
    console.log(header);
    console.log('-'.repeat(header.length));
    targets.forEach((target, index) => {
      const of = (field) => median(runs[index].map((run) => run[field]));
      const ratio = (field) => median(runs[index].map((run, round) => run[field] / runs[0][round][field])).toFixed(3);
      const failed = runs[index].reduce((sum, run) => sum + run.failed, 0);
      console.log(
        `${pad(target.name.slice(-40), 40, true)} ${pad(Math.round(of('rps')), 8)} ${pad(of('serverCpu').toFixed(1), 10)} ${pad(of('clientCpu').toFixed(1), 10)} ${pad(ratio('rps'), 8)} ${pad(ratio('serverCpu'), 9)} ${pad(failed, 7)}`,
      );
    });
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }
}

await main();
