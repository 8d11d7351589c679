import { CATEGORY_PATHS, PRODUCT_CATEGORIES } from '@wl/contract/lite';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/config/routes';
import { LOBBY_PATHS, lobbyOfPath } from './lobbies';

describe('lobbies', () => {
  it('maps every category path and /hot to its lobby, and nothing else', () => {
    for (const category of PRODUCT_CATEGORIES) expect(lobbyOfPath(CATEGORY_PATHS[category])).toBe(category);
    expect(lobbyOfPath('/hot')).toBe('hot');
    expect(lobbyOfPath('/casino/')).toBe('livecasino');
    expect(lobbyOfPath('/profile')).toBeUndefined();
  });

  it('has a route for every lobby', () => {
    const paths = new Set<string>(ROUTES.map((route) => route.path));
    for (const path of Object.values(LOBBY_PATHS)) expect(paths.has(path), path).toBe(true);
  });
});
