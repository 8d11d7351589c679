import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFailureHandlers } from '@/shared/api/client';
import { initTestI18n } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { topModal, useModalStore } from '@/shared/stores/modal-store';
import { fakeApi, fakeAuthServer, LOGIN_SUCCESS, TAC_SENT } from '@/shared/testing/player';
import { LoginModal } from './login-modal';
import { SignInModal } from './signin-modal';

beforeAll(initTestI18n);

beforeEach(() => {
  useUserStore.getState().reset();
  useModalStore.getState().closeAll();
  setFailureHandlers({ sessionEnded: vi.fn(), showError: vi.fn(async () => {}) });
});

afterEach(() => vi.unstubAllGlobals());

function renderModals() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <LoginModal />
            <SignInModal />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const open = (id: 'login' | 'signin') => act(() => useModalStore.getState().open(id));
const top = () => topModal(useModalStore.getState());

async function logIn() {
  await userEvent.type(screen.getByLabelText('Account ID'), 'player1');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginModal', () => {
  it('shows the login form only while it is the top modal', () => {
    renderModals();
    expect(screen.queryByRole('dialog')).toBeNull();

    open('login');
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Account ID'));

    open('signin');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Log in or register' })).toBeTruthy();
  });

  it('closes after a successful login', async () => {
    fakeAuthServer();
    renderModals();
    open('login');
    await logIn();
    await waitFor(() => expect(top()).toBeUndefined());
    expect(useUserStore.getState().isAuthenticated).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the player goes to register', async () => {
    const router = renderModals();
    open('login');
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(top()).toBeUndefined();
  });
});

describe('SignInModal', () => {
  it('offers Log in and Register as ARIA tabs, starting on Log in', async () => {
    renderModals();
    open('signin');
    const dialog = screen.getByRole('dialog', { name: 'Log in or register' });
    const tablist = within(dialog).getByRole('tablist', { name: 'Log in or register' });
    const [loginTab, registerTab] = within(tablist).getAllByRole('tab');
    expect(loginTab?.textContent).toBe('Log in');
    expect(loginTab?.getAttribute('aria-selected')).toBe('true');
    expect(registerTab?.getAttribute('aria-selected')).toBe('false');
    expect(registerTab?.tabIndex).toBe(-1);
    expect(within(dialog).queryByRole('link', { name: 'Register' })).toBeNull();

    loginTab?.focus();
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(registerTab);
    expect(registerTab?.getAttribute('aria-selected')).toBe('true');
    expect(await within(dialog).findByLabelText('Mobile number')).toBeTruthy();
    expect(dialog.querySelector('[role="tabpanel"]')?.getAttribute('aria-labelledby')).toBe(registerTab?.id);

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(loginTab);
    expect(within(dialog).getByLabelText('Account ID')).toBeTruthy();
  });

  it('logs in and closes', async () => {
    fakeAuthServer();
    renderModals();
    open('signin');
    await logIn();
    await waitFor(() => expect(top()).toBeUndefined());
    expect(useUserStore.getState().isAuthenticated).toBe(true);
  });

  it('registers inside the modal and closes once the code is verified', async () => {
    useSiteStore.setState({ site: { external_id: 'site-slot5', country: 'MN', min_age: 18 } as never });
    fakeApi({ '/api/auth/signup': TAC_SENT, '/api/auth/tac/verify': LOGIN_SUCCESS });
    renderModals();
    open('signin');
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    await userEvent.type(await screen.findByLabelText('Account ID'), 'player1');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'quiet orange lantern');
    await userEvent.type(screen.getByLabelText('Mobile number'), '+97688123457');
    await userEvent.click(screen.getByLabelText('I am 18 or older'));
    await userEvent.click(screen.getByLabelText('I accept the Terms and Conditions'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(top()).toBeUndefined());
    expect(useUserStore.getState().isAuthenticated).toBe(true);
  });

  it('opens on Log in again after it was left on Register', async () => {
    renderModals();
    open('signin');
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    act(() => useModalStore.getState().close());
    open('signin');
    expect(screen.getByRole('tab', { name: 'Log in' }).getAttribute('aria-selected')).toBe('true');
  });
});
