import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { answerCalls, memberFixture, refusal, renderApp } from '@/test/render-app';
import type { ReceivingAccount } from '../api/list-receiving-accounts';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

function account(id: number, position: number, overrides: Partial<ReceivingAccount> = {}): ReceivingAccount {
  return {
    receiving_account_id: id,
    site_id: 1,
    method: 'bank_transfer',
    bank_name: 'BDO Unibank',
    account_name: 'Manila Royale Payments',
    account_number: `0048 2210 99${id}`,
    min_amount: null,
    max_amount: null,
    position,
    enabled: true,
    has_qr: false,
    qr_image_url: null,
    updated_at: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}

const BANKS = [
  account(31, 0, { min_amount: 500, max_amount: 200_000 }),
  account(32, 1, { bank_name: 'Metrobank', enabled: false }),
  account(33, 2, { bank_name: 'BPI', max_amount: 50_000 }),
];
const E_WALLETS = [
  account(41, 0, {
    method: 'e_wallet',
    bank_name: 'GCash',
    account_number: '0917 555 0142',
    has_qr: true,
    qr_image_url: '/api/backoffice/receiving_accounts/41/qr?v=1',
  }),
  account(42, 1, {
    method: 'e_wallet',
    bank_name: 'Maya',
    account_number: '0918 555 0199',
    enabled: false,
    has_qr: true,
    qr_image_url: '/api/backoffice/receiving_accounts/42/qr?v=1',
  }),
];

/** A site's accounts kept as the server keeps them, so that a reorder or a delete shows on the next list. */
function answerAccounts(member = memberFixture(), lists = { bank_transfer: BANKS, e_wallet: E_WALLETS }) {
  const stored = { bank_transfer: [...lists.bank_transfer], e_wallet: [...lists.e_wallet] };
  answerCalls({
    staffMe: () => ({ statusCode: 1, me: member }),
    receivingAccountsList: ({ method = 'bank_transfer' }) => ({ statusCode: 1, value: stored[method], currency: 'PHP' }),
    receivingAccountsReorder: ({ method, receiving_account_ids }) => {
      stored[method] = receiving_account_ids.map((id, position) => ({
        ...stored[method].find((each) => each.receiving_account_id === id)!,
        position,
      }));
      return { statusCode: 1, value: stored[method] };
    },
    receivingAccountsDelete: ({ receiving_account_id }) => {
      stored.bank_transfer = stored.bank_transfer.filter((each) => each.receiving_account_id !== receiving_account_id);
      return { statusCode: 1 };
    },
  });
}

function callsOf(name: string) {
  return vi.mocked(call).mock.calls.filter(([called]) => called === name);
}

async function accountList(name = 'Bank transfer accounts, in the order players see them') {
  return screen.findByRole('list', { name });
}

const BANK_NAMES = ['BDO Unibank', 'Metrobank', 'BPI', 'GCash'];

function banksInOrder(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => BANK_NAMES.find((name) => within(item).queryByText(name)));
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  // Mantine keeps its notifications in a store of its own, which outlives each test's render.
  notifications.clean();
});

describe('Receiving accounts', () => {
  it("lists the site's accounts of a method in order, with their status, limits and QR code", async () => {
    answerAccounts();
    const user = userEvent.setup();
    renderApp('/receiving-accounts?site=1');
    const list = await accountList();
    expect(banksInOrder(list)).toEqual(['BDO Unibank', 'Metrobank', 'BPI']);
    const [first, second, third] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('₱500.00 to ₱200,000.00 per deposit')).toBeVisible();
    expect(within(first).getByText('On')).toBeVisible();
    expect(within(second).getByText('Off')).toBeVisible();
    expect(within(second).getByText("The site's own limits")).toBeVisible();
    expect(within(third).getByText('Up to ₱50,000.00 per deposit')).toBeVisible();
    expect(callsOf('receivingAccountsList')[0]?.[1]).toEqual({ site_id: 1, method: 'bank_transfer' });

    await user.click(screen.getByRole('tab', { name: 'E-wallet' }));
    const wallets = await accountList('E-wallet accounts, in the order players see them');
    expect(within(wallets).getByRole('img', { name: 'QR code of GCash' })).toHaveAttribute(
      'src',
      '/api/backoffice/receiving_accounts/41/qr?v=1',
    );
    expect(within(wallets).getByText('0917 555 0142')).toBeVisible();
    // an account that is off shows its image to staff, and says players do not see it
    const maya = within(wallets).getAllByRole('listitem')[1]!;
    expect(within(maya).getByRole('img', { name: 'QR code of Maya' })).toHaveAttribute(
      'src',
      '/api/backoffice/receiving_accounts/42/qr?v=1',
    );
    expect(within(maya).getByText('Players do not see it while off')).toBeVisible();
  });

  it('moves an account by keyboard, saves the new order, and keeps the focus on the moved account', async () => {
    answerAccounts();
    const user = userEvent.setup();
    renderApp('/receiving-accounts?site=1');
    const list = await accountList();

    const moveDown = within(list).getByRole('button', { name: 'Move BDO Unibank · 0048 2210 9931 down' });
    moveDown.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(banksInOrder(list)).toEqual(['Metrobank', 'BDO Unibank', 'BPI']));
    expect(callsOf('receivingAccountsReorder')[0]?.[1]).toEqual({
      site_id: 1,
      method: 'bank_transfer',
      receiving_account_ids: [32, 31, 33],
    });
    expect(await screen.findByText('BDO Unibank · 0048 2210 9931 is now number 2 of 3.')).toBeInTheDocument();
    expect(moveDown).toHaveFocus();

    // At the end of the list its "down" button is disabled: focus goes to its "up" one.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(banksInOrder(list)).toEqual(['Metrobank', 'BPI', 'BDO Unibank']));
    expect(moveDown).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Move BDO Unibank · 0048 2210 9931 up' })).toHaveFocus();
    expect(within(list).getByRole('button', { name: 'Move Metrobank · 0048 2210 9932 up' })).toBeDisabled();
  });

  it('goes back to the order the server keeps when it refuses a new one', async () => {
    answerAccounts();
    const reorder = vi.mocked(call).getMockImplementation()!;
    vi.mocked(call).mockImplementation(async (name, body, signal) => {
      if (name === 'receivingAccountsReorder') {
        throw refusal('validationFailed', {
          statusCode: 422,
          errors: [{ field: 'receiving_account_ids', key: 'orderMismatch' }],
        });
      }
      return reorder(name, body, signal);
    });
    const user = userEvent.setup();
    renderApp('/receiving-accounts?site=1');
    const list = await accountList();
    await user.click(within(list).getByRole('button', { name: 'Move BPI · 0048 2210 9933 up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The list changed meanwhile and has been reloaded. Try again.');
    expect(banksInOrder(list)).toEqual(['BDO Unibank', 'Metrobank', 'BPI']);
  });

  it('deletes an account with a reason after a confirmation', async () => {
    answerAccounts();
    const user = userEvent.setup();
    renderApp('/receiving-accounts?site=1');
    const list = await accountList();
    await user.click(within(list).getByRole('button', { name: 'Delete Metrobank · 0048 2210 9932' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    expect(within(dialog).getByText(/Metrobank · 0048 2210 9932 leaves the deposit page at once/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(callsOf('receivingAccountsDelete')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'Account closed by the bank');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(banksInOrder(list)).toEqual(['BDO Unibank', 'BPI']));
    expect(callsOf('receivingAccountsDelete')[0]?.[1]).toEqual({
      receiving_account_id: 32,
      reason: 'Account closed by the bank',
    });
  });

  it('shows the list without any action to a role that may not change accounts', async () => {
    answerAccounts(memberFixture({ role: 'read_only', permissions: ['sites.read', 'players.read', 'cashier.read'] }));
    renderApp('/receiving-accounts?site=1');
    const list = await accountList();
    expect(banksInOrder(list)).toEqual(['BDO Unibank', 'Metrobank', 'BPI']);
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add a bank account' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: 'Receiving accounts' }),
    ).toBeVisible();
  });

  it('says what players see for a method without accounts, and offers to add one', async () => {
    answerAccounts(memberFixture(), { bank_transfer: [], e_wallet: [] });
    renderApp('/receiving-accounts?site=1&method=e_wallet');
    expect(
      await screen.findByText('No account yet. Players who choose this method are told to contact support instead.'),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Add an e-wallet account' })).toBeVisible();
  });

  it('shows a failed list with a retry', async () => {
    let failures = 1;
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberFixture() }),
      receivingAccountsList: () => {
        if (failures-- > 0) throw refusal('serviceUnavailable', { statusCode: 503 });
        return { statusCode: 1, value: BANKS, currency: 'PHP' };
      },
    });
    const user = userEvent.setup();
    renderApp('/receiving-accounts?site=1');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The service is unavailable');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(banksInOrder(await accountList())).toEqual(['BDO Unibank', 'Metrobank', 'BPI']);
  });

  it('asks a member with several sites which one', async () => {
    answerAccounts();
    const user = userEvent.setup();
    const { router } = renderApp('/receiving-accounts');
    await screen.findByRole('heading', { name: 'Choose a site' });
    expect(callsOf('receivingAccountsList')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Manila Royale' }));
    await accountList();
    expect(router.state.location.search).toBe('?site=1');
  });

  it('opens the only site of a member with one', async () => {
    const member = memberFixture();
    answerAccounts({ ...member, sites: member.sites.slice(1) });
    renderApp('/receiving-accounts');
    await accountList();
    expect(screen.getByText('Golden Dragon · limits in PHP')).toBeVisible();
    expect(callsOf('receivingAccountsList')[0]?.[1]).toEqual({ site_id: 2, method: 'bank_transfer' });
  });
});
