import { render, screen } from '@testing-library/react';
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

  it('sends a logged-in player home', async () => {
    useUserStore.getState().loggedIn(LOGIN_SUCCESS);
    const router = renderLoginPage();
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
