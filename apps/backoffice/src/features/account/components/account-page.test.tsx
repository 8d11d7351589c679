import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { answerCalls, memberFixture, refusal, renderApp } from '@/test/render-app';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function session(id: number, userAgent: string, current: boolean) {
  return {
    id,
    ip: `203.0.113.${id}`,
    user_agent: userAgent,
    created_at: '2026-11-25T08:00:00.000Z',
    last_seen_at: '2026-11-25T09:30:00.000Z',
    expires_at: '2026-11-25T20:00:00.000Z',
    current,
  };
}

function callsOf(name: string) {
  return vi.mocked(call).mock.calls.filter(([called]) => called === name);
}

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe('My account', () => {
  it("shows the member's profile and two-factor status", async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberFixture() }),
      staffSessions: () => ({ statusCode: 1, value: [] }),
    });
    renderApp('/account');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Cashier')).toBeVisible();
    expect(within(profile).getByText('Default operator')).toBeVisible();
    expect(within(profile).getByText('Manila Royale')).toBeVisible();
    expect(within(profile).getByText('Golden Dragon')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Two-step verification' })).getByText('On')).toBeVisible();
  });

  it('lists the open sessions with this one marked, and ends another one', async () => {
    let sessions = [session(1, CHROME_ON_WINDOWS, true), session(2, SAFARI_ON_IPHONE, false)];
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberFixture() }),
      staffSessions: () => ({ statusCode: 1, value: sessions }),
      staffRevokeSession: ({ session_id }) => {
        sessions = sessions.filter((open) => open.id !== session_id);
        return { statusCode: 1 };
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const table = await screen.findByRole('table', { name: 'Where you are signed in' });
    await within(table).findByText('Safari · iOS');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Chrome · Windows')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('This session')).toBeVisible();
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(rows[2] as HTMLElement).getByText('203.0.113.2')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'End the session on Safari · iOS' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(callsOf('staffRevokeSession')[0]?.[1]).toEqual({ session_id: 2 });
  });

  it('changes the password, with a wrong current password and a refused new one shown on their fields', async () => {
    const answers = [
      refusal('invalidCredentials'),
      refusal('validationFailed', { statusCode: 422, errors: [{ field: 'new_password', key: 'commonPassword' }] }),
    ];
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberFixture() }),
      staffSessions: () => ({ statusCode: 1, value: [] }),
      staffChangePassword: () => {
        const refused = answers.shift();
        if (refused) throw refused;
        return { statusCode: 1 };
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const current = await screen.findByLabelText(/^Current password/);
    const next = screen.getByLabelText(/^New password/);
    const submit = screen.getByRole('button', { name: 'Change password' });

    await user.type(current, 'not-my-password');
    await user.type(next, 'password1');
    await user.click(submit);
    expect(await screen.findByText('The username or password is incorrect.')).toBeVisible();
    expect(current).toHaveFocus();

    await user.clear(current);
    await user.type(current, 'my-password-1');
    await user.click(submit);
    expect(await screen.findByText('This password is too common. Choose another.')).toBeVisible();

    await user.clear(next);
    await user.type(next, 'a-much-better-one-7');
    await user.click(submit);
    expect(await screen.findByText('Password changed. Your other sessions have been signed out.')).toBeVisible();
    expect(callsOf('staffChangePassword').at(-1)?.[1]).toEqual({
      current_password: 'my-password-1',
      new_password: 'a-much-better-one-7',
    });
  });

  it('refuses a new password shorter than the contract allows without asking the server', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberFixture() }),
      staffSessions: () => ({ statusCode: 1, value: [] }),
    });
    const user = userEvent.setup();
    renderApp('/account');
    await user.type(await screen.findByLabelText(/^Current password/), 'my-password-1');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeVisible();
    expect(callsOf('staffChangePassword')).toHaveLength(0);
  });

  it('signs out everywhere after a confirmation, and shows sign-in', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberFixture() }),
      staffSessions: () => ({ statusCode: 1, value: [session(1, CHROME_ON_WINDOWS, true)] }),
      staffSignOutEverywhere: () => ({ statusCode: 1 }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
    expect(callsOf('staffSignOutEverywhere')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(callsOf('staffSignOutEverywhere')).toHaveLength(1);
  });

  it('says when the sessions cannot be loaded, and loads them again on request', async () => {
    let fails = true;
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: memberFixture() }),
      staffSessions: () => {
        if (fails) throw refusal('serviceUnavailable', { statusCode: 503 });
        return { statusCode: 1, value: [session(1, CHROME_ON_WINDOWS, true)] };
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    expect(await screen.findByText('The service is unavailable right now.')).toBeVisible();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Chrome · Windows')).toBeVisible();
  });
});
