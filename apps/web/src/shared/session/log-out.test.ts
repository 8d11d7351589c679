import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logOut } from './log-out';
import { FORCE_LOGOUT_KEY, STORED_USER_KEY, useUserStore } from './user-store';

afterEach(() => vi.unstubAllGlobals());

describe('logOut', () => {
  it('resets the player at once, tells other tabs, and ends the session on the server', async () => {
    useUserStore.setState({
      isAuthenticated: true,
      token: 'tok',
      user: { account_id: 'demo', full_name: '', contact_email: '', session_token: 'tok' },
    });
    localStorage.setItem(STORED_USER_KEY, '{}');
    const fetch = fakeServer({ '/api/auth/logout': { statusCode: 1, sessions_ended: 1 } });

    const pending = logOut();
    expect(useUserStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(localStorage.getItem(FORCE_LOGOUT_KEY)).not.toBeNull();
    await pending;

    expect(fetch).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(requestsTo(fetch, '/api/auth/logout')).toEqual([
      {
        auth: 'tok',
        account_id: 'demo',
        everywhere: false,
      },
    ]);
  });

  it('does not call the server for a visitor', async () => {
    const fetch = fakeServer();
    await logOut();
    expect(fetch).not.toHaveBeenCalled();
  });
});
