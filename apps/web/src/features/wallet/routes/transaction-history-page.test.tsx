import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDateRange } from '@/shared/lib/date-range';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { SITE_FIXTURE, setTestSite } from '@/shared/testing/site';
import type { Transaction } from '../api/get-transaction-history';
import { cashierRequest, history } from '../testing';
import TransactionHistoryPage from './transaction-history-page';

const PATH = '/api/wallet/transaction_history';

const line = (overrides: Partial<Transaction>): Transaction => ({
  type: 'deposit',
  request_id: 1,
  status: 'approved',
  amount: 1000,
  detail: 'bank_transfer',
  reason: '',
  created_at: '2026-03-05T09:15:00.000Z',
  ...overrides,
});

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());
afterEach(() => vi.useRealTimers());

describe('/transaction-history', () => {
  it('lists the last seven days with labels, signed amounts and status badges, and the pending requests on top', async () => {
    const server = fakeServer({
      [PATH]: history(
        [
          line({}),
          line({ type: 'withdrawal', request_id: 2, status: 'approved', amount: -300, detail: 'BDO ******6789' }),
          line({ type: 'bonus', request_id: null, amount: 50, detail: 'inbox_reward' }),
        ],
        [cashierRequest({ request_id: 9, kind: 'withdrawal', amount: 200, method: '' })],
      ),
    });
    renderWithProviders(<TransactionHistoryPage />);
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [deposit, withdrawal, bonus] = within(list).getAllByRole('listitem');
    expect(deposit!.textContent).toContain('Deposit');
    expect(deposit!.textContent).toContain('Bank transfer');
    expect(deposit!.textContent).toContain('+₱1,000.00');
    expect(within(withdrawal!).getByText('Approved')).toBeTruthy();
    expect(withdrawal!.textContent).toContain('−₱300.00');
    expect(bonus!.textContent).toContain('Inbox reward');

    const pending = screen.getByRole('region', { name: 'Pending requests' });
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Cancel request' })).toBeTruthy();

    const { start, end } = defaultDateRange(SITE_FIXTURE.timezone);
    expect(requestsTo(server, PATH)[0]).toEqual({
      auth: 'tok',
      account_id: 'juan88',
      start_date: start,
      end_date: end,
      page: 1,
      page_size: 10,
    });
  });

  it("asks for the site's days: at 17:00 UTC a Manila site is already on the next day", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-05T17:00:00Z'));
    const server = fakeServer({ [PATH]: history([], []) });
    renderWithProviders(<TransactionHistoryPage />);
    await waitFor(() => expect(requestsTo(server, PATH)).toHaveLength(1));
    expect(requestsTo(server, PATH)[0]).toMatchObject({ start_date: '2026-02-28', end_date: '2026-03-06' });
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-03-06');
  });

  it('filters by type and status and pages through the results', async () => {
    const server = fakeServer({
      [PATH]: history(
        Array.from({ length: 10 }, (_, index) => line({ request_id: index + 1 })),
        [],
        25,
      ),
    });
    renderWithProviders(<TransactionHistoryPage />);
    await screen.findByRole('list', { name: 'Transactions' });
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Withdrawal');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Transaction history pages' })).getByRole('button', { name: /3/ }),
    );
    await waitFor(() =>
      expect(requestsTo(server, PATH).at(-1)).toMatchObject({ type: 'withdrawal', status: 'pending', page: 3 }),
    );
  });

  it('says when there is nothing in the dates', async () => {
    fakeServer({ [PATH]: history() });
    renderWithProviders(<TransactionHistoryPage />);
    expect(await screen.findByText('No transactions in these dates.')).toBeTruthy();
    expect(screen.getByText('No pending requests.')).toBeTruthy();
  });

  it('shows a refused date range at the date fields', async () => {
    fakeServer({ [PATH]: failure('invalidDateRange') });
    renderWithProviders(<TransactionHistoryPage />);
    const from = screen.getByLabelText('From');
    await waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));
  });
});
