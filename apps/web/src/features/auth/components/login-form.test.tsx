import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ThemeCode } from '@wl/contract/lite';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiFailure, setFailureHandlers } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { initTestI18n } from '@/shared/lib/testing';
import { vipQueryOptions } from '@/shared/session/get-vip';
import { setLoginPrompt } from '@/shared/session/login-prompt';
import { playerKeys } from '@/shared/session/player-keys';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { inTurn, requestsTo } from '@/shared/testing/fake-server';
import { fakeApi, fakeAuthServer, LOGIN_SUCCESS, TAC_SENT } from '@/shared/testing/player';
import { FavouriteButton } from '@/shared/ui/game-grid/favourite-button';
import { ToastHost } from '@/shared/ui/toast';
import { LoginForm, type LoginFormProps } from './login-form';

const showError = vi.fn<(failure: ApiFailure) => Promise<void>>();

beforeAll(initTestI18n);

beforeEach(() => {
  useUserStore.getState().reset();
  queryClient.clear();
  useSiteStore.setState({ template: 'casino1' satisfies ThemeCode, site: { external_id: 'site-casino1' } as never });
  showError.mockReset().mockResolvedValue(undefined);
  setFailureHandlers({ sessionEnded: vi.fn(), showError });
});

afterEach(() => vi.unstubAllGlobals());

function renderForm(path = '/login', props: LoginFormProps = {}) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm {...props} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const accountField = () => screen.getByLabelText<HTMLInputElement>('Account ID');
const passwordField = () => screen.getByLabelText<HTMLInputElement>('Password', { selector: 'input' });
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /log in|logging in/i });
const rememberBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember my account ID' });

/** The text a screen reader reads after the field's name (its aria-describedby). */
function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function fillAndSubmit(accountId = 'Player1', password = 'secret-password') {
  await userEvent.type(accountField(), accountId);
  await userEvent.type(passwordField(), password);
  await userEvent.click(submitButton());
}

describe('LoginForm validation', () => {
  it('shows a message under each empty field and sends nothing', async () => {
    const fetchMock = fakeAuthServer();
    renderForm();
    await userEvent.click(submitButton());

    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(accountField().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(accountField())).toBe('This field is required.');
    expect(descriptionOf(passwordField())).toBe('This field is required.');
    expect(document.activeElement).toBe(accountField());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the password length with the contract rule', async () => {
    const fetchMock = fakeAuthServer();
    renderForm();
    await fillAndSubmit('player1', 'x'.repeat(65));
    await screen.findByText('Use at most 64 characters.');
    expect(descriptionOf(passwordField())).toBe('Use at most 64 characters.');
    expect(document.activeElement).toBe(passwordField());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field errors on the fields, without a dialog", async () => {
    fakeAuthServer({ statusCode: 422, message: 'validationFailed', errors: [{ field: 'password', key: 'passwordTooLong' }] });
    renderForm();
    await fillAndSubmit();
    await screen.findByText('Use at most 64 characters.');
    expect(descriptionOf(passwordField())).toBe('Use at most 64 characters.');
    expect(showError).not.toHaveBeenCalled();
  });

  it('opens the error dialog for field errors the player cannot fix', async () => {
    const failure = { statusCode: 422, message: 'validationFailed', errors: [{ field: 'external_id', key: 'required' }] };
    fakeAuthServer(failure);
    renderForm();
    await fillAndSubmit();
    await waitFor(() => expect(showError).toHaveBeenCalledWith(failure));
  });
});

describe('LoginForm login', () => {
  it('sends the site and the credentials, then authenticates and loads balance, VIP and favourites', async () => {
    const fetchMock = fakeAuthServer();
    renderForm();
    await fillAndSubmit(' Player1 ', 'secret-password');

    await waitFor(() => expect(queryClient.getQueryData(playerKeys.favourites('player1'))).toHaveLength(1));
    expect(requestsTo(fetchMock, '/api/auth/login')[0]).toEqual({
      domain_name: window.location.hostname,
      external_id: 'site-casino1',
      account_id: 'player1',
      password: 'secret-password',
    });
    expect(useUserStore.getState()).toMatchObject({
      isAuthenticated: true,
      token: LOGIN_SUCCESS.token,
    });
    expect(queryClient.getQueryData(playerKeys.balance('player1'))).toEqual({ balance: 1250.5, token: 12 });
    expect(queryClient.getQueryData(vipQueryOptions('player1', 'EN').queryKey)).toMatchObject({
      currentLevel: 1,
      nextLevel: [{ vip_name: 'Bronze' }],
    });
    expect(requestsTo(fetchMock, '/api/auth/get_balance')[0]).toEqual({ auth: 'session-token', account_id: 'player1' });
  });

  it('tells a returning player when they last logged in', async () => {
    fakeAuthServer({ ...LOGIN_SUCCESS, previous_login_at: '2026-03-01T10:30:00.000Z' });
    renderForm();
    render(<ToastHost />);
    await fillAndSubmit();
    const expected = `Welcome back. Your last login was ${dayjs('2026-03-01T10:30:00.000Z').format('YYYY-MM-DD HH:mm:ss')}.`;
    expect(await screen.findByText(expected)).toBeTruthy();
  });

  it('goes to the same-site ?redirect page', async () => {
    fakeAuthServer();
    const router = renderForm(`/login?redirect=${encodeURIComponent('/deposit?amount=50')}`);
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/deposit?amount=50'));
  });

  for (const redirect of ['//evil.example/login', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
    it(`ignores a redirect to another site (${redirect}) and uses the destination`, async () => {
      fakeAuthServer();
      const router = renderForm(`/login?redirect=${encodeURIComponent(redirect)}`, { destination: '/' });
      await fillAndSubmit();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });
  }

  it('stays and reports success when there is nowhere to go (a modal closes)', async () => {
    fakeAuthServer();
    const onLoggedIn = vi.fn();
    const router = renderForm('/login', { onLoggedIn });
    await fillAndSubmit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(router.state.location.pathname).toBe('/login');
    expect(useUserStore.getState().isAuthenticated).toBe(true);
  });

  it('stays disabled while the call is out', async () => {
    let answer!: (body: unknown) => void;
    fakeAuthServer(new Promise((resolve) => (answer = resolve)));
    renderForm('/login', { onLoggedIn: vi.fn() });
    await fillAndSubmit();

    expect(submitButton().matches(':disabled')).toBe(true);
    expect(submitButton().textContent).toBe('Logging in…');
    expect(accountField().matches(':disabled')).toBe(true);

    answer(LOGIN_SUCCESS);
    await waitFor(() => expect(submitButton().matches(':disabled')).toBe(false));
  });

  it('waits for the error dialog to close before the form can be used again', async () => {
    let closeDialog!: () => void;
    showError.mockReturnValue(new Promise<void>((resolve) => (closeDialog = resolve)));
    fakeAuthServer({ statusCode: 503, message: 'serverBusy' });
    renderForm();
    await fillAndSubmit();

    await waitFor(() => expect(showError).toHaveBeenCalledWith({ statusCode: 503, message: 'serverBusy' }));
    expect(submitButton().matches(':disabled')).toBe(true);

    closeDialog();
    await waitFor(() => expect(submitButton().matches(':disabled')).toBe(false));
    expect(useUserStore.getState().isAuthenticated).toBe(false);
    expect(document.activeElement).toBe(passwordField());
  });

  it('says a wrong account id or password on the password field, in the form, without a dialog', async () => {
    fakeAuthServer({ statusCode: 401, message: 'invalidCredentials' });
    renderForm();
    await fillAndSubmit();
    await waitFor(() => expect(descriptionOf(passwordField())).toBe('The account ID or password is incorrect.'));
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(passwordField().closest('.field')?.querySelector('.field-error')).toBeTruthy();
    expect(document.activeElement).toBe(passwordField());
    expect(showError).not.toHaveBeenCalled();
    expect(submitButton().matches(':disabled')).toBe(false);
  });

  it.each([
    ['accountBlocked', 'This account is blocked. Please contact support.'],
    ['accountClosed', 'This account is closed.'],
  ])('says %s on the account id field, without a dialog', async (message, text) => {
    fakeAuthServer({ statusCode: 403, message });
    renderForm();
    await fillAndSubmit();
    await waitFor(() => expect(descriptionOf(accountField())).toBe(text));
    expect(accountField().getAttribute('aria-invalid')).toBe('true');
    expect(showError).not.toHaveBeenCalled();
  });

  it('stays a visitor and says so when a success carries no token', async () => {
    fakeAuthServer({ ...LOGIN_SUCCESS, token: '' });
    renderForm();
    await fillAndSubmit();
    await waitFor(() => expect(showError).toHaveBeenCalledWith(expect.objectContaining({ message: 'unknownError' })));
    expect(useUserStore.getState().isAuthenticated).toBe(false);
  });
});

describe('LoginForm options', () => {
  it('shows and hides the password', async () => {
    renderForm();
    expect(passwordField().type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField().type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField().type).toBe('password');
  });

  it('remembers the account id after a successful login when asked, and forgets it when not', async () => {
    fakeAuthServer();
    renderForm('/login', { onLoggedIn: vi.fn() });
    await userEvent.click(rememberBox());
    await fillAndSubmit('Player1');
    await waitFor(() => expect(useUserStore.getState().isAuthenticated).toBe(true));
    expect(localStorage.getItem('wl.remembered-account')).toBe('Player1');
    expect(JSON.stringify(localStorage)).not.toContain('secret-password');

    document.body.innerHTML = '';
    useUserStore.getState().reset();
    renderForm('/login', { onLoggedIn: vi.fn() });
    expect(accountField().value).toBe('Player1');
    expect(rememberBox().checked).toBe(true);

    await userEvent.click(rememberBox());
    await userEvent.type(passwordField(), 'secret-password');
    await userEvent.click(submitButton());
    await waitFor(() => expect(useUserStore.getState().isAuthenticated).toBe(true));
    expect(localStorage.getItem('wl.remembered-account')).toBeNull();
  });

  it('links to password recovery and registration, telling the host it leaves', async () => {
    const onLeave = vi.fn();
    const router = renderForm('/login', { onLeave });
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(onLeave).toHaveBeenCalledOnce();
  });
});

const codeTab = () => screen.getByRole('tab', { name: 'With a code by SMS' });
const sendCodeButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /send code|sending/i });
const codeField = () => screen.getByLabelText<HTMLInputElement>('Code from the SMS');

describe('LoginForm by code (TAC login)', () => {
  it('switches method with ARIA tabs, keeping the account id', async () => {
    renderForm();
    await userEvent.type(accountField(), 'player1');
    const passwordTab = screen.getByRole('tab', { name: 'With password' });
    expect(passwordTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tablist', { name: 'Log in with' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(passwordTab.id);

    passwordTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(codeTab());
    expect(codeTab().getAttribute('aria-selected')).toBe('true');
    expect(passwordTab.tabIndex).toBe(-1);
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    expect(screen.getByText('We will send a 6-digit code by SMS to the phone of this account.')).toBeTruthy();
    expect(accountField().value).toBe('player1');
  });

  it('requests a code, then logs in with it like a password login', async () => {
    const fetchMock = fakeApi({ '/api/auth/tac/request_login': TAC_SENT, '/api/auth/login_tac': LOGIN_SUCCESS });
    const router = renderForm('/login', { destination: '/' });
    await userEvent.type(accountField(), ' Player1 ');
    await userEvent.click(codeTab());
    await userEvent.click(sendCodeButton());

    expect(await screen.findByText('If player1 is an account here, we sent a 6-digit code by SMS to its phone.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/api/auth/tac/request_login')[0]).toEqual({
      domain_name: window.location.hostname,
      external_id: 'site-casino1',
      account_id: 'player1',
    });
    expect(screen.getByRole('button', { name: /send the code again \(1:00|0:59\)/i }).matches(':disabled')).toBe(true);

    await userEvent.type(codeField(), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(fetchMock, '/api/auth/login_tac')[0]).toEqual({
      domain_name: window.location.hostname,
      external_id: 'site-casino1',
      account_id: 'player1',
      tac: '654321',
    });
    expect(useUserStore.getState().isAuthenticated).toBe(true);
    expect(queryClient.getQueryData(playerKeys.balance('player1'))).toEqual({ balance: 1250.5, token: 12 });
  });

  it('checks the account id before asking for a code', async () => {
    const fetchMock = fakeApi({});
    renderForm();
    await userEvent.click(codeTab());
    await userEvent.click(sendCodeButton());
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(document.activeElement).toBe(accountField());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes back to the account id and says a blocked account there, after a code login', async () => {
    fakeApi({
      '/api/auth/tac/request_login': TAC_SENT,
      '/api/auth/login_tac': { statusCode: 403, message: 'accountBlocked' },
    });
    renderForm();
    await userEvent.type(accountField(), 'player1');
    await userEvent.click(codeTab());
    await userEvent.click(sendCodeButton());
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(descriptionOf(accountField())).toBe('This account is blocked. Please contact support.'));
    expect(showError).not.toHaveBeenCalled();
  });

  it('shows a wrong code on the field, then the lock, and offers a new code', async () => {
    fakeApi({
      '/api/auth/tac/request_login': { ...TAC_SENT, resend_in: 0 },
      '/api/auth/login_tac': inTurn({ statusCode: 401, message: 'invalidTac' }, { statusCode: 423, message: 'tacLocked' }),
    });
    renderForm();
    await userEvent.type(accountField(), 'player1');
    await userEvent.click(codeTab());
    await userEvent.click(sendCodeButton());
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The code is incorrect.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Too many wrong codes. Request a new one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a new code' }).matches(':disabled')).toBe(false);
    expect(showError).not.toHaveBeenCalled();
    expect(useUserStore.getState().isAuthenticated).toBe(false);
  });

  it('goes back to the account id', async () => {
    fakeApi({ '/api/auth/tac/request_login': TAC_SENT });
    renderForm();
    await userEvent.type(accountField(), 'player1');
    await userEvent.click(codeTab());
    await userEvent.click(sendCodeButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Use another account' }));
    expect(accountField().value).toBe('player1');
  });
});

describe('LoginForm with an account never verified', () => {
  it('offers the registration code step at once, without a dialog, and logs in once verified', async () => {
    const fetchMock = fakeApi({
      '/api/auth/login': { statusCode: 403, message: 'accountNotVerified' },
      '/api/auth/tac/request_new_register': TAC_SENT,
      '/api/auth/tac/verify': LOGIN_SUCCESS,
    });
    const router = renderForm('/login', { destination: '/' });
    await fillAndSubmit();

    expect(await screen.findByText(/player1 is not verified yet/)).toBeTruthy();
    expect(showError).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    await screen.findByText('We sent a new code. Earlier codes no longer work.');
    expect(requestsTo(fetchMock, '/api/auth/tac/request_new_register')[0]).toMatchObject({ account_id: 'player1' });

    await userEvent.type(codeField(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useUserStore.getState().isAuthenticated).toBe(true);
  });
});

describe('LoginForm for a player on a break or self-excluded', () => {
  /** 22 May 2027, 10:00 in the browser's time zone, as the server sends it (ISO, UTC). */
  const UNTIL = new Date(2027, 4, 22, 10, 0, 0).toISOString();

  it('says until when a time-out lasts, in the form and without the dialog', async () => {
    fakeAuthServer({ statusCode: 403, message: 'timedOut', until: UNTIL });
    renderForm();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are taking a break until 2027-05-22 10:00:00. You can log in again after that.',
    );
    expect(showError).not.toHaveBeenCalled();
    expect(submitButton().matches(':disabled')).toBe(false);
    expect(useUserStore.getState().isAuthenticated).toBe(false);
  });

  it('says until when a self-exclusion lasts, or that it is permanent', async () => {
    fakeAuthServer(
      inTurn({ statusCode: 403, message: 'selfExcluded', until: UNTIL }, { statusCode: 403, message: 'selfExcluded' }),
    );
    renderForm();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have excluded yourself from this site until 2027-05-22 10:00:00. You cannot log in before then.',
    );
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You have excluded yourself from this site permanently. You cannot log in again.',
      ),
    );
    expect(showError).not.toHaveBeenCalled();
  });

  it('says it after a code login too, back on the account form', async () => {
    fakeApi({
      '/api/auth/tac/request_login': TAC_SENT,
      '/api/auth/login_tac': { statusCode: 403, message: 'selfExcluded', until: UNTIL },
    });
    renderForm();
    await userEvent.type(accountField(), 'player1');
    await userEvent.click(codeTab());
    await userEvent.click(sendCodeButton());
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have excluded yourself from this site until 2027-05-22 10:00:00. You cannot log in before then.',
    );
    expect(accountField().value).toBe('player1');
    expect(showError).not.toHaveBeenCalled();
  });
});

describe('LoginForm after a visitor tapped a game heart', () => {
  const NIGHT_MARKET = {
    provider_code: 'FACHAI',
    game_code: 'night_market',
    game_name: 'Night Market',
    game_type: 'slots',
    game_image: '/img/nm.png',
  };
  const FAVOURITE = {
    game_code: 'night_market',
    game_name: 'Night Market',
    game_type: 'slots',
    img_url: '/img/nm.png',
    provider_code: 'FACHAI',
  };
  const prompt = vi.fn();

  beforeEach(() => {
    prompt.mockReset();
    setLoginPrompt(prompt);
  });

  /** The visitor's heart on the game's tile: it asks to log in. */
  async function tapHeart() {
    const heart = render(
      <QueryClientProvider client={queryClient}>
        <FavouriteButton game={NIGHT_MARKET} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Night Market/ }));
    expect(prompt).toHaveBeenCalledTimes(1);
    heart.unmount();
  }

  it('adds the game once the login succeeds, with one fav_add, and a later login adds nothing', async () => {
    const fetchMock = fakeApi({
      '/api/auth/login': LOGIN_SUCCESS,
      '/api/home/fav_list': { statusCode: 1, value: [] },
      '/api/home/fav_add': { statusCode: 1, value: [FAVOURITE] },
    });
    await tapHeart();
    renderForm();
    await fillAndSubmit();
    await waitFor(() => expect(queryClient.getQueryData(playerKeys.favourites('player1'))).toEqual([FAVOURITE]));
    expect(requestsTo(fetchMock, '/api/home/fav_add')).toEqual([
      expect.objectContaining({ provider_code: 'FACHAI', game_code: 'night_market' }),
    ]);

    useUserStore.getState().reset();
    cleanup();
    renderForm();
    await fillAndSubmit();
    await waitFor(() => expect(useUserStore.getState().isAuthenticated).toBe(true));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/home/fav_list')).toHaveLength(2));
    expect(requestsTo(fetchMock, '/api/home/fav_add')).toHaveLength(1);
  });

  it('sends no fav_add when the game is already one of the player’s favourites', async () => {
    const fetchMock = fakeApi({
      '/api/auth/login': LOGIN_SUCCESS,
      '/api/home/fav_list': { statusCode: 1, value: [FAVOURITE] },
      '/api/home/fav_add': { statusCode: 1, value: [FAVOURITE, FAVOURITE] },
    });
    await tapHeart();
    renderForm();
    await fillAndSubmit();
    await waitFor(() => expect(useUserStore.getState().isAuthenticated).toBe(true));
    await waitFor(() => expect(queryClient.getQueryData(playerKeys.favourites('player1'))).toEqual([FAVOURITE]));
    expect(requestsTo(fetchMock, '/api/home/fav_add')).toEqual([]);
  });
});
