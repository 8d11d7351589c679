import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlayerReceivingAccount } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import { toast } from '@/shared/ui/toast';
import { GCASH_PAYEE, receivingAccounts } from '../testing';
import { ReceivingAccountsPanel } from './receiving-accounts-panel';

const RECEIVING_ACCOUNTS = '/api/wallet/receiving_accounts';

const MAYA: PlayerReceivingAccount = {
  ...GCASH_PAYEE,
  receiving_account_id: 6,
  bank_name: 'Maya',
  account_number: '0998 123 4567',
  min_amount: 200,
  max_amount: 20_000,
  qr_image_url: null,
};
const E_WALLETS = receivingAccounts([GCASH_PAYEE, MAYA]);

/** Stands in for a browser API the test environment lacks; taken away after each test. */
function stub(target: object, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, configurable: true });
}

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
  vi.restoreAllMocks();
});

describe('the receiving accounts of the deposit page', () => {
  it('shows each account of the method in order with its number, limits and QR code, and the reference', async () => {
    const server = fakeServer({ [RECEIVING_ACCOUNTS]: E_WALLETS });
    renderWithProviders(<ReceivingAccountsPanel method="e_wallet" currency="PHP" />);

    const panel = await screen.findByRole('region', { name: 'Where to pay' });
    const cards = await within(panel).findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByText(/GCash|Maya/, { selector: '.receiving-bank' }).textContent)).toEqual([
      'GCash',
      'Maya',
    ]);
    const gcash = cards[0]!;
    expect(within(gcash).getByText('0917 555 0142')).toBeTruthy();
    expect(within(gcash).getByText('Lucky Piso Payments')).toBeTruthy();
    expect(within(gcash).getByText('Up to ₱50,000.00')).toBeTruthy();
    expect(within(gcash).getByRole('img', { name: 'QR code to pay GCash' }).getAttribute('src')).toBe(GCASH_PAYEE.qr_image_url);
    const maya = cards[1]!;
    expect(within(maya).getByText('₱200.00 to ₱20,000.00')).toBeTruthy();
    expect(within(maya).queryByRole('img')).toBeNull();
    expect(within(panel).getByText('S3-JUAN88')).toBeTruthy();
    expect(requestsTo(server, RECEIVING_ACCOUNTS)).toEqual([{ auth: 'tok', account_id: 'juan88', method: 'e_wallet' }]);
  });

  it('copies an account number as a banking app takes it and the reference, each button saying Copied', async () => {
    const writeText = vi.fn(async () => undefined);
    stub(navigator, 'clipboard', { writeText });
    const success = vi.spyOn(toast, 'success');
    fakeServer({ [RECEIVING_ACCOUNTS]: E_WALLETS });
    renderWithProviders(<ReceivingAccountsPanel method="e_wallet" currency="PHP" />);

    const copyNumber = await screen.findByRole('button', { name: 'Copy the account number of GCash' });
    fireEvent.click(copyNumber);
    await waitFor(() => expect(copyNumber.textContent).toBe('Copied'));
    expect(success).toHaveBeenCalledWith('Copied to the clipboard.');
    expect(screen.getByRole('button', { name: 'Copy the account number of Maya' }).textContent).toBe('Copy');

    const copyReference = screen.getByRole('button', { name: 'Copy the reference' });
    fireEvent.click(copyReference);
    await waitFor(() => expect(copyReference.textContent).toBe('Copied'));
    expect(writeText.mock.calls).toEqual([['09175550142'], ['S3-JUAN88']]);
  });

  it('copies by selection where the Clipboard API refuses, and says so when that fails too', async () => {
    stub(navigator, 'clipboard', { writeText: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) });
    const execCommand = vi.fn(() => true);
    stub(document, 'execCommand', execCommand);
    const failure = vi.spyOn(toast, 'error');
    fakeServer({ [RECEIVING_ACCOUNTS]: E_WALLETS });
    renderWithProviders(<ReceivingAccountsPanel method="e_wallet" currency="PHP" />);

    const copyReference = await screen.findByRole('button', { name: 'Copy the reference' });
    fireEvent.click(copyReference);
    await waitFor(() => expect(copyReference.textContent).toBe('Copied'));
    expect(execCommand).toHaveBeenCalledWith('copy');

    execCommand.mockReturnValue(false);
    const copyNumber = screen.getByRole('button', { name: 'Copy the account number of GCash' });
    fireEvent.click(copyNumber);
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Copying is not possible here. Select the text and copy it yourself.'),
    );
    expect(copyNumber.textContent).toBe('Copy');
  });

  it('tells the player to contact support when the method has no account, with the way there', async () => {
    fakeServer({ [RECEIVING_ACCOUNTS]: receivingAccounts([]) });
    renderWithProviders(<ReceivingAccountsPanel method="bank_transfer" currency="PHP" />);

    expect(
      await screen.findByText(
        'No bank account for transfers is set up on this site yet. Contact support to deposit this way, or choose another method.',
        { exact: false },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.queryByText('S3-JUAN88')).toBeNull();
  });
});
