import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { STORED_USER_KEY, useUserStore } from '@/shared/session/user-store';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import EditProfilePage from './edit-profile-page';

beforeAll(initTestI18n);
logInPlayerForEachTest();

describe('/edit-profile', () => {
  it('saves the profile and keeps the values the server returned in the store', async () => {
    const server = fakeServer({
      '/api/settings/profile_update': {
        statusCode: 1,
        value: [{ full_name: 'Maria Clara', contact_email: 'maria@example.com' }],
      },
    });
    const { router } = renderWithProviders(<EditProfilePage />, { path: '/edit-profile' });
    const name = screen.getByLabelText('Full name');
    expect((name as HTMLInputElement).value).toBe('Juan Dela Cruz');

    await userEvent.clear(name);
    await userEvent.type(name, 'maria clara');
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'MARIA@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(requestsTo(server, '/api/settings/profile_update')[0]).toEqual({
      auth: 'tok',
      account_id: 'juan88',
      full_name: 'maria clara',
      contact_email: 'MARIA@example.com',
    });
    const state = useUserStore.getState();
    expect(state.fullname).toBe('Maria Clara');
    expect(state.email).toBe('maria@example.com');
    expect(state.user).toMatchObject({ full_name: 'Maria Clara', contact_email: 'maria@example.com' });
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? '{}').user.full_name).toBe('Maria Clara');
  });

  it('lets only letters and spaces be typed into the full name', async () => {
    fakeServer({});
    renderWithProviders(<EditProfilePage />);
    const name = screen.getByLabelText('Full name') as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana 2 Reyes!');
    expect(name.value).toBe('Ana  Reyes');
  });

  it('checks the contract rules before sending and focuses the first invalid field', async () => {
    const server = fakeServer({});
    renderWithProviders(<EditProfilePage />);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const name = screen.getByLabelText('Full name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const notes = name
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((note) => document.getElementById(note));
    expect(notes.find((note) => note?.classList.contains('field-error'))?.textContent).toBe('This field is required.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(requestsTo(server, '/api/settings/profile_update')).toEqual([]);
  });

  it('shows the server field errors on their fields', async () => {
    fakeServer({
      '/api/settings/profile_update': {
        statusCode: 422,
        message: 'validationFailed',
        errors: [{ field: 'contact_email', key: 'invalidEmail' }],
      },
    });
    renderWithProviders(<EditProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(email);
    expect(useUserStore.getState().fullname).toBe('Juan Dela Cruz');
  });
});
