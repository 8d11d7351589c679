import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_CHANGES_CHANNEL } from '../modules/auth/sessions.js';
import { moveMoney } from '../modules/wallet/service.js';
import { slotTable } from '../test/game-provider.js';
import { signupPlayer, testAppForFile } from '../test/harness.js';
import { playerIdOf } from '../test/money.js';
import { listeningOn, withClient } from '../test/postgres-faults.js';

const t = testAppForFile();
const serverUrl = process.env.TEST_DATABASE_URL;
let playerSequence = 0;
const stops: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** The player ids the change feed (migration 0021) brings to a listener of this process, in order. */
async function followChanges() {
  const feed = { received: [] as string[], connected: false };
  stops.push(
    await t.database.listen(PLAYER_CHANGES_CHANNEL, {
      message: (payload) => feed.received.push(payload),
      connected: () => {
        feed.connected = true;
      },
      lost: () => {
        feed.connected = false;
      },
    }),
  );
  await vi.waitFor(() => expect(feed.connected).toBe(true), { timeout: 30_000 });
  return feed;
}

/**
 * Waits until everything committed so far has come by NOTIFY: notifications come in the order of
 * their commits, so once a marker sent now has come, any earlier change has too.
 */
async function allCame(feed: { received: string[] }) {
  const marker = `marker-${randomUUID()}`;
  await t.database.db.execute(sql`select pg_notify(${PLAYER_CHANGES_CHANNEL}, ${marker})`);
  await vi.waitFor(() => expect(feed.received).toContain(marker), { timeout: 30_000 });
}

async function newPlayer() {
  const session = await signupPlayer(t, `feed${++playerSequence}_${randomUUID().slice(0, 6)}`);
  const site = await t.app.sites.byDomain('localhost');
  return {
    session: { auth: session.auth, account_id: session.account_id },
    playerId: await playerIdOf(t, session.account_id),
    siteId: site.id,
  };
}

const credit = (player: { playerId: number; siteId: number }, cents: bigint) =>
  moveMoney(t.database.db, { ...player, kind: 'adjustment', amount: cents, idempotencyKey: randomUUID() });

describe('the database change feed of players', () => {
  it('tells this process of its own change before the statement that committed it returns', async () => {
    const feed = await followChanges();
    const player = await newPlayer();
    // The signup's own change (the account became active) is not the one under test.
    await allCame(feed);
    feed.received.length = 0;
    await credit(player, 100n);
    expect(feed.received).toContain(String(player.playerId));
  });

  it.runIf(serverUrl)('(PostgreSQL) tells this process of its own changes while its listening connection is down', async () => {
    const feed = await followChanges();
    const player = await newPlayer();
    await withClient(t.databaseUrl as string, (admin) =>
      admin.query(`select pg_terminate_backend(pid) from (${listeningOn(PLAYER_CHANGES_CHANNEL)}) listening`),
    );
    await vi.waitFor(() => expect(feed.connected).toBe(false), { timeout: 30_000 });
    feed.received.length = 0;
    await credit(player, 100n);
    expect(feed.received).toContain(String(player.playerId));
  });

  it("stays quiet for the seamless wallet's statements, which announce their players themselves", async () => {
    const feed = await followChanges();
    const bettor = await newPlayer();
    await credit(bettor, 10_000n);
    const table = await slotTable(t, bettor.session);
    await allCame(feed);
    feed.received.length = 0;

    await table.bet(100);
    await allCame(feed);
    expect(feed.received).not.toContain(String(bettor.playerId));
  });
});
