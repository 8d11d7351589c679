import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type cashierDesk, ROLE_PERMISSIONS } from '@wl/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { answerCalls, memberFixture, renderApp } from '@/test/render-app';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

type DeskRequest = cashierDesk.CashierDeskRequest;

/** The browser's EventSource as the desk uses it: the test opens it and sends its events. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static latest: FakeEventSource | undefined;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeEventSource.latest = this;
  }

  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  send(event: cashierDesk.CashierDeskEvent) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const CASHIER = memberFixture({ username: 'mia', role: 'cashier', permissions: [...ROLE_PERMISSIONS.cashier] });
const READ_ONLY = memberFixture({ username: 'rio', role: 'read_only', permissions: [...ROLE_PERMISSIONS.read_only] });

function deskRequest(overrides: Partial<DeskRequest> & { request_id: number }): DeskRequest {
  return {
    kind: 'deposit',
    status: 'pending',
    site: { id: 1, name: 'Manila Royale', currency: 'PHP' },
    account_id: `player${overrides.request_id}`,
    amount: 500,
    method: 'e_wallet',
    bank: null,
    payment_reference: 'GCASH-7781',
    receipt_reference: '',
    created_at: '2026-11-25T08:00:00.000Z',
    decided_at: null,
    decided_by: '',
    decision_reason: '',
    needs_second_approver: false,
    approval: null,
    player: {
      status: 'active',
      phone_verified: true,
      registered_at: '2026-01-10T08:00:00.000Z',
      balance: 1200,
      bonus: 200,
      cash: 1000,
      time_out_until: null,
      self_excluded_until: null,
      self_excluded_permanently: false,
      deposit_limits: [{ period: 'weekly', amount: 20_000, set_by: 'player' }],
      recent: [{ request_id: 3, kind: 'withdrawal', status: 'rejected', amount: 300, created_at: '2026-11-20T08:00:00.000Z' }],
      open_bonus: null,
    },
    ...overrides,
  };
}

const FIRST = deskRequest({ request_id: 21, amount: 500 });
const SECOND = deskRequest({
  request_id: 22,
  amount: 750,
  player: {
    ...FIRST.player,
    balance: 80,
    bonus: 0,
    cash: 80,
    open_bonus: {
      promotion_id: 4,
      title: 'Welcome bonus',
      amount: 100,
      wagering_required: 2000,
      wagering_left: 1500,
      expires_at: null,
    },
  },
});

function queueAnswer(value: DeskRequest[], pending = { deposit: value.length, withdrawal: 2 }) {
  return { statusCode: 1 as const, value, total: value.length, pending };
}

function bodiesOf(name: string) {
  return vi
    .mocked(call)
    .mock.calls.filter(([called]) => called === name)
    .map(([, body]) => body);
}

const outcome = (request_id: number, status: DeskRequest['status']): cashierDesk.CashierDeskOutcome => ({
  request_id,
  outcome: 'decided',
  status,
  approval_id: null,
  failure: null,
});

beforeEach(() => {
  vi.mocked(call).mockReset();
  notifications.clean();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.latest = undefined;
});

async function openDesk(member = CASHIER, queue: () => ReturnType<typeof queueAnswer> = () => queueAnswer([FIRST, SECOND])) {
  answerCalls({
    staffMe: () => ({ statusCode: 1, me: member }),
    cashierDeskQueue: queue,
    cashierDeskDecide: (body) => ({ statusCode: 1, value: body.request_ids.map((id) => outcome(id, 'approved')) }),
  });
  renderApp('/cashier');
  const table = await screen.findByRole('table', { name: 'Deposits: Pending' });
  await within(table).findByText('player21');
  return table;
}

describe('the cashier desk', () => {
  it('lists the pending deposits oldest first, with the player behind the first one beside them', async () => {
    const table = await openDesk();
    expect(bodiesOf('cashierDeskQueue')[0]).toEqual({
      kind: 'deposit',
      status: 'pending',
      site_id: undefined,
      amount_min: undefined,
      amount_max: undefined,
      account_id: undefined,
      sort: 'oldest',
      page: 1,
      page_size: 25,
    });
    const first = within(table).getByText('player21').closest('tr')!;
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(within(first).getByText('₱500.00')).toBeVisible();
    expect(within(first).getByText('E-wallet')).toBeVisible();

    const panel = screen.getByRole('complementary', { name: 'player21' });
    expect(within(panel).getByText('₱1,200.00')).toBeVisible();
    expect(within(panel).getByText('₱1,000.00')).toBeVisible();
    expect(within(panel).getByText('Phone verified')).toBeVisible();
    expect(within(panel).getByText(/₱20,000.00 a week/)).toBeVisible();
    expect(within(panel).getByRole('list', { name: 'Latest requests' })).toHaveTextContent('Withdrawal · ₱300.00Rejected');
    expect(screen.getByRole('tab', { name: /Withdrawals/ })).toHaveTextContent('2');
  });

  it('moves with j and k, approves with a after a confirmation, and rejects with r only with a reason', async () => {
    const user = userEvent.setup();
    const table = await openDesk();
    await user.keyboard('j');
    const second = within(table).getByText('player22').closest('tr')!;
    expect(second).toHaveAttribute('aria-current', 'true');
    const panel = screen.getByRole('complementary', { name: 'player22' });
    expect(within(panel).getByText('Welcome bonus · ₱100.00')).toBeVisible();
    expect(within(panel).getByText('₱1,500.00 of ₱2,000.00 still to wager')).toBeVisible();

    await user.keyboard('a');
    const approving = await screen.findByRole('dialog', { name: 'Approve this deposit?' });
    expect(within(approving).getByText("The amount is credited to the player's balance.")).toBeVisible();
    await user.click(within(approving).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(bodiesOf('cashierDeskDecide')).toEqual([{ request_ids: [22], decision: 'approve' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('1 request approved.')).toBeVisible();

    await user.keyboard('k');
    expect(within(table).getByText('player21').closest('tr')).toHaveAttribute('aria-current', 'true');
    await user.keyboard('r');
    const rejecting = await screen.findByRole('dialog', { name: 'Reject this deposit?' });
    await user.click(within(rejecting).getByRole('button', { name: 'Reject' }));
    expect(await within(rejecting).findByText('This field is required.')).toBeVisible();
    await user.type(within(rejecting).getByRole('textbox', { name: /Reason/ }), 'No payment arrived');
    await user.click(within(rejecting).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(bodiesOf('cashierDeskDecide').at(-1)).toEqual({
        request_ids: [21],
        decision: 'reject',
        reason: 'No payment arrived',
      }),
    );
  });

  it('decides the selected requests at once and lists the ones that could not be decided', async () => {
    const user = userEvent.setup();
    await openDesk();
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: CASHIER }),
      cashierDeskQueue: () => queueAnswer([FIRST, SECOND]),
      cashierDeskDecide: () => ({
        statusCode: 1,
        value: [
          outcome(21, 'approved'),
          { request_id: 22, outcome: 'failed', status: null, approval_id: null, failure: 'requestNotPending' },
        ],
      }),
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select every request on this page' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected requests' });
    expect(toolbar).toHaveTextContent('2 selected');
    await user.click(within(toolbar).getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 requests?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(bodiesOf('cashierDeskDecide').at(-1)).toEqual({ request_ids: [21, 22], decision: 'approve' }));
    expect(await screen.findByText('1 request approved. 1 not decided: see the list.')).toBeVisible();
    const failed = screen.getByRole('alert', { name: 'Some requests were not decided' });
    expect(failed).toHaveTextContent('Request 22: This request has already been approved, rejected or cancelled.');
  });

  it('marks a withdrawal that needs a second approver, and keeps the proposer from approving it again', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: CASHIER }),
      cashierDeskQueue: () =>
        queueAnswer([
          deskRequest({ request_id: 31, kind: 'withdrawal', amount: 80_000, needs_second_approver: true }),
          deskRequest({
            request_id: 32,
            kind: 'withdrawal',
            amount: 90_000,
            needs_second_approver: true,
            approval: {
              approval_id: 5,
              status: 'pending',
              proposed_by: 'mia',
              proposed_at: '2026-11-25T09:00:00.000Z',
              decided_by: null,
              decision_reason: '',
            },
          }),
        ]),
    });
    renderApp('/cashier?kind=withdrawal');
    const table = await screen.findByRole('table', { name: 'Withdrawals: Pending' });
    const needs = (await within(table).findByText('player31')).closest('tr')!;
    expect(within(needs).getByText('Needs a second approver')).toBeVisible();
    const waiting = within(table).getByText('player32').closest('tr')!;
    expect(within(waiting).getByText('Waiting for a second approver (proposed by mia)')).toBeVisible();
    expect(within(waiting).getByRole('button', { name: 'Approve request 32' })).toBeDisabled();
    expect(within(waiting).getByRole('button', { name: 'Reject request 32' })).toBeEnabled();

    await userEvent.setup().click(within(needs).getByRole('button', { name: 'Approve request 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this withdrawal?' });
    expect(within(dialog).getByText(/your approval goes to a second member/)).toBeVisible();
  });

  it('shows a request the moment it arrives, marked new, and reads the queue again when the stream reopens', async () => {
    let rows = [FIRST];
    const table = await openDesk(CASHIER, () => queueAnswer(rows));
    const stream = FakeEventSource.latest!;
    expect(stream.url).toBe('/api/backoffice/cashier/stream');
    act(() => stream.open());
    expect(await screen.findByText('Live')).toBeVisible();

    rows = [FIRST, deskRequest({ request_id: 23, amount: 640 })];
    act(() =>
      stream.send({
        type: 'request_created',
        site_id: 1,
        request_id: 23,
        kind: 'deposit',
        status: 'pending',
        approval_id: null,
        at: '2026-11-25T10:00:00.000Z',
      }),
    );
    const arrived = (await within(table).findByText('player23')).closest('tr')!;
    expect(within(arrived).getByText('New')).toBeVisible();
    expect(within(within(table).getByText('player21').closest('tr')!).queryByText('New')).toBeNull();

    const asked = bodiesOf('cashierDeskQueue').length;
    act(() => {
      stream.onerror?.(new Event('error'));
    });
    expect(await screen.findByText('Reconnecting…')).toBeVisible();
    act(() => stream.open());
    await waitFor(() => expect(bodiesOf('cashierDeskQueue').length).toBeGreaterThan(asked));
  });

  it('shows a member who may only read no selection, no decision buttons, and ignores the decision keys', async () => {
    const user = userEvent.setup();
    const table = await openDesk(READ_ONLY);
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(within(table).queryByRole('button', { name: /Approve/ })).toBeNull();
    await user.keyboard('a');
    await user.keyboard('r');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('j');
    expect(within(table).getByText('player22').closest('tr')).toHaveAttribute('aria-current', 'true');
  });
});
