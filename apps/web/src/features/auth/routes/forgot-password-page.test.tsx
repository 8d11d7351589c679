import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '@/shared/lib/testing';
import ForgotPasswordPage from './forgot-password-page';

beforeAll(initTestI18n);

describe('/forgot-password', () => {
  it('asks for the account id and the phone of the account', () => {
    const router = createMemoryRouter([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], {
      initialEntries: ['/forgot-password'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Forgot password' });
    expect(region.querySelector('input[name="account_id"]')).toBeTruthy();
    expect(region.querySelector('input[name="contact_phone"][type="tel"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
  });
});
