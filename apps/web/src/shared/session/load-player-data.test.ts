import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiFailure, setFailureHandlers } from '@/shared/api/client';
import { useUserStore } from '@/shared/session/user-store';
import { networkIsDown, requestsTo } from '@/shared/testing/fake-server';
import { fakeApi, fakeAuthServer, LOGIN_SUCCESS } from '@/shared/testing/player';
import { vipQueryOptions } from './get-vip';
import { loadPlayerData } from './load-player-data';
import { playerKeys } from './player-keys';

const showError = vi.fn<(failure: ApiFailure) => Promise<void>>();
let queryClient: QueryClient;

beforeEach(() => {
  showError.mockReset().mockResolvedValue(undefined);
  setFailureHandlers({ sessionEnded: vi.fn(), showError });
  queryClient = new QueryClient();
  useUserStore.getState().reset();
  useUserStore.getState().loggedIn(LOGIN_SUCCESS);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadPlayerData (spec-coverage S4.1)', () => {
  it('loads balance, VIP and favourites with the session', async () => {
    const fetchMock = fakeAuthServer();
    await loadPlayerData(queryClient);

    for (const path of ['/api/auth/get_balance', '/api/home/fav_list']) {
      expect(requestsTo(fetchMock, path)[0]).toEqual({ auth: 'session-token', account_id: 'player1' });
    }
    // the level names in the interface's language
    expect(requestsTo(fetchMock, '/api/auth/vip')[0]).toEqual({ auth: 'session-token', account_id: 'player1', language: 'EN' });
    expect(queryClient.getQueryData(playerKeys.balance('player1'))).toEqual({ balance: 1250.5, token: 12 });
    expect(queryClient.getQueryData(vipQueryOptions('player1', 'EN').queryKey)).toMatchObject({
      currentLevel: 1,
      nextLevel: [{ vip_name: 'Bronze', vip_name_next: 'Silver' }],
    });
    expect(queryClient.getQueryData(playerKeys.favourites('player1'))).toEqual([
      expect.objectContaining({ game_code: 'fortune-gems' }),
    ]);
    expect(showError).not.toHaveBeenCalled();
  });

  it('asks again even when the cached answers are still fresh', async () => {
    const fetchMock = fakeAuthServer();
    queryClient.setQueryData(playerKeys.balance('player1'), { balance: 1, token: 0 });
    await loadPlayerData(queryClient);
    expect(requestsTo(fetchMock, '/api/auth/get_balance')).toHaveLength(1);
    expect(queryClient.getQueryData(playerKeys.balance('player1'))).toEqual({ balance: 1250.5, token: 12 });
  });

  it('keeps an empty favourites list when that call fails; a lost balance is only logged, a lost VIP shows the dialog', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    queryClient.setQueryData(playerKeys.favourites('player1'), [
      { game_code: 'x', game_name: 'X', game_type: 'slots', img_url: '', provider_code: 'JILI' },
    ]);
    networkIsDown();
    await loadPlayerData(queryClient);
    expect(queryClient.getQueryData(playerKeys.favourites('player1'))).toEqual([]);
    expect(queryClient.getQueryData(playerKeys.balance('player1'))).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('serviceUnavailable', expect.objectContaining({ statusCode: -503 }));
    expect(showError).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ statusCode: -500, message: 'internalServerError' }),
    );
  });

  it('opens the error dialog for any other failure', async () => {
    fakeApi({ '/api/auth/vip': { statusCode: 500, message: 'internalServerError' } });
    await loadPlayerData(queryClient);
    expect(showError).toHaveBeenCalledExactlyOnceWith({ statusCode: 500, message: 'internalServerError' });
    expect(queryClient.getQueryData(playerKeys.balance('player1'))).toEqual({ balance: 1250.5, token: 12 });
  });
});
