import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n } from '@/shared/lib/testing';
import { useUserStore } from '@/shared/session/user-store';
import { LOGIN_SUCCESS } from '@/shared/testing/player';
import LoginPage from './login-page';

beforeAll(initTestI18n);
beforeEach(() => useUserStore.getState().reset());

function renderLoginPage() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/login', () => {
  it('shows the login card to a visitor', () => {
    renderLoginPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Log in' }).querySelector('form')).toBeTruthy();
  });

  it('puts focus in the account id field on arrival; two Tabs (the way of logging in) reach the password', async () => {
    renderLoginPage();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Account ID')));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'With password' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Password', { selector: 'input' }));
  });

  it('sends a logged-in player home', async () => {
    useUserStore.getState().loggedIn(LOGIN_SUCCESS);
    const router = renderLoginPage();
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
