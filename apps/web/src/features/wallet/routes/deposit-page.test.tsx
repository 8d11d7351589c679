import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure } from '@wl/contract/lite';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { type FakeAnswer, fakeServer, inTurn, type RequestBody, requestsTo } from '@/shared/testing/fake-server';
import { HeaderBalance } from '@/shared/testing/header-balance';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import { BDO, BDO_PAYEE, bankAccounts, cashierRequest, GCASH_PAYEE, history, LIMITS, receivingAccounts } from '../testing';
import DepositPage from './deposit-page';

const DEPOSIT = '/api/wallet/deposit';
const LIMITS_PATH = '/api/wallet/limits';
const RECEIVING_ACCOUNTS = '/api/wallet/receiving_accounts';

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());

function depositServer(answers: Record<string, FakeAnswer> = {}) {
  return fakeServer({
    [LIMITS_PATH]: LIMITS,
    '/api/wallet/bank_account_list': bankAccounts([BDO]),
    '/api/wallet/transaction_history': history(),
    '/api/auth/get_balance': { statusCode: 1, game_balance: 100, game_token: 5, currency: 'PHP' },
    [RECEIVING_ACCOUNTS]: (body: RequestBody) => receivingAccounts(body.method === 'e_wallet' ? [GCASH_PAYEE] : [BDO_PAYEE]),
    ...answers,
  });
}

const amountError = () => document.getElementById(`${screen.getByLabelText('Amount (PHP)').id}-error`)?.textContent;

async function fillBankTransfer(amount: string) {
  fireEvent.change(await screen.findByLabelText('Amount (PHP)'), { target: { value: amount } });
  await userEvent.selectOptions(await screen.findByLabelText('Paid from'), 'BDO · Juan Dela Cruz · ******6789');
}

describe('/deposit', () => {
  it('requests a bank transfer deposit with an idempotency key and shows it waiting', async () => {
    const server = depositServer({
      [DEPOSIT]: { statusCode: 1, value: cashierRequest({ amount: 1500, receipt_reference: 'RC-7' }) },
    });
    renderWithProviders(
      <>
        <DepositPage />
        <HeaderBalance />
      </>,
    );
    expect(await screen.findByText('From ₱500.00 to ₱2,500,000.00 per request.')).toBeTruthy();
    await fillBankTransfer('1,500');
    fireEvent.change(screen.getByLabelText('Receipt reference (optional)'), { target: { value: 'RC-7' } });
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));

    const requested = await screen.findByRole('region', { name: 'Deposit requested' });
    expect(within(requested).getByText('₱1,500.00')).toBeTruthy();
    expect(within(requested).getByText('Pending')).toBeTruthy();
    const [body] = requestsTo(server, DEPOSIT);
    expect(body).toEqual({
      auth: 'tok',
      account_id: 'juan88',
      amount: 1500,
      method: 'bank_transfer',
      bank_account_id: 7,
      receipt_reference: 'RC-7',
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // The header balance is fetched again after the request (the first time was when the header showed it).
    await waitFor(() => expect(requestsTo(server, '/api/auth/get_balance')).toHaveLength(2));
  });

  it('shows where to pay by the chosen method and the reference to quote', async () => {
    const server = depositServer();
    renderWithProviders(<DepositPage />);
    const whereToPay = await screen.findByRole('region', { name: 'Where to pay' });
    expect(await within(whereToPay).findByText('BDO Unibank')).toBeTruthy();
    expect(within(whereToPay).getByText('S3-JUAN88')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: /E-wallet/ }));
    expect(await within(whereToPay).findByText('GCash')).toBeTruthy();
    expect(within(whereToPay).queryByText('BDO Unibank')).toBeNull();
    expect(requestsTo(server, RECEIVING_ACCOUNTS).map((body) => body.method)).toEqual(['bank_transfer', 'e_wallet']);
  });

  it('asks an e-wallet payment for its reference, as the contract does', async () => {
    const server = depositServer();
    renderWithProviders(<DepositPage />);
    fireEvent.change(await screen.findByLabelText('Amount (PHP)'), { target: { value: '800' } });
    await userEvent.click(screen.getByRole('radio', { name: /E-wallet/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    const reference = screen.getByLabelText('E-wallet payment reference');
    expect(document.getElementById(`${reference.id}-error`)?.textContent).toBe('This field is required.');
    expect(document.activeElement).toBe(reference);
    expect(requestsTo(server, DEPOSIT)).toEqual([]);
  });

  it('says at once every field a blank bank transfer misses: the amount and the account it is paid from', async () => {
    const server = depositServer();
    renderWithProviders(<DepositPage />);
    await screen.findByText('From ₱500.00 to ₱2,500,000.00 per request.');
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(amountError()).toBe('This field is required.');
    const paidFrom = screen.getByLabelText('Paid from');
    expect(document.getElementById(`${paidFrom.id}-error`)?.textContent).toBe('This field is required.');
    expect(requestsTo(server, DEPOSIT)).toEqual([]);
  });

  it("checks the amount against the site's range before sending", async () => {
    const server = depositServer();
    renderWithProviders(<DepositPage />);
    await fillBankTransfer('499.99');
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(amountError()).toBe('The amount is below the minimum for one request.');
    fireEvent.change(screen.getByLabelText('Amount (PHP)'), { target: { value: '600.555' } });
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(amountError()).toMatch(/decimal/i);
    expect(requestsTo(server, DEPOSIT)).toEqual([]);
  });

  it('explains a deposit limit refusal with what the limits still allow', async () => {
    depositServer({
      [LIMITS_PATH]: inTurn(LIMITS, { ...LIMITS, deposit_allowance: 700 }),
      [DEPOSIT]: failure('depositLimitExceeded'),
    });
    renderWithProviders(<DepositPage />);
    await fillBankTransfer('1000');
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    await waitFor(() => expect(amountError()).toBe('This deposit would go over your deposit limit.'));
    expect(await screen.findByText(/Your deposit limits allow ₱700.00 more now\./)).toBeTruthy();
  });

  it('sends a retry of the same values with the same key, and changed values with a new one', async () => {
    const server = depositServer({
      [DEPOSIT]: inTurn(() => {
        throw new TypeError('Failed to fetch');
      }, failure('amountAboveMaximum')),
    });
    renderWithProviders(<DepositPage />);
    await fillBankTransfer('1000');
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be sent/);
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    await waitFor(() => expect(amountError()).toBe('The amount is above the maximum for one request.'));
    fireEvent.change(screen.getByLabelText('Amount (PHP)'), { target: { value: '900' } });
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));

    await waitFor(() => expect(requestsTo(server, DEPOSIT)).toHaveLength(3));
    const [first, retry, changed] = requestsTo(server, DEPOSIT).map((body) => body.idempotency_key);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it('makes one request for a double click', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const server = depositServer({
      [DEPOSIT]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderWithProviders(<DepositPage />);
    await fillBankTransfer('1000');
    const submit = screen.getByRole('button', { name: 'Request deposit' });
    fireEvent.submit(submit.closest('form')!);
    fireEvent.submit(submit.closest('form')!);
    await waitFor(() => expect(requestsTo(server, DEPOSIT)).toHaveLength(1));
    answer({ statusCode: 1, value: cashierRequest() });
    expect(await screen.findByRole('region', { name: 'Deposit requested' })).toBeTruthy();
    expect(requestsTo(server, DEPOSIT)).toHaveLength(1);
  });

  it('offers to add a bank account when a bank transfer has none to come from', async () => {
    depositServer({ '/api/wallet/bank_account_list': bankAccounts([]) });
    renderWithProviders(<DepositPage />);
    expect(await screen.findByText(/Add one first, or pay by e-wallet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add bank account' }).getAttribute('href')).toBe('/add-bank');
  });

  it('lists pending deposits with a way to cancel them', async () => {
    depositServer({
      '/api/wallet/transaction_history': history([], [cashierRequest(), cashierRequest({ request_id: 42, kind: 'withdrawal' })]),
    });
    renderWithProviders(<DepositPage />);
    const pending = await screen.findByRole('region', { name: 'Pending deposits' });
    await waitFor(() => expect(within(pending).getAllByRole('listitem')).toHaveLength(1));
    expect(within(pending).getByRole('button', { name: 'Cancel request' })).toBeTruthy();
  });
});
