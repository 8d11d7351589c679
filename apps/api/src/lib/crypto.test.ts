import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calls } from '@wl/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../seed/demo.js';
import { createTestApp, type SiteRef, type TestApp } from '../test/harness.js';
import { HASH_BUSY_RETRY_AFTER_SECONDS, hashPassword, passwordHashing, verifyPassword, WorkSlots } from './crypto.js';
import { AppFailure } from './failure.js';

/** A task that runs until the test opens its gate. */
function gatedTask() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, run: () => gate };
}

async function refusalOf(attempt: Promise<unknown>): Promise<AppFailure> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppFailure)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

/** Lets every callback and promise job queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkSlots', () => {
  it('runs at most its concurrency at once, queues the next ones in order, and refuses past the queue with serverBusy', async () => {
    const slots = new WorkSlots(2, 3);
    const started: number[] = [];
    const tasks = Array.from({ length: 5 }, () => gatedTask());
    const runs = tasks.map((task, index) =>
      slots.run(async () => {
        started.push(index);
        await task.run();
        return index;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);

    const refused = await refusalOf(slots.run(async () => 'never'));
    expect(refused.key).toBe('serverBusy');
    expect(refused.extra.retry_after).toBe(HASH_BUSY_RETRY_AFTER_SECONDS);

    tasks[1]!.open();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    for (const task of tasks) task.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = new WorkSlots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('password hashes', () => {
  it('take at most half the thread pool that file reads share, one at the least', () => {
    const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
    expect(passwordHashing.concurrency).toBe(Math.max(1, Math.floor(pool / 2)));
  });

  it('are checked through the slots and still verify', async () => {
    const stored = await hashPassword('Correct-horse-42', 10);
    expect(await verifyPassword('Correct-horse-42', stored)).toBe(true);
    expect(await verifyPassword('Wrong-horse-42', stored)).toBe(false);
  });
});

describe('a login flood', () => {
  let t: TestApp;
  let site: SiteRef;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'wl-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
    t = await createTestApp({ WEB_DIST: dist });
    site = await t.site();
  });
  afterAll(() => t?.close());

  /** Occupies every slot and every place in the queue of the app's password hashing until released. */
  let release = () => {};
  function fillTheHashQueue(): void {
    const holders = Array.from({ length: passwordHashing.concurrency + passwordHashing.maxWaiting }, () => gatedTask());
    const held = holders.map((holder) => passwordHashing.run(holder.run));
    release = () => {
      for (const holder of holders) holder.open();
      void Promise.all(held);
    };
  }
  afterEach(() => release());

  const login = (account_id: string, password: string) => t.call('login', { ...site, account_id, password });

  it('answers a login the busy failure with Retry-After while the hash queue is full, and serves the site meanwhile', async () => {
    const session = await login(DEMO_PLAYER.accountId, DEMO_PLAYER.password);
    expect(session.statusCode).toBe(1);
    await t.call('startup', { domain_name: site.domain_name });
    fillTheHashQueue();

    const busy = await t.app.inject({
      method: 'POST',
      url: calls.login.path,
      payload: { ...site, account_id: DEMO_PLAYER.accountId, password: DEMO_PLAYER.password },
    });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ statusCode: 503, message: 'serverBusy', retry_after: HASH_BUSY_RETRY_AFTER_SECONDS });
    expect(busy.headers['retry-after']).toBe(String(HASH_BUSY_RETRY_AFTER_SECONDS));
    const change = await t.call('updatePassword', {
      account_id: DEMO_PLAYER.accountId,
      auth: session.token,
      password: DEMO_PLAYER.password,
      new_password: 'Another-pass-2026',
    });
    expect(change).toMatchObject({ httpStatus: 503, message: 'serverBusy' });

    // What needs no password hash is answered as usual while hashes wait.
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(await t.call('startup', { domain_name: site.domain_name })).toMatchObject({ httpStatus: 200, statusCode: 1 });
    const balance = await t.call('getBalance', { account_id: DEMO_PLAYER.accountId, auth: session.token });
    expect(balance).toMatchObject({ httpStatus: 200, statusCode: 1 });

    release();
    expect((await login(DEMO_PLAYER.accountId, DEMO_PLAYER.password)).statusCode).toBe(1);
  });

  it('does not count a login the server was too busy to check against the account', async () => {
    const account = 'busy_victim';
    fillTheHashQueue();
    for (let attempt = 0; attempt < 15; attempt++) {
      expect((await login(account, `guess-${attempt}-xyz`)).message).toBe('serverBusy');
    }
    release();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(account, `guess-${attempt}-xyz`)).message).toBe('invalidCredentials');
    }
    expect((await login(account, 'guess-final-xyz')).message).toBe('tooManyRequests');
  });

  it('answers every one of 200 logins at once, checked or busy, while a static file and a site read are served', async () => {
    const logins = Array.from({ length: 200 }, (_, n) => login(`flood_${n}`, 'Summer-2026!'));
    const asset = t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    const startup = t.call('startup', { domain_name: site.domain_name });
    expect((await asset).statusCode).toBe(200);
    expect(await startup).toMatchObject({ httpStatus: 200, statusCode: 1 });
    const messages = new Set((await Promise.all(logins)).map((answer) => answer.message));
    expect([...messages].every((message) => message === 'invalidCredentials' || message === 'serverBusy')).toBe(true);
  });
});
