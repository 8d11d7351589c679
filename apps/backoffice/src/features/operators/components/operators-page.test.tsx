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

function memberOf(role: StaffRole, platform = false) {
  return memberFixture({ role, permissions: [...ROLE_PERMISSIONS[role]], ...(platform ? { operator: null } : {}) });
}

const DEFAULT_OPERATOR: backoffice.Operator = {
  id: 1,
  name: 'Default operator',
  adjustment_approval_over: { PHP: 500_000 },
  withdrawal_approval_over: {},
  site_count: 3,
  created_at: '2026-01-01T00:00:00.000Z',
};

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

describe('operators', () => {
  it("shows an operator's thresholds per currency, and what a currency without one means", async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('cashier') }),
      operatorsList: () => ({ statusCode: 1, value: [DEFAULT_OPERATOR] }),
    });
    renderApp('/operators');
    const row = (await screen.findByText('Default operator', { selector: 'td *' })).closest('tr')!;
    expect(within(row).getByText('over ₱5,000.00')).toBeVisible();
    expect(within(row).getByText('Other currencies: every amount')).toBeVisible();
    expect(within(row).getByText('Every amount, in every currency')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add operator' })).toBeNull();
  });

  it("lets an operator's owner change its thresholds with a reason, but not add operators", async () => {
    let current = DEFAULT_OPERATOR;
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('owner') }),
      operatorsList: () => ({ statusCode: 1, value: [current] }),
      operatorsUpdate: (body) => {
        current = { ...current, ...body, name: body.name ?? current.name } as backoffice.Operator;
        return { statusCode: 1, value: current };
      },
    });
    const user = userEvent.setup();
    renderApp('/operators');
    await user.click(await screen.findByRole('button', { name: 'Edit Default operator' }));
    expect(screen.queryByRole('button', { name: 'Add operator' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Edit Default operator' });
    expect(within(dialog).getByLabelText('Adjustments above, in PHP')).toHaveValue('5000');
    await user.type(within(dialog).getByLabelText('Withdrawals above, in PHP'), '20000.50');
    await user.clear(within(dialog).getByLabelText('Adjustments above, in PHP'));
    await user.type(within(dialog).getByLabelText(/^Reason/), 'limits from finance');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('operatorsUpdate')).toEqual([
      {
        operator_id: 1,
        name: 'Default operator',
        adjustment_approval_over: {},
        withdrawal_approval_over: { PHP: 2_000_050 },
        reason: 'limits from finance',
      },
    ]);
    expect(await screen.findByText('over ₱20,000.50')).toBeVisible();
  });

  it('shows a refused amount on its field', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('owner') }),
      operatorsList: () => ({ statusCode: 1, value: [DEFAULT_OPERATOR] }),
    });
    const user = userEvent.setup();
    renderApp('/operators');
    await user.click(await screen.findByRole('button', { name: 'Edit Default operator' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Default operator' });
    await user.type(within(dialog).getByLabelText('Withdrawals above, in USD'), '10.001');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'typo check');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This currency has fewer decimal places.')).toBeVisible();
    expect(within(dialog).getByLabelText('Withdrawals above, in USD')).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesOf('operatorsUpdate')).toEqual([]);
  });

  it('lets a platform owner add an operator, and says a taken name on its field', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('owner', true) }),
      operatorsList: () => ({ statusCode: 1, value: [DEFAULT_OPERATOR] }),
      operatorsCreate: (body) => {
        if (body.name === 'Default operator') throw refusal('operatorNameTaken', { statusCode: 409 });
        return { statusCode: 1, value: { ...DEFAULT_OPERATOR, id: 2, name: body.name, site_count: 0 } };
      },
    });
    const user = userEvent.setup();
    renderApp('/operators');
    expect(await screen.findByRole('heading', { name: 'Operators' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add operator' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an operator' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Default operator');
    await user.click(within(dialog).getByRole('button', { name: 'Add operator' }));
    expect(await within(dialog).findByText('An operator with this name already exists.')).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Acme Gaming');
    await user.type(within(dialog).getByLabelText('Adjustments above, in CNY'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Add operator' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('operatorsCreate').at(-1)).toEqual({
      name: 'Acme Gaming',
      adjustment_approval_over: { CNY: 100_000 },
      withdrawal_approval_over: {},
    });
    expect(await screen.findByText('Operator Acme Gaming added. Add its first owner on the Staff screen.')).toBeVisible();
  });
});
