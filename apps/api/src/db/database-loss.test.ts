import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  type CallName,
  type CallRequest,
  type CallResponse,
  calls,
  failure,
  type operator as operatorApi,
  type SeamlessAction,
  type SeamlessResponse,
  SUCCESS,
} from '@wl/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { sha256 } from '../lib/crypto.js';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { seamlessHeaders } from '../lib/seamless-signature.js';
import { DEMO_PLAYER, seedDemo } from '../seed/demo.js';
import { BUILT_IN, BUILT_IN_GAME, BUILT_IN_SECRET, launchTokenIn, walletField } from '../test/game-provider.js';
import { type Envelope, grantOperatorKey, INSTALLATION_TOKEN, OPERATOR_KEY, TEST_SERVER_SECRET } from '../test/harness.js';
import {
  createScratchDatabase,
  ledgerMismatches,
  type ScratchDatabase,
  TcpProxy,
  terminateBackends,
  withClient,
} from '../test/postgres-faults.js';
import { DATABASE_CONNECT_TIMEOUT_MS, type Database, openDatabase } from './client.js';

/**
 * Issue 8: the database going away mid-run. Every call must still answer its catalogue envelope
 * (success, or 503 serviceUnavailable / 500 internalServerError) within a bounded time, never hang
 * or drop the socket, and the same running server must recover once the database is back. Money
 * moves refused by the outage must leave whole books behind.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
/**
 * A call not answered in this long is taken as hung. It is far above the longest a failing call
 * should take (a connect or query timeout, one after another at worst), so that a loaded two-core
 * machine does not fail the test; the tests assert answers, never durations.
 */
const HUNG_AFTER_MS = 60_000;

const MAIN_POOL_SIZE = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every connection of the pool is usable again: as many transactions as the pool has connections
 * can be open at once. A connection lost for good while the database was failing shows here,
 * before it shows as a server that answers 503 until it is restarted.
 */
async function expectWholePool(database: Database, size: number): Promise<void> {
  let open = 0;
  let allOpen = () => {};
  const everyoneOpen = new Promise<void>((resolve) => {
    allOpen = resolve;
  });
  await Promise.allSettled(
    Array.from({ length: size }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        if (++open === size) allOpen();
        await Promise.race([everyoneOpen, sleep(HUNG_AFTER_MS)]);
      }),
    ),
  );
  expect(open).toBe(size);
}

interface Instance {
  app: FastifyInstance;
  database: Database;
  base: string;
}

/** An API server as server.ts builds it, listening on a free port of 127.0.0.1. */
async function startInstance(databaseUrl: string, poolSize: number): Promise<Instance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PASSWORD_SCRYPT_LOG_N: '10',
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(poolSize),
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
  const app = await buildApp({
    config,
    database,
    serverSecret: TEST_SERVER_SECRET,
    installationTokenHash: sha256(INSTALLATION_TOKEN),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance) return;
  await instance.app.close();
  // Closing the pool waits for every connection to come back; one lost by a failing test never does.
  await Promise.race([instance.database.close(), sleep(2_000)]);
}

/** What the checks below read of any answer: a call's statusCode, a seamless wallet answer's status. */
type Outcome = { statusCode?: number; status?: string };

interface Answer<Body extends Outcome = Outcome> {
  label: string;
  httpStatus: number;
  /** the parsed body, undefined when it was not JSON */
  body: Body | undefined;
  ms: number;
  /** set when no HTTP answer came: a hang-up, a refused connection, a timeout */
  transportError?: string;
}

let clientSequence = 0;

/**
 * One POST over HTTP, as a browser or a provider would send it; whatever happens is returned, not
 * thrown. `Body` is what the route answers in JSON.
 */
async function post<Body extends Outcome>(
  base: string,
  label: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<Body>> {
  const started = Date.now();
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  clientSequence++;
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      body: raw,
      headers: {
        'content-type': 'application/json',
        // Every call from its own address, as many players would be, so the per-IP limits stay out of the way.
        'x-forwarded-for': `10.${clientSequence % 250}.${Math.floor(clientSequence / 250) % 250}.9`,
        ...headers,
      },
      signal: AbortSignal.timeout(HUNG_AFTER_MS),
    });
    const text = await response.text();
    let parsed: Body | undefined;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { label, httpStatus: response.status, body: parsed, ms: Date.now() - started };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message} ${String(error.cause ?? '')}` : String(error);
    return { label, httpStatus: 0, body: undefined, ms: Date.now() - started, transportError: reason };
  }
}

const SERVICE_UNAVAILABLE = failure('serviceUnavailable');
const INTERNAL_SERVER_ERROR = failure('internalServerError');

const isSuccess = (answer: Answer) =>
  answer.label.startsWith('seamless')
    ? answer.httpStatus === 200 && answer.body?.status === 'OK'
    : answer.httpStatus === 200 && answer.body?.statusCode === 1;

/**
 * What the catalogue allows while the database is failing: success, or 503 serviceUnavailable /
 * 500 internalServerError with exactly the failure envelope. A seamless wallet call answers in
 * its own protocol (HTTP 200 with INTERNAL_ERROR). A business failure does not belong here: the
 * database being away must not, say, end a player's session.
 */
function isCatalogueFailure(answer: Answer): boolean {
  if (answer.label.startsWith('seamless')) return answer.httpStatus === 200 && answer.body?.status === 'INTERNAL_ERROR';
  if (answer.httpStatus === 503) return JSON.stringify(answer.body) === JSON.stringify(SERVICE_UNAVAILABLE);
  if (answer.httpStatus === 500) return JSON.stringify(answer.body) === JSON.stringify(INTERNAL_SERVER_ERROR);
  return false;
}

const isUnavailable = (answer: Answer) =>
  answer.label.startsWith('seamless')
    ? answer.httpStatus === 200 && answer.body?.status === 'INTERNAL_ERROR'
    : answer.httpStatus === 503 && JSON.stringify(answer.body) === JSON.stringify(SERVICE_UNAVAILABLE);

const describeAnswer = (answer: Answer) =>
  `${answer.label}: ${answer.transportError ?? `HTTP ${answer.httpStatus} ${answer.body === undefined ? '(not JSON)' : JSON.stringify(answer.body)}`} after ${answer.ms} ms`;

/** Fails, describing the answer, unless the call succeeded; its body is then the call's success shape. */
function expectCallSuccess<Body extends Outcome>(
  answer: Answer<Body>,
): asserts answer is Answer<Body> & { body: Extract<Body, { statusCode: typeof SUCCESS }> } {
  expect(answer.body?.statusCode, describeAnswer(answer)).toBe(SUCCESS);
}

/**
 * The calls of a site's daily life, as one player and the operator make them. Money moves are
 * remembered with their keys, so that the test can repeat them once the database is back.
 */
class Traffic {
  readonly adjustmentKeys: string[] = [];
  readonly debits: Array<Record<string, unknown>> = [];
  private session = { auth: '', account_id: DEMO_PLAYER.accountId };
  private launchToken = '';
  private currency = '';
  playerId = '';

  constructor(
    private readonly base: () => string,
    private readonly site: { domain_name: string; external_id: string },
  ) {}

  async prepare(): Promise<void> {
    const login = await this.login();
    expectCallSuccess(login);
    this.session.auth = login.body.token;
    const launched = await this.call('launchGame', { ...this.session, provider_code: BUILT_IN, game_code: BUILT_IN_GAME });
    expectCallSuccess(launched);
    this.launchToken = launchTokenIn(launched.body.value.game_url);
    const authenticated = await this.seamless('seamless authenticate', 'authenticate', { token: this.launchToken });
    expect(authenticated.body?.status, describeAnswer(authenticated)).toBe('OK');
    this.playerId = walletField(authenticated.body, 'player_id');
    this.currency = walletField(authenticated.body, 'currency');
  }

  call<N extends CallName>(name: N, body: CallRequest<N>): Promise<Answer<Envelope<CallResponse<N>>>> {
    return post(this.base(), name, calls[name].path, body);
  }

  login() {
    return this.call('login', { ...this.site, account_id: DEMO_PLAYER.accountId, password: DEMO_PLAYER.password });
  }

  startup = () => this.call('startup', { domain_name: this.site.domain_name });
  getBalance = () => this.call('getBalance', this.session);
  favList = () => this.call('favList', this.session);

  /** An operator credit of 1.00 with a new idempotency key. */
  adjust(key = `outage-${randomUUID()}`): Promise<Answer<Envelope<operatorApi.OperatorResponse<'walletAdjust'>>>> {
    if (!this.adjustmentKeys.includes(key)) this.adjustmentKeys.push(key);
    return post(
      this.base(),
      'walletAdjust',
      '/api/operator/wallet/adjust',
      {
        domain: this.site.domain_name,
        account_id: DEMO_PLAYER.accountId,
        direction: 'credit',
        amount: 1,
        reason: 'database outage test',
        idempotency_key: key,
      },
      { authorization: `Bearer ${OPERATOR_KEY}` },
    );
  }

  /** A bet of one minor unit by the built-in game, with a new transaction id. */
  debit(): Promise<Answer<Envelope<SeamlessResponse>>> {
    const request = {
      player_id: this.playerId,
      token: this.launchToken,
      transaction_id: `outage-${randomUUID()}`,
      round_id: `round-${randomUUID()}`,
      game_code: BUILT_IN_GAME,
      currency: this.currency,
      amount: 1,
    };
    this.debits.push(request);
    return this.seamless('seamless debit', 'debit', request);
  }

  seamless(label: string, action: SeamlessAction, request: Record<string, unknown>): Promise<Answer<Envelope<SeamlessResponse>>> {
    const raw = JSON.stringify(request);
    return post(this.base(), label, `/api/seamless/${BUILT_IN}/${action}`, raw, seamlessHeaders(BUILT_IN_SECRET, raw));
  }

  /** One of each: the calls the test expects to see answered. */
  everyKind(): Promise<Answer[]> {
    return Promise.all([this.startup(), this.getBalance(), this.favList(), this.login(), this.adjust(), this.debit()]);
  }

  /**
   * Repeats every money move until it is answered: once the database is back each is applied
   * exactly once, however its first attempt ended.
   */
  async settleMoneyMoves(): Promise<void> {
    for (const key of this.adjustmentKeys) {
      const answer = await this.adjust(key);
      expect(answer.body?.statusCode, describeAnswer(answer)).toBe(1);
    }
    for (const request of this.debits) {
      const answer = await this.seamless('seamless debit', 'debit', request);
      expect(answer.body?.status, describeAnswer(answer)).toBe('OK');
    }
  }
}

describe.skipIf(!serverUrl)(
  'database loss (needs PostgreSQL: set TEST_DATABASE_URL; PGlite runs in-process and cannot go away)',
  // Each test waits out the connect or query timeout at least once, on a machine busy with other test files.
  { timeout: 4 * HUNG_AFTER_MS },
  () => {
    let scratch: ScratchDatabase;
    let proxy: TcpProxy;
    let instance: Instance | undefined;
    let traffic: Traffic;
    let startingBalance: bigint;

    async function balanceCents(): Promise<bigint> {
      return withClient(scratch.url, async (client) => {
        const result = await client.query<{ balance: string }>('select balance::text from wallets where player_id = $1', [
          Number(traffic.playerId),
        ]);
        return BigInt(result.rows[0]!.balance);
      });
    }

    /**
     * After an outage: every money move repeated until answered, and the demo wallet moved by
     * exactly one application of each, the books whole.
     */
    async function expectWholeBooks(): Promise<void> {
      await traffic.settleMoneyMoves();
      expect(await withClient(scratch.url, ledgerMismatches)).toEqual([]);
      const expected = startingBalance + BigInt(traffic.adjustmentKeys.length) * 100n - BigInt(traffic.debits.length);
      expect(await balanceCents()).toBe(expected);
    }

    async function expectRecovered(): Promise<void> {
      const answers = await traffic.everyKind();
      expect(answers.filter((answer) => !isSuccess(answer)).map(describeAnswer)).toEqual([]);
    }

    beforeAll(async () => {
      scratch = await createScratchDatabase(serverUrl!, 'wl_dbloss');
      const setup = await openDatabase({ databaseUrl: scratch.url });
      await setup.migrate();
      await seedDemo(setup.db, { passwordLogN: 10, serverSecret: TEST_SERVER_SECRET });
      await grantOperatorKey(setup.db);
      await setup.close();
      proxy = TcpProxy.for(serverUrl!);
      await proxy.start();
      instance = await startInstance(scratch.urlThrough(proxy.port), MAIN_POOL_SIZE);
      const site = await instance.app.sites.byDomain('localhost');
      traffic = new Traffic(() => instance!.base, { domain_name: 'localhost', external_id: site.externalId });
      await traffic.prepare();
      startingBalance = await balanceCents();
    });

    afterAll(async () => {
      await stopInstance(instance);
      await proxy?.close();
      await scratch?.drop();
    });

    it('answers every call with its envelope while the connections are terminated mid-run, then recovers', async () => {
      const answers: Answer[] = [];
      let running = true;
      const kinds = [
        () => traffic.startup(),
        () => traffic.getBalance(),
        () => traffic.favList(),
        () => traffic.adjust(),
        () => traffic.debit(),
        () => traffic.getBalance(),
        () => traffic.login(),
      ];
      const workers = Array.from({ length: 6 }, async (_, worker) => {
        for (let turn = worker; running; turn++) answers.push(await kinds[turn % kinds.length]!());
      });
      let terminated = 0;
      for (let round = 0; round < 8; round++) {
        await sleep(150);
        terminated += await terminateBackends(serverUrl!, scratch.name);
      }
      running = false;
      await Promise.all(workers);

      expect(terminated).toBeGreaterThan(0);
      expect(answers.filter((answer) => !isSuccess(answer) && !isCatalogueFailure(answer)).map(describeAnswer)).toEqual([]);
      // The outage must have been felt, or this test proves nothing.
      expect(answers.filter(isCatalogueFailure).length).toBeGreaterThan(0);
      await expectRecovered();
      await expectWholePool(instance!.database, MAIN_POOL_SIZE);
      await expectWholeBooks();
    });

    async function answersWhileGone(how: 'refuse' | 'hang'): Promise<void> {
      await proxy.cut(how);
      // Time for the pool to notice its connections were dropped, so that the calls need new ones.
      await sleep(300);
      try {
        const answers = await traffic.everyKind();
        // startup may still be served from the site cache; everything else needs the database.
        const needDatabase = answers.filter((answer) => answer.label !== 'startup');
        expect(needDatabase.filter((answer) => !isUnavailable(answer)).map(describeAnswer)).toEqual([]);
        expect(answers.filter((answer) => !isSuccess(answer) && !isUnavailable(answer)).map(describeAnswer)).toEqual([]);
        // Behind a black hole the calls did wait for a connection, and stopped waiting at the timeout.
        if (how === 'hang') {
          expect(Math.max(...needDatabase.map((answer) => answer.ms))).toBeGreaterThanOrEqual(DATABASE_CONNECT_TIMEOUT_MS);
        }
      } finally {
        await proxy.restore();
      }
      await expectRecovered();
      await expectWholeBooks();
    }

    it('answers serviceUnavailable while the database refuses connections, and the same server recovers', () =>
      answersWhileGone('refuse'));

    it('answers serviceUnavailable while its open connections go silent, replaces them, and the same server recovers', async () => {
      // Every connection the pool may hold is open and idle when the database stops answering.
      await expectWholePool(instance!.database, MAIN_POOL_SIZE);
      await proxy.cut('silence');
      let answers: Answer[];
      try {
        // More calls than the pool has connections, so that every silent connection is tried.
        const credits = Array.from({ length: MAIN_POOL_SIZE }, () => traffic.adjust());
        answers = (await Promise.all([traffic.everyKind(), ...credits])).flat();
      } finally {
        await proxy.restore();
      }
      // startup may still be served from the site cache; everything else needs the database.
      const needDatabase = answers.filter((answer) => answer.label !== 'startup');
      expect(needDatabase.filter((answer) => !isUnavailable(answer)).map(describeAnswer)).toEqual([]);
      expect(answers.filter((answer) => !isSuccess(answer) && !isUnavailable(answer)).map(describeAnswer)).toEqual([]);
      // The silent connections are still open: only a pool that dropped them serves again.
      await expectRecovered();
      await expectWholePool(instance!.database, MAIN_POOL_SIZE);
      await expectWholeBooks();
    });

    it('gives up the connections of transactions the silence caught midway, and the same server recovers', async () => {
      let carryOn = () => {};
      const silenced = new Promise<void>((resolve) => {
        carryOn = resolve;
      });
      let begun = 0;
      let allBegun = () => {};
      const everyoneBegun = new Promise<void>((resolve) => {
        allBegun = resolve;
      });
      // Every connection of the pool inside a transaction, as a burst of bets would be.
      const caught = Array.from({ length: MAIN_POOL_SIZE }, () =>
        instance!.database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          if (++begun === MAIN_POOL_SIZE) allBegun();
          await silenced;
          await tx.execute(sql`select 1`);
        }),
      );
      await everyoneBegun;
      await proxy.cut('silence');
      carryOn();
      const outcomes = await Promise.allSettled(caught);
      await proxy.restore();
      expect(outcomes.filter((outcome) => outcome.status !== 'rejected' || !isDatabaseUnavailable(outcome.reason))).toEqual([]);
      // Their connections are still open and silent: a pool that kept one would hand it out again.
      await expectRecovered();
      await expectWholePool(instance!.database, MAIN_POOL_SIZE);
    });

    // The next two each wait out the connect timeout and share nothing (another instance, another
    // site's wallet, no proxy), so they wait together.
    it.concurrent('answers serviceUnavailable within the connect timeout while the database does not answer, and the same server recovers', () =>
      answersWhileGone('hang'));

    it.concurrent('answers serviceUnavailable within the connect timeout while a small pool is busy, and serves again once it is free', async () => {
      const small = await startInstance(scratch.url, 2);
      const otherSite = (await small.app.operator.listSites()).find((site) => !site.domains.includes('localhost'))!;
      const smallTraffic = new Traffic(() => small.base, {
        domain_name: otherSite.domains[0]!,
        external_id: otherSite.external_id,
      });
      try {
        await smallTraffic.prepare();
        let finishWork = () => {};
        const workDone = new Promise<void>((resolve) => {
          finishWork = resolve;
        });
        // Two long transactions hold both connections of the pool, as a slow report or a stuck lock would.
        const longWork = Array.from({ length: 2 }, () =>
          small.database.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await workDone;
          }),
        );
        await sleep(200);
        let answers: Answer[];
        try {
          answers = await Promise.all([
            smallTraffic.getBalance(),
            smallTraffic.favList(),
            smallTraffic.login(),
            smallTraffic.adjust(),
          ]);
        } finally {
          finishWork();
          await Promise.all(longWork);
        }
        expect(answers.filter((answer) => !isUnavailable(answer)).map(describeAnswer)).toEqual([]);

        const after = await Promise.all([smallTraffic.getBalance(), smallTraffic.favList(), smallTraffic.adjust()]);
        expect(after.filter((answer) => !isSuccess(answer)).map(describeAnswer)).toEqual([]);
        // The credit refused while the pool was busy, repeated now, is applied once like the other.
        await smallTraffic.settleMoneyMoves();
        const applied = await withClient(scratch.url, (client) =>
          client.query<{ key: string; count: number }>(
            'select idempotency_key as key, count(*)::int as count from ledger_entries where idempotency_key = any($1) group by 1',
            [smallTraffic.adjustmentKeys.map((key) => `operator:${key}`)],
          ),
        );
        expect(applied.rows.map((row) => row.count)).toEqual(smallTraffic.adjustmentKeys.map(() => 1));
        expect(await withClient(scratch.url, ledgerMismatches)).toEqual([]);
      } finally {
        await stopInstance(small);
      }
    });
  },
);
