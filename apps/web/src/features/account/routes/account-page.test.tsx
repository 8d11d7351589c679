import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/lib/dates';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { playerKeys } from '@/shared/session/player-keys';
import { fakeServer, inTurn } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest, PLAYER } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import AccountPage from './account-page';

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());

describe('/account', () => {
  it('shows the wallet, refreshes the balance on demand and links to the account pages', async () => {
    fakeServer({
      '/api/settings/get_inbox': { statusCode: 1, value: [], unread: 3 },
      '/api/auth/get_balance': inTurn(
        { statusCode: 1, game_balance: 100, game_token: 5, currency: 'PHP' },
        { statusCode: 1, game_balance: 2500.75, game_token: 40, currency: 'PHP' },
      ),
    });
    const { queryClient } = renderWithProviders(<AccountPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(await screen.findByText('₱100.00')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('₱2,500.75')).toBeTruthy();
    expect(queryClient.getQueryData(playerKeys.balance(PLAYER.account_id))).toEqual({ balance: 2500.75, token: 40 });

    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/transaction-history',
      '/statement',
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

  it('shows net deposits and the previous login', async () => {
    fakeServer({
      '/api/settings/get_inbox': { statusCode: 1, value: [], unread: 0 },
      '/api/wallet/account_summary': {
        statusCode: 1,
        balance: 100,
        total_deposits: 5000,
        total_withdrawals: 1200,
        net_deposits: 3800,
        pending_withdrawals: 200,
        previous_login_at: '2026-03-01T10:30:00.000Z',
      },
    });
    renderWithProviders(<AccountPage />);
    const card = await screen.findByRole('region', { name: 'Deposits and withdrawals' });
    const figure = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(figure('Net deposits')).toBe('₱3,800.00'));
    expect(figure('Deposits')).toBe('₱5,000.00');
    expect(figure('Withdrawals')).toBe('₱1,200.00');
    expect(figure('Pending withdrawals')).toBe('₱200.00');
    expect(figure('Previous login')).toBe(formatDateTime('2026-03-01T10:30:00.000Z'));
  });

  it('says so at the first login', async () => {
    fakeServer({
      '/api/settings/get_inbox': { statusCode: 1, value: [], unread: 0 },
      '/api/wallet/account_summary': {
        statusCode: 1,
        balance: 0,
        total_deposits: 0,
        total_withdrawals: 0,
        net_deposits: 0,
        pending_withdrawals: 0,
        previous_login_at: null,
      },
    });
    renderWithProviders(<AccountPage />);
    expect(await screen.findByText('This is your first login.')).toBeTruthy();
    expect(screen.queryByText('Pending withdrawals')).toBeNull();
  });
});
