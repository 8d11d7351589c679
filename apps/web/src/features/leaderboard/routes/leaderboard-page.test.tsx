import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallResponse } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { setTestSite } from '@/shared/testing/site';
import LeaderboardPage from './leaderboard-page';

const PATH = '/api/report/leaderboard';

const board = (period: string, rows: Array<[string, number, number]>): CallResponse<'leaderboard'> => ({
  statusCode: 1,
  value: rows.map(([account_id, amount, bets], index) => ({ rank: index + 1, account_id, amount, bets })),
  period: period as CallResponse<'leaderboard'>['period'],
  from: '2026-03-01T00:00:00.000Z',
  to: '2026-03-08T00:00:00.000Z',
});

beforeAll(initTestI18n);
beforeEach(() => setTestSite());
afterEach(() => vi.unstubAllGlobals());

describe('/leaderboard', () => {
  it("shows the week's ranking to a visitor, then the period the visitor picks", async () => {
    const server = fakeServer({
      [PATH]: (body) =>
        body.period === 'day'
          ? board('day', [['ju***88', 50, 2]])
          : board('week', [
              ['ma***12', 1500.25, 40],
              ['ju***88', 320, 12],
            ]),
    });
    renderWithProviders(<LeaderboardPage />);
    const table = await screen.findByRole('table', { name: 'Biggest winners of the last 7 days' });
    const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows.map((row) => Array.from(row.cells, (cell) => cell.textContent))).toEqual([
      ['1', 'ma***12', '40', '₱1,500.25'],
      ['2', 'ju***88', '12', '₱320'],
    ]);
    expect(requestsTo(server, PATH)[0]).toEqual({ domain_name: 'localhost', external_id: 'site-lucky', period: 'week' });
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Last 24 hours' }));
    const today = await screen.findByRole('table', { name: 'Biggest winners of the last 24 hours' });
    expect(within(today).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Last 24 hours' }).getAttribute('aria-pressed')).toBe('true');
    expect(requestsTo(server, PATH).at(-1)).toMatchObject({ period: 'day' });
  });

  it('says when nobody has won in the period', async () => {
    fakeServer({ [PATH]: board('week', []) });
    renderWithProviders(<LeaderboardPage />);
    expect(await screen.findByText('No wins in this period yet.')).toBeTruthy();
  });

  it('offers a retry when the ranking cannot be loaded', async () => {
    fakeServer({ [PATH]: { statusCode: 500, message: 'internalServerError' } });
    renderWithProviders(<LeaderboardPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The leaderboard could not be loaded.');
    fakeServer({ [PATH]: board('week', [['ma***12', 10, 1]]) });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('ma***12')).toBeTruthy());
  });
});
