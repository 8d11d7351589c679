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

const CASHIER = memberFixture({ username: 'mia', role: 'cashier', permissions: [...ROLE_PERMISSIONS.cashier] });

function approval(overrides: Partial<backoffice.Approval>): backoffice.Approval {
  return {
    id: 9,
    kind: 'adjustment',
    status: 'pending',
    site: { id: 1, domain: 'casino1.localhost', currency: 'PHP' },
    account_id: 'player01',
    cashier_request_id: null,
    payload: { direction: 'credit', amount: 25_000, idempotency_key: 'k-1' },
    reason: 'goodwill after the outage',
    proposed_by: 'lee',
    proposed_at: '2026-11-25T08:00:00.000Z',
    decided_by: null,
    decided_at: null,
    decision_reason: '',
    ...overrides,
  };
}

const OTHERS = approval({});
const MINE = approval({ id: 10, proposed_by: 'mia', reason: 'duplicate bonus', payload: { direction: 'debit', amount: 12.5 } });

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

describe('approvals', () => {
  it("lists what waits, with the amount in the site's currency, and disables the member's own proposal: another person decides", async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: CASHIER }),
      approvalsList: () => ({ statusCode: 1, value: [OTHERS, MINE], total: 2 }),
    });
    renderApp('/approvals');
    const table = await screen.findByRole('table', { name: 'Pending proposals' });
    const others = (await within(table).findByText('goodwill after the outage')).closest('tr')!;
    expect(within(others).getByText('Balance adjustment')).toBeVisible();
    expect(within(others).getByText('player01')).toBeVisible();
    expect(within(others).getByText('Credit ₱25,000.00')).toBeVisible();
    expect(within(others).queryByText(/idempotency/)).toBeNull();
    expect(within(others).getByRole('button', { name: 'Approve proposal 9' })).toBeEnabled();
    expect(within(others).getByRole('button', { name: 'Reject proposal 9' })).toBeEnabled();

    const mine = within(table).getByRole('button', { name: 'Approve proposal 10' }).closest('tr')!;
    expect(within(mine).getByRole('button', { name: 'Approve proposal 10' })).toBeDisabled();
    expect(within(mine).getByRole('button', { name: 'Reject proposal 10' })).toBeDisabled();
    expect(within(mine).getByRole('button', { name: 'Approve proposal 10' })).toHaveAccessibleDescription(
      'Your proposal: needs another person',
    );
    expect(bodiesOf('approvalsList')).toEqual([{ status: 'pending', page: 1, page_size: 50 }]);
  });

  it('approves with an optional reason and rejects only with one', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: CASHIER }),
      approvalsList: () => ({ statusCode: 1, value: [OTHERS, approval({ id: 11 })], total: 2 }),
      approvalsDecide: (body) => ({ statusCode: 1, value: approval({ id: body.approval_id, status: 'approved' }) }),
    });
    const user = userEvent.setup();
    renderApp('/approvals');
    await user.click(await screen.findByRole('button', { name: 'Approve proposal 9' }));
    let dialog = screen.getByRole('dialog', { name: 'Approve proposal 9?' });
    expect(within(dialog).getByText(/It takes effect at once\. Proposed by lee/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Reject proposal 11' }));
    dialog = screen.getByRole('dialog', { name: 'Reject proposal 11?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'no outage that day');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('approvalsDecide')).toEqual([
      { approval_id: 9, decision: 'approve' },
      { approval_id: 11, decision: 'reject', reason: 'no outage that day' },
    ]);
  });

  it('says in the dialog why a decision was refused', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: CASHIER }),
      approvalsList: () => ({ statusCode: 1, value: [OTHERS], total: 1 }),
      approvalsDecide: () => {
        throw refusal('insufficientBalance', { statusCode: 200 });
      },
    });
    const user = userEvent.setup();
    renderApp('/approvals');
    await user.click(await screen.findByRole('button', { name: 'Approve proposal 9' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve proposal 9?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("The player's balance is too low for this.");
  });

  it('shows the decided ones in their tabs, with who decided and why, and no buttons', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: CASHIER }),
      approvalsList: ({ status }) => ({
        statusCode: 1,
        value:
          status === 'rejected'
            ? [
                approval({
                  status: 'rejected',
                  decided_by: 'ana',
                  decided_at: '2026-11-25T09:00:00.000Z',
                  decision_reason: 'no outage that day',
                }),
              ]
            : [],
        total: status === 'rejected' ? 1 : 0,
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/approvals');
    expect(await screen.findByText('Nothing is waiting for a second person.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(router.state.location.search).toBe('?status=rejected');
    const table = await screen.findByRole('table', { name: 'Rejected proposals' });
    expect(await within(table).findByText('ana')).toBeVisible();
    expect(within(table).getByText('no outage that day')).toBeVisible();
    expect(within(table).queryByRole('button', { name: /^Approve/ })).toBeNull();
  });
});
