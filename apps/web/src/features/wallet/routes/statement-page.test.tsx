import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import type { Statement, StatementEntry } from '../api/get-statement';
import StatementPage from './statement-page';

const PATH = '/api/wallet/statement';

const entry = (entry_id: number, kind: string, amount: number, balance: number): StatementEntry => ({
  entry_id,
  kind,
  amount,
  balance,
  reference: '',
  title: '',
  created_at: '2026-03-05T09:15:00.000Z',
});

function statement(value: StatementEntry[], total = value.length): Statement {
  return { statusCode: 1, value, total, page: 1, page_size: 10, opening_balance: 100, closing_balance: 1350 };
}

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());

describe('/statement', () => {
  it('shows every movement with its label and the running balance between the opening and closing balance', async () => {
    fakeServer({
      [PATH]: statement([
        entry(4, 'withdrawal_reversal', 500, 1350),
        entry(3, 'withdrawal', -500, 850),
        entry(2, 'minigame_prize', 250, 1350),
        entry(1, 'deposit', 1000, 1100),
      ]),
    });
    renderWithProviders(<StatementPage />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Withdrawal returned',
      'Withdrawal',
      'Mini game prize',
      'Deposit',
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2),
    ).toEqual(['−₱500.00', '₱850.00']);
    expect(screen.getByText('Opening balance').nextElementSibling?.textContent).toBe('₱100.00');
    expect(screen.getByText('Closing balance').nextElementSibling?.textContent).toBe('₱1,350.00');
  });

  it("labels the promotions' money too, and shows a kind this build has no label for as the server named it", async () => {
    fakeServer({
      [PATH]: statement([
        entry(5, 'jackpot_split', 50, 1100),
        entry(4, 'referral_reward', 50, 1050),
        entry(3, 'cashback', 100, 1000),
        entry(2, 'bonus_forfeit', -200, 900),
        entry(1, 'bonus', 200, 1100),
      ]),
    });
    renderWithProviders(<StatementPage />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'jackpot_split',
      'Referral reward',
      'Cashback',
      'Bonus forfeited',
      'Bonus',
    ]);
  });

  it('pages through a long statement', async () => {
    const server = fakeServer({
      [PATH]: statement(
        Array.from({ length: 10 }, (_, index) => entry(index + 1, 'bet', -10, 1000 - index * 10)),
        14,
      ),
    });
    renderWithProviders(<StatementPage />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(requestsTo(server, PATH).at(-1)).toMatchObject({ page: 2, page_size: 10 }));
  });

  it('says when the dates have no movement', async () => {
    fakeServer({ [PATH]: statement([]) });
    renderWithProviders(<StatementPage />);
    expect(await screen.findByText('No movements in these dates.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the statement cannot be loaded', async () => {
    fakeServer({ [PATH]: { statusCode: 503, message: 'serviceUnavailable' } });
    renderWithProviders(<StatementPage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
