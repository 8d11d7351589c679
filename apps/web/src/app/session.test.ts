import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORCE_LOGOUT_KEY, useUserStore } from '@/shared/session/user-store';
import { LOGIN_SUCCESS as LOGIN } from '@/shared/testing/player';
import { installSessionHandling } from './session';

const state = () => useUserStore.getState();

beforeEach(() => state().reset());

describe('cross-tab logout (spec-coverage S4.4)', () => {
  const reload = vi.fn();
  let uninstall: () => void;

  beforeEach(() => {
    reload.mockReset();
    vi.stubGlobal('location', { ...window.location, reload });
    uninstall = installSessionHandling(createMemoryRouter([{ path: '/', element: null }]));
    state().loggedIn(LOGIN);
  });

  afterEach(() => {
    uninstall();
    vi.unstubAllGlobals();
  });

  it('resets and reloads when another tab writes the marker', () => {
    window.dispatchEvent(new StorageEvent('storage', { key: FORCE_LOGOUT_KEY, newValue: String(Date.now()) }));
    expect(state().isAuthenticated).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ignores other storage changes and the marker being removed', () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'wl.something-else', newValue: '1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: FORCE_LOGOUT_KEY, newValue: null }));
    expect(state().isAuthenticated).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });
});
