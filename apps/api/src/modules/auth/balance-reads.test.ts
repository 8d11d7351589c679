import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type Database, type Db, openDatabase } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { slotTable } from '../../test/game-provider.js';
import {
  createTestApp,
  INSTALLATION_TOKEN,
  type PlayerSession,
  signupPlayer,
  TEST_SERVER_SECRET,
  type TestApp,
  testAppForFile,
} from '../../test/harness.js';
import { playerIdOf } from '../../test/money.js';
import { listeningOn } from '../../test/postgres-faults.js';
import { moveMoney } from '../wallet/service.js';
import { PLAYER_CHANGES_CHANNEL } from './sessions.js';

/** The app's clock, which the session cache keeps time by: still unless a test moves it. */
const clock = { ms: Date.now() };
const now = () => new Date(clock.ms);

const t = testAppForFile({}, { now });
let playerSequence = 0;

interface Player {
  session: PlayerSession;
  playerId: number;
  siteId: number;
}

async function newPlayer(test: TestApp = t): Promise<Player> {
  const { auth, account_id } = await signupPlayer(test, `shown${++playerSequence}_${randomUUID().slice(0, 6)}`);
  const site = await test.app.sites.byDomain('localhost');
  return { session: { auth, account_id }, playerId: await playerIdOf(test, account_id), siteId: site.id };
}

async function shownBalance(app: FastifyInstance, session: PlayerSession) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/get_balance', payload: session });
  return response.json<{ statusCode: number; message?: string; game_balance?: number; game_token?: number; currency?: string }>();
}

const credit = (db: Db, { playerId, siteId }: Player, cents: bigint) =>
  moveMoney(db, { siteId, playerId, kind: 'adjustment', amount: cents, idempotencyKey: randomUUID() });

/**
 * A credit made as the seamless wallet's statements make theirs: with the database's change feed
 * kept quiet, so that nothing tells the cache until someone calls walletsMoved.
 */
const unannouncedCredit = (db: Db, player: Player, cents: bigint) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('wl.player_changes_announced', 'on', true)`);
    await credit(tx as unknown as Db, player, cents);
  });

describe('get_balance from the session cache', () => {
  it('answers a session reading its balance again from memory, until it is five seconds old', async () => {
    const player = await newPlayer();
    expect(await shownBalance(t.app, player.session)).toMatchObject({ statusCode: 1, game_balance: 0 });

    await unannouncedCredit(t.database.db, player, 500n);
    expect((await shownBalance(t.app, player.session)).game_balance).toBe(0);

    clock.ms += 5_000;
    expect((await shownBalance(t.app, player.session)).game_balance).toBe(5);
  });

  it("shows the players' changes announced by the seamless wallet's statements at once", async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    await shownBalance(t.app, player.session);
    await shownBalance(t.app, other.session);
    await unannouncedCredit(t.database.db, player, 700n);
    await unannouncedCredit(t.database.db, other, 300n);

    t.app.sessions.walletsMoved([player.playerId]);
    expect((await shownBalance(t.app, player.session)).game_balance).toBe(7);
    expect((await shownBalance(t.app, other.session)).game_balance).toBe(0);
  });

  it('shows every change made through this instance at once: money, a seamless bet, a logout, a block', async () => {
    const player = await newPlayer();
    await credit(t.database.db, player, 10_000n);
    expect((await shownBalance(t.app, player.session)).game_balance).toBe(100);

    await credit(t.database.db, player, 250n);
    expect((await shownBalance(t.app, player.session)).game_balance).toBe(102.5);

    await t.database.db.execute(sql`update wallets set token_balance = token_balance + 3 where player_id = ${player.playerId}`);
    expect(await shownBalance(t.app, player.session)).toMatchObject({ game_balance: 102.5, game_token: 3 });

    const table = await slotTable(t, player.session);
    await table.bet(1_000);
    expect((await shownBalance(t.app, player.session)).game_balance).toBe(92.5);

    const blocked = await newPlayer();
    await shownBalance(t.app, blocked.session);
    const answer = await t.operator('players/set_status', {
      domain: 'localhost',
      account_id: blocked.session.account_id,
      action: 'block',
      reason: 'chargeback investigation',
    });
    expect(answer.statusCode).toBe(1);
    expect(await shownBalance(t.app, blocked.session)).toMatchObject({ statusCode: 403, message: 'BLOCK' });

    expect((await t.call('logout', { ...player.session, everywhere: false })).statusCode).toBe(1);
    expect(await shownBalance(t.app, player.session)).toMatchObject({ message: 'sessionExpired' });
  });

  it('refuses a kept session once it has idled out, and touches it when a touch is due, though the cache still holds it', async () => {
    const idled = await newPlayer();
    const due = await newPlayer();
    await shownBalance(t.app, idled.session);
    await shownBalance(t.app, due.session);
    const lastSeen = async () => {
      const [row] = await t.database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(due.session.auth)));
      return row?.lastSeenAt.getTime() ?? 0;
    };
    const seenAtSignIn = await lastSeen();
    // The players' clock moves on; the cache's (the app's) does not, so both lookups are still kept.
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      expect((await shownBalance(t.app, due.session)).statusCode).toBe(1);
      expect(await lastSeen()).toBeGreaterThan(seenAtSignIn);
      vi.setSystemTime(Date.now() + t.app.sessions.idleMs);
      expect(await shownBalance(t.app, idled.session)).toMatchObject({ message: 'sessionExpired' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers afresh once its site's row is read again, though the session lookup is still kept", async () => {
    const player = await newPlayer();
    expect(await shownBalance(t.app, player.session)).toMatchObject({ currency: 'USD' });
    await t.database.db.execute(sql`update sites set currency = 'PHP' where id = ${player.siteId}`);
    try {
      t.app.siteCache.invalidate(player.siteId);
      expect(await shownBalance(t.app, player.session)).toMatchObject({ statusCode: 1, currency: 'PHP' });
    } finally {
      await t.database.db.execute(sql`update sites set currency = 'USD' where id = ${player.siteId}`);
      t.app.siteCache.invalidate(player.siteId);
    }
  });

  it('never keeps a token that is unknown or of another account', async () => {
    const player = await newPlayer();
    await shownBalance(t.app, player.session);
    const { session } = player;
    expect(await shownBalance(t.app, { ...session, account_id: 'someone_else' })).toMatchObject({ message: 'sessionExpired' });
    expect(await shownBalance(t.app, { ...session, auth: sha256(session.auth) })).toMatchObject({ message: 'sessionExpired' });
    expect((await shownBalance(t.app, player.session)).statusCode).toBe(1);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!serverUrl)(
  'get_balance from the session cache of a second instance (needs PostgreSQL: TEST_DATABASE_URL)',
  () => {
    let first: TestApp;
    let secondDatabase: Database;
    let second: FastifyInstance;
    /** A connection of its own, as an operator's SQL client would be. */
    let outsider: pg.Client;

    beforeAll(async () => {
      first = await createTestApp(redisUrl ? { REDIS_URL: redisUrl } : {}, { now });
      secondDatabase = await openDatabase({ databaseUrl: first.databaseUrl, poolSize: 3 });
      second = await buildApp({
        config: loadConfig({
          LOG_LEVEL: 'silent',
          PASSWORD_SCRYPT_LOG_N: '10',
          ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
          REDIS_PREFIX: first.app.config.REDIS_PREFIX,
        }),
        database: secondDatabase,
        serverSecret: TEST_SERVER_SECRET,
        installationTokenHash: sha256(INSTALLATION_TOKEN),
        now,
      });
      await second.ready();
      outsider = new pg.Client({ connectionString: first.databaseUrl });
      await outsider.connect();
    });
    afterAll(async () => {
      await outsider?.end();
      await second?.close();
      await secondDatabase?.close();
      await first?.close();
    });

    /** What the second instance shows, once the change has come to it (the clock stands still: no entry ages out). */
    const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 30_000, interval: 20 });

    it("shows the other instance's money moves, a revocation and a block once the database's feed brings them", async () => {
      const player = await newPlayer(first);
      await credit(first.database.db, player, 1_000n);
      expect((await shownBalance(second, player.session)).game_balance).toBe(10);

      await credit(first.database.db, player, 500n);
      await eventually(async () => expect((await shownBalance(second, player.session)).game_balance).toBe(15));

      await outsider.query('update players set status = $1 where id = $2', ['blocked', player.playerId]);
      await eventually(async () => expect((await shownBalance(second, player.session)).message).toBe('BLOCK'));
      await outsider.query('update players set status = $1 where id = $2', ['active', player.playerId]);
      await eventually(async () => expect((await shownBalance(second, player.session)).statusCode).toBe(1));

      await outsider.query('update sessions set revoked_at = now() where token_hash = $1', [sha256(player.session.auth)]);
      await eventually(async () => expect((await shownBalance(second, player.session)).message).toBe('sessionExpired'));
    });

    it.skipIf(!redisUrl)("shows the other instance's seamless bets, announced through Redis", async () => {
      const player = await newPlayer(first);
      await credit(first.database.db, player, 2_000n);
      await eventually(async () => expect((await shownBalance(second, player.session)).game_balance).toBe(20));
      const table = await slotTable(first, player.session);
      await table.bet(500);
      await eventually(async () => expect((await shownBalance(second, player.session)).game_balance).toBe(15));
    });

    it('drops what it kept when its listening connection is lost, and keeps again once it listens anew', async () => {
      const player = await newPlayer(first);
      await shownBalance(second, player.session);
      await unannouncedCredit(first.database.db, player, 400n);
      expect((await shownBalance(second, player.session)).game_balance).toBe(0);

      const listening = async () =>
        (await outsider.query<{ pid: number }>(listeningOn(PLAYER_CHANGES_CHANNEL))).rows.map((row) => row.pid);
      // Both instances listen; both connections are ended, and each instance connects again on its own.
      const before = await listening();
      expect(before).toHaveLength(2);
      await outsider.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [before]);
      await eventually(async () => {
        const anew = await listening();
        expect(anew).toHaveLength(2);
        expect(anew.some((pid) => before.includes(pid))).toBe(false);
      });
      expect((await shownBalance(second, player.session)).game_balance).toBe(4);

      await unannouncedCredit(first.database.db, player, 100n);
      expect((await shownBalance(second, player.session)).game_balance).toBe(4);
    });
  },
);
