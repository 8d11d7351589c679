import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/features/auth/store';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, logInPlayer, setTestSite } from '../testing';
import AccountPage from './account-page';

beforeAll(initTestI18n);
beforeEach(() => {
  logInPlayer();
  setTestSite();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

describe('/account', () => {
  it('shows the wallet, refreshes the balance on demand and links to the account pages', async () => {
    fakeServer({
      '/api/settings/get_inbox': { statusCode: 1, value: [], unread: 3 },
      '/api/auth/get_balance': { statusCode: 1, game_balance: 2500.75, game_token: 40, currency: 'PHP' },
    });
    renderWithProviders(<AccountPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.getByText('₱100')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('₱2,500.75')).toBeTruthy();
    expect(useUserStore.getState().game).toEqual({ balance: 2500.75, token: 40 });

    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/deposit',
      '/withdrawal',
      '/bet-history',
      '/inbox',
      '/vip',
      '/profile',
      '/security',
      '/change-password',
    ]);
    await waitFor(() => expect(screen.getByRole('link', { name: /Inbox/ }).textContent).toContain('Unread: 3'));
  });
});
