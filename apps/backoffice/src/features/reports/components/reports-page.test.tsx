import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { answerCalls, memberFixture, renderApp } from '@/test/render-app';
import type { Report, ReportFilters } from '../api/get-report';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

type Dashboard = Report<'reportsDashboard'>;
type Figures = Dashboard['totals'];

const DAY_ONE: Figures = {
  registrations: 1,
  first_time_depositors: 1,
  depositors: 2,
  deposit_count: 2,
  deposit_amount: 30_000,
  withdrawal_count: 0,
  withdrawal_amount: 0,
  bet_count: 3,
  stakes: 8000,
  payouts: 3500,
  ggr: 4500,
  bonus_cost: 5000,
  ngr: -500,
  active_players: 2,
  average_bet: 2667,
};
const DAY_TWO: Figures = {
  registrations: 1,
  first_time_depositors: 1,
  depositors: 1,
  deposit_count: 1,
  deposit_amount: 30_000,
  withdrawal_count: 1,
  withdrawal_amount: 4000,
  bet_count: 3,
  stakes: 2277,
  payouts: 10_000,
  ggr: -7723,
  bonus_cost: 1234,
  ngr: -8957,
  active_players: 3,
  average_bet: 1092,
};
const TOTALS: Figures = {
  registrations: 2,
  first_time_depositors: 2,
  depositors: 3,
  deposit_count: 3,
  deposit_amount: 60_000,
  withdrawal_count: 1,
  withdrawal_amount: 4000,
  bet_count: 6,
  stakes: 10_277,
  payouts: 13_500,
  ggr: -3223,
  bonus_cost: 6234,
  ngr: -9457,
  active_players: 3,
  average_bet: 1880,
};

function dashboard(filters: ReportFilters): Dashboard {
  const currency = filters.currency ?? 'PHP';
  return {
    statusCode: 1,
    currency,
    currencies: ['PHP', 'USD'],
    sites: [{ id: 1, name: 'Manila Royale', timezone: 'Asia/Manila' }],
    start_date: filters.start_date,
    end_date: filters.end_date,
    totals: currency === 'PHP' ? TOTALS : { ...TOTALS, ggr: 100, ngr: 100 },
    days: [
      { date: '2026-03-01', ...DAY_ONE },
      { date: '2026-03-02', ...DAY_TWO },
    ],
  };
}

const analyst = memberFixture({ role: 'read_only', permissions: ['sites.read', 'players.read', 'reports.read'] });

function callsOf(name: string) {
  return vi.mocked(call).mock.calls.filter(([called]) => called === name);
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  answerCalls({
    staffMe: () => ({ statusCode: 1, me: analyst }),
    reportsDashboard: dashboard,
    reportsExport: (request) => ({
      statusCode: 1,
      csv: '"date","ggr"\r\n"2026-03-01","4500"\r\n',
      rows: 2,
      filename: `report-${request.table}-site-1-PHP-2026-03-01-2026-03-02.csv`,
    }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Reports dashboard', () => {
  it("shows the range's figures in the site currency, and each day's in a table", async () => {
    renderApp('/reports?site=1&from=2026-03-01&to=2026-03-02');
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeVisible();
    await waitFor(() =>
      expect(callsOf('reportsDashboard')[0]?.[1]).toEqual({ site_id: 1, start_date: '2026-03-01', end_date: '2026-03-02' }),
    );

    const cards = await screen.findByText('First-time depositors', { selector: 'dt' });
    const grid = cards.closest('dl')!;
    const figure = (label: string) => within(grid).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('GGR')).toBe('-₱32.23');
    expect(figure('NGR')).toBe('-₱94.57');
    expect(figure('Deposited')).toBe('₱600.00');
    expect(within(grid).getByText('3 deposits')).toBeVisible();
    expect(figure('Withdrawn')).toBe('₱40.00');
    expect(within(grid).getByText('1 withdrawal paid')).toBeVisible();
    expect(figure('Bonus cost')).toBe('₱62.34');
    expect(figure('Average bet')).toBe('₱18.80');
    expect(figure('Active players')).toBe('3');
    expect(figure('First-time depositors')).toBe('2');

    const table = screen.getByRole('table', { name: 'Figures by day' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('2026-03-01')).toBeVisible();
    expect(within(first!).getByText('₱45.00')).toBeVisible();
    expect(within(second!).getByText('-₱77.23')).toBeVisible();
    expect(within(second!).getByText('-₱89.57')).toBeVisible();

    for (const chart of ['GGR and NGR by day', 'Deposits and withdrawals by day', 'Players by day']) {
      expect(screen.getByRole('img', { name: chart })).toBeInTheDocument();
    }
  });

  it('asks again in another currency of the scope, never adding currencies together', async () => {
    const user = userEvent.setup();
    renderApp('/reports?site=1&from=2026-03-01&to=2026-03-02');
    const currency = await screen.findByRole('radiogroup', { name: 'Currency' });
    await user.click(within(currency).getByText('USD'));
    await waitFor(() =>
      expect(callsOf('reportsDashboard').at(-1)?.[1]).toEqual({
        site_id: 1,
        currency: 'USD',
        start_date: '2026-03-01',
        end_date: '2026-03-02',
      }),
    );
    expect(await screen.findAllByText('$1.00')).not.toHaveLength(0);
  });

  it('exports the table of days as CSV under the name the server gives', async () => {
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/reports?site=1&from=2026-03-01&to=2026-03-02');
    await user.click(await screen.findByRole('button', { name: 'Export Figures by day as CSV' }));
    await waitFor(() => expect(clicked).toEqual(['report-days-site-1-PHP-2026-03-01-2026-03-02.csv']));
    expect(callsOf('reportsExport')[0]?.[1]).toEqual({
      site_id: 1,
      start_date: '2026-03-01',
      end_date: '2026-03-02',
      table: 'days',
    });
    click.mockRestore();
  });

  it('says so when the last day comes before the first, and asks nothing', async () => {
    renderApp('/reports?site=1&from=2026-03-05&to=2026-03-02');
    expect(await screen.findByText('The last day comes before the first.')).toBeVisible();
    expect(callsOf('reportsDashboard')).toHaveLength(0);
  });
});
