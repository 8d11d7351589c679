import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetSelection } from '@wl/contract/lite';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18next } from '@/shared/i18n';
import { defaultDateRange } from '@/shared/lib/date-range';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { SITE_FIXTURE, setTestSite } from '@/shared/testing/site';
import type { Bet, BetHistory } from '../api/get-bet-history';
import BetHistoryPage from './bet-history-page';

const PATH = '/api/report/bet_history';

const leg = (extra: Partial<BetSelection>): BetSelection => ({
  bet_type: 'HDP',
  home_away: 1,
  criteria1: '',
  home_team_name: 'Ginebra',
  away_team_name: 'Magnolia',
  league: 'PBA',
  ...extra,
});

const bet = (bet_id: number, extra: Partial<Bet> = {}): Bet => ({
  bet_id,
  provider_code: 'WLGAMES',
  game_code: 'lucky-sevens',
  game_name: 'Lucky Sevens',
  game_type: 'slots',
  round_id: `R${bet_id}`,
  bet_type: '',
  selections: [],
  stake: 10,
  payout: 25,
  status: 'settled',
  created_at: new Date(Date.UTC(2026, 2, 1, 12, bet_id)).toISOString(),
  settled_at: null,
  fair: null,
  ...extra,
});

const history = (bets: Bet[], extra: Partial<BetHistory> = {}): BetHistory => ({
  statusCode: 1,
  value: bets,
  total: bets.length,
  page: 1,
  page_size: 10,
  summary: { stake: 100, payout: 80.5, net: -19.5 },
  ...extra,
});

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());

const entry = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
const figure = (scope: HTMLElement, name: string) => within(scope).getByText(name).nextElementSibling?.textContent;

describe('/bet-history', () => {
  it('asks for the last seven days, ten per page, and shows each bet with the totals', async () => {
    const server = fakeServer({ [PATH]: history([bet(1), bet(2, { game_name: 'Crash Rocket', stake: 5, payout: 0 })]) });
    renderWithProviders(<BetHistoryPage />);
    const slot = await waitFor(() => entry('Lucky Sevens'));
    const range = defaultDateRange(SITE_FIXTURE.timezone);
    expect(requestsTo(server, PATH)).toEqual([
      { auth: 'tok', account_id: 'juan88', start_date: range.start, end_date: range.end, page: 1, page_size: 10 },
    ]);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(range.start);
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(range.end);

    expect(within(slot).getByText('Settled')).toBeTruthy();
    expect(within(slot).getByText('Provider: WLGAMES')).toBeTruthy();
    expect(figure(slot, 'Stake')).toBe('₱10');
    expect(figure(slot, 'Payout')).toBe('₱25');
    expect(figure(slot, 'Net')).toBe('₱15');
    expect(figure(entry('Crash Rocket'), 'Net')).toBe('-₱5');
    expect(figure(entry('Crash Rocket'), 'Payout')).toBe('₱0');

    const totals = screen.getByRole('region', { name: 'Totals of these dates' });
    expect(figure(totals, 'Total stake')).toBe('₱100');
    expect(figure(totals, 'Total payout')).toBe('₱80.5');
    expect(figure(totals, 'Net result')).toBe('-₱19.5');
  });

  it('labels sportsbook selections and lists the legs of a parlay', async () => {
    fakeServer({
      [PATH]: history([
        bet(1, {
          game_name: 'Sportsbook parlay',
          bet_type: 'PARLAY',
          status: 'open',
          payout: 0,
          selections: [
            leg({ bet_type: 'HDP', home_away: 2, away_name_en: 'Magnolia Hotshots', odds: 1.95 }),
            leg({ bet_type: 'OU', criteria1: 'O' }),
            leg({ bet_type: '1X2', home_away: 3 }),
            leg({ bet_type: 'CS', criteria1: '2-1' }),
          ],
        }),
        bet(2, { game_name: 'Sportsbook single', bet_type: 'DC', selections: [leg({ bet_type: 'DC', criteria1: '1X' })] }),
      ]),
    });
    renderWithProviders(<BetHistoryPage />);
    const parlay = await waitFor(() => entry('Sportsbook parlay'));
    expect(within(parlay).getByText('Open')).toBeTruthy();
    expect(figure(parlay, 'Payout')).toBe('—');
    expect(within(parlay).getByText('Parlay of 4 legs')).toBeTruthy();
    const legs = within(within(parlay).getByRole('region', { name: 'Selections of Sportsbook parlay' })).getAllByRole('listitem');
    expect(legs.map((item) => item.querySelector('.bet-selection-type')?.textContent)).toEqual([
      'Handicap',
      'Over/under',
      '1X2',
      'Correct score',
    ]);
    expect(legs.map((item) => item.querySelector('.bet-selection-label')?.textContent)).toEqual([
      'Magnolia Hotshots',
      'Over',
      'Draw',
      '2-1',
    ]);
    expect(within(legs[0]!).getByText('Ginebra vs Magnolia')).toBeTruthy();
    expect(within(legs[0]!).getByText('@ 1.95')).toBeTruthy();
    expect(within(entry('Sportsbook single')).getByText('Home / Draw')).toBeTruthy();
  });

  it("names handicap teams in the player's language", async () => {
    fakeServer({ [PATH]: history([bet(1, { game_name: 'Sportsbook', selections: [leg({ home_name_cn: '金霸王' })] })]) });
    await i18next.changeLanguage('CN');
    try {
      renderWithProviders(<BetHistoryPage />);
      expect(await screen.findByText('金霸王')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('EN');
    }
  });

  it('links each provably fair round to /verify, and no other bet', async () => {
    fakeServer({
      [PATH]: history([bet(1, { game_name: 'Hash Dice', round_id: 'FR12', fair: { game: 'dice', round_id: 'FR12' } }), bet(2)]),
    });
    renderWithProviders(<BetHistoryPage />);
    const fair = await waitFor(() => entry('Hash Dice'));
    const link = within(fair).getByRole('link', { name: 'Verify round FR12' });
    expect(link.textContent).toBe('Verify');
    expect(link.getAttribute('href')).toBe('/verify?game=dice&round=FR12');
    expect(within(entry('Lucky Sevens')).queryByRole('link')).toBeNull();
  });

  it('asks again for a new range from the first page, and pages through the results', async () => {
    const server = fakeServer({
      [PATH]: (body) => history([bet(Number(body.page))], { total: 23, page: Number(body.page) }),
    });
    renderWithProviders(<BetHistoryPage />);
    await screen.findByRole('button', { name: 'Page 3' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(requestsTo(server, PATH).at(-1)).toMatchObject({ page: 3 }));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show bets' }));
    await waitFor(() =>
      expect(requestsTo(server, PATH).at(-1)).toMatchObject({ start_date: '2026-01-01', end_date: '2026-01-31', page: 1 }),
    );
  });

  it('shows a refused range at the date fields', async () => {
    fakeServer({
      [PATH]: (body) => (body.start_date === '2025-01-01' ? { statusCode: 400, message: 'invalidDateRange' } : history([bet(1)])),
    });
    renderWithProviders(<BetHistoryPage />);
    await screen.findByRole('heading', { name: 'Lucky Sevens' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show bets' }));
    const message = 'Choose an end date on or after the start date, within 93 days.';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there are no bets, and offers a retry when they cannot be loaded', async () => {
    fakeServer({ [PATH]: history([], { summary: { stake: 0, payout: 0, net: 0 } }) });
    renderWithProviders(<BetHistoryPage />);
    expect(await screen.findByText('No bets in these dates.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();

    fakeServer({ [PATH]: { statusCode: 500, message: 'internalServerError' } });
    const failed = renderWithProviders(<BetHistoryPage />);
    const alert = await within(failed.container).findByRole('alert');
    expect(alert.textContent).toContain('Your bets could not be loaded.');
    fakeServer({ [PATH]: history([bet(1)]) });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(failed.container).findByRole('heading', { name: 'Lucky Sevens' })).toBeTruthy();
  });
});
