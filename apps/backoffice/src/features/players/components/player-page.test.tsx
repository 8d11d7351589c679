import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type backoffice, type playerDesk, ROLE_PERMISSIONS, type StaffRole } from '@wl/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { answerCalls, memberFixture, renderApp } from '@/test/render-app';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

function memberOf(role: StaffRole) {
  return memberFixture({ id: 3, username: `demo-${role}`, role, permissions: [...ROLE_PERMISSIONS[role]] });
}

function player360(profile: Partial<playerDesk.Player360['profile']> = {}): playerDesk.Player360 {
  return {
    profile: {
      player_id: 42,
      account_id: 'demo',
      site: { id: 1, name: 'Manila Royale', domain: 'casino1.localhost', currency: 'PHP' },
      status: 'active',
      vip_level: 2,
      full_name: 'Demo Player',
      contact_phone: '+639171234567',
      contact_email: 'demo.player@example.com',
      created_at: '2026-10-01T08:00:00.000Z',
      verified_at: '2026-10-01T08:05:00.000Z',
      last_login_at: '2026-11-25T08:00:00.000Z',
      attribution: { ch: 'facebook' },
      referral_code: 'K7Q2M9XA',
      referrer: null,
      terms_version: '2026-01',
      terms_accepted_at: '2026-10-01T08:00:00.000Z',
      ...profile,
    },
    balances: {
      cash: 1250.5,
      bonus: null,
      tokens: 40,
      frozen_tokens: 0,
      total_deposit: 5000,
      total_turnover: 12000,
    },
    responsible_gaming: {
      deposit_limits: (['daily', 'weekly', 'monthly'] as const).map((period) => ({
        period,
        amount: null,
        used: 0,
        pending_amount: null,
        pending_from: null,
      })),
      operator_limits: { daily: null, weekly: null, monthly: null, reason: '', set_by: null, updated_at: null },
      reality_check_minutes: null,
      time_out_until: null,
      self_excluded_until: null,
      self_excluded_permanently: false,
    },
    sessions: [
      {
        session_id: 5,
        ip: '203.0.113.9',
        user_agent: 'Mozilla/5.0',
        created_at: '2026-11-25T08:00:00.000Z',
        last_seen_at: '2026-11-25T08:10:00.000Z',
        expires_at: '2026-11-26T08:00:00.000Z',
      },
    ],
    promotions: [],
    referral: { referees: [], total_rewards: 0 },
    notes: [],
    pending_approvals: [],
  };
}

function proposal(kind: backoffice.Approval['kind'], payload: Record<string, unknown> = {}): backoffice.Approval {
  return {
    id: 77,
    kind,
    status: 'pending',
    site: { id: 1, domain: 'casino1.localhost', currency: 'PHP' },
    account_id: 'demo',
    cashier_request_id: null,
    payload,
    reason: 'goodwill',
    proposed_by: 'demo-owner',
    proposed_at: '2026-11-25T09:00:00.000Z',
    decided_by: null,
    decided_at: null,
    decision_reason: '',
  };
}

function bodiesOf(name: string) {
  return vi
    .mocked(call)
    .mock.calls.filter(([called]) => called === name)
    .map(([, body]) => body);
}

async function actionsGroup() {
  await screen.findByRole('heading', { name: 'demo' });
  return screen.queryByRole('group', { name: 'Actions on the player' });
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  notifications.clean();
});

describe('the player 360 page', () => {
  it('shows a support member the support actions and no Adjust, Block or Close', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('support') }),
      player360: () => ({ statusCode: 1, ...player360() }),
    });
    renderApp('/players/42');
    const actions = await actionsGroup();
    expect(actions).not.toBeNull();
    const buttons = within(actions!)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Log out everywhere', 'Send password reset']);
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
  });

  it('shows a read-only member no actions at all', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('read_only') }),
      player360: () => ({ statusCode: 1, ...player360() }),
    });
    renderApp('/players/42');
    expect(await actionsGroup()).toBeNull();
    expect(screen.getByText('₱1,250.50')).toBeVisible();
  });

  it('offers a cashier the adjustment, and says when it was sent for approval', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('cashier') }),
      player360: () => ({ statusCode: 1, ...player360() }),
      playerAdjust: () => ({
        statusCode: 1,
        outcome: 'pending_approval',
        balance: 1250.5,
        approval: proposal('adjustment', { direction: 'credit', amount: 50_000 }),
      }),
    });
    const user = userEvent.setup();
    renderApp('/players/42');
    const actions = await actionsGroup();
    expect(
      within(actions!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Adjust balance']);
    await user.click(within(actions!).getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the balance of demo' });
    await user.type(within(dialog).getByLabelText(/^Amount/), '50000');
    await user.click(within(dialog).getByLabelText(/^Reason/));
    await user.paste('VIP goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText('Sent for approval: nothing moves until a second person approves it.')).toBeVisible();
    const [sent] = bodiesOf('playerAdjust');
    expect(sent).toMatchObject({ player_id: 42, direction: 'credit', amount: 50_000, reason: 'VIP goodwill' });
    expect(sent).toHaveProperty('idempotency_key', expect.any(String));
  });

  it('offers an owner Unblock on a blocked player, sent for approval, and shows what waits', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('owner') }),
      player360: () => ({
        statusCode: 1,
        ...player360({ status: 'blocked' }),
        pending_approvals: [proposal('adjustment', { direction: 'debit', amount: 300 })],
      }),
      playerUnblock: () => ({ statusCode: 1, approval: proposal('unblock') }),
    });
    const user = userEvent.setup();
    renderApp('/players/42');
    const actions = await actionsGroup();
    const buttons = within(actions!)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Adjust balance', 'Unblock', 'Close account', 'Log out everywhere']);
    expect(screen.getByText(/Balance adjustment: −₱300\.00 — proposed by demo-owner/)).toBeVisible();

    await user.click(within(actions!).getByRole('button', { name: 'Unblock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the block on demo?' });
    expect(within(dialog).getByText(/the block stays until a second person approves/)).toBeVisible();
    await user.click(within(dialog).getByLabelText(/^Reason/));
    await user.paste('cleared by risk');
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Sent for approval: a second person must approve lifting the block.')).toBeVisible();
    expect(bodiesOf('playerUnblock')).toEqual([{ player_id: 42, reason: 'cleared by risk' }]);
  });

  it('keeps the tab in the URL and pages a list on the server', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('support') }),
      player360: () => ({ statusCode: 1, ...player360() }),
      playerLedger: ({ page }) => ({
        statusCode: 1,
        currency: 'PHP',
        total: 30,
        value: [
          {
            entry_id: page === 2 ? 5 : 30,
            kind: 'adjustment',
            amount: 100,
            balance: 1250.5,
            reference: page === 2 ? 'older' : 'newest',
            created_at: '2026-11-25T08:00:00.000Z',
          },
        ],
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/players/42');
    await user.click(await screen.findByRole('tab', { name: 'Ledger' }));
    expect(router.state.location.search).toBe('?tab=ledger');
    const table = await screen.findByRole('table', { name: 'Ledger' });
    expect(await within(table).findByText('newest')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    expect(await within(table).findByText('older')).toBeVisible();
    expect(bodiesOf('playerLedger').at(-1)).toMatchObject({ player_id: 42, page: 2, page_size: 25 });
  });
});

describe('the players search', () => {
  it('sends the query box and the filters to the server, and opens a player', async () => {
    const row: playerDesk.PlayerRow = {
      player_id: 42,
      account_id: 'demo',
      site_id: 1,
      site_name: 'Manila Royale',
      currency: 'PHP',
      status: 'active',
      full_name: 'Demo Player',
      contact_phone: '+639171234567',
      contact_email: 'demo.player@example.com',
      vip_level: 2,
      balance: 1250.5,
      created_at: '2026-10-01T08:00:00.000Z',
      last_login_at: null,
    };
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberOf('support') }),
      playerSearch: ({ query }) => ({ statusCode: 1, value: query ? [row] : [], total: query ? 1 : 0 }),
      player360: () => ({ statusCode: 1, ...player360() }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/players?site=1');
    expect(await screen.findByText('No players here yet.')).toBeVisible();
    // Pasted, not typed: one change is enough to show the query waits for a pause, then goes.
    await user.click(screen.getByLabelText(/^Search players/));
    await user.paste('0917 123');
    const link = await screen.findByRole('link', { name: 'demo' });
    expect(bodiesOf('playerSearch').at(-1)).toMatchObject({
      query: '0917 123',
      site_id: 1,
      sort: 'created_at',
      direction: 'desc',
    });
    expect(router.state.location.search).toContain('q=0917+123');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'demo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/players/42');
  });
});
