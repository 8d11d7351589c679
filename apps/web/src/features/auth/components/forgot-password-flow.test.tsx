import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiFailure, setFailureHandlers } from '@/shared/api/client';
import { initTestI18n } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { inTurn, requestsTo, sentPaths } from '@/shared/testing/fake-server';
import { fakeApi } from '@/shared/testing/player';
import { ForgotPasswordFlow } from './forgot-password-flow';

const showError = vi.fn<(failure: ApiFailure) => Promise<void>>();
const CODE_SENT_IF_MATCH = { statusCode: 1, message: 'resetCodeSentIfMatch', expires_in: 300 };
const SITE = { domain_name: window.location.hostname, external_id: 'site-default' };

beforeAll(initTestI18n);

beforeEach(() => {
  useUserStore.getState().reset();
  useSiteStore.setState({ template: 'casino1', site: { external_id: 'site-default', country: 'US' } as never });
  showError.mockReset().mockResolvedValue(undefined);
  setFailureHandlers({ sessionEnded: vi.fn(), showError });
});

afterEach(() => vi.unstubAllGlobals());

function renderFlow() {
  const router = createMemoryRouter(
    [
      { path: '/forgot-password', element: <ForgotPasswordFlow /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/forgot-password'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function requestCode(account = 'Player1', phone = '+12025550147') {
  await userEvent.type(input('Account ID'), account);
  await userEvent.type(input('Mobile number'), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('Code from the SMS');
}

async function fillReset(code: string, password: string, confirm = password) {
  await userEvent.type(input('Code from the SMS'), code);
  await userEvent.click(input('New password'));
  await userEvent.paste(password);
  await userEvent.click(input('Confirm new password'));
  await userEvent.paste(confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ForgotPasswordFlow', () => {
  it('sends account and phone, then the code with the new password, then points to log in', async () => {
    const fetchMock = fakeApi({
      '/api/auth/forgot_password': CODE_SENT_IF_MATCH,
      '/api/auth/reset_password': { statusCode: 1, message: 'passwordReset' },
    });
    const router = renderFlow();
    await requestCode();

    expect(requestsTo(fetchMock, '/api/auth/forgot_password')[0]).toEqual({
      ...SITE,
      account_id: 'player1',
      // typed "+12025550147", kept beside the +1 as its national number (decision 0168)
      contact_phone: '2025550147',
    });
    expect(screen.getByText(/If the details match an account, we sent a 6-digit code/)).toBeTruthy();
    expect(descriptionOf(input('Code from the SMS'))).toBe('The code is valid for 5 minutes.');
    // forgot_password gives no resend_in; the server takes one request a minute.
    expect(screen.getByRole('button', { name: /Send the code again \((1:00|0:59)\)/ }).matches(':disabled')).toBe(true);

    await fillReset('123456', 'a brand new phrase');
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(requestsTo(fetchMock, '/api/auth/reset_password')[0]).toEqual({
      ...SITE,
      account_id: 'player1',
      tac: '123456',
      new_password: 'a brand new phrase',
    });
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(useUserStore.getState().isAuthenticated).toBe(false);

    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("checks the phone against the site's country before sending", async () => {
    const fetchMock = fakeApi({});
    renderFlow();
    await userEvent.type(input('Account ID'), 'player1');
    await userEvent.type(input('Mobile number'), '+639171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('Enter a valid mobile number for this country.');
    expect(document.activeElement).toBe(input('Mobile number'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the new password and its confirmation in the browser', async () => {
    const fetchMock = fakeApi({ '/api/auth/forgot_password': CODE_SENT_IF_MATCH });
    renderFlow();
    await requestCode();
    await fillReset('123456', 'a brand new phrase', 'a brand new phrasE');
    await screen.findByText('The passwords do not match.');
    expect(document.activeElement).toBe(input('Confirm new password'));

    await userEvent.clear(input('New password'));
    await userEvent.type(input('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByText('Use at least 8 characters.');
    expect(document.activeElement).toBe(input('New password'));
    expect(sentPaths(fetchMock)).not.toContain('/api/auth/reset_password');
  });

  it('shows the server answers on their fields: a common password, a wrong code', async () => {
    fakeApi({
      '/api/auth/forgot_password': CODE_SENT_IF_MATCH,
      '/api/auth/reset_password': inTurn(
        // The server's common-password check names the field "password" on this call.
        { statusCode: 422, message: 'validationFailed', errors: [{ field: 'new_password', key: 'commonPassword' }] },
        { statusCode: 401, message: 'invalidTac' },
      ),
    });
    renderFlow();
    await requestCode();
    await fillReset('123456', 'password123');
    await screen.findByText('This password is too common. Choose another.');
    expect(descriptionOf(input('New password'))).toContain('This password is too common. Choose another.');

    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByText('The code is incorrect.');
    expect(document.activeElement).toBe(input('Code from the SMS'));
    expect(input('New password').value).toBe('password123');
    expect(showError).not.toHaveBeenCalled();
  });

  it('goes back to the details, keeping them', async () => {
    fakeApi({ '/api/auth/forgot_password': CODE_SENT_IF_MATCH });
    renderFlow();
    await requestCode();
    await userEvent.click(screen.getByRole('button', { name: 'Change account ID or number' }));
    await waitFor(() => expect(input('Account ID').value).toBe('Player1'));
    expect(input('Mobile number').value).toBe('2025550147');
  });
});
