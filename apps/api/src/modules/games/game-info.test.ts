import { existsSync } from 'node:fs';
import { BUILT_IN_GAME_ART, FAIR_GAME_CODES, FAIR_GAMES, toMajor } from '@wl/contract';
import { describe, expect, it } from 'vitest';
import { fairGameSettings, games } from '../../db/schema/index.js';
import { spin } from '../../providers/wlgames/engine.js';
import { betLevels, WLGAMES_GAMES } from '../../providers/wlgames/games.js';
import { seededRng } from '../../providers/wlgames/rng.js';
import { expectSuccess, testAppForFile } from '../../test/harness.js';
import { bingoStandardDeviation, SLOT_VOLATILITY, volatilityOf } from './game-info.js';

const t = testAppForFile();

async function info(provider_code: string, game_code: string, domain = 'localhost') {
  return t.call('gameInfo', { ...(await t.site(domain)), provider_code, game_code });
}

/** The built-in fair games join the catalogue in the seed (issue 21); the test makes sure of the two it reads. */
async function catalogueFairGames() {
  await t.database.db
    .insert(games)
    .values(
      (['dice', 'bingo'] as const).map((game) => ({
        providerCode: 'WLGAMES',
        gameCode: FAIR_GAME_CODES[game],
        gameName: game,
        gameType: 'arcade',
      })),
    )
    .onConflictDoNothing();
}

describe('gameInfo', () => {
  it("gives a built-in slot's RTP, volatility and bets in the site currency, and offers fun play", async () => {
    const answer = await info('WLGAMES', 'lucky_lantern');
    expectSuccess(answer);
    const levels = betLevels(answer.value.currency as never);
    expect(answer.value).toMatchObject({
      provider_code: 'WLGAMES',
      game_code: 'lucky_lantern',
      game_name: 'Lucky Lantern',
      provider_name: 'WL Games',
      fun_play: true,
      // 33,202,064 / 34,603,008 = 95.9514% (docs/built-in-provider.md)
      rtp: 9595,
      volatility: 'low',
      min_bet: toMajor(BigInt(levels[0]!), answer.value.currency as never),
      max_bet: toMajor(BigInt(levels.at(-1)!), answer.value.currency as never),
    });
  });

  it("leaves out what the catalogue does not know of an aggregator's game, never a guess", async () => {
    const answer = await info('JILI', 'super_ace');
    expectSuccess(answer);
    expect(answer.value).toMatchObject({
      game_name: 'Super Ace',
      provider_name: 'JILI Games',
      fun_play: false,
      rtp: null,
      volatility: null,
      min_bet: null,
      max_bet: null,
    });
  });

  it("gives a fair game's RTP and bet limits as the site set them", async () => {
    await catalogueFairGames();
    const site = await t.site('localhost');
    const siteRow = await t.app.sites.byDomain('localhost');
    await t.database.db
      .insert(fairGameSettings)
      .values({ siteId: siteRow.id, game: 'dice', rtp: 9500, betLimits: { [siteRow.currency]: { min: 300, max: 90_000 } } })
      .onConflictDoUpdate({ target: [fairGameSettings.siteId, fairGameSettings.game], set: { rtp: 9500 } });
    const dice = await t.call('gameInfo', { ...site, provider_code: 'WLGAMES', game_code: FAIR_GAME_CODES.dice });
    expectSuccess(dice);
    expect(dice.value).toMatchObject({
      rtp: 9500,
      volatility: 'chosen',
      min_bet: toMajor(300n, siteRow.currency),
      max_bet: toMajor(90_000n, siteRow.currency),
      // a visitor may play it on a demo balance, like the slots
      fun_play: true,
    });
    const bingo = await t.call('gameInfo', { ...site, provider_code: 'WLGAMES', game_code: FAIR_GAME_CODES.bingo });
    expectSuccess(bingo);
    expect(bingo.value.volatility).toBe(volatilityOf(bingoStandardDeviation(bingo.value.rtp!)));
  });

  it('answers gameNotFound for a game the site does not offer', async () => {
    expect(await info('WLGAMES', 'no_such_game')).toMatchObject({ statusCode: expect.any(Number), message: 'gameNotFound' });
    expect(await info('NOPE', 'super_ace')).toMatchObject({ message: 'gameNotFound' });
  });
});

describe('volatility', () => {
  it('classes the slots by the spread of a round’s pay, measured on seeded rounds', () => {
    const game = WLGAMES_GAMES[0]!;
    const rng = seededRng(20);
    const rounds = 200_000;
    let sum = 0;
    let squares = 0;
    for (let round = 0; round < rounds; round++) {
      // a round's pay in bets: the line-bet multiple over the 10 lines
      const pay = spin(game, rng).lineBetMultiplier / 10;
      sum += pay;
      squares += pay * pay;
    }
    const deviation = Math.sqrt(squares / rounds - (sum / rounds) ** 2);
    expect(deviation).toBeGreaterThan(2);
    expect(volatilityOf(deviation)).toBe(SLOT_VOLATILITY);
  });

  it('draws the line at 3 and 10 bets', () => {
    expect([0.5, 2.99, 3, 9.99, 10, 40].map(volatilityOf)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });
});

describe('the built-in games’ pictures', () => {
  it('lead to the artwork drawn for each, and other games keep their drawn card', async () => {
    const art = await t.app.inject({ method: 'GET', url: '/img/games/WLGAMES/jade_garden.svg' });
    expect(art.statusCode).toBe(302);
    expect(art.headers.location).toBe('/game-art/jade_garden.svg');
    const card = await t.app.inject({ method: 'GET', url: '/img/games/JILI/super_ace.svg' });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toContain('image/svg+xml');
  });

  it('has a drawing in the web app for every slot and every fair game', () => {
    const codes = [...WLGAMES_GAMES.map((game) => game.code), ...FAIR_GAMES.map((game) => FAIR_GAME_CODES[game])];
    expect([...BUILT_IN_GAME_ART].sort()).toEqual([...codes].sort());
    for (const code of codes) {
      expect(existsSync(new URL(`../../../../web/public/game-art/${code}.svg`, import.meta.url)), code).toBe(true);
    }
  });
});
