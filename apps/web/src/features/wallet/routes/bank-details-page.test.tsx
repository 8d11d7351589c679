import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, inTurn, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import { showDialog } from '@/shared/ui/dialog';
import { BDO, bankAccounts, GCASH_BANK } from '../testing';
import BankDetailsPage from './bank-details-page';

vi.mock('@/shared/ui/dialog', () => ({ showDialog: vi.fn() }));

const LIST = '/api/wallet/bank_account_list';
const REMOVE = '/api/wallet/bank_account_remove';
const CONFIRMED = { isConfirmed: true, isDenied: false, isDismissed: false };

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());
afterEach(() => vi.mocked(showDialog).mockReset());

describe('/bank-details', () => {
  it('lists the accounts with masked numbers, the count against the limit and the way to add one', async () => {
    fakeServer({ [LIST]: bankAccounts([BDO, GCASH_BANK], 3) });
    renderWithProviders(<BankDetailsPage />);
    const list = await screen.findByRole('list', { name: 'Your bank accounts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('******6789')).toBeTruthy();
    expect(screen.getByText('2 of 3 bank accounts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add bank account' }).getAttribute('href')).toBe('/add-bank');
  });

  it('says when there is none yet, and stops offering to add once the limit is reached', async () => {
    fakeServer({ [LIST]: inTurn(bankAccounts([], 1), bankAccounts([BDO], 1)) });
    const { queryClient } = renderWithProviders(<BankDetailsPage />);
    expect(await screen.findByText('You have no bank accounts yet.')).toBeTruthy();
    await queryClient.invalidateQueries();
    expect(await screen.findByText('You have the most bank accounts allowed. Remove one to add another.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add bank account' })).toBeNull();
  });

  it('removes an account after the player confirms', async () => {
    const server = fakeServer({
      [LIST]: inTurn(bankAccounts([BDO, GCASH_BANK]), bankAccounts([GCASH_BANK])),
      [REMOVE]: bankAccounts([GCASH_BANK]),
      '/api/auth/get_balance': { statusCode: 1, game_balance: 100, game_token: 5, currency: 'PHP' },
    });
    vi.mocked(showDialog).mockResolvedValueOnce(CONFIRMED);
    renderWithProviders(<BankDetailsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove BDO ******6789' }));
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Remove this bank account?', showCancelButton: true }),
    );
    await waitFor(() => expect(screen.queryByText('******6789')).toBeNull());
    expect(requestsTo(server, REMOVE)).toEqual([{ auth: 'tok', account_id: 'juan88', bank_account_id: 7 }]);
  });

  it('keeps the account when the player does not confirm', async () => {
    const server = fakeServer({ [LIST]: bankAccounts([BDO]) });
    vi.mocked(showDialog).mockResolvedValueOnce({ isConfirmed: false, isDenied: false, isDismissed: true });
    renderWithProviders(<BankDetailsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove BDO ******6789' }));
    expect(requestsTo(server, REMOVE)).toEqual([]);
  });

  it("shows the server's refusal when a pending withdrawal goes to the account", async () => {
    fakeServer({ [LIST]: bankAccounts([BDO]), [REMOVE]: failure('bankAccountInUse') });
    vi.mocked(showDialog).mockResolvedValueOnce(CONFIRMED);
    renderWithProviders(<BankDetailsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove BDO ******6789' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A pending withdrawal goes to this bank account. Remove it once the withdrawal is done.',
    );
    expect(screen.getByText('******6789')).toBeTruthy();
  });
});
