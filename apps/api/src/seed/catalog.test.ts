import { DEFAULT_GAME_LISTS, HOME_GAME_LISTS, PAGINATION_DEFAULTS, PRODUCT_CATEGORIES, PROVIDER_LOGO_CODES } from '@wl/contract';
import { describe, expect, it } from 'vitest';
import { CATALOG_GAMES, CATALOG_PROVIDERS } from './catalog.js';

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
});
