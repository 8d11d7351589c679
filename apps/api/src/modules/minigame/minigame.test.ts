import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ledgerEntries,
  type MiniGamePrize,
  miniGamePlays,
  miniGames,
  players,
  sites,
  tokenLedger,
  wallets,
} from '../../db/schema/index.js';
import { expectSuccess, loginDemo, signupPlayer, testAppForFile } from '../../test/harness.js';
import { moveTokens } from '../wallet/service.js';
import { drawPrize } from './service.js';

const t = testAppForFile();
let accountSequence = 0;

type Session = { auth: string; account_id: string };

async function siteId(domain = 'localhost'): Promise<number> {
  return (await t.app.sites.byDomain(domain)).id;
}

async function playerOf(session: Session, domain = 'localhost') {
  const [player] = await t.database.db
    .select()
    .from(players)
    .where(and(eq(players.siteId, await siteId(domain)), eq(players.accountId, session.account_id)));
  if (!player) throw new Error(`no player ${session.account_id}`);
  return player;
}

/** A new player on the site holding the given tokens (granted through the token ledger). */
async function newPlayer(tokens: bigint, domain = 'localhost'): Promise<Session & { playerId: number }> {
  const session = await signupPlayer(t, `mg_player_${++accountSequence}`, domain);
  const player = await playerOf(session, domain);
  if (tokens > 0n) {
    await t.database.db.transaction((tx) =>
      moveTokens(tx, {
        siteId: player.siteId,
        playerId: player.id,
        kind: 'grant',
        amount: tokens,
        idempotencyKey: `test:grant:${player.id}`,
      }),
    );
  }
  return { auth: session.auth, account_id: session.account_id, playerId: player.id };
}

/** A bet the test needs to go through; the play it made. */
async function placeBet(player: Session, gameId: number) {
  const bet = await t.call('miniGameBet', { ...player, game_id: gameId });
  expectSuccess(bet);
  return bet.value[0]!;
}

async function addGame(values: { cost: bigint; prizes: MiniGamePrize[]; enabled?: boolean; position?: number; domain?: string }) {
  const [game] = await t.database.db
    .insert(miniGames)
    .values({
      siteId: await siteId(values.domain),
      code: `test_game_${++accountSequence}`,
      name: `Test game ${accountSequence}`,
      costToken: values.cost,
      prizes: values.prizes,
      enabled: values.enabled ?? true,
      position: values.position ?? 1000,
    })
    .returning();
  return game!;
}

const cashPrize = (minor: number, weight = 1): MiniGamePrize => ({
  label: `Cash ${minor}`,
  type: 'cash',
  amount: String(minor),
  weight,
});
const tokenPrize = (tokens: number, weight = 1): MiniGamePrize => ({
  label: `${tokens} tokens`,
  type: 'token',
  amount: String(tokens),
  weight,
});
const nothing = (weight = 1): MiniGamePrize => ({ label: 'Try again', type: 'none', amount: '0', weight });

async function walletOf(playerId: number) {
  const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.playerId, playerId));
  return wallet!;
}

/** Every cash and token balance must be exactly what its ledger adds up to. */
async function expectLedgersToMatch(playerId: number) {
  const wallet = await walletOf(playerId);
  const [cash] = await t.database.db
    .select({ total: sql`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(BigInt) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, playerId));
  const [tokens] = await t.database.db
    .select({
      available: sql`coalesce(sum(${tokenLedger.amount}), 0)`.mapWith(BigInt),
      frozen: sql`coalesce(sum(${tokenLedger.frozenChange}), 0)`.mapWith(BigInt),
    })
    .from(tokenLedger)
    .where(eq(tokenLedger.playerId, playerId));
  expect(wallet.balance).toBe(cash!.total);
  expect(wallet.tokenBalance).toBe(tokens!.available);
  expect(wallet.frozenToken).toBe(tokens!.frozen);
}

describe('drawPrize', () => {
  it('never draws a prize of weight 0 and follows the weights', () => {
    const prizes = [nothing(0), tokenPrize(1, 1), cashPrize(100, 3)];
    const counts = [0, 0, 0];
    for (let draw = 0; draw < 10_000; draw++) counts[drawPrize(prizes)]! += 1;
    expect(counts[0]).toBe(0);
    expect(counts[2]! / 10_000).toBeGreaterThan(0.7);
    expect(counts[2]! / 10_000).toBeLessThan(0.8);
  });

  it('refuses a game where nothing can be drawn', () => {
    expect(() => drawPrize([nothing(0)])).toThrow();
  });
});

describe('mini game list, wallet and gamify', () => {
  it('lists the enabled games of the player site by position, prizes in major units and whole tokens', async () => {
    const demo = await loginDemo(t);
    const first = await addGame({ cost: 7n, prizes: [cashPrize(1250), tokenPrize(3), nothing()], position: -2 });
    const second = await addGame({ cost: 1n, prizes: [nothing()], position: -1 });
    const disabled = await addGame({ cost: 1n, prizes: [nothing()], enabled: false, position: -3 });
    const elsewhere = await addGame({ cost: 1n, prizes: [nothing()], position: -4, domain: 'slot2.localhost' });

    const result = await t.call('miniGameList', demo);
    expectSuccess(result);
    const ids = result.value.map((game: { game_id: number }) => game.game_id);
    expect(ids.slice(0, 2)).toEqual([first.id, second.id]);
    expect(ids).not.toContain(disabled.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(result.value[0]).toEqual({
      game_id: first.id,
      code: first.code,
      name: first.name,
      cost_token: 7,
      prizes: [
        { label: 'Cash 1250', type: 'cash', amount: 12.5 },
        { label: '3 tokens', type: 'token', amount: 3 },
        { label: 'Try again', type: 'none', amount: 0 },
      ],
    });
  });

  it('shows the seeded games to the demo player', async () => {
    const result = await t.call('miniGameList', await loginDemo(t, 'slot3.localhost'));
    expectSuccess(result);
    expect(result.value.length).toBeGreaterThan(0);
  });

  it('reports the token wallet', async () => {
    const player = await newPlayer(42n);
    const result = await t.call('miniGameWallet', player);
    expect(result).toMatchObject({ statusCode: 1, value: [{ frozen_token: 0, token_balance: 42 }] });
  });

  it('shows the rewards icon only when gamify is on and the site has an enabled game', async () => {
    const domain = 'slot4.localhost';
    const id = await siteId(domain);
    const demo = await loginDemo(t, domain);
    const gamify = async () => (await t.call('miniGameGamify', demo)).value?.[0]?.status;
    const setSite = async (gamifyEnabled: boolean) => {
      await t.database.db.update(sites).set({ gamifyEnabled }).where(eq(sites.id, id));
      t.app.invalidateSite(id);
    };

    await setSite(true);
    await addGame({ cost: 1n, prizes: [nothing()], domain });
    expect(await gamify()).toBe(true);

    await setSite(false);
    expect(await gamify()).toBe(false);

    await setSite(true);
    await t.database.db.update(miniGames).set({ enabled: false }).where(eq(miniGames.siteId, id));
    expect(await gamify()).toBe(false);
  });

  it('answers sessionExpired without a valid session', async () => {
    const player = await newPlayer(0n);
    for (const name of ['miniGameList', 'miniGameWallet', 'miniGameLog', 'miniGameGamify'] as const) {
      const result = await t.call(name, { auth: 'not-a-session-token', account_id: player.account_id });
      expect(result).toMatchObject({ statusCode: 401, message: 'sessionExpired' });
    }
    const bet = await t.call('miniGameBet', { auth: 'not-a-session-token', account_id: player.account_id, game_id: 1 });
    expect(bet).toMatchObject({ statusCode: 401, message: 'sessionExpired' });
  });
});

describe('mini game bet', () => {
  it('freezes the cost, draws the prize and records a pending play', async () => {
    const game = await addGame({ cost: 5n, prizes: [nothing(0), cashPrize(250)] });
    const player = await newPlayer(20n);

    const bet = await t.call('miniGameBet', { ...player, game_id: game.id });
    expectSuccess(bet);
    expect(bet).toMatchObject({
      statusCode: 1,
      value: [{ prize_index: 1, prize: { label: 'Cash 250', type: 'cash', amount: 2.5 }, token_balance: 15, frozen_token: 5 }],
    });
    expect((await t.call('miniGameWallet', player)).value?.[0]).toEqual({ token_balance: 15, frozen_token: 5 });

    const log = await t.call('miniGameLog', player);
    expect(log.value).toEqual([
      expect.objectContaining({
        play_id: bet.value[0]!.play_id,
        game_id: game.id,
        game_name: game.name,
        cost_token: 5,
        prize: { label: 'Cash 250', type: 'cash', amount: 2.5 },
        status: 'pending',
        settled_at: null,
      }),
    ]);
    await expectLedgersToMatch(player.playerId);
  });

  it('refuses a bet without enough tokens and changes nothing', async () => {
    const game = await addGame({ cost: 5n, prizes: [tokenPrize(10)] });
    const player = await newPlayer(4n);
    const before = await walletOf(player.playerId);

    const bet = await t.call('miniGameBet', { ...player, game_id: game.id });
    expect(bet).toMatchObject({ statusCode: 402, message: 'insufficientTokens' });

    expect(await walletOf(player.playerId)).toEqual(before);
    expect(await t.database.db.select().from(miniGamePlays).where(eq(miniGamePlays.playerId, player.playerId))).toEqual([]);
    expect((await t.call('miniGameLog', player)).value).toEqual([]);
    await expectLedgersToMatch(player.playerId);
  });

  it('answers gameNotFound for an unknown, disabled or other site game', async () => {
    const player = await newPlayer(50n);
    const disabled = await addGame({ cost: 1n, prizes: [nothing()], enabled: false });
    const elsewhere = await addGame({ cost: 1n, prizes: [nothing()], domain: 'slot2.localhost' });
    for (const gameId of [999_999, disabled.id, elsewhere.id]) {
      const bet = await t.call('miniGameBet', { ...player, game_id: gameId });
      expect(bet).toMatchObject({ statusCode: 404, message: 'gameNotFound' });
    }
    expect((await t.call('miniGameWallet', player)).value?.[0]).toEqual({ token_balance: 50, frozen_token: 0 });
  });

  it('refuses a game id that is not a positive number', async () => {
    const player = await newPlayer(0n);
    const bet = await t.call('miniGameBet', { ...player, game_id: 0 });
    expect(bet).toMatchObject({ message: 'validationFailed', errors: [{ field: 'game_id', key: 'invalidGame' }] });
  });

  it('keeps the newest 50 plays in the log, newest first', async () => {
    const game = await addGame({ cost: 0n, prizes: [nothing()] });
    const player = await newPlayer(0n);
    const playIds: number[] = [];
    for (let round = 0; round < 52; round++) {
      playIds.push((await placeBet(player, game.id)).play_id);
    }
    const log = await t.call('miniGameLog', player);
    expect(log.value?.map((play) => play.play_id)).toEqual(playIds.reverse().slice(0, 50));
  });
});

describe('mini game reward', () => {
  it('settles every pending play once: unfreezes the cost and pays cash and token prizes', async () => {
    const cashGame = await addGame({ cost: 5n, prizes: [cashPrize(250)] });
    const tokenGame = await addGame({ cost: 2n, prizes: [tokenPrize(9)] });
    const player = await newPlayer(20n);
    const first = await placeBet(player, cashGame.id);
    const second = await placeBet(player, cashGame.id);
    const tokenBet = await placeBet(player, tokenGame.id);
    expect((await t.call('miniGameWallet', player)).value?.[0]).toEqual({ token_balance: 8, frozen_token: 12 });

    const reward = await t.call('miniGameReward', { ...player, game_id: cashGame.id });
    expectSuccess(reward);
    expect(reward).toMatchObject({ statusCode: 1, value: [{ game_balance: 5, token_balance: 8, frozen_token: 2 }] });
    expect(reward.value[0]?.settled).toEqual([
      { play_id: first.play_id, prize: { label: 'Cash 250', type: 'cash', amount: 2.5 } },
      { play_id: second.play_id, prize: { label: 'Cash 250', type: 'cash', amount: 2.5 } },
    ]);
    const balance = await t.call('getBalance', player);
    expect(balance.game_balance).toBe(5);

    const again = await t.call('miniGameReward', { ...player, game_id: cashGame.id });
    expect(again).toMatchObject({ statusCode: 409, message: 'nothingToClaim' });

    const tokenReward = await t.call('miniGameReward', { ...player, game_id: tokenGame.id });
    expect(tokenReward).toMatchObject({
      statusCode: 1,
      value: [{ settled: [{ play_id: tokenBet.play_id }], game_balance: 5, token_balance: 17, frozen_token: 0 }],
    });

    const log = await t.call('miniGameLog', player);
    expectSuccess(log);
    expect(log.value.every((play) => play.status === 'settled' && play.settled_at)).toBe(true);
    await expectLedgersToMatch(player.playerId);
  });

  it('answers nothingToClaim without pending plays and gameNotFound for an unknown game', async () => {
    const game = await addGame({ cost: 1n, prizes: [nothing()] });
    const player = await newPlayer(5n);
    expect(await t.call('miniGameReward', { ...player, game_id: game.id })).toMatchObject({
      statusCode: 409,
      message: 'nothingToClaim',
    });
    expect(await t.call('miniGameReward', { ...player, game_id: 999_999 })).toMatchObject({
      statusCode: 404,
      message: 'gameNotFound',
    });
  });

  it('does not settle the plays of another player', async () => {
    const game = await addGame({ cost: 1n, prizes: [tokenPrize(4)] });
    const bettor = await newPlayer(5n);
    const other = await newPlayer(5n);
    await t.call('miniGameBet', { ...bettor, game_id: game.id });
    expect(await t.call('miniGameReward', { ...other, game_id: game.id })).toMatchObject({ message: 'nothingToClaim' });
    expect((await t.call('miniGameWallet', bettor)).value?.[0]).toEqual({ token_balance: 4, frozen_token: 1 });
  });

  it('pays each play exactly once under concurrent reward calls', async () => {
    const game = await addGame({ cost: 3n, prizes: [cashPrize(175)] });
    const player = await newPlayer(30n);
    const playIds: number[] = [];
    for (let round = 0; round < 4; round++) {
      playIds.push((await placeBet(player, game.id)).play_id);
    }

    const results = await Promise.all(Array.from({ length: 8 }, () => t.call('miniGameReward', { ...player, game_id: game.id })));
    const successes = results.filter((result) => result.statusCode === 1);
    const settledIds = successes.flatMap((result) => result.value?.[0]?.settled.map((entry) => entry.play_id) ?? []);
    expect(settledIds.sort((a, b) => a - b)).toEqual(playIds);
    expect(results.filter((result) => result.statusCode !== 1).every((result) => result.message === 'nothingToClaim')).toBe(true);

    expect((await t.call('getBalance', player)).game_balance).toBe(7);
    expect((await t.call('miniGameWallet', player)).value?.[0]).toEqual({ token_balance: 18, frozen_token: 0 });
    const prizes = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, player.playerId), eq(ledgerEntries.kind, 'minigame_prize')));
    expect(prizes).toHaveLength(4);
    await expectLedgersToMatch(player.playerId);
  });
});
