import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cmsAnswer } from '@/features/info/testing';
import { LIMITS as WALLET_LIMITS } from '@/features/wallet/testing';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useUserStore } from '@/shared/session/user-store';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayer } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import BankingPage from './banking-page';

const LIMITS = { ...WALLET_LIMITS, pending_withdrawals: 200, deposit_allowance: 5000 };

beforeAll(initTestI18n);
beforeEach(() => setTestSite());
afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

describe('/banking', () => {
  it("shows a visitor the site's text only", async () => {
    const server = fakeServer({ '/api/settings/siteinfodetail': cmsAnswer() });
    renderWithProviders(<BankingPage />);
    expect(await screen.findByText('English banking')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your methods and limits' })).toBeNull();
    expect(requestsTo(server, '/api/wallet/limits')).toEqual([]);
  });

  it("adds a player's own methods and limits under the site's text", async () => {
    logInPlayer();
    fakeServer({ '/api/settings/siteinfodetail': cmsAnswer(), '/api/wallet/limits': LIMITS });
    renderWithProviders(<BankingPage />);
    expect(await screen.findByText('English banking')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Your methods and limits' });
    const figure = async (label: string) => (await within(panel).findByText(label)).nextElementSibling?.textContent;
    expect(await figure('Minimum per request')).toBe('₱500.00');
    expect(await figure('Maximum per request')).toBe('₱2,500,000.00');
    expect(await figure('Bank accounts allowed')).toBe('3');
    expect(await figure('Withdrawable now')).toBe('₱1,250.50');
    expect(await figure('Pending withdrawals')).toBe('₱200.00');
    expect(await figure('Deposit limits allow')).toBe('₱5,000.00');
    expect(within(panel).getByText('Bank transfer')).toBeTruthy();
    expect(within(panel).getByText('E-wallet')).toBeTruthy();
  });
});
