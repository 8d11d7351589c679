import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiFailure, setFailureHandlers } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { initTestI18n } from '@/shared/lib/testing';
import { playerKeys } from '@/shared/session/player-keys';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { requestsTo, sentPaths } from '@/shared/testing/fake-server';
import { fakeApi, LOGIN_SUCCESS, TAC_SENT } from '@/shared/testing/player';
import { REFERRER_CODE_KEY, VISITOR_ID_KEY } from '../lib/signup-attribution';
import { RegisterForm, type RegisterFormProps } from './register-form';

const showError = vi.fn<(failure: ApiFailure) => Promise<void>>();

beforeAll(initTestI18n);

beforeEach(() => {
  useUserStore.getState().reset();
  queryClient.clear();
  useSiteStore.setState({ template: 'casino1', site: { external_id: 'site-casino1', country: 'PH', min_age: 21 } as never });
  showError.mockReset().mockResolvedValue(undefined);
  setFailureHandlers({ sessionEnded: vi.fn(), showError });
});

afterEach(() => vi.unstubAllGlobals());

function renderForm(path = '/register', props: RegisterFormProps = { destination: '/' }) {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterForm {...props} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: /create account|creating account/i });

function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Pastes into the field (typing each key is tested where the key filters are). */
async function enter(label: string, value: string) {
  await userEvent.click(field(label));
  await userEvent.paste(value);
}

const ageBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'I am 21 or older' });
const termsBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'I accept the Terms and Conditions' });

async function fillIn(
  values: Partial<Record<'account' | 'password' | 'phone' | 'email', string>> = {},
  { ticked = true }: { ticked?: boolean } = {},
) {
  const { account = 'NewPlayer_1', password = 'correct horse battery', phone = '09171234567', email = '' } = values;
  if (account) await enter('Account ID', account);
  if (password) await enter('Password', password);
  if (phone) await enter('Mobile number', phone);
  if (email) await enter('Email (optional)', email);
  if (ticked) {
    await userEvent.click(ageBox());
    await userEvent.click(termsBox());
  }
}

const VERIFIED = { ...LOGIN_SUCCESS, user: { ...LOGIN_SUCCESS.user, account_id: 'newplayer_1' } };

describe('RegisterForm: register → code → logged in', () => {
  it('sends the fields with the attribution, then verifies the code and logs the player in', async () => {
    const fetchMock = fakeApi({ '/api/auth/signup': TAC_SENT, '/api/auth/tac/verify': VERIFIED });
    const router = renderForm('/register?ref=ABCD2345&ch=facebook&cm=spring&pp=feed&affiliate_code=AFF1');
    expect(field('Referral code (optional)').value).toBe('ABCD2345');
    expect(screen.getByText('Filled in from your invitation link.')).toBeTruthy();

    await fillIn({ email: 'new@example.com' });
    await userEvent.click(submit());

    const intro = await screen.findByText(/We sent a 6-digit code by SMS to the phone you gave for newplayer_1/);
    expect(intro).toBeTruthy();
    expect(requestsTo(fetchMock, '/api/auth/signup')[0]).toEqual({
      domain_name: window.location.hostname,
      external_id: 'site-casino1',
      account_id: 'newplayer_1',
      password: 'correct horse battery',
      // as typed, "09171234567", normalised to the national number when the field was left (decision 0168)
      contact_phone: '9171234567',
      contact_email: 'new@example.com',
      age_confirmed: true,
      terms_accepted: true,
      referrer_code: 'ABCD2345',
      ch: 'facebook',
      cm: 'spring',
      pp: 'feed',
      affiliate_code: 'AFF1',
      fbp: '',
      appsflyer_id: '',
      visitor_id: localStorage.getItem(VISITOR_ID_KEY),
    });

    await userEvent.type(screen.getByLabelText('Code from the SMS'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(fetchMock, '/api/auth/tac/verify')[0]).toEqual({
      domain_name: window.location.hostname,
      external_id: 'site-casino1',
      account_id: 'newplayer_1',
      tac: '123456',
    });
    expect(useUserStore.getState().isAuthenticated).toBe(true);
    expect(queryClient.getQueryData(playerKeys.balance('newplayer_1'))).toEqual({ balance: 1250.5, token: 12 });
    expect(sentPaths(fetchMock)).toEqual(
      expect.arrayContaining(['/api/auth/get_balance', '/api/auth/vip', '/api/home/fav_list']),
    );
    expect(localStorage.getItem(REFERRER_CODE_KEY)).toBeNull();
  });

  it('goes to the same-site ?redirect page after verification', async () => {
    fakeApi({ '/api/auth/signup': TAC_SENT, '/api/auth/tac/verify': VERIFIED });
    const router = renderForm(`/register?redirect=${encodeURIComponent('/deposit')}`);
    await fillIn();
    await userEvent.click(submit());
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit'));
  });

  it('shows a wrong code on the code field and stays a visitor', async () => {
    fakeApi({ '/api/auth/signup': TAC_SENT, '/api/auth/tac/verify': { statusCode: 401, message: 'invalidTac' } });
    renderForm();
    await fillIn();
    await userEvent.click(submit());
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('The code is incorrect.')).toBeTruthy();
    expect(showError).not.toHaveBeenCalled();
    expect(useUserStore.getState().isAuthenticated).toBe(false);
  });

  it('asks tac/request_new_register for another code once the countdown ends', async () => {
    const fetchMock = fakeApi({
      '/api/auth/signup': { ...TAC_SENT, resend_in: 0 },
      '/api/auth/tac/request_new_register': TAC_SENT,
    });
    renderForm();
    await fillIn();
    await userEvent.click(submit());
    await userEvent.click(await screen.findByRole('button', { name: 'Send the code again' }));
    await screen.findByText('We sent a new code. Earlier codes no longer work.');
    expect(requestsTo(fetchMock, '/api/auth/tac/request_new_register')[0]).toEqual({
      domain_name: window.location.hostname,
      external_id: 'site-casino1',
      account_id: 'newplayer_1',
    });
  });
});

describe('RegisterForm validation', () => {
  it('shows a translated message on each invalid field, focuses the first, and sends nothing', async () => {
    const fetchMock = fakeApi({});
    renderForm();
    await fillIn({ account: 'ab', password: 'short', phone: '+12025550147', email: 'juan@' });
    await userEvent.click(submit());

    await screen.findByText('Use at least 4 characters.');
    expect(descriptionOf(field('Account ID'))).toContain('Use at least 4 characters.');
    expect(descriptionOf(field('Password'))).toContain('Use at least 8 characters.');
    expect(descriptionOf(field('Mobile number'))).toContain('Enter a valid mobile number for this country.');
    expect(descriptionOf(field('Email (optional)'))).toContain('Invalid email address');
    for (const label of ['Account ID', 'Password', 'Mobile number', 'Email (optional)']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(field('Account ID'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('Account ID').value).toBe('ab');
    expect(field('Mobile number').value).toBe('+12025550147');
  });

  it('says which fields are required', async () => {
    fakeApi({});
    renderForm();
    await userEvent.click(submit());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(field('Email (optional)').getAttribute('aria-invalid')).toBeNull();
  });

  it("asks the player to confirm the site's minimum age and accept the terms, and sends nothing until both are ticked", async () => {
    const fetchMock = fakeApi({ '/api/auth/signup': TAC_SENT });
    renderForm();
    await fillIn({}, { ticked: false });
    await userEvent.click(submit());

    await screen.findByText('Confirm that you are old enough to play.');
    expect(descriptionOf(ageBox())).toContain('Confirm that you are old enough to play.');
    expect(descriptionOf(termsBox())).toContain('Accept the Terms and Conditions to create an account.');
    expect(ageBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(ageBox());
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(ageBox());
    await userEvent.click(submit());
    await screen.findByText('Accept the Terms and Conditions to create an account.');
    expect(screen.queryByText('Confirm that you are old enough to play.')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(termsBox());
    await userEvent.click(submit());
    await screen.findByText(/We sent a 6-digit code by SMS/);
    expect(requestsTo(fetchMock, '/api/auth/signup')[0]).toMatchObject({ age_confirmed: true, terms_accepted: true });
  });

  it('links to the terms in a new tab, so the form keeps what was typed', () => {
    renderForm();
    const link = screen.getByRole('link', { name: 'Read the Terms and Conditions (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/term-condition');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(descriptionOf(termsBox())).toContain('Read the Terms and Conditions');
  });

  for (const [key, text] of [
    ['phoneInUse', 'This mobile number already has an account on this site.'],
    ['notMobileNumber', 'Enter a mobile number: we send the code by SMS.'],
  ] as const) {
    it(`shows ${key} on the phone field, without a dialog`, async () => {
      fakeApi({
        '/api/auth/signup': { statusCode: 422, message: 'validationFailed', errors: [{ field: 'contact_phone', key }] },
      });
      renderForm();
      await fillIn();
      await userEvent.click(submit());
      await screen.findByText(text);
      expect(descriptionOf(field('Mobile number'))).toContain(text);
      expect(document.activeElement).toBe(field('Mobile number'));
      expect(showError).not.toHaveBeenCalled();
    });
  }

  it("shows the server's field errors per field, without a dialog, keeping every value", async () => {
    fakeApi({
      '/api/auth/signup': {
        statusCode: 422,
        message: 'validationFailed',
        errors: [{ field: 'password', key: 'commonPassword' }],
      },
    });
    renderForm();
    await fillIn({ password: 'password123' });
    await userEvent.click(submit());

    await screen.findByText('This password is too common. Choose another.');
    expect(descriptionOf(field('Password'))).toContain('This password is too common. Choose another.');
    expect(document.activeElement).toBe(field('Password'));
    expect(showError).not.toHaveBeenCalled();
    expect(field('Password').value).toBe('password123');
    expect(field('Mobile number').value).toBe('9171234567');
    expect(submit().matches(':disabled')).toBe(false);
  });

  it('shows a taken account id on its field', async () => {
    fakeApi({ '/api/auth/signup': { statusCode: 409, message: 'accountExists' } });
    renderForm();
    await fillIn();
    await userEvent.click(submit());
    await screen.findByText('This account ID is already taken.');
    expect(descriptionOf(field('Account ID'))).toContain('This account ID is already taken.');
    expect(document.activeElement).toBe(field('Account ID'));
    expect(showError).not.toHaveBeenCalled();
  });

  it('opens the error dialog for other failures and is usable again once it closes', async () => {
    let closeDialog!: () => void;
    showError.mockReturnValue(new Promise<void>((resolve) => (closeDialog = resolve)));
    fakeApi({ '/api/auth/signup': { statusCode: 429, message: 'tooManyRequests', retry_after: 3000 } });
    renderForm();
    await fillIn();
    await userEvent.click(submit());
    await waitFor(() => expect(showError).toHaveBeenCalledWith(expect.objectContaining({ message: 'tooManyRequests' })));
    expect(submit().matches(':disabled')).toBe(true);
    closeDialog();
    await waitFor(() => expect(submit().matches(':disabled')).toBe(false));
    expect(field('Account ID').value).toBe('NewPlayer_1');
  });
});

describe('RegisterForm fields', () => {
  it("names the site's country in the phone hint and filters the phone to digits and a leading +", async () => {
    renderForm();
    expect(descriptionOf(field('Mobile number'))).toBe('Country: Philippines. We send the code to this number by SMS.');
    await userEvent.type(field('Mobile number'), '+63 917-abc');
    expect(field('Mobile number').value).toBe('+63917');
  });

  it("shows the site's calling code before the number", async () => {
    renderForm();
    await waitFor(() => expect(field('Mobile number').parentElement?.querySelector('.phone-prefix')?.textContent).toBe('+63'));
  });

  it.each([
    '+63 917 123 4567',
    '+63 (917) 123-4567',
    '+639171234567',
    '63 917 123 4567',
    '0917-123-4567',
    '(0917) 123 4567',
    '0917.123.4567',
    '09171234567',
    '9171234567',
    '  +63-917-123-4567 ',
  ])('takes a pasted %j as the national number', async (pasted) => {
    renderForm();
    await waitFor(() => expect(field('Mobile number').parentElement?.querySelector('.phone-prefix')).toBeTruthy());
    await userEvent.click(field('Mobile number'));
    await userEvent.paste(pasted);
    expect(field('Mobile number').value).toBe('9171234567');
  });

  it('takes an autofilled formatted number as the national number, and a typed +63 one once the field is left', async () => {
    renderForm();
    await waitFor(() => expect(field('Mobile number').parentElement?.querySelector('.phone-prefix')).toBeTruthy());
    // Autofill sets the whole value and fires input, with no key or beforeinput.
    fireEvent.input(field('Mobile number'), { target: { value: '+63 917-123-4567' } });
    expect(field('Mobile number').value).toBe('9171234567');

    await userEvent.clear(field('Mobile number'));
    await userEvent.type(field('Mobile number'), '+639171234567');
    expect(field('Mobile number').value).toBe('+639171234567');
    await userEvent.tab();
    expect(field('Mobile number').value).toBe('9171234567');
  });

  it('sends a pasted formatted number and registers with it', async () => {
    const fetchMock = fakeApi({ '/api/auth/signup': TAC_SENT });
    renderForm();
    await waitFor(() => expect(field('Mobile number').parentElement?.querySelector('.phone-prefix')).toBeTruthy());
    await fillIn({ phone: '' });
    await userEvent.click(field('Mobile number'));
    await userEvent.paste('+63 (917) 123-4567');
    await userEvent.click(submit());
    await screen.findByText(/We sent a 6-digit code/);
    expect(requestsTo(fetchMock, '/api/auth/signup')[0]).toMatchObject({ contact_phone: '9171234567' });
  });

  it('shows a number of another country on the field, without a dialog', async () => {
    const fetchMock = fakeApi({});
    renderForm();
    await waitFor(() => expect(field('Mobile number').parentElement?.querySelector('.phone-prefix')).toBeTruthy());
    await fillIn({ phone: '' });
    await userEvent.click(field('Mobile number'));
    await userEvent.paste('+1 (202) 555-0147');
    await userEvent.click(submit());
    await screen.findByText('Enter a valid mobile number for this country.');
    expect(descriptionOf(field('Mobile number'))).toContain('Enter a valid mobile number for this country.');
    expect(showError).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a strength meter that counts length', async () => {
    renderForm();
    await userEvent.type(field('Password'), 'abc');
    expect(descriptionOf(field('Password'))).toContain('Strength: too short');
    await userEvent.type(field('Password'), 'defgh');
    expect(descriptionOf(field('Password'))).toContain('Strength: weak');
    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'quiet orange lantern');
    expect(descriptionOf(field('Password'))).toContain('Strength: strong');
  });

  it('links to log in, telling the host it leaves', async () => {
    const onLeave = vi.fn();
    const router = renderForm('/register', { onLeave });
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(onLeave).toHaveBeenCalledOnce();
  });
});
