import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { FORCE_LOGOUT_KEY, useUserStore } from '@/shared/session/user-store';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { showDialog } from '@/shared/ui/dialog';
import { describeUserAgent } from '../lib/user-agent';
import SecurityPage from './security-page';

vi.mock('@/shared/ui/dialog', () => ({ showDialog: vi.fn() }));

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const SESSIONS = {
  statusCode: 1,
  value: [
    {
      current: false,
      created_at: minutesAgo(600),
      last_seen_at: minutesAgo(120),
      ip: '203.0.113.0/24',
      user_agent: SAFARI_IPHONE,
    },
    { current: true, created_at: minutesAgo(30), last_seen_at: minutesAgo(1), ip: '198.51.100.0/24', user_agent: CHROME_WINDOWS },
  ],
};

beforeAll(initTestI18n);
logInPlayerForEachTest();
afterEach(() => vi.mocked(showDialog).mockReset());

describe('/security', () => {
  it('lists the live sessions with this device first and marked', async () => {
    fakeServer({ '/api/auth/sessions': SESSIONS });
    renderWithProviders(<SecurityPage />);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.getAttribute('aria-current')).toBe('true');
    expect(within(items[0]!).getByText('This device')).toBeTruthy();
    expect(within(items[0]!).getByText('Chrome on Windows')).toBeTruthy();
    expect(within(items[0]!).getByText('198.51.100.0/24')).toBeTruthy();
    expect(within(items[0]!).getByText('a minute ago')).toBeTruthy();
    expect(within(items[1]!).getByText('Safari on iOS')).toBeTruthy();
    expect(within(items[1]!).getByText('Phone')).toBeTruthy();
    expect(within(items[1]!).getByText('2 hours ago')).toBeTruthy();
    expect(within(items[1]!).queryByText('This device')).toBeNull();
  });

  it('logs out everywhere only after the player confirms', async () => {
    const server = fakeServer({ '/api/auth/sessions': SESSIONS, '/api/auth/logout': { statusCode: 1, sessions_ended: 2 } });
    vi.mocked(showDialog).mockResolvedValueOnce({ isConfirmed: false, isDenied: false, isDismissed: true });
    const { router } = renderWithProviders(<SecurityPage />, { path: '/security' });
    await screen.findByText('Chrome on Windows');

    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ showCancelButton: true, title: 'Log out everywhere?' }));
    expect(requestsTo(server, '/api/auth/logout')).toEqual([]);
    expect(useUserStore.getState().isAuthenticated).toBe(true);

    vi.mocked(showDialog).mockResolvedValueOnce({ isConfirmed: true, isDenied: false, isDismissed: false });
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() =>
      expect(requestsTo(server, '/api/auth/logout')).toEqual([{ auth: 'tok', account_id: 'juan88', everywhere: true }]),
    );
    expect(useUserStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem(FORCE_LOGOUT_KEY)).not.toBeNull();
    // The page enters its own guarded path again, so the route guard sends the visitor to log in.
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    expect(router.state.location.pathname).toBe('/security');
  });
});

describe('describeUserAgent', () => {
  it('names the browser, the system and the kind of device', () => {
    expect(describeUserAgent(CHROME_WINDOWS)).toEqual({ kind: 'desktop', browser: 'Chrome', system: 'Windows' });
    expect(describeUserAgent(SAFARI_IPHONE)).toEqual({ kind: 'mobile', browser: 'Safari', system: 'iOS' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      ),
    ).toEqual({ kind: 'tablet', browser: 'Chrome', system: 'Android' });
    expect(
      describeUserAgent('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/124.0 Safari/537.36 Edg/124.0').browser,
    ).toBe('Edge');
    expect(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/156.0.0.0 Safari/537.36').browser,
    ).toBe('Chrome');
    expect(describeUserAgent('curl/8.5.0')).toEqual({ kind: 'desktop', browser: null, system: null });
  });
});
