import {
  DEFAULT_GAME_LISTS,
  FAIR_GAME_CODES,
  FAIR_GAMES,
  HOME_GAME_LISTS,
  PAGINATION_DEFAULTS,
  PRODUCT_CATEGORIES,
  PROVIDER_LOGO_CODES,
} from '@wl/contract';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PROVIDER } from '../lib/secrets.js';
import { CATALOG_GAMES, CATALOG_PROVIDERS, seededGameList } from './catalog.js';

describe('the demo catalogue', () => {
  it('takes every provider logo from the contract map', () => {
    for (const provider of CATALOG_PROVIDERS) {
      expect(PROVIDER_LOGO_CODES[provider.code], provider.code).toBe(provider.logoCode);
    }
  });

  it('has more games in every category than one lobby page, and slots fill at least two', () => {
    for (const category of PRODUCT_CATEGORIES) {
      const total = CATALOG_GAMES.filter((game) => game.gameType === category).length;
      expect(total, category).toBeGreaterThan(PAGINATION_DEFAULTS.itemsPerPage);
    }
    const slots = CATALOG_GAMES.filter((game) => game.gameType === 'slots').length;
    expect(slots).toBeGreaterThan(2 * PAGINATION_DEFAULTS.itemsPerPage);
  });

  it('has every game of the built-in home lists, with the same name, type and image', () => {
    for (const list of HOME_GAME_LISTS) {
      for (const game of DEFAULT_GAME_LISTS[list]) {
        const entry = CATALOG_GAMES.find((row) => row.providerCode === game.provider_code && row.gameCode === game.game_code);
        expect(entry, `${list}: ${game.provider_code}/${game.game_code}`).toMatchObject({
          gameName: game.game_name,
          gameType: game.game_type,
          imgUrl: game.game_image,
        });
      }
    }
  });

  it('keeps the popup list to EVOPLAY', () => {
    expect(DEFAULT_GAME_LISTS.popup.every((game) => game.provider_code === 'EVOPLAY')).toBe(true);
  });

  it('has every fair game, each in its category', () => {
    const fair = CATALOG_GAMES.filter((game) => game.providerCode === BUILT_IN_PROVIDER && game.gameCode.startsWith('wl_'));
    expect(Object.fromEntries(fair.map((game) => [game.gameCode, game.gameType]))).toEqual({
      [FAIR_GAME_CODES.dice]: 'hashgame',
      [FAIR_GAME_CODES.mines]: 'arcade',
      [FAIR_GAME_CODES.plinko]: 'arcade',
      [FAIR_GAME_CODES.keno]: 'lottery',
      [FAIR_GAME_CODES.bingo]: 'bingo',
      [FAIR_GAME_CODES.crash]: 'crash',
      [FAIR_GAME_CODES.racing]: 'horseracing',
    });
    expect(fair).toHaveLength(FAIR_GAMES.length);
    // every name its own: a search finds the fair game apart from an aggregator's of the same kind
    expect(new Set(CATALOG_GAMES.map((game) => game.gameName)).size).toBe(CATALOG_GAMES.length);
  });

  it('seeds each home list as the built-in one with the fair games at every other place from the second on', () => {
    const hot = seededGameList('hot');
    expect(hot[0]).toEqual({ provider_code: 'JILI', game_code: 'super_ace' });
    expect(hot.slice(1, 4).map((game) => game.game_code)).toEqual([
      FAIR_GAME_CODES.dice,
      'mahjong_ways_2',
      FAIR_GAME_CODES.mines,
    ]);
    expect(hot).toHaveLength(DEFAULT_GAME_LISTS.hot.length + 3);
    expect(hot.map((game) => game.game_code)).toContain(FAIR_GAME_CODES.crash);
    expect(seededGameList('featured').map((game) => game.game_code)).toContain(FAIR_GAME_CODES.racing);
    expect(seededGameList('new').filter((game) => game.game_code.startsWith('wl_'))).toHaveLength(FAIR_GAMES.length);
    expect(seededGameList('popup')).toEqual(
      DEFAULT_GAME_LISTS.popup.map(({ provider_code, game_code }) => ({ provider_code, game_code })),
    );
  });
});
