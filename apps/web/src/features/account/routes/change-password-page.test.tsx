import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useUserStore } from '@/shared/session/user-store';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import ChangePasswordPage from './change-password-page';

beforeAll(initTestI18n);
logInPlayerForEachTest();

async function submit(current: string, next: string, confirm = next) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

function errorOf(label: string): string | null | undefined {
  const field = screen.getByLabelText(label);
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((note) => note?.classList.contains('field-error'))?.textContent;
}

describe('/change-password', () => {
  it('sends the current and the new password and clears the form on success', async () => {
    const server = fakeServer({ '/api/auth/update_password': { statusCode: 1, message: 'passwordUpdated' } });
    renderWithProviders(<ChangePasswordPage />);
    await submit('Old-pass-2026', 'Brand-new-2026');
    await waitFor(() => expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''));
    expect(requestsTo(server, '/api/auth/update_password')).toEqual([
      { auth: 'tok', account_id: 'juan88', password: 'Old-pass-2026', new_password: 'Brand-new-2026' },
    ]);
    expect(useUserStore.getState().isAuthenticated).toBe(true);
  });

  it('shows a wrong current password on the current-password field', async () => {
    fakeServer({ '/api/auth/update_password': { statusCode: 401, message: 'invalidCredentials' } });
    renderWithProviders(<ChangePasswordPage />);
    await submit('Wrong-pass-2026', 'Brand-new-2026');
    await waitFor(() => expect(errorOf('Current password')).toBe('The current password is incorrect.'));
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    expect(errorOf('New password')).toBeUndefined();
  });

  it.each([
    ['samePassword', 'The new password must differ from the current one.'],
    ['commonPassword', 'This password is too common. Choose another.'],
  ])('shows %s on the new-password field', async (key, text) => {
    fakeServer({
      '/api/auth/update_password': { statusCode: 422, message: 'validationFailed', errors: [{ field: 'new_password', key }] },
    });
    renderWithProviders(<ChangePasswordPage />);
    await submit('Old-pass-2026', 'Password1234');
    await waitFor(() => expect(errorOf('New password')).toBe(text));
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    expect(errorOf('Current password')).toBeUndefined();
  });

  it('checks length and confirmation in the browser before sending', async () => {
    const server = fakeServer({});
    renderWithProviders(<ChangePasswordPage />);
    await submit('x', 'short', 'other');
    await waitFor(() => expect(errorOf('New password')).toBe('Use at least 8 characters.'));
    expect(errorOf('Confirm new password')).toBe('The passwords do not match.');
    expect(requestsTo(server, '/api/auth/update_password')).toEqual([]);
  });
});
