import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFailureHandlers } from '@/shared/api/client';
import { useUserStore } from '@/shared/session/user-store';
import { networkIsDown, requestsTo } from '@/shared/testing/fake-server';
import { fakeAuthServer, LOGIN_SUCCESS } from '@/shared/testing/player';
import { loadPlayerData } from './session-data';

beforeEach(() => {
  setFailureHandlers({ sessionEnded: vi.fn(), showError: vi.fn(async () => {}) });
  useUserStore.getState().reset();
  useUserStore.getState().loggedIn(LOGIN_SUCCESS);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadPlayerData (spec section 4)', () => {
  it('loads balance, VIP and favourites with the session', async () => {
    const fetchMock = fakeAuthServer();
    await loadPlayerData();

    for (const path of ['/api/auth/get_balance', '/api/auth/vip', '/api/home/fav_list']) {
      expect(requestsTo(fetchMock, path)[0]).toEqual({ auth: 'session-token', account_id: 'player1' });
    }
    const state = useUserStore.getState();
    expect(state.game).toEqual({ balance: 1250.5, token: 12 });
    expect(state.vip).toMatchObject({ vip_name: 'Bronze', vip_name_next: 'Silver', currentLevel: 1 });
    expect(state.game_fav_list.map((game) => game.game_code)).toEqual(['fortune-gems']);
  });

  it('keeps an empty favourites list when that call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useUserStore
      .getState()
      .setFavourites([{ game_code: 'x', game_name: 'X', game_type: 'slots', img_url: '', provider_code: 'JILI' }]);
    networkIsDown();
    await loadPlayerData();
    expect(useUserStore.getState().game_fav_list).toEqual([]);
    expect(useUserStore.getState().game).toEqual({ balance: 0, token: 0 });
  });
});
