import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { FORCE_LOGOUT_KEY, useUserStore } from '@/shared/session/user-store';
import { type FakeAnswer, fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import { showDialog } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { protectionKeys } from '../api/protection-keys';
import { protectionAnswer, protectionState } from '../testing';
import { ProtectionPanel } from './protection-panel';

vi.mock('@/shared/ui/dialog', () => ({ showDialog: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast: { success: vi.fn() } }));

/** A moment in the browser's time zone, as the server sends it (ISO, UTC). */
const AT = new Date(2026, 10, 23, 6, 0, 0).toISOString();
const AT_TEXT = '2026-11-23 06:00:00';

const AUTH = { auth: 'tok', account_id: 'juan88' };
const CONFIRMED = { isConfirmed: true, isDenied: false, isDismissed: false };
const DISMISSED = { isConfirmed: false, isDenied: false, isDismissed: true };

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => setTestSite());
afterEach(() => {
  vi.mocked(showDialog).mockReset();
  vi.mocked(toast.success).mockReset();
});

function renderPanel(answers: Record<string, FakeAnswer> = {}) {
  const server = fakeServer({
    '/api/protection/get': protectionAnswer(protectionState()),
    '/api/auth/logout': { statusCode: 1 },
    ...answers,
  });
  const view = renderWithProviders(<ProtectionPanel />, { path: '/responsible-gaming' });
  return { server, ...view };
}

const limitForm = (name: string) => screen.getByRole('form', { name });

describe('ProtectionPanel', () => {
  it('shows nothing to a visitor', () => {
    useUserStore.getState().reset();
    const { server, container } = renderPanel();
    expect(container.textContent).toBe('');
    expect(server).not.toHaveBeenCalled();
  });

  it('shows each limit in force, what it has used and a raise waiting for its time', async () => {
    renderPanel({
      '/api/protection/get': protectionAnswer(
        protectionState({
          daily: { amount: 1000, used: 250 },
          weekly: { amount: 5000, used: 250, pending_amount: 8000, pending_from: AT },
          monthly: { amount: 20000, used: 250, pending_amount: null, pending_from: AT },
        }),
      ),
    });
    const daily = await screen.findByRole('form', { name: 'Daily limit' });
    expect(within(daily).getByText('Limit now').nextSibling?.textContent).toBe('₱1,000');
    expect(within(daily).getByText('Deposited in the last 24 hours').nextSibling?.textContent).toBe('₱250');
    expect(within(daily).getByRole('button', { name: 'Remove limit' })).toBeTruthy();
    expect(within(limitForm('Weekly limit')).getByText(`Changes to ₱8,000 on ${AT_TEXT}.`)).toBeTruthy();
    const monthly = limitForm('Monthly limit');
    expect(within(monthly).getByText(`Will be removed on ${AT_TEXT}.`)).toBeTruthy();
    // A removal already waits: nothing more to remove.
    expect(within(monthly).queryByRole('button', { name: 'Remove limit' })).toBeNull();
  });

  it('sets a limit and says it applies at once when the server applied it', async () => {
    const { server } = renderPanel({
      '/api/protection/deposit_limit': protectionAnswer(protectionState({ daily: { amount: 500 } })),
    });
    const daily = await screen.findByRole('form', { name: 'Daily limit' });
    await userEvent.type(within(daily).getByLabelText('New daily limit'), '1,500.50');
    await userEvent.click(within(daily).getByRole('button', { name: 'Set limit' }));
    expect(await within(daily).findByText('Saved: your limit is ₱500 from now on.')).toBeTruthy();
    expect(requestsTo(server, '/api/protection/deposit_limit')).toEqual([{ ...AUTH, period: 'daily', amount: 1500.5 }]);
    expect(within(daily).getByText('Limit now').nextSibling?.textContent).toBe('₱500');
  });

  it('shows a raise as waiting, with the time the server gave', async () => {
    renderPanel({
      '/api/protection/get': protectionAnswer(protectionState({ weekly: { amount: 1000 } })),
      '/api/protection/deposit_limit': protectionAnswer(
        protectionState({ weekly: { amount: 1000, pending_amount: 3000, pending_from: AT } }),
      ),
    });
    const weekly = await screen.findByRole('form', { name: 'Weekly limit' });
    await userEvent.type(within(weekly).getByLabelText('New weekly limit'), '3000');
    await userEvent.click(within(weekly).getByRole('button', { name: 'Set limit' }));
    expect(
      await within(weekly).findByText(`Saved: your limit changes to ₱3,000 on ${AT_TEXT}. Until then your current limit holds.`),
    ).toBeTruthy();
    expect(within(weekly).getByText(`Changes to ₱3,000 on ${AT_TEXT}.`)).toBeTruthy();
    expect(within(weekly).getByText('Limit now').nextSibling?.textContent).toBe('₱1,000');
  });

  it('removes a limit (null), which waits like a raise', async () => {
    const { server } = renderPanel({
      '/api/protection/get': protectionAnswer(protectionState({ monthly: { amount: 9000 } })),
      '/api/protection/deposit_limit': protectionAnswer(
        protectionState({ monthly: { amount: 9000, pending_amount: null, pending_from: AT } }),
      ),
    });
    const monthly = await screen.findByRole('form', { name: 'Monthly limit' });
    await userEvent.click(within(monthly).getByRole('button', { name: 'Remove limit' }));
    expect(
      await within(monthly).findByText(`Saved: your limit will be removed on ${AT_TEXT}. Until then it still holds.`),
    ).toBeTruthy();
    expect(requestsTo(server, '/api/protection/deposit_limit')).toEqual([{ ...AUTH, period: 'monthly', amount: null }]);
  });

  it('checks the amount before sending, and shows the server’s field error on the field', async () => {
    const { server } = renderPanel({
      '/api/protection/deposit_limit': {
        statusCode: 422,
        message: 'validationFailed',
        errors: [{ field: 'amount', key: 'amountTooLarge' }],
      },
    });
    const daily = await screen.findByRole('form', { name: 'Daily limit' });
    const field = within(daily).getByLabelText('New daily limit');
    await userEvent.click(within(daily).getByRole('button', { name: 'Set limit' }));
    expect(within(daily).getByText('This field is required.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, '12.345');
    await userEvent.click(within(daily).getByRole('button', { name: 'Set limit' }));
    expect(within(daily).getByText('This currency has fewer decimal places.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(server, '/api/protection/deposit_limit')).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '99999999');
    await userEvent.click(within(daily).getByRole('button', { name: 'Set limit' }));
    expect(await within(daily).findByText('This amount is too large.')).toBeTruthy();
  });

  it('sets the reality check interval or switches it off, and reads the session summary again', async () => {
    const { server, queryClient } = renderPanel({
      '/api/protection/reality_check': (body) => protectionAnswer(protectionState({}, body.interval_minutes as number | null)),
    });
    queryClient.setQueryData(protectionKeys.sessionSummary('juan88', 'tok'), { reality_check_minutes: null } as never);
    const interval = await screen.findByLabelText('Remind me');
    expect((interval as HTMLSelectElement).value).toBe('off');
    expect(
      within(interval)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Never',
      'Every 15 minutes',
      'Every 30 minutes',
      'Every 45 minutes',
      'Every 1 hour',
      'Every 1 hour 30 minutes',
      'Every 2 hours',
    ]);
    await userEvent.selectOptions(interval, 'Every 30 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: you will be reminded every 30 minutes.')).toBeTruthy();
    expect(queryClient.getQueryState(protectionKeys.sessionSummary('juan88', 'tok'))?.isInvalidated).toBe(true);

    await userEvent.selectOptions(interval, 'Never');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: reminders are off.')).toBeTruthy();
    expect(requestsTo(server, '/api/protection/reality_check')).toEqual([
      { ...AUTH, interval_minutes: 30 },
      { ...AUTH, interval_minutes: null },
    ]);
  });

  it('starts a break only after the warning is confirmed, then logs the player out', async () => {
    const { server } = renderPanel({ '/api/protection/time_out': { statusCode: 1, until: AT } });
    const length = await screen.findByLabelText('Length of the break');
    expect(
      within(length)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['24 hours', '72 hours', '7 days', '14 days', '30 days', '6 weeks']);
    expect(screen.getByText(/^Step away for 24 hours up to 6 weeks\./)).toBeTruthy();
    await userEvent.selectOptions(length, '7 days');

    vi.mocked(showDialog).mockResolvedValueOnce(DISMISSED);
    await userEvent.click(screen.getByRole('button', { name: 'Start my break' }));
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Take a break of 7 days?',
        text: 'You will be logged out now and cannot log in until the break ends. It cannot be undone or shortened.',
        showCancelButton: true,
        focusCancel: true,
      }),
    );
    expect(requestsTo(server, '/api/protection/time_out')).toEqual([]);

    vi.mocked(showDialog).mockResolvedValueOnce(CONFIRMED);
    await userEvent.click(screen.getByRole('button', { name: 'Start my break' }));
    await waitFor(() => expect(useUserStore.getState().isAuthenticated).toBe(false));
    expect(requestsTo(server, '/api/protection/time_out')).toEqual([{ ...AUTH, hours: 168 }]);
    expect(localStorage.getItem(FORCE_LOGOUT_KEY)).not.toBeNull();
    expect(toast.success).toHaveBeenCalledWith(
      `Your break has started. You can log in again after ${AT_TEXT}.`,
      expect.anything(),
    );
  });

  it('self-excludes only after the box is ticked and the dialog confirmed, then logs the player out', async () => {
    const { server } = renderPanel({ '/api/protection/self_exclude': { statusCode: 1, until: null } });
    await userEvent.click(await screen.findByRole('radio', { name: 'Permanently' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exclude me' }));
    const tick = screen.getByRole('checkbox', { name: /I understand that I will be logged out now/ });
    expect(screen.getByText('Tick the box to confirm that you understand.')).toBeTruthy();
    expect(tick.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(tick);
    expect(showDialog).not.toHaveBeenCalled();

    await userEvent.click(tick);
    expect(screen.queryByText('Tick the box to confirm that you understand.')).toBeNull();
    vi.mocked(showDialog).mockResolvedValueOnce(DISMISSED);
    await userEvent.click(screen.getByRole('button', { name: 'Exclude me' }));
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Exclude yourself permanently?',
        text: 'You will be logged out now. This cannot be undone.',
      }),
    );
    expect(requestsTo(server, '/api/protection/self_exclude')).toEqual([]);

    vi.mocked(showDialog).mockResolvedValueOnce(CONFIRMED);
    await userEvent.click(screen.getByRole('button', { name: 'Exclude me' }));
    await waitFor(() => expect(useUserStore.getState().isAuthenticated).toBe(false));
    expect(requestsTo(server, '/api/protection/self_exclude')).toEqual([{ ...AUTH, period: 'permanent' }]);
    expect(toast.success).toHaveBeenCalledWith('You have excluded yourself permanently.', expect.anything());
  });

  it('names a set exclusion period in the confirmation', async () => {
    renderPanel({ '/api/protection/self_exclude': { statusCode: 1, until: AT } });
    expect((await screen.findAllByRole('radio')).map((radio) => radio.parentElement?.textContent)).toEqual([
      '6 months',
      '1 year',
      '5 years',
      'Permanently',
    ]);
    await userEvent.click(await screen.findByRole('radio', { name: '1 year' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
    vi.mocked(showDialog).mockResolvedValueOnce(DISMISSED);
    await userEvent.click(screen.getByRole('button', { name: 'Exclude me' }));
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Exclude yourself for 1 year?' }));
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    renderPanel({ '/api/protection/get': { statusCode: -503, message: 'serviceUnavailable' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Your limits could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
