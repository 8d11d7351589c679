import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { type FakeAnswer, fakeServer, inTurn, requestsTo } from '@/shared/testing/fake-server';
import { HeaderBalance, headerBalance } from '@/shared/testing/header-balance';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import { showDialog } from '@/shared/ui/dialog';
import { BDO, bankAccounts, cashierRequest, GCASH_BANK, history, LIMITS } from '../testing';
import WithdrawalPage from './withdrawal-page';

vi.mock('@/shared/ui/dialog', () => ({ showDialog: vi.fn() }));

const WITHDRAWAL = '/api/wallet/withdrawal';
const CANCEL = '/api/wallet/cancel_request';
const BALANCE = '/api/auth/get_balance';
const balance = (game_balance: number) => ({ statusCode: 1, game_balance, game_token: 5, currency: 'PHP' });

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());
afterEach(() => vi.mocked(showDialog).mockReset());

function withdrawalServer(answers: Record<string, FakeAnswer> = {}) {
  return fakeServer({
    '/api/wallet/limits': LIMITS,
    '/api/wallet/bank_account_list': bankAccounts([BDO, GCASH_BANK]),
    '/api/wallet/transaction_history': history(),
    [BALANCE]: balance(1250.5),
    ...answers,
  });
}

/** The withdrawal page under the header's balance, which shows the figure the server answers first. */
async function renderPage(firstBalance = '1250.5') {
  renderWithProviders(
    <>
      <WithdrawalPage />
      <HeaderBalance />
    </>,
  );
  await waitFor(() => expect(headerBalance()).toBe(firstBalance));
}

const amountError = () => document.getElementById(`${screen.getByLabelText('Amount (PHP)').id}-error`)?.textContent;

describe('/withdrawal', () => {
  it('holds the amount at once: the header balance drops and the request waits among the pending ones', async () => {
    const held = cashierRequest({ request_id: 50, kind: 'withdrawal', amount: 1000, method: '' });
    const server = withdrawalServer({
      [WITHDRAWAL]: { statusCode: 1, value: held, balance: 250.5 },
      [BALANCE]: inTurn(balance(1250.5), balance(250.5)),
      '/api/wallet/transaction_history': inTurn(history(), history([], [held])),
    });
    await renderPage();
    expect(await screen.findByText('₱1,250.50')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount (PHP)'), { target: { value: '1000' } });
    await userEvent.selectOptions(screen.getByLabelText('Pay to'), 'BDO · Juan Dela Cruz · ******6789');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));

    await waitFor(() => expect(headerBalance()).toBe('250.5'));
    expect(requestsTo(server, WITHDRAWAL)).toEqual([
      {
        auth: 'tok',
        account_id: 'juan88',
        amount: 1000,
        bank_account_id: 7,
        idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    const pending = screen.getByRole('region', { name: 'Pending withdrawals' });
    expect(await within(pending).findByText('₱1,000.00')).toBeTruthy();
  });

  it('refuses more than the withdrawable balance and a missing account at the fields', async () => {
    const server = withdrawalServer();
    renderWithProviders(<WithdrawalPage />);
    fireEvent.change(await screen.findByLabelText('Amount (PHP)'), { target: { value: '1300' } });
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(amountError()).toBe('Your balance is too low.');
    const account = screen.getByLabelText('Pay to');
    expect(document.getElementById(`${account.id}-error`)?.textContent).toBe('This field is required.');
    expect(requestsTo(server, WITHDRAWAL)).toEqual([]);
  });

  it("shows the server's refusal at the amount", async () => {
    withdrawalServer({ [WITHDRAWAL]: failure('insufficientBalance'), '/api/wallet/bank_account_list': bankAccounts([BDO]) });
    renderWithProviders(<WithdrawalPage />);
    // With one account there is nothing to choose.
    fireEvent.change(await screen.findByLabelText('Amount (PHP)'), { target: { value: '1000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(amountError()).toBe('Your balance is too low.'));
  });

  it('retries a lost request with the same idempotency key', async () => {
    const server = withdrawalServer({
      [WITHDRAWAL]: inTurn(
        () => {
          throw new TypeError('Failed to fetch');
        },
        { statusCode: 1, value: cashierRequest({ kind: 'withdrawal', method: '' }), balance: 250.5 },
      ),
      '/api/wallet/bank_account_list': bankAccounts([BDO]),
      [BALANCE]: inTurn(balance(1250.5), balance(250.5)),
    });
    await renderPage();
    fireEvent.change(await screen.findByLabelText('Amount (PHP)'), { target: { value: '1000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/will not be made twice/);
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(headerBalance()).toBe('250.5'));
    const [first, retry] = requestsTo(server, WITHDRAWAL).map((body) => body.idempotency_key);
    expect(retry).toBe(first);
  });

  it('cancels a pending withdrawal and the money returns to the balance', async () => {
    const held = cashierRequest({ request_id: 50, kind: 'withdrawal', amount: 1000, method: '' });
    const server = withdrawalServer({
      '/api/wallet/transaction_history': inTurn(history([], [held]), history()),
      [CANCEL]: { statusCode: 1, value: { ...held, status: 'cancelled' }, balance: 1250.5 },
      [BALANCE]: inTurn(balance(250.5), balance(1250.5)),
    });
    vi.mocked(showDialog).mockResolvedValueOnce({ isConfirmed: true, isDenied: false, isDismissed: false });
    await renderPage('250.5');
    const pending = await screen.findByRole('region', { name: 'Pending withdrawals' });
    await userEvent.click(await within(pending).findByRole('button', { name: 'Cancel request' }));
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Cancel this withdrawal?',
        text: 'The withdrawal of ₱1,000.00 will be cancelled and the amount returns to your balance.',
      }),
    );
    await waitFor(() => expect(headerBalance()).toBe('1250.5'));
    expect(requestsTo(server, CANCEL)).toEqual([{ auth: 'tok', account_id: 'juan88', request_id: 50 }]);
    expect(await within(pending).findByText('No pending requests.')).toBeTruthy();
  });

  it('shows the refusal of a cancel that came too late', async () => {
    const held = cashierRequest({ request_id: 50, kind: 'withdrawal', method: '' });
    withdrawalServer({
      '/api/wallet/transaction_history': history([], [held]),
      [CANCEL]: failure('requestNotPending'),
    });
    vi.mocked(showDialog).mockResolvedValueOnce({ isConfirmed: true, isDenied: false, isDismissed: false });
    renderWithProviders(<WithdrawalPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/already been approved/);
  });

  it("explains a refusal while a bonus's wagering is open, and withdraws forfeiting the bonus once confirmed", async () => {
    const server = withdrawalServer({
      '/api/wallet/bank_account_list': bankAccounts([BDO]),
      [WITHDRAWAL]: (body) =>
        body.forfeit_bonus
          ? { statusCode: 1, value: cashierRequest({ kind: 'withdrawal', amount: 1000, method: '' }), balance: 50.5 }
          : failure('bonusWageringOpen'),
      [BALANCE]: inTurn(balance(1250.5), balance(50.5)),
    });
    vi.mocked(showDialog).mockResolvedValueOnce({ isConfirmed: true, isDenied: false, isDismissed: false });
    await renderPage();
    fireEvent.change(await screen.findByLabelText('Amount (PHP)'), { target: { value: '1000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('Your bonus still has wagering to complete. Withdrawing now forfeits the bonus.');
    await userEvent.click(within(refusal).getByRole('button', { name: 'Forfeit the bonus and withdraw' }));

    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Forfeit your bonus and withdraw?',
        text: 'The bonus leaves your balance and its wagering ends, then ₱1,000.00 is withdrawn.',
        cancelButtonText: 'Keep the bonus',
      }),
    );
    await waitFor(() => expect(headerBalance()).toBe('50.5'));
    const [refused, confirmed] = requestsTo(server, WITHDRAWAL);
    expect(refused).not.toHaveProperty('forfeit_bonus');
    expect(confirmed).toEqual({ ...refused, forfeit_bonus: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the bonus and sends nothing when the player cancels the forfeit', async () => {
    const server = withdrawalServer({
      '/api/wallet/bank_account_list': bankAccounts([BDO]),
      [WITHDRAWAL]: failure('bonusWageringOpen'),
    });
    vi.mocked(showDialog).mockResolvedValueOnce({ isConfirmed: false, isDenied: false, isDismissed: true });
    renderWithProviders(<WithdrawalPage />);
    fireEvent.change(await screen.findByLabelText('Amount (PHP)'), { target: { value: '1000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Forfeit the bonus and withdraw' }));
    await waitFor(() => expect(showDialog).toHaveBeenCalled());
    expect(requestsTo(server, WITHDRAWAL)).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Your bonus still has wagering to complete.');
  });

  it('asks for a bank account first when the player has none', async () => {
    withdrawalServer({ '/api/wallet/bank_account_list': bankAccounts([]) });
    renderWithProviders(<WithdrawalPage />);
    expect(await screen.findByText('Withdrawals are paid to one of your bank accounts. Add one first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add bank account' }).getAttribute('href')).toBe('/add-bank');
    expect(screen.queryByLabelText('Amount (PHP)')).toBeNull();
  });
});
