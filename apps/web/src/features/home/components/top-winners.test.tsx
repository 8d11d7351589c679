import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { CallResponse } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { mark } from '@/shared/lib/visitor-marks';
import { useSiteStore } from '@/shared/session/site-store';
import { fakeServer } from '@/shared/testing/fake-server';
import { SITE_FIXTURE } from '@/shared/testing/site';
import { TopWinners, type WinnersStyle } from './top-winners';

type Winners = CallResponse<'top10WinnerWithdrawal'>['value'];

const NOW = new Date('2030-01-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const BUSY: Winners = {
  withrawal: [],
  winner: [
    { account_id: 'ju***n', amount: 12500.75, created_at: minutesAgo(60), game_name: 'Super Ace' },
    { account_id: 'ma***y', amount: 300, created_at: minutesAgo(90), game_name: 'Mahjong Ways' },
  ],
  hour_withdrawal: 0,
  registered_player: 1520,
  active_player: 310,
  deposited_player: 87,
  show: { registered: true, active: true, winners: true },
  recent_wins: [],
};

const QUIET: Winners = {
  withrawal: [],
  winner: [{ account_id: 'gi***7', amount: 1.5, created_at: minutesAgo(20), game_name: 'Fortune Gems' }],
  hour_withdrawal: 0,
  registered_player: 1,
  active_player: 0,
  deposited_player: 0,
  show: { registered: false, active: false, winners: false },
  recent_wins: [
    { account_id: 'gi***7', amount: 1.5, created_at: minutesAgo(20), game_name: 'Fortune Gems' },
    { account_id: 'hu***8', amount: 20, created_at: minutesAgo(60 * 3), game_name: 'Crazy Time' },
  ],
};

beforeAll(initTestI18n);
beforeEach(() => {
  // Only the clock is fake: the queries and waitFor keep their own timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useSiteStore.setState({ status: 'ready', template: 'casino1', site: SITE_FIXTURE });
  mark('popupGames', SITE_FIXTURE.external_id);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Renders the block once its answer is in (or failed), so what is absent is absent for good. */
async function renderWinners(value: Winners | null, style: WinnersStyle = 'ticker') {
  fakeServer({
    '/api/settings/top10winner_withdrawal': value
      ? { statusCode: 1, value }
      : { statusCode: -500, message: 'internalServerError' },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<TopWinners style={style} />, { queryClient });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

describe('the top winners block against the thresholds', () => {
  it('shows the counters and the winners list when the site reaches its thresholds', async () => {
    await renderWinners(BUSY, 'board');
    const section = screen.getByRole('region', { name: 'Top winners' });
    expect(within(section).getByText('Registered players')).toBeTruthy();
    expect(within(section).getByText('1,520')).toBeTruthy();
    expect(within(section).getByText('Active today')).toBeTruthy();
    expect(within(section).getByText('ju***n')).toBeTruthy();
    expect(within(section).queryByRole('region', { name: 'Recent wins' })).toBeNull();
    // No withdrawals: no column saying there are none.
    expect(within(section).queryByRole('region', { name: 'Biggest withdrawals' })).toBeNull();
  });

  it('below them shows no counter and no ticker, but the recent wins with how long ago', async () => {
    await renderWinners(QUIET);
    const section = screen.getByRole('region', { name: 'Top winners' });
    expect(within(section).queryByText('Registered players')).toBeNull();
    expect(within(section).queryByText('Active today')).toBeNull();
    expect(section.querySelector('.ticker')).toBeNull();
    const feed = within(section).getByRole('region', { name: 'Recent wins' });
    const items = within(feed).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'gi***7 won ₱1.50 on Fortune Gems20 minutes ago',
      'hu***8 won ₱20.00 on Crazy Time3 hours ago',
    ]);
    expect(items[0]!.querySelector('time')?.getAttribute('datetime')).toBe(minutesAgo(20));
  });

  it('shows only the counters that reach their threshold', async () => {
    await renderWinners({ ...QUIET, registered_player: 250, show: { registered: true, active: false, winners: false } });
    const section = screen.getByRole('region', { name: 'Top winners' });
    expect(within(section).getByText('Registered players')).toBeTruthy();
    expect(within(section).getByText('250')).toBeTruthy();
    expect(within(section).queryByText('Active today')).toBeNull();
    expect(within(section).queryByText('Deposited today')).toBeNull();
  });

  it('leaves the block out when nothing reaches a threshold and nobody won lately', async () => {
    await renderWinners({ ...QUIET, recent_wins: [] });
    expect(screen.queryByRole('region', { name: 'Top winners' })).toBeNull();
    expect(document.querySelector('.top-winners')).toBeNull();
  });

  it('keeps a failed answer visible with a retry', async () => {
    await renderWinners(null);
    const section = screen.getByRole('region', { name: 'Top winners' });
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
