import { randomUUID } from 'node:crypto';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cashierDesk } from '@wl/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { auditLog } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import {
  createTestApp,
  expectSuccess,
  INSTALLATION_TOKEN,
  type PlayerSession,
  type StaffSession,
  signupPlayer,
  TEST_SERVER_SECRET,
  type TestApp,
  testAppForFile,
} from '../../test/harness.js';

type CashierDeskEvent = cashierDesk.CashierDeskEvent;

/** An open event stream as a test reads it: what came so far, and a wait for what is still to come. */
interface Stream {
  status: number;
  headers: IncomingMessage['headers'];
  events: CashierDeskEvent[];
  comments: string[];
  /** the answer's body, for a refusal */
  text(): string;
  next(predicate: (event: CashierDeskEvent) => boolean): Promise<CashierDeskEvent>;
  ended: Promise<void>;
  close(): void;
}

/** Opens the desk's stream on a listening app, as the browser's EventSource would. */
function openStream(app: FastifyInstance, cookie?: string): Promise<Stream> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = get(
      { host: '127.0.0.1', port, path: cashierDesk.CASHIER_DESK_STREAM_PATH, headers: cookie ? { cookie } : {} },
      (response) => {
        const events: CashierDeskEvent[] = [];
        const comments: string[] = [];
        const waiting = new Set<() => void>();
        let body = '';
        let buffered = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          buffered += chunk;
          let end = buffered.indexOf('\n\n');
          while (end >= 0) {
            for (const line of buffered.slice(0, end).split('\n')) {
              if (line.startsWith('data: ')) events.push(cashierDesk.cashierDeskEventSchema.parse(JSON.parse(line.slice(6))));
              if (line.startsWith(': ')) comments.push(line.slice(2));
            }
            buffered = buffered.slice(end + 2);
            end = buffered.indexOf('\n\n');
          }
          for (const check of waiting) check();
        });
        const ended = new Promise<void>((done) => response.on('end', done));
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          events,
          comments,
          text: () => body,
          next: (predicate) =>
            new Promise((found, fail) => {
              const timer = setTimeout(() => fail(new Error('no such event within 10 s')), 10_000);
              const check = () => {
                const event = events.find(predicate);
                if (!event) return;
                clearTimeout(timer);
                waiting.delete(check);
                found(event);
              };
              waiting.add(check);
              check();
            }),
          ended,
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

async function newPlayer(test: TestApp, domain = 'localhost'): Promise<PlayerSession> {
  const player = await signupPlayer(test, `live${randomUUID().replaceAll('-', '').slice(0, 10)}`, domain);
  return { auth: player.auth, account_id: player.account_id };
}

async function deposit(test: TestApp, session: PlayerSession, amount: number): Promise<number> {
  const requested = await test.call('deposit', {
    ...session,
    amount,
    method: 'e_wallet',
    payment_reference: 'GCASH-5521',
    idempotency_key: randomUUID(),
  });
  expectSuccess(requested);
  return requested.value.request_id;
}

const t = testAppForFile();
const open: Stream[] = [];

async function streamFor(session?: StaffSession): Promise<Stream> {
  const stream = await openStream(t.app, session?.cookie);
  open.push(stream);
  return stream;
}

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  vi.useRealTimers();
  for (const stream of open.splice(0)) stream.close();
});

describe("the cashier desk's live stream", () => {
  it('sends a member each request of their sites as it arrives and as it is decided, and nothing of the others', async () => {
    const cashier = await t.staffSession('cashier');
    const platformOwner = await t.staffSession('owner', { platform: true });
    const rival = await t.backoffice('operatorsCreate', { name: `Live rival ${randomUUID().slice(0, 8)}` }, platformOwner);
    expectSuccess(rival);
    const rivalCashier = await t.staffSession('cashier', { operatorId: rival.value.id });
    const ours = await streamFor(cashier);
    const theirs = await streamFor(rivalCashier);
    expect(ours.status).toBe(200);
    expect(ours.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(ours.headers['cache-control']).toBe('no-store');

    const player = await newPlayer(t);
    const requestId = await deposit(t, player, 75);
    const created = await ours.next((event) => event.request_id === requestId);
    const site = await t.app.sites.byDomain('localhost');
    expect(created).toMatchObject({
      type: 'request_created',
      site_id: site.id,
      kind: 'deposit',
      status: 'pending',
      approval_id: null,
    });

    const decided = await t.backoffice('cashierDeskDecide', { request_ids: [requestId], decision: 'approve' }, cashier);
    expectSuccess(decided);
    expect(await ours.next((event) => event.type === 'request_decided' && event.request_id === requestId)).toMatchObject({
      status: 'approved',
    });
    // Both streams are written from the same publish: had the other operator's been sent it, it would be there now.
    expect(theirs.events).toEqual([]);
  });

  it('tells the desk a withdrawal waits for a second member, and when it was paid', async () => {
    const [proposer, second] = [await t.staffSession('cashier'), await t.staffSession('cashier')];
    const stream = await streamFor(proposer);
    const player = await newPlayer(t);
    const fundingId = await deposit(t, player, 1500);
    expectSuccess(await t.backoffice('cashierDeskDecide', { request_ids: [fundingId], decision: 'approve' }, second));
    const bank = await t.call('bankAccountAdd', {
      ...player,
      bank_name: 'BDO Unibank',
      holder_name: 'Ana Reyes',
      account_number: '5566778899',
    });
    expectSuccess(bank);
    const withdrawal = await t.call('withdrawal', {
      ...player,
      amount: 1200,
      bank_account_id: bank.value[0]!.bank_account_id,
      idempotency_key: randomUUID(),
    });
    expectSuccess(withdrawal);
    const requestId = withdrawal.value.request_id;

    const proposed = await t.backoffice('cashierDeskDecide', { request_ids: [requestId], decision: 'approve' }, proposer);
    expectSuccess(proposed);
    const approvalId = proposed.value[0]!.approval_id;
    expect(await stream.next((event) => event.type === 'approval_proposed' && event.request_id === requestId)).toMatchObject({
      approval_id: approvalId,
      status: 'pending',
    });
    expectSuccess(await t.backoffice('approvalsDecide', { approval_id: approvalId, decision: 'approve' }, second));
    await stream.next((event) => event.type === 'approval_decided' && event.approval_id === approvalId);
    expect(await stream.next((event) => event.type === 'request_decided' && event.request_id === requestId)).toMatchObject({
      status: 'approved',
    });
  });

  it('refuses a request without a session, and a member whose role may not read the cashier', async () => {
    const anonymous = await streamFor();
    await anonymous.ended;
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text())).toMatchObject({ message: 'permissionDenied' });

    const member = await t.staffSession('marketing');
    const marketing = await streamFor(member);
    await marketing.ended;
    expect(marketing.status).toBe(403);
    expect(JSON.parse(marketing.text())).toMatchObject({ message: 'forbidden' });
    // audited as every call refused for want of a permission is
    const denied = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, member.staffId));
    expect(denied.map((row) => [row.action, row.target, row.actor, row.data])).toContainEqual([
      'access.denied',
      cashierDesk.CASHIER_DESK_STREAM_PATH,
      member.username,
      { permission: 'cashier.read' },
    ]);

    const forged = await openStream(t.app, 'wl_staff=not-a-session');
    await forged.ended;
    expect(JSON.parse(forged.text())).toMatchObject({ message: 'sessionExpired' });
  });

  it('keeps a quiet stream open with a heartbeat, and ends it once the session ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const member = await t.staffSession('read_only');
    const stream = await streamFor(member);
    await vi.advanceTimersByTimeAsync(cashierDesk.CASHIER_DESK_HEARTBEAT_SECONDS * 1000);
    await vi.waitFor(() => expect(stream.comments).toContain('heartbeat'));

    expectSuccess(await t.backoffice('staffSignOut', {}, member));
    await vi.advanceTimersByTimeAsync(cashierDesk.CASHIER_DESK_HEARTBEAT_SECONDS * 1000);
    await stream.ended;
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the live stream across two instances sharing Redis (TEST_REDIS_URL)', () => {
  let first: TestApp;
  /** the same database; the stream is opened here and the request made on the first */
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: redisUrl as string });
    second = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        PASSWORD_SCRYPT_LOG_N: '10',
        TRUST_PROXY: '127.0.0.1',
        REDIS_URL: redisUrl,
        REDIS_PREFIX: first.app.config.REDIS_PREFIX,
      }),
      database: first.database,
      serverSecret: TEST_SERVER_SECRET,
      installationTokenHash: sha256(INSTALLATION_TOKEN),
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('relays a request made on one instance to a desk connected to the other', async () => {
    const cashier = await first.staffSession('cashier');
    const stream = await openStream(second, cashier.cookie);
    open.push(stream);
    expect(stream.status).toBe(200);
    const player = await newPlayer(first);
    const requestId = await deposit(first, player, 60);
    expect(await stream.next((event) => event.request_id === requestId)).toMatchObject({ type: 'request_created' });
  });
});
