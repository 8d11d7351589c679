import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure } from '@wl/contract/lite';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import { BDO, bankAccounts } from '../testing';
import AddBankPage from './add-bank-page';

const ADD = '/api/wallet/bank_account_add';

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());

function fill(values: { bank?: string; holder?: string; number?: string }) {
  if (values.bank !== undefined) fireEvent.change(screen.getByLabelText('Bank'), { target: { value: values.bank } });
  if (values.holder !== undefined)
    fireEvent.change(screen.getByLabelText('Account holder'), { target: { value: values.holder } });
  if (values.number !== undefined)
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: values.number } });
}

const errorOf = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;

describe('/add-bank', () => {
  it("adds the account in the player's name and goes back to the list", async () => {
    const server = fakeServer({
      [ADD]: bankAccounts([BDO]),
      '/api/auth/get_balance': { statusCode: 1, game_balance: 100, game_token: 5, currency: 'PHP' },
    });
    const { router } = renderWithProviders(<AddBankPage />, { path: '/add-bank' });
    expect((screen.getByLabelText('Account holder') as HTMLInputElement).value).toBe('Juan Dela Cruz');
    fill({ bank: 'BDO', number: '0012-3456-789' });
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bank-details'));
    expect(requestsTo(server, ADD)).toEqual([
      { auth: 'tok', account_id: 'juan88', bank_name: 'BDO', holder_name: 'Juan Dela Cruz', account_number: '00123456789' },
    ]);
  });

  it("checks the contract's rules at each field before sending", async () => {
    const server = fakeServer({});
    renderWithProviders(<AddBankPage />);
    fill({ bank: ' ', holder: '', number: '1234' });
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    expect(errorOf('Bank')).toBe('This field is required.');
    expect(errorOf('Account holder')).toBe('This field is required.');
    expect(errorOf('Account number')).toMatch(/6 to 20 digits/i);
    expect(document.activeElement).toBe(screen.getByLabelText('Bank'));
    expect(requestsTo(server, ADD)).toEqual([]);
  });

  it("shows the server's refusals at the fields", async () => {
    fakeServer({
      [ADD]: failure('bankAccountExists'),
    });
    renderWithProviders(<AddBankPage />);
    fill({ bank: 'BDO', number: '00123456789' });
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(errorOf('Account number')).toBe('This bank account is already on your list.'));
    expect(document.activeElement).toBe(screen.getByLabelText('Account number'));
  });

  it('shows server field errors at their fields', async () => {
    fakeServer({
      [ADD]: { ...failure('validationFailed'), errors: [{ field: 'holder_name', key: 'lettersOnly' }] },
    });
    renderWithProviders(<AddBankPage />);
    fill({ bank: 'BDO', number: '00123456789' });
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(errorOf('Account holder')).toBe('Use letters and spaces only.'));
  });
});
