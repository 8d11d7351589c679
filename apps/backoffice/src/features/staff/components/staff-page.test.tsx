import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type backoffice, ROLE_PERMISSIONS, type StaffRole } from '@wl/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { answerCalls, memberFixture, refusal, renderApp } from '@/test/render-app';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

function memberOf(role: StaffRole) {
  return memberFixture({ id: 1, username: `demo-${role}`, role, permissions: [...ROLE_PERMISSIONS[role]] });
}

function staffMember(overrides: Partial<backoffice.StaffMember>): backoffice.StaffMember {
  return {
    id: 20,
    username: 'lee',
    display_name: 'Lee Chen',
    role: 'cashier',
    operator_id: 1,
    site_ids: [2],
    status: 'active',
    totp_enabled: true,
    locked_until: null,
    last_sign_in_at: '2026-11-24T10:00:00.000Z',
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const OWNER = staffMember({ id: 1, username: 'demo-owner', display_name: 'Olivia Owner', role: 'owner', site_ids: null });
const CASHIER = staffMember({});

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

describe('the staff screen', () => {
  it('lists the members with their role, sites, status and two-step verification', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('owner') }),
      staffList: () => ({
        statusCode: 1,
        value: [OWNER, CASHIER, staffMember({ id: 21, username: 'kim', status: 'disabled', totp_enabled: false, site_ids: [] })],
      }),
    });
    renderApp('/staff');
    const table = await screen.findByRole('table', { name: 'Staff members' });
    const cashier = (await within(table).findByText('lee')).closest('tr')!;
    expect(within(cashier).getByText('Cashier')).toBeVisible();
    expect(within(cashier).getByText('Golden Dragon')).toBeVisible();
    expect(within(cashier).getByText('Active')).toBeVisible();
    expect(within(cashier).getByText('On')).toBeVisible();
    const owner = within(table).getByText('demo-owner').closest('tr')!;
    expect(within(owner).getByText('All sites')).toBeVisible();
    expect(within(owner).getByText('You')).toBeVisible();
    const disabled = within(table).getByText('kim').closest('tr')!;
    expect(within(disabled).getByText('Disabled')).toBeVisible();
    expect(within(disabled).getByText('Not set up')).toBeVisible();
    expect(within(disabled).getByText('No site')).toBeVisible();
  });

  it('offers no changes to a role that may only read the staff list', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('risk') }),
      staffList: () => ({ statusCode: 1, value: [OWNER, CASHIER] }),
    });
    renderApp('/staff');
    expect(await screen.findByRole('table', { name: 'Staff members' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it('lets an admin act on members below them but not on an owner, and give only roles below owner', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('admin') }),
      staffList: () => ({ statusCode: 1, value: [OWNER, CASHIER] }),
    });
    const user = userEvent.setup();
    renderApp('/staff');
    expect(await screen.findByRole('button', { name: 'Actions for lee' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Actions for demo-owner' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    const roles = within(screen.getByRole('combobox', { name: /^Role/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(roles).toEqual(['Admin', 'Cashier', 'Risk and compliance', 'Marketing and content', 'Support', 'Read-only']);
  });

  it('adds a member on chosen sites with a first password, and says a taken username on its field', async () => {
    let taken = true;
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('owner') }),
      staffList: () => ({ statusCode: 1, value: [OWNER] }),
      staffCreate: (body) => {
        if (taken) {
          taken = false;
          throw refusal('usernameTaken', { statusCode: 409 });
        }
        return { statusCode: 1, value: staffMember({ username: body.username, role: body.role }) };
      },
    });
    const user = userEvent.setup();
    renderApp('/staff');
    await user.click(await screen.findByRole('button', { name: 'Add member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a staff member' });
    await user.type(within(dialog).getByLabelText(/^Username/), 'Lee');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Role/ }), 'Cashier');
    await user.click(within(dialog).getByRole('checkbox', { name: /^All sites/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Golden Dragon (casino2.localhost)' }));
    await user.type(within(dialog).getByLabelText(/^First password/), 'given-by-owner-7');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));

    expect(await within(dialog).findByText('This username is already taken.')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Username/)).toHaveFocus();
    await user.clear(within(dialog).getByLabelText(/^Username/));
    await user.type(within(dialog).getByLabelText(/^Username/), 'lee2');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('staffCreate').at(-1)).toEqual({
      username: 'lee2',
      display_name: '',
      role: 'cashier',
      site_ids: [2],
      password: 'given-by-owner-7',
    });
    expect(await screen.findByText('lee2 added. They choose their own password at their first sign-in.')).toBeVisible();
  });

  it('makes a strong first password and shows it, to be passed on', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('owner') }),
      staffList: () => ({ statusCode: 1, value: [OWNER] }),
    });
    const user = userEvent.setup();
    renderApp('/staff');
    await user.click(await screen.findByRole('button', { name: 'Add member' }));
    await user.click(screen.getByRole('button', { name: 'Make a strong password' }));
    const password = screen.getByLabelText(/^First password/);
    expect(password).toHaveAttribute('type', 'text');
    expect((password as HTMLInputElement).value).toMatch(/^[a-zA-Z2-9]{16}$/);
  });

  it('sends only what an edit changed, with the reason, and says on the status field that the last owner stays', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('owner') }),
      staffList: () => ({ statusCode: 1, value: [OWNER, CASHIER] }),
      staffUpdate: (body) => {
        if (body.status === 'disabled') throw refusal('lastOwner', { statusCode: 409 });
        return { statusCode: 1, value: CASHIER };
      },
    });
    const user = userEvent.setup();
    renderApp('/staff');
    await user.click(await screen.findByRole('button', { name: 'Actions for lee' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Lee Chen' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Role/ }), 'Support');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'moved to the support desk');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('staffUpdate')).toEqual([{ staff_id: 20, role: 'support', reason: 'moved to the support desk' }]);

    await user.click(screen.getByRole('button', { name: 'Actions for demo-owner' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Olivia Owner' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Status/ }), 'Disabled');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'leaving');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const status = within(dialog).getByRole('combobox', { name: /^Status/ });
    await waitFor(() => expect(status).toHaveAccessibleDescription(/The last owner cannot lose the owner role or be disabled\./));
  });

  it('asks for a reason before anything is sent, and says when nothing changed', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('owner') }),
      staffList: () => ({ statusCode: 1, value: [OWNER, CASHIER] }),
    });
    const user = userEvent.setup();
    renderApp('/staff');
    await user.click(await screen.findByRole('button', { name: 'Actions for lee' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Lee Chen' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'checking');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Nothing has changed: change a field, or close the dialog.')).toBeVisible();
    expect(bodiesOf('staffUpdate')).toEqual([]);
  });

  it('resets a password and says the member must change it and was signed out', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('owner') }),
      staffList: () => ({ statusCode: 1, value: [OWNER, CASHIER] }),
      staffResetPassword: () => ({ statusCode: 1, value: CASHIER }),
    });
    const user = userEvent.setup();
    renderApp('/staff');
    await user.click(await screen.findByRole('button', { name: 'Actions for lee' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reset password' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the password of Lee Chen' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'fresh-start-2026');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'forgot it');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(
      await within(dialog).findByText(
        'Password set. Lee Chen must change it at their next sign-in, and their open sessions have ended.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('fresh-start-2026')).toBeVisible();
    expect(bodiesOf('staffResetPassword')).toEqual([{ staff_id: 20, new_password: 'fresh-start-2026', reason: 'forgot it' }]);
  });

  it('resets two-step verification with a reason, and offers it only to a member who has it', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('owner') }),
      staffList: () => ({ statusCode: 1, value: [CASHIER, staffMember({ id: 22, username: 'ana', totp_enabled: false })] }),
      staffResetTotp: () => ({ statusCode: 1, value: { ...CASHIER, totp_enabled: false } }),
    });
    const user = userEvent.setup();
    renderApp('/staff');
    await user.click(await screen.findByRole('button', { name: 'Actions for ana' }));
    expect(screen.queryByRole('menuitem', { name: 'Reset two-step verification' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for lee' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reset two-step verification' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset two-step verification of Lee Chen' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'new phone');
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step verification' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('staffResetTotp')).toEqual([{ staff_id: 20, reason: 'new phone' }]);
  });

  it('shows a failure to load the list with a retry', async () => {
    let fails = true;
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('owner') }),
      staffList: () => {
        if (fails) {
          fails = false;
          throw refusal('serviceUnavailable', { statusCode: 503 });
        }
        return { statusCode: 1, value: [CASHIER] };
      },
    });
    const user = userEvent.setup();
    renderApp('/staff');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable right now.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('lee')).toBeVisible();
  });
});
