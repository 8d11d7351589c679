import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { answerCalls, memberFixture, refusal, renderApp } from '@/test/render-app';
import type { ReceivingAccount } from '../api/list-receiving-accounts';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngFile(name = 'gcash-qr.png', size = 300): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
}

function savedAccount(overrides: Partial<ReceivingAccount> = {}): ReceivingAccount {
  return {
    receiving_account_id: 41,
    site_id: 1,
    method: 'e_wallet',
    bank_name: 'GCash',
    account_name: 'Manila Royale Payments',
    account_number: '0917 555 0142',
    min_amount: null,
    max_amount: 50_000,
    position: 0,
    enabled: true,
    has_qr: true,
    qr_image_url: '/api/backoffice/receiving_accounts/41/qr?v=1',
    updated_at: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}

function callsOf(name: string) {
  return vi.mocked(call).mock.calls.filter(([called]) => called === name);
}

type SaveAnswer = (body: Record<string, unknown>) => unknown;

/**
 * The form for a PH site's e-wallets as the screen opens it: to add an account, or to edit the
 * one given; the country's list answered, and a save answered by `onSave` unless it throws.
 */
async function openForm({ account, onSave }: { account?: ReceivingAccount; onSave?: SaveAnswer } = {}) {
  let names = [
    { bank_name_id: 1, name: 'GCash', own: false },
    { bank_name_id: 2, name: 'Maya', own: false },
    { bank_name_id: 3, name: 'GrabPay', own: false },
  ];
  answerCalls({
    staffMe: () => ({ statusCode: 1, me: memberFixture() }),
    receivingAccountsList: () => ({ statusCode: 1, value: account ? [account] : [], currency: 'PHP' }),
    bankNamesList: () => ({ statusCode: 1, value: names, country: 'PH' }),
    bankNamesAdd: ({ name }) => {
      const added = { bank_name_id: 9, name, own: true };
      names = [...names, added];
      return { statusCode: 1, value: added };
    },
    receivingAccountsSave: (body) => {
      if (onSave) onSave(body as Record<string, unknown>);
      return { statusCode: 1, value: savedAccount({ ...(body as Partial<ReceivingAccount>), receiving_account_id: 41 }) };
    },
  });
  // A member may pick "All files" in the browser's file dialog: its accept list is no check.
  const user = userEvent.setup({ applyAccept: false });
  renderApp('/receiving-accounts?site=1&method=e_wallet');
  const opener = account ? `Edit ${account.bank_name} · ${account.account_number}` : 'Add an e-wallet account';
  await user.click(await screen.findByRole('button', { name: opener }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(/From the list for Philippines/);
  return { user, dialog };
}

async function chooseBankName(user: ReturnType<typeof userEvent.setup>, typed: string, option: string) {
  const field = screen.getByRole('textbox', { name: /^E-wallet/ });
  await user.click(field);
  await user.type(field, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  notifications.clean();
  // jsdom decodes no image: a file whose bytes start as a PNG decodes, anything else does not.
  vi.stubGlobal('createImageBitmap', async (file: Blob) => {
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    if (!PNG_SIGNATURE.every((byte, index) => head[index] === byte)) throw new DOMException('undecodable', 'InvalidStateError');
    return { width: 200, height: 200, close() {} };
  });
  const getContext = HTMLCanvasElement.prototype.getContext;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement, ...args) {
    return Object.assign(getContext.apply(this, args as never) ?? {}, { drawImage: () => {} }) as never;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the receiving account form', () => {
  it('refuses what the contract refuses without asking the server, each on its field', async () => {
    const { user } = await openForm();
    await screen.findByText(/From the list for Philippines/);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('textbox', { name: /^E-wallet/ })).toHaveAccessibleDescription(/This field is required\./);
    expect(screen.getByRole('textbox', { name: /^Account name/ })).toHaveAccessibleDescription('This field is required.');

    await user.type(screen.getByRole('textbox', { name: /^Account number/ }), '0917*555');
    await user.type(screen.getByRole('textbox', { name: /^Minimum per deposit \(PHP\)/ }), '500');
    await user.type(screen.getByRole('textbox', { name: /^Maximum per deposit \(PHP\)/ }), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: /^Account number/ })).toHaveAccessibleDescription(
      /Use letters, digits, spaces and \. @ _ \+ - only/,
    );
    expect(screen.getByRole('textbox', { name: /^Maximum per deposit/ })).toHaveAccessibleDescription(
      /The maximum must be at least the minimum\./,
    );
    expect(callsOf('receivingAccountsSave')).toHaveLength(0);
  });

  it('saves a new e-wallet with a name from the list, its limits and a checked QR image', async () => {
    const { user, dialog } = await openForm();
    await chooseBankName(user, 'gca', 'GCash');
    await user.type(screen.getByRole('textbox', { name: /^Account name/ }), 'Manila Royale Payments');
    await user.type(screen.getByRole('textbox', { name: /^Account number/ }), '0917 555 0142');
    await user.type(screen.getByRole('textbox', { name: /^Maximum per deposit/ }), '50000');
    await user.upload(screen.getByLabelText('Choose an image'), pngFile());
    expect(await screen.findByRole('img', { name: 'The chosen QR code, saved with the account' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Account saved.')).toBeVisible();
    expect(dialog).not.toBeInTheDocument();
    const [, body] = callsOf('receivingAccountsSave')[0] ?? [];
    expect(body).toMatchObject({
      site_id: 1,
      method: 'e_wallet',
      bank_name: 'GCash',
      account_name: 'Manila Royale Payments',
      account_number: '0917 555 0142',
      min_amount: null,
      max_amount: 50_000,
      enabled: true,
    });
    expect((body as { qr_image: string }).qr_image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(body).not.toHaveProperty('reason');
  });

  it('adds a name the list lacks and chooses it; a name already listed is refused on the field', async () => {
    const { user } = await openForm();
    await chooseBankName(user, 'ShopeePay', 'Add “ShopeePay” to the list');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^E-wallet/ })).toHaveValue('ShopeePay'));
    expect(callsOf('bankNamesAdd')[0]?.[1]).toEqual({ site_id: 1, method: 'e_wallet', name: 'ShopeePay' });

    vi.mocked(call).mockImplementationOnce(async () => {
      throw refusal('bankNameExists', { statusCode: 409 });
    });
    const field = screen.getByRole('textbox', { name: /^E-wallet/ });
    await user.clear(field);
    await user.type(field, 'Maya Bank');
    await user.click(await screen.findByRole('option', { name: 'Add “Maya Bank” to the list' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/This bank is already on the list\./));
  });

  it("puts the server's field refusals on the fields they name, and any other failure above the form", async () => {
    const answers = [
      refusal('validationFailed', {
        statusCode: 422,
        errors: [
          { field: 'bank_name', key: 'unknownBankName' },
          { field: 'qr_image', key: 'imageTypeMismatch' },
        ],
      }),
      refusal('receivingAccountLimit', { statusCode: 2 }),
    ];
    const { user } = await openForm({
      onSave: () => {
        const refused = answers.shift();
        if (refused) throw refused;
      },
    });
    await chooseBankName(user, 'Maya', 'Maya');
    await user.type(screen.getByRole('textbox', { name: /^Account name/ }), 'Manila Royale Payments');
    await user.type(screen.getByRole('textbox', { name: /^Account number/ }), '0918 000 1111');
    await user.upload(screen.getByLabelText('Choose an image'), pngFile());
    await screen.findByRole('img', { name: 'The chosen QR code, saved with the account' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const bankName = screen.getByRole('textbox', { name: /^E-wallet/ });
    await waitFor(() => expect(bankName).toHaveAccessibleDescription(/Choose a name from the list, or add it to the list\./));
    expect(bankName).toHaveFocus();
    expect(screen.getByRole('group', { name: 'QR code' })).toHaveAccessibleDescription(
      /This file is not the kind of image its name says\./,
    );
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This site has as many receiving accounts for the method as allowed.',
    );
  });

  it('checks a QR image by type, size and content in the browser before anything is sent', async () => {
    const { user } = await openForm();
    const qr = screen.getByRole('group', { name: 'QR code' });
    const input = screen.getByLabelText('Choose an image');

    await user.upload(input, new File(['<svg/>'], 'qr.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(qr).toHaveAccessibleDescription(/Choose a PNG, JPEG or WebP image\./));
    // A submit checks the form again: the refused file stays refused, and nothing is sent without the member seeing why.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(qr).toHaveAccessibleDescription(/Choose a PNG, JPEG or WebP image\./);

    await user.upload(input, pngFile('huge.png', 512 * 1024 + 1));
    await waitFor(() => expect(qr).toHaveAccessibleDescription(/This image is too large: 512 KB at most\./));

    await user.upload(input, new File(['not an image at all'], 'renamed.png', { type: 'image/png' }));
    await waitFor(() => expect(qr).toHaveAccessibleDescription(/Choose a PNG, JPEG or WebP image\./));
    expect(within(qr).getByText('No QR code: players copy the number instead.')).toBeVisible();

    await user.upload(input, pngFile());
    expect(await within(qr).findByRole('img', { name: 'The chosen QR code, saved with the account' })).toBeVisible();
    expect(qr).not.toHaveAccessibleDescription(/Choose a PNG/);
    expect(callsOf('receivingAccountsSave')).toHaveLength(0);
  });

  it("keeps a saved account's QR image unless it is removed, and sends the reason for a change", async () => {
    const { user } = await openForm({ account: savedAccount() });
    const qr = screen.getByRole('group', { name: 'QR code' });
    expect(within(qr).getByRole('img', { name: 'QR code of GCash' })).toHaveAttribute(
      'src',
      '/api/backoffice/receiving_accounts/41/qr?v=1',
    );
    expect(screen.getByRole('textbox', { name: /^E-wallet/ })).toHaveValue('GCash');
    expect(screen.getByRole('textbox', { name: /^Maximum per deposit/ })).toHaveValue('50,000');

    await user.click(within(qr).getByRole('button', { name: 'Remove the image' }));
    expect(within(qr).getByText('No QR code: players copy the number instead.')).toBeVisible();
    await user.click(screen.getByRole('switch', { name: /^Show to players/ }));
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'GCash number retired');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsOf('receivingAccountsSave')).toHaveLength(1));
    expect(callsOf('receivingAccountsSave')[0]?.[1]).toMatchObject({
      receiving_account_id: 41,
      bank_name: 'GCash',
      enabled: false,
      qr_image: null,
      reason: 'GCash number retired',
    });
  });

  it('shows the saved image of an account that is off, from the staff route, and says players see it once it is on', async () => {
    await openForm({ account: savedAccount({ enabled: false }) });
    const qr = screen.getByRole('group', { name: 'QR code' });
    expect(within(qr).getByRole('img', { name: 'QR code of GCash' })).toHaveAttribute(
      'src',
      '/api/backoffice/receiving_accounts/41/qr?v=1',
    );
    expect(within(qr).getByText('Players see this QR code once the account is on.')).toBeVisible();
  });
});
