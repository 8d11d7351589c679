// A login flood must not stall the site (issue 15): 270 logins at once, each from its own address
// (so within the per-address limits), while a probe keeps asking for a static file and get_balance
// one after the other. Before password hashing was bounded, scrypt filled libuv's thread pool, which
// file reads share, and a static file waited 50 s for the flood to drain. The budget is structural,
// not a time: while logins are still unanswered, the probe must keep being answered (at least
// MIN_PROBES_DURING_FLOOD rounds). It also reports the probe's latencies against a quiet run of the
// same probe just before, and how the logins were answered (checked, or serverBusy past the queue).
// Env: BENCH_FLOOD_LOGINS (default 270).
import { pad, reportVerdict } from './report.mjs';
import { DEMO, DOMAIN, nextIp, requireBuiltServer, startApi, stopChildrenOnSignals } from './server.mjs';

const LOGINS = Number(process.env.BENCH_FLOOD_LOGINS ?? 270);
const QUIET_PROBES = 50;
const MIN_PROBES_DURING_FLOOD = 10;

async function post(base, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const percentile = (values, fraction) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
};

/** One probe round: a static file of the app, then get_balance; their times in ms. */
async function probe(base, asset, player) {
  const started = performance.now();
  const file = await fetch(`${base}${asset}`, { headers: { 'accept-encoding': 'identity' } });
  await file.arrayBuffer();
  const fileMs = performance.now() - started;
  const balance = await post(base, '/api/auth/get_balance', player);
  if (!file.ok || balance.body.statusCode !== 1) throw new Error(`probe failed: ${file.status} ${JSON.stringify(balance.body)}`);
  return { fileMs, balanceMs: performance.now() - started - fileMs };
}

async function main() {
  requireBuiltServer();
  stopChildrenOnSignals();
  const server = await startApi('pglite', {});
  try {
    const startup = (await post(server.base, '/api/startup', { domain_name: DOMAIN })).body;
    const site = { domain_name: DOMAIN, external_id: startup.site.external_id };
    const login = (await post(server.base, '/api/auth/login', { ...site, ...DEMO })).body;
    const player = { auth: login.token, account_id: DEMO.account_id };
    const html = await (await fetch(`${server.base}/`, { headers: { host: DOMAIN } })).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    if (!asset) throw new Error('no script asset in the page');

    const quiet = [];
    for (let round = 0; round < QUIET_PROBES; round++) quiet.push(await probe(server.base, asset, player));

    let outstanding = LOGINS;
    const answers = new Map();
    const flood = Array.from({ length: LOGINS }, (_, index) =>
      post(server.base, '/api/auth/login', { ...site, account_id: `flood${index}`, password: 'Not-the-password-1' }).then(
        ({ status, body }) => {
          const key = `${status} ${body.message}`;
          answers.set(key, (answers.get(key) ?? 0) + 1);
          outstanding--;
        },
      ),
    );
    const during = [];
    while (outstanding > 0) {
      const round = await probe(server.base, asset, player);
      if (outstanding > 0) during.push(round);
    }
    await Promise.all(flood);

    const rows = [
      ['static file', quiet.map((round) => round.fileMs), during.map((round) => round.fileMs)],
      ['get_balance', quiet.map((round) => round.balanceMs), during.map((round) => round.balanceMs)],
    ];
    console.log(`\nLogin flood: ${LOGINS} logins at once on PGlite, Node ${process.version}`);
    console.log(`logins answered: ${[...answers].map(([key, count]) => `${count} × ${key}`).join(', ')}`);
    console.log(`probe rounds answered while logins were outstanding: ${during.length}`);
    console.log(
      `${pad('probe', 12, true)} ${pad('quiet p50', 10)} ${pad('quiet p99', 10)} ${pad('flood p50', 10)} ${pad('flood p99', 10)} ${pad('flood max', 10)}`,
    );
    for (const [name, calm, busy] of rows) {
      const ms = (value) => value.toFixed(1);
      console.log(
        `${pad(name, 12, true)} ${pad(ms(percentile(calm, 0.5)), 10)} ${pad(ms(percentile(calm, 0.99)), 10)} ${pad(ms(percentile(busy, 0.5)), 10)} ${pad(ms(percentile(busy, 0.99)), 10)} ${pad(ms(Math.max(0, ...busy)), 10)}`,
      );
    }
    const problems = [];
    if (during.length < MIN_PROBES_DURING_FLOOD) {
      problems.push(`only ${during.length} probe rounds answered during the flood, budget >= ${MIN_PROBES_DURING_FLOOD}`);
    }
    const unexpected = [...answers.keys()].filter((key) => key !== '200 invalidCredentials' && key !== '503 serverBusy');
    if (unexpected.length > 0) problems.push(`unexpected login answers: ${unexpected.join(', ')}`);
    reportVerdict(problems, 'Login flood budgets missed:', 'Login flood: the site kept answering.');
  } finally {
    await server.stop();
  }
}

await main();
