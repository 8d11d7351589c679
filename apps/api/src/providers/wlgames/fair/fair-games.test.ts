import { FAIR_BET_LIMITS, toMajor } from '@wl/contract';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fairGameSettings, fairRounds, fairSeedPairs, players, sites } from '../../../db/schema/index.js';
import { expectSuccess, loginDemo, signupPlayer, testAppForFile } from '../../../test/harness.js';
import { verifyFairRound } from './outcome.js';
import { buildHashChain, hashSeed } from './seeds.js';

const t = testAppForFile();
let accounts = 0;

async function newPlayer() {
  const session = await signupPlayer(t, `fair_player_${++accounts}`);
  const site = await t.app.sites.byDomain('localhost');
  const [player] = await t.database.db
    .select()
    .from(players)
    .where(and(eq(players.siteId, site.id), eq(players.accountId, session.account_id)));
  return { session, player: player!, site };
}

describe('the games', () => {
  it("declare their RTP and bet limits in the site's currency, the site's own settings first", async () => {
    const site = await t.app.sites.byDomain('localhost');
    const before = await t.call('fairGames', await t.site());
    expectSuccess(before);
    expect(before.value.map((game) => game.game)).toEqual(['dice', 'mines', 'plinko', 'keno', 'bingo', 'crash', 'racing']);
    const minBet = toMajor(BigInt(FAIR_BET_LIMITS[site.currency].min), site.currency);
    expect(before.value[0]).toEqual({
      game: 'dice',
      rtp: 9900,
      rtp_min: 9000,
      rtp_max: 9900,
      currency: site.currency,
      min_bet: minBet,
      max_bet: toMajor(BigInt(FAIR_BET_LIMITS[site.currency].max), site.currency),
      shared_round: false,
    });
    expect(before.value.find((game) => game.game === 'crash')?.shared_round).toBe(true);
    await t.database.db.insert(fairGameSettings).values([
      { siteId: site.id, game: 'keno', rtp: 9000, betLimits: { [site.currency]: { min: 200, max: 300_000 } } },
      // outside the game's range: its nearest end
      { siteId: site.id, game: 'dice', rtp: 9990 },
    ]);
    const after = await t.call('fairGames', await t.site());
    expectSuccess(after);
    expect(after.value.find((game) => game.game === 'keno')).toMatchObject({
      rtp: 9000,
      min_bet: toMajor(200n, site.currency),
      max_bet: toMajor(300_000n, site.currency),
    });
    expect(after.value.find((game) => game.game === 'dice')).toMatchObject({ rtp: 9900, min_bet: minBet });
    await t.database.db.delete(fairGameSettings).where(eq(fairGameSettings.siteId, site.id));
  });
});

describe('the seed pair', () => {
  it('is made on first use, shows only its server seed hash, and stays until rotated', async () => {
    const { session, player } = await newPlayer();
    const first = await t.call('fairSeeds', session);
    expectSuccess(first);
    expect(first.current).toEqual({
      server_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      client_seed: expect.any(String),
      nonce: 0,
    });
    expect(first.revealed).toEqual([]);
    const again = await t.call('fairSeeds', session);
    expectSuccess(again);
    expect(again.current).toEqual(first.current);
    // the seed in use is kept sealed: nothing stored in clear matches its hash
    const [stored] = await t.database.db.select().from(fairSeedPairs).where(eq(fairSeedPairs.playerId, player.id));
    expect(stored!.serverSeed).toBeNull();
    expect(stored!.serverSeedSealed).not.toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes one pair for simultaneous first calls', async () => {
    const { session, player } = await newPlayer();
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call('fairSeeds', session)));
    for (const answer of answers) expectSuccess(answer);
    expect(new Set(answers.map((answer) => answer.current?.server_seed_hash)).size).toBe(1);
    expect(await t.database.db.$count(fairSeedPairs, eq(fairSeedPairs.playerId, player.id))).toBe(1);
  });

  it('takes the client seed the player chooses, and refuses one with spaces or too long', async () => {
    const { session } = await newPlayer();
    const set = await t.call('fairSetClientSeed', { ...session, client_seed: 'my-lucky-seed' });
    expectSuccess(set);
    expect(set.current).toMatchObject({ client_seed: 'my-lucky-seed', nonce: 0 });
    for (const client_seed of ['has space', '', 'x'.repeat(65)]) {
      const refused = await t.call('fairSetClientSeed', { ...session, client_seed });
      expect(refused).toMatchObject({ statusCode: 422, message: 'validationFailed' });
    }
  });

  it('reveals the server seed on rotation, whose SHA-256 is the hash shown before, and starts a new one at nonce 0', async () => {
    const { session } = await newPlayer();
    const before = await t.call('fairSeeds', session);
    expectSuccess(before);
    const rotated = await t.call('fairRotateSeed', { ...session, client_seed: 'next-seed' });
    expectSuccess(rotated);
    expect(hashSeed(rotated.previous.server_seed)).toBe(before.current.server_seed_hash);
    expect(rotated.previous).toMatchObject({
      server_seed_hash: before.current.server_seed_hash,
      client_seed: before.current.client_seed,
    });
    expect(rotated.current).toMatchObject({ client_seed: 'next-seed', nonce: 0 });
    expect(rotated.current.server_seed_hash).not.toBe(before.current.server_seed_hash);
    const after = await t.call('fairSeeds', session);
    expectSuccess(after);
    expect(after.current).toEqual(rotated.current);
    expect(after.revealed).toEqual([rotated.previous]);
    // without a new client seed the pair keeps the one it had
    const again = await t.call('fairRotateSeed', session);
    expectSuccess(again);
    expect(again.current.client_seed).toBe('next-seed');
  });

  it('rotates once per request when two arrive together, revealing each seed once', async () => {
    const { session } = await newPlayer();
    const answers = await Promise.all([t.call('fairRotateSeed', session), t.call('fairRotateSeed', session)]);
    for (const answer of answers) expectSuccess(answer);
    const seeds = await t.call('fairSeeds', session);
    expectSuccess(seeds);
    expect(seeds.revealed).toHaveLength(2);
    expect(new Set(seeds.revealed.map((pair) => pair.server_seed)).size).toBe(2);
    for (const pair of seeds.revealed) expect(hashSeed(pair.server_seed)).toBe(pair.server_seed_hash);
  });

  it('needs a logged-in player', async () => {
    const site = await t.site();
    expect(await t.call('fairSeeds', { ...site, auth: 'nope', account_id: 'nobody' })).toMatchObject({ statusCode: 401 });
  });
});

describe('verify', () => {
  const SERVER_SEED = '8f3c1a5e9b7d2f4061c3e5a7b9d1f3e5c7a9b1d3f5e7c9a1b3d5f7e9c1a3b5d7';
  const CLIENT_SEED = 'player-chosen-seed';

  it('recomputes a round from seeds, logged out', async () => {
    const answer = await t.call('fairVerify', {
      ...(await t.site()),
      server_seed: SERVER_SEED,
      client_seed: CLIENT_SEED,
      nonce: 0,
      params: { game: 'dice', target: 5000, direction: 'under' },
    });
    expectSuccess(answer);
    expect(answer).toMatchObject({
      round: null,
      outcome: { game: 'dice', roll: 284, won: true },
      multiplier: 1.98,
      recomputed: true,
      round_hash: '9c6897bc34d2aee60e3c5d316a0023c8bf4450ee8c4cf846e4780ebf815f798f',
    });
    const lower = await t.call('fairVerify', {
      ...(await t.site()),
      server_seed: SERVER_SEED,
      client_seed: CLIENT_SEED,
      nonce: 0,
      rtp: 9000,
      params: { game: 'dice', target: 5000, direction: 'under' },
    });
    expect(lower).toMatchObject({ multiplier: 1.8 });
  });

  it('recomputes a crash round from its chain seed and the site salt, without a nonce', async () => {
    const { seeds } = buildHashChain('f'.repeat(64), 3);
    const answer = await t.call('fairVerify', {
      ...(await t.site()),
      server_seed: seeds[2],
      client_seed: 'site-salt',
      params: { game: 'crash', cash_out: 200 },
    });
    expectSuccess(answer);
    expect(answer.outcome).toEqual({ game: 'crash', crash_point: 3.83, cashed_out: true });
    expect(answer.multiplier).toBe(2);
  });

  it('says which field is missing or outside the rules', async () => {
    const site = await t.site();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { server_seed: SERVER_SEED, client_seed: CLIENT_SEED, params: { game: 'dice', target: 5000, direction: 'under' } },
        'nonce',
        'required',
      ],
      [{ client_seed: CLIENT_SEED, nonce: 1, params: { game: 'bingo' } }, 'server_seed', 'required'],
      [{ server_seed: SERVER_SEED, client_seed: CLIENT_SEED, nonce: 1 }, 'params', 'required'],
      // under 0.50: a 0.5% chance, below the 1% the game takes
      [
        {
          server_seed: SERVER_SEED,
          client_seed: CLIENT_SEED,
          nonce: 1,
          params: { game: 'dice', target: 50, direction: 'under' },
        },
        'params',
        'invalidParams',
      ],
      [
        { server_seed: SERVER_SEED, client_seed: CLIENT_SEED, nonce: 1, params: { game: 'keno', numbers: [4, 4] } },
        'params',
        'invalidParams',
      ],
    ];
    for (const [body, field, key] of cases) {
      const answer = await t.call('fairVerify', { ...site, ...body });
      expect(answer, JSON.stringify(body)).toMatchObject({ statusCode: 422, errors: [{ field, key }] });
    }
    const badSeed = await t.call('fairVerify', {
      ...site,
      server_seed: 'ABC',
      client_seed: CLIENT_SEED,
      nonce: 0,
      params: { game: 'bingo' },
    });
    expect(badSeed).toMatchObject({ statusCode: 422 });
  });

  it('shows a stored round by id: as stored until the pair is rotated, then recomputed from the revealed seed', async () => {
    const { session, player, site } = await newPlayer();
    const seeds = await t.call('fairSeeds', session);
    expectSuccess(seeds);
    const [pair] = await t.database.db.select().from(fairSeedPairs).where(eq(fairSeedPairs.playerId, player.id));
    const params = { game: 'plinko', rows: 12, risk: 'medium' } as const;
    // what a play call stores: the pair's sealed seed drew the outcome (the test reads it by rotating afterwards)
    const [inserted] = await t.database.db
      .insert(fairRounds)
      .values({
        siteId: site.id,
        playerId: player.id,
        seedPairId: pair!.id,
        game: 'plinko',
        params,
        rtp: 9900,
        clientSeed: pair!.clientSeed,
        nonce: 0,
        outcome: { game: 'plinko', path: [], bin: 0 },
        multiplier: 0,
        currency: site.currency,
        bet: 1000n,
        payout: 0n,
        status: 'settled',
      })
      .returning();
    const roundId = `FR${inserted!.id}`;
    const hidden = await t.call('fairVerify', { ...(await t.site()), round_id: roundId });
    expectSuccess(hidden);
    expect(hidden).toMatchObject({
      round: {
        round_id: roundId,
        game: 'plinko',
        server_seed: null,
        server_seed_hash: seeds.current.server_seed_hash,
        nonce: 0,
        bet: 10,
      },
      recomputed: false,
      round_hash: null,
    });

    const rotated = await t.call('fairRotateSeed', session);
    expectSuccess(rotated);
    const shown = await t.call('fairVerify', { ...(await t.site()), round_id: roundId });
    expectSuccess(shown);
    const expected = verifyFairRound({
      serverSeed: rotated.previous.server_seed,
      clientSeed: pair!.clientSeed,
      nonce: 0,
      params,
      rtp: 9900,
    });
    expect(shown).toMatchObject({
      round: { round_id: roundId, server_seed: rotated.previous.server_seed },
      outcome: expected.outcome,
      multiplier: expected.multiplier / 10_000,
      recomputed: true,
    });

    // another site's round, an open mines round and an unknown id are not found
    const [other] = await t.database.db.select().from(sites).where(ne(sites.id, site.id)).limit(1);
    const [elsewhere] = await t.database.db
      .insert(fairRounds)
      .values({ ...inserted!, id: undefined, siteId: other!.id, nonce: 1 } as typeof fairRounds.$inferInsert)
      .returning();
    const [open] = await t.database.db
      .insert(fairRounds)
      .values({ ...inserted!, id: undefined, nonce: 2, status: 'open' } as typeof fairRounds.$inferInsert)
      .returning();
    for (const id of [elsewhere!.id, open!.id, 99_999_999]) {
      expect(await t.call('fairVerify', { ...(await t.site()), round_id: `FR${id}` })).toMatchObject({
        message: 'roundNotFound',
      });
    }
  });

  it('is refused for a round id that is not one', async () => {
    expect(await t.call('fairVerify', { ...(await t.site()), round_id: 'WL12' })).toMatchObject({ statusCode: 422 });
  });

  it('works for the demo player too', async () => {
    expectSuccess(await t.call('fairSeeds', await loginDemo(t)));
  });
});
