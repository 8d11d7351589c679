import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { answerCalls, memberFixture, refusal, renderApp } from '@/test/render-app';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

// A member whose only section is their own account: sign-in ends on it, whatever screens come first for other roles.
const member = memberFixture({ role: 'marketing', permissions: [] });
const signedOut = () => {
  throw refusal('permissionDenied');
};

async function typeCredentials(user: ReturnType<typeof userEvent.setup>, password = 'backoffice-demo-1') {
  await user.type(await screen.findByLabelText(/^Username/), 'Mia');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

function callsOf(name: string) {
  return vi.mocked(call).mock.calls.filter(([called]) => called === name);
}

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe('signing in', () => {
  it('goes straight in when the password is enough, back to the screen the member asked for', async () => {
    answerCalls({
      staffMe: signedOut,
      staffSignIn: () => ({ statusCode: 1, stage: 'done', enrolment: null, me: member }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account?site=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/account?site=2')}`);

    await typeCredentials(user);
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account');
    expect(router.state.location.search).toBe('?site=2');
    // The username is sent as the contract's schema makes it: lower case.
    expect(callsOf('staffSignIn')[0]?.[1]).toEqual({ username: 'mia', password: 'backoffice-demo-1' });
  });

  it('asks for the TOTP code, says on the field when it is wrong, and signs in with the right one', async () => {
    let attempts = 0;
    answerCalls({
      staffMe: signedOut,
      staffSignIn: () => ({ statusCode: 1, stage: 'totp', enrolment: null, me: null }),
      staffVerifyTotp: ({ code }) => {
        attempts += 1;
        if (code !== '123456') throw refusal('totpInvalid');
        return { statusCode: 1, me: member };
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    await typeCredentials(user);

    const code = await screen.findByLabelText(/^Code/);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeVisible();
    expect(attempts).toBe(0);

    await user.clear(code);
    await user.type(code, '000 000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/The code is incorrect or has expired/)).toBeVisible();
    expect(screen.getByLabelText(/^Code/)).toHaveValue('');

    await user.type(screen.getByLabelText(/^Code/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeVisible();
    expect(callsOf('staffVerifyTotp').map(([, body]) => body)).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('enrols a member who has no two-factor yet: QR code, the secret as text, then the first code', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    answerCalls({
      staffMe: signedOut,
      staffSignIn: () => ({
        statusCode: 1,
        stage: 'enrol',
        enrolment: { secret, otpauth_uri: `otpauth://totp/WL:mia?secret=${secret}&issuer=WL` },
        me: null,
      }),
      staffEnrolTotp: () => ({ statusCode: 1, me: member }),
    });
    const user = userEvent.setup();
    renderApp('/');
    await typeCredentials(user);

    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
    expect(screen.getByRole('img', { name: /QR code/ })).toBeVisible();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText(/^Code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeVisible();
    expect(callsOf('staffEnrolTotp')[0]?.[1]).toEqual({ code: '654321' });
    expect(callsOf('staffVerifyTotp')).toHaveLength(0);
  });

  it('says when the password is wrong, the account locked until when, or the address rate limited', async () => {
    const refusals = [
      refusal('invalidCredentials'),
      refusal('staffLocked', { until: '2026-11-25T21:15:00.000Z' }),
      refusal('tooManyRequests', { retry_after: 42 }),
    ];
    answerCalls({
      staffMe: signedOut,
      staffSignIn: () => {
        throw refusals.shift();
      },
    });
    const user = userEvent.setup();
    renderApp('/sign-in');

    await typeCredentials(user, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is incorrect.');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^Password/), 'wrong-again');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const lockedUntil = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-11-25T21:15:00.000Z'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(`this account is locked until ${lockedUntil}`);

    await user.type(screen.getByLabelText(/^Password/), 'and-again');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 42 s.');
  });

  it('checks the fields with the contract before sending anything', async () => {
    answerCalls({ staffMe: signedOut });
    const user = userEvent.setup();
    renderApp('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Username/), 'mia santos');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Use letters, digits, dots, dashes and underscores only.')).toBeVisible();
    expect(callsOf('staffSignIn')).toHaveLength(0);
  });

  it('goes back to the password when the code comes after the challenge expired', async () => {
    answerCalls({
      staffMe: signedOut,
      staffSignIn: () => ({ statusCode: 1, stage: 'totp', enrolment: null, me: null }),
      staffVerifyTotp: () => {
        throw refusal('sessionExpired');
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    await typeCredentials(user);
    await user.type(await screen.findByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The sign-in took too long. Enter your password again.')).toBeVisible();
    expect(screen.getByLabelText(/^Password/)).toBeVisible();
  });

  it('takes a member who is already signed in past sign-in', async () => {
    answerCalls({ staffMe: () => ({ statusCode: 1, me: member }), staffSessions: () => ({ statusCode: 1, value: [] }) });
    const { router } = renderApp('/sign-in');
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account');
  });
});
