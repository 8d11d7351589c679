import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type backoffice, ROLE_PERMISSIONS } from '@wl/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { answerCalls, memberFixture, refusal, renderApp } from '@/test/render-app';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

const OWNER = memberFixture({ username: 'demo-owner', role: 'owner', permissions: [...ROLE_PERMISSIONS.owner] });
const SECRET = 'wlk_ab12cd34_0123456789abcdefghijklmnopqrstuv';

function apiKey(overrides: Partial<backoffice.ApiKey>): backoffice.ApiKey {
  return {
    id: 3,
    name: 'nightly report',
    role: 'read_only',
    operator_id: 1,
    prefix: 'wlk_ab12cd34',
    created_by: 'demo-owner',
    created_at: '2026-11-20T10:00:00.000Z',
    last_used_at: null,
    revoked_at: null,
    ...overrides,
  };
}

function bodiesOf(name: string) {
  return vi
    .mocked(call)
    .mock.calls.filter(([called]) => called === name)
    .map(([, body]) => body);
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  notifications.clean();
});

describe('the API keys screen', () => {
  it('lists the keys by name, role and first characters, and offers to revoke only the active ones', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: OWNER }),
      apiKeysList: () => ({
        statusCode: 1,
        value: [apiKey({}), apiKey({ id: 4, name: 'old import', revoked_at: '2026-11-22T10:00:00.000Z' })],
      }),
    });
    renderApp('/api-keys');
    const table = await screen.findByRole('table', { name: 'API keys' });
    const active = (await within(table).findByText('nightly report')).closest('tr')!;
    expect(within(active).getByText('Read-only')).toBeVisible();
    expect(within(active).getByText('wlk_ab12cd34…')).toBeVisible();
    expect(within(active).getByText('Active')).toBeVisible();
    expect(within(active).getByRole('button', { name: 'Revoke the key nightly report' })).toBeVisible();
    const revoked = within(table).getByText('old import').closest('tr')!;
    expect(within(revoked).getByText(/^Revoked /)).toBeVisible();
    expect(within(revoked).queryByRole('button')).toBeNull();
  });

  it('shows a new key once, with a copy button and a warning, and never again once closed', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: OWNER }),
      apiKeysList: () => ({ statusCode: 1, value: [] }),
      apiKeysCreate: (body) => ({ statusCode: 1, value: apiKey({ name: body.name, role: body.role }), key: SECRET }),
    });
    const user = userEvent.setup();
    renderApp('/api-keys');
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    let dialog = screen.getByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'nightly report');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Role/ }), 'Read-only');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(dialog).getByText(SECRET)).toBeVisible();
    expect(within(dialog).getByText(/This is the only time the key is shown/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Copy key' })).toBeVisible();
    expect(bodiesOf('apiKeysCreate')).toEqual([{ name: 'nightly report', role: 'read_only' }]);

    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(SECRET)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByRole('dialog', { name: 'Create an API key' })).toBeVisible();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('revokes a key only with a reason and a confirmation', async () => {
    let revoked = false;
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: OWNER }),
      apiKeysList: () => ({ statusCode: 1, value: [apiKey(revoked ? { revoked_at: '2026-11-25T10:00:00.000Z' } : {})] }),
      apiKeysRevoke: () => {
        revoked = true;
        return { statusCode: 1, value: apiKey({ revoked_at: '2026-11-25T10:00:00.000Z' }) };
      },
    });
    const user = userEvent.setup();
    renderApp('/api-keys');
    await user.click(await screen.findByRole('button', { name: 'Revoke the key nightly report' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the key "nightly report"?' });
    expect(within(dialog).getByText(/starting with wlk_ab12cd34 is refused from now on/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    expect(bodiesOf('apiKeysRevoke')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Reason/), 'the report moved');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('apiKeysRevoke')).toEqual([{ api_key_id: 3, reason: 'the report moved' }]);
    expect(await screen.findByText(/^Revoked /)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revoke the key nightly report' })).toBeNull();
  });

  it('is no section of a role without the key permission, and opened by its address shows the refusal and no button', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberFixture({ role: 'admin', permissions: [...ROLE_PERMISSIONS.admin] }) }),
      apiKeysList: () => {
        throw refusal('forbidden', { statusCode: 403 });
      },
    });
    renderApp('/api-keys');
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(nav).queryByRole('link', { name: 'API keys' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Staff' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull();
  });
});
