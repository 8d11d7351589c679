import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/shared/lib/testing';
import { useUserStore } from '@/shared/session/user-store';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { REWARDS_DISMISSED_KEY, RewardsIcon } from './rewards-icon';

const GAMIFY = '/api/mini_game/mini_game_gamify';

beforeAll(initTestI18n);
beforeEach(() => useUserStore.getState().reset());
afterEach(() => vi.unstubAllGlobals());

function logIn() {
  useUserStore.setState({
    isAuthenticated: true,
    token: 'session-token',
    user: { account_id: 'player1', full_name: 'Juan', contact_email: '', session_token: 'session-token' },
  });
}

function renderIcon() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RewardsIcon />
    </QueryClientProvider>,
  );
}

const gamify = (status: boolean) => ({ statusCode: 1, value: [{ status }] });

describe('RewardsIcon', () => {
  it('shows a logged-in player the link to the mini games in a new tab when gamify is on', async () => {
    const fetchMock = fakeServer({ [GAMIFY]: gamify(true) });
    logIn();
    renderIcon();
    const link = await screen.findByRole('link', { name: 'Rewards' });
    expect(link.getAttribute('href')).toBe('/minigame');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(requestsTo(fetchMock, GAMIFY)[0]).toEqual({ auth: 'session-token', account_id: 'player1' });
  });

  it('stays hidden when gamify is off', async () => {
    const fetchMock = fakeServer({ [GAMIFY]: gamify(false) });
    logIn();
    renderIcon();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('stays hidden when the gamify call fails', async () => {
    const fetchMock = fakeServer({ [GAMIFY]: { statusCode: 401, message: 'sessionExpired' } });
    logIn();
    renderIcon();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('never shows, nor asks, for a visitor', () => {
    const fetchMock = fakeServer({ [GAMIFY]: gamify(true) });
    renderIcon();
    expect(screen.queryByRole('link')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hides for the rest of the session once closed', async () => {
    fakeServer({ [GAMIFY]: gamify(true) });
    logIn();
    const first = renderIcon();
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the rewards icon' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(sessionStorage.getItem(REWARDS_DISMISSED_KEY)).toBe('1');
    first.unmount();
    renderIcon();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
