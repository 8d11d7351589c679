import type { CallResponse } from '@wl/contract/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_SUCCESS as LOGIN } from '@/shared/testing/player';
import { FORCE_LOGOUT_KEY, playerAuth, STORED_USER_KEY, useUserStore } from './user-store';

const state = () => useUserStore.getState();

beforeEach(() => state().reset());

describe('loggedIn (spec-coverage S4.1)', () => {
  it('authenticates and stores the user on statusCode 1 with a token', () => {
    state().loggedIn(LOGIN);

    expect(state()).toMatchObject({
      isAuthenticated: true,
      token: 'session-token',
      user: LOGIN.user,
      fullname: 'Juan Dela Cruz',
    });
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY)!)).toEqual({ user: LOGIN.user, token: 'session-token' });
    expect(playerAuth()).toEqual({ auth: 'session-token', account_id: 'player1' });
  });

  it('stays a visitor without a token', () => {
    state().loggedIn({ ...LOGIN, token: '' });
    expect(state().isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('stays a visitor when the status is not 1', () => {
    state().loggedIn({ ...LOGIN, statusCode: 401 } as unknown as CallResponse<'login'>);
    expect(state().isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('restores the stored user when a tab opens', async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ user: LOGIN.user, token: 'session-token' }));
    vi.resetModules();
    const { useUserStore: freshStore } = await import('./user-store');
    expect(freshStore.getState()).toMatchObject({ isAuthenticated: true, token: 'session-token', email: 'juan@example.com' });
  });
});

describe('logout (spec-coverage S4.4)', () => {
  it('resets the state, clears the stored user and writes the force-logout marker', () => {
    state().loggedIn(LOGIN);

    state().logout();

    expect(state()).toMatchObject({ isAuthenticated: false, user: null, token: '', email: '', fullname: '' });
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(localStorage.getItem(FORCE_LOGOUT_KEY)).toMatch(/^\d+$/);
  });
});
