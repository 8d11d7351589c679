import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n } from '@/shared/lib/testing';
import { useUserStore } from '@/shared/session/user-store';
import { LOGIN_SUCCESS } from '@/shared/testing/player';
import RegisterPage from './register-page';

beforeAll(initTestI18n);
beforeEach(() => useUserStore.getState().reset());

function renderRegisterPage(path = '/register') {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/register', () => {
  it('shows the registration card to a visitor, with the code of a referral link', () => {
    renderRegisterPage('/register?ref=FRIEND42');
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Register' }).querySelector('form')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Referral code (optional)').value).toBe('FRIEND42');
  });

  it('sends a logged-in player home', async () => {
    useUserStore.getState().loggedIn(LOGIN_SUCCESS);
    const router = renderRegisterPage();
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
