// The seamless wallet under contention (issue 8): the built-in provider WLGAMES fires bets (debits)
// and wins (credits) at the built server over HTTP, all at once: first on one account (the demo
// player), then spread over many new accounts. Calls answered INTERNAL_ERROR, or not at all, are
// sent again with the same transaction id, as the protocol tells providers to. It reports the time
// until every call has its answer, and how many needed a retry, then checks the books straight
// from the database: every wallet equals the sum of its ledger, every ledger entry's balance
// follows from the one before, no transaction id is applied twice, exactly the calls answered OK
// were applied, and each balance moved by exactly what those answers say. A sample of the
// transactions is sent again and must get the first answer, byte for byte, and move nothing. Any
// mismatch, or a final answer other than the expected ones, exits 1.
//
// Each burst is half new bets and half wins settling bets placed beforehand, shuffled. On the single
// account the balance plus the wins cover about half of what the new bets stake, so some bets must
// be refused INSUFFICIENT_FUNDS while wins land among them: the wallet lock has to keep the balance
// from going below zero. The spread accounts hold enough for every bet: every answer must be OK.
//
// Runs on PGlite, and again on a PostgreSQL database of its own when BENCH_DATABASE_URL is set.
// Env: BENCH_WALLET_SINGLE (calls on the one account, default 200), BENCH_WALLET_ACCOUNTS (default
// 100) and BENCH_WALLET_PER_ACCOUNT (default 20), BENCH_WALLET_REPLAYS (transactions sent again
// per burst, default 50), BENCH_WALLET_CONNECTIONS (sockets per burst; default one per call, so
// every call is in flight at once), BENCH_DATABASE_URL.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pad, reportVerdict } from './report.mjs';
import { createDatabase, DEMO, DOMAIN, nextIp, requireBuiltServer, startApi, stopChildrenOnSignals } from './server.mjs';

const SINGLE_CALLS = Number(process.env.BENCH_WALLET_SINGLE ?? 200);
const ACCOUNTS = Number(process.env.BENCH_WALLET_ACCOUNTS ?? 100);
const CALLS_PER_ACCOUNT = Number(process.env.BENCH_WALLET_PER_ACCOUNT ?? 20);
const REPLAYS = Number(process.env.BENCH_WALLET_REPLAYS ?? 50);
const CONNECTIONS = process.env.BENCH_WALLET_CONNECTIONS ? Number(process.env.BENCH_WALLET_CONNECTIONS) : undefined;

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

async function mapLimit(items, limit, fn) {
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
function apiOf(server, serverSecret, operatorToken) {
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
    operator: (path, body) => json(`/api/operator/${path}`, body, { authorization: `Bearer ${operatorToken}` }),
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

/** Signs a new player up as a visitor would, reading the TAC from the operator's outbox. */
async function newPlayer(api, site, index) {
  const accountId = `wallet${index}_${randomBytes(3).toString('hex')}`;
  // 201-555-0xxx: valid US mobile numbers that belong to nobody
  const phone = `+12015550${String(index).padStart(3, '0')}`;
  await api.player('/api/auth/signup', { ...site, account_id: accountId, password: 'Bench-wallet-2026', contact_phone: phone });
  const outbox = await api.operator('tac/outbox', { domain: DOMAIN, account_id: accountId });
  const verified = await api.player('/api/auth/tac/verify', { ...site, account_id: accountId, tac: outbox.value.code });
  return launchedPlayer(api, site, { auth: verified.token, account_id: accountId });
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

/** Sends `calls` all at once, the n-th over connection n; each keeps its answer and the time from `started` until it came. */
async function sendAll(connections, secret, calls, started) {
  await Promise.all(
    calls.map(async (call, index) => {
      const rawBody = JSON.stringify(call.body);
      try {
        const connection = connections[index % connections.length];
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
    }),
  );
}

/**
 * Keep-alive connections opened before the clock starts, so connecting is no part of the time to
 * settle. They open a wave at a time: thousands of connects at once overflow the server's accept
 * queue, and the connections it drops then fail in the burst.
 */
async function openConnections(base, count) {
  const connections = Array.from({ length: count }, () => httpClient(base, 1));
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
 * Fires every call at once, each over its own connection unless BENCH_WALLET_CONNECTIONS caps them,
 * then retries what a provider would retry, all at once again, until every call has its answer (at
 * most RETRY_ROUNDS times).
 */
async function fire(server, secret, calls) {
  const connections = await openConnections(server.base, Math.min(CONNECTIONS ?? calls.length, calls.length));
  try {
    const started = performance.now();
    await sendAll(connections, secret, calls, started);
    for (const call of calls) call.firstStatus = call.answer.status;
    let rounds = 0;
    for (let pending = calls.filter(retryable); pending.length > 0 && rounds < RETRY_ROUNDS; pending = calls.filter(retryable)) {
      rounds++;
      await sendAll(connections, secret, pending, started);
    }
    return { settleMs: performance.now() - started, retryRounds: rounds };
  } finally {
    for (const connection of connections) connection.close();
  }
}

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

/** Figures of one burst, and a problem for each final answer the scenario does not allow. */
function summarise(burst, problems) {
  const { label, calls, settleMs, retryRounds, refusals } = burst;
  const settled = calls.map((call) => call.settledMs).sort((a, b) => a - b);
  const unexpected = calls.filter((call) => {
    if (call.httpStatus !== 200) return true;
    if (call.answer.status === 'OK') return false;
    return !(call.action === 'debit' && refusals.includes(call.answer.status));
  });
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
    calls: calls.length,
    accounts: new Set(calls.map((call) => call.player.playerId)).size,
    settleMs,
    rps: calls.length / (settleMs / 1000),
    p50: percentile(settled, 0.5),
    p99: percentile(settled, 0.99),
    retried: calls.filter((call) => call.tries > 1).length,
    retryRounds,
    firstAnswers: countByStatus(calls, (call) => call.firstStatus),
    answers: countByStatus(calls, (call) => call.answer.status),
  };
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

/** Both bursts against one backend; returns the figures and the problems found. */
async function benchBackend(label, databaseUrl) {
  const serverSecret = randomBytes(32).toString('hex');
  const operatorToken = randomBytes(32).toString('hex');
  const server = await startApi(label, {
    SERVER_SECRET: serverSecret,
    OPERATOR_TOKEN: operatorToken,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const problems = [];
  const bursts = [];
  const api = apiOf(server, serverSecret, operatorToken);
  try {
    const startup = await api.player('/api/startup', { domain_name: DOMAIN });
    const site = { domain_name: DOMAIN, external_id: startup.site.external_id };

    process.stderr.write(`  ${label}: one account, ${SINGLE_CALLS} calls\n`);
    const demo = await demoPlayer(api, site);
    // The balance plus the wins cover half the stakes (unless the wins alone exceed that, which is
    // rare): some bets must be refused, whatever the order.
    const singleCalls = await prepareBurst(api, [demo], SINGLE_CALLS, (staked, won) => Math.max(0, Math.floor(staked / 2) - won));
    bursts.push({
      label: `${label} one account`,
      calls: singleCalls,
      refusals: ['INSUFFICIENT_FUNDS'],
      ...(await fire(server, api.secret, singleCalls)),
    });

    process.stderr.write(`  ${label}: signing up ${ACCOUNTS} players\n`);
    const players = await mapLimit(
      Array.from({ length: ACCOUNTS }, (_, index) => index),
      SETUP_PARALLEL,
      (index) => newPlayer(api, site, index),
    );
    process.stderr.write(`  ${label}: ${ACCOUNTS} accounts, ${ACCOUNTS * CALLS_PER_ACCOUNT} calls\n`);
    const spreadCalls = await prepareBurst(api, players, CALLS_PER_ACCOUNT, (staked) => staked);
    bursts.push({
      label: `${label} ${ACCOUNTS} accounts`,
      calls: spreadCalls,
      refusals: [],
      ...(await fire(server, api.secret, spreadCalls)),
    });

    const rows = bursts.map((burst) => summarise(burst, problems));
    for (const [index, burst] of bursts.entries()) {
      rows[index].replayed = await replaySample(api, server, burst.calls, problems, burst.label);
    }
    api.close();
    await server.stop({ keepDataDir: true });
    const errors = serverErrors(server.log());
    const books = await openBooks(databaseUrl ? 'postgres' : 'pglite', databaseUrl ?? server.dataDir);
    try {
      await checkBooks(books, bursts, problems);
    } finally {
      await books.close();
    }
    return { label, rows, problems, errors };
  } finally {
    api.close();
    await server.stop();
  }
}

async function main() {
  requireBuiltServer();
  stopChildrenOnSignals();
  const results = [await benchBackend('pglite')];
  if (process.env.BENCH_DATABASE_URL) {
    const database = await createDatabase(process.env.BENCH_DATABASE_URL);
    try {
      results.push(await benchBackend('postgres', database.url));
    } finally {
      await database.drop();
    }
  } else {
    console.log('BENCH_DATABASE_URL is not set: the wallet benchmark ran on PGlite only.');
  }

  const rows = results.flatMap((result) => result.rows);
  const problems = results.flatMap((result) => result.problems);
  const statuses = (counts) =>
    Object.entries(counts)
      .map(([status, count]) => `${status} ${count}`)
      .join(', ');
  const connections = CONNECTIONS ? `over at most ${CONNECTIONS} connections` : 'each over its own connection';
  console.log(`\nSeamless wallet under contention: every call of a burst sent at once, ${connections}, Node ${process.version}`);
  const header = `${pad('burst', 22, true)} ${pad('calls', 5)} ${pad('accts', 5)} ${pad('settle s', 8)} ${pad('req/s', 7)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('retried', 7)} ${pad('replayed', 8)}  answers`;
  console.log(header);
  console.log('-'.repeat(header.length + 30));
  for (const row of rows) {
    console.log(
      `${pad(row.stage, 22, true)} ${pad(row.calls, 5)} ${pad(row.accounts, 5)} ${pad((row.settleMs / 1000).toFixed(2), 8)} ${pad(Math.round(row.rps), 7)} ${pad(Math.round(row.p50), 7)} ${pad(Math.round(row.p99), 7)} ${pad(row.retried, 7)} ${pad(row.replayed, 8)}  ${statuses(row.answers)}`,
    );
  }
  console.log('settle: first call sent to last answer; p50/p99: each call from the start of the burst to its answer.');
  for (const row of rows) {
    if (row.retried > 0) {
      console.log(`${row.stage}: first tries ${statuses(row.firstAnswers)}; ${row.retryRounds} retry rounds`);
    }
  }
  for (const result of results) {
    for (const [text, count] of result.errors.slice(0, 5)) console.log(`${result.label} server logged ${count} x ${text}`);
  }
  if (process.env.BENCH_JSON) console.log(JSON.stringify(rows));
  reportVerdict(
    problems,
    'Wallet checks failed:',
    'Wallet checks: every wallet equals its ledger, no transaction applied twice, exactly the OK answers applied, balances moved by their effects, repeats answered alike and moved nothing.',
  );
}

await main();
