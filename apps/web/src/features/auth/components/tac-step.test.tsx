import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Outcome } from '@/shared/forms/form-outcome';
import { initTestI18n } from '@/shared/lib/testing';
import { fakeServer } from '@/shared/testing/fake-server';
import type { TacSent } from '../lib/tac';
import { TacStep } from './tac-step';

beforeAll(initTestI18n);
afterEach(() => vi.useRealTimers());

const sentNow = (resendIn = 60, expiresIn: number | null = 300): TacSent => ({
  kind: 'sent',
  expiresIn,
  resendAt: Date.now() + resendIn * 1000,
});

function renderStep({
  initialSent = sentNow(),
  onSubmit = vi.fn(async (): Promise<Outcome<unknown, 'tac'>> => ({ status: 'ok', value: undefined })),
  onResend = vi.fn(async (): Promise<Outcome<TacSent, string>> => ({ status: 'ok', value: sentNow() })),
}: {
  initialSent?: TacSent | null;
  onSubmit?: (code: string) => Promise<Outcome<unknown, 'tac'>>;
  onResend?: () => Promise<Outcome<TacSent, string>>;
} = {}) {
  render(
    <TacStep
      intro={<p>intro</p>}
      initialSent={initialSent}
      submitLabel="Verify"
      pendingLabel="Verifying…"
      onSubmit={onSubmit}
      onResend={onResend}
    />,
  );
  return { onSubmit, onResend };
}

const codeField = () => screen.getByLabelText<HTMLInputElement>('Code from the SMS');
const resendButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /send the code again|send a new code|sending/i });
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^verify/i });
const status = () => screen.getByRole('status');

function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('TacStep code field', () => {
  it('is one numeric one-time-code input of 6 that takes digits only', async () => {
    renderStep();
    const field = codeField();
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.maxLength).toBe(6);
    await userEvent.type(field, '12a-3 4.56789');
    expect(field.value).toBe('123456');
  });

  it('says how long the code is valid', () => {
    renderStep();
    expect(descriptionOf(codeField())).toBe('The code is valid for 5 minutes.');
  });

  it('checks the format before anything is sent', async () => {
    const { verifySignup } = await import('../api/verify-signup');
    const fetchMock = fakeServer();
    renderStep({ onSubmit: (code) => verifySignup('player1', code) });
    await userEvent.type(codeField(), '123');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Enter the 6-digit code.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('TacStep server answers', () => {
  for (const [key, text] of [
    ['invalidTac', 'The code is incorrect.'],
    ['tacExpired', 'The code has expired. Request a new one.'],
    ['tacLocked', 'Too many wrong codes. Request a new one.'],
  ] as const) {
    it(`shows ${key} on the field, keeps the code and takes the focus back`, async () => {
      renderStep({ onSubmit: async () => ({ status: 'invalid', errors: { tac: key } }) });
      await userEvent.type(codeField(), '111111');
      await userEvent.click(submitButton());

      await screen.findByText(text);
      expect(codeField().getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(codeField())).toContain(text);
      expect(codeField().value).toBe('111111');
      expect(document.activeElement).toBe(codeField());
      expect(submitButton().matches(':disabled')).toBe(false);
    });
  }

  it('offers a new code once the code is dead', async () => {
    renderStep({ initialSent: null, onSubmit: async () => ({ status: 'invalid', errors: { tac: 'tacLocked' } }) });
    expect(resendButton().textContent).toBe('Send the code again');
    await userEvent.type(codeField(), '111111');
    await userEvent.click(submitButton());
    await waitFor(() => expect(resendButton().textContent).toBe('Send a new code'));
    expect(resendButton().className).toContain('button-primary');
  });

  it('stays busy while the code is checked and after success (the host moves on)', async () => {
    let answer!: (outcome: Outcome<unknown, 'tac'>) => void;
    renderStep({ onSubmit: () => new Promise((resolve) => (answer = resolve)) });
    await userEvent.type(codeField(), '123456');
    await userEvent.click(submitButton());
    expect(submitButton().textContent).toBe('Verifying…');
    expect(codeField().matches(':disabled')).toBe(true);
    await act(async () => answer({ status: 'ok', value: undefined }));
    expect(submitButton().matches(':disabled')).toBe(true);
  });
});

describe('TacStep resend countdown', () => {
  it('counts down from resend_in, then allows a resend and says so once', () => {
    vi.useFakeTimers();
    renderStep({ initialSent: sentNow(60) });
    expect(resendButton().disabled).toBe(true);
    expect(resendButton().textContent).toBe('Send the code again (1:00)');

    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton().textContent).toBe('Send the code again (0:59)');
    expect(status().textContent).toBe('');

    act(() => vi.advanceTimersByTime(59_000));
    expect(resendButton().disabled).toBe(false);
    expect(resendButton().textContent).toBe('Send the code again');
    expect(status().textContent).toBe('You can ask for a new code now.');
  });

  it('sends a new code: clears the old one and its error, restarts the countdown', async () => {
    const onResend = vi.fn(async (): Promise<Outcome<TacSent, string>> => ({ status: 'ok', value: sentNow(60) }));
    renderStep({
      initialSent: sentNow(0),
      onSubmit: async () => ({ status: 'invalid', errors: { tac: 'tacExpired' } }),
      onResend,
    });
    await userEvent.type(codeField(), '111111');
    await userEvent.click(submitButton());
    await screen.findByText('The code has expired. Request a new one.');

    await userEvent.click(resendButton());
    expect(onResend).toHaveBeenCalledOnce();
    await waitFor(() => expect(status().textContent).toBe('We sent a new code. Earlier codes no longer work.'));
    expect(codeField().value).toBe('');
    expect(codeField().getAttribute('aria-invalid')).toBeNull();
    expect(resendButton().disabled).toBe(true);
    expect(resendButton().textContent).toMatch(/^Send the code again \((1:00|0:59)\)$/);
    expect(document.activeElement).toBe(codeField());
  });

  it('waits for retry_after when the server says tooManyRequests, keeping the typed code', async () => {
    renderStep({
      initialSent: null,
      onResend: async () => ({ status: 'ok', value: { kind: 'throttled', expiresIn: null, resendAt: Date.now() + 42_000 } }),
    });
    fireEvent.change(codeField(), { target: { value: '123' } });
    await userEvent.click(resendButton());
    await waitFor(() => expect(status().textContent).toBe('Too many attempts. Please wait a moment.'));
    expect(resendButton().textContent).toMatch(/^Send the code again \(0:4[12]\)$/);
    expect(codeField().value).toBe('123');
  });

  it('changes nothing when the resend failed (the dialog has said why)', async () => {
    renderStep({ initialSent: null, onResend: async () => ({ status: 'failed', failure: { statusCode: 500, message: 'x' } }) });
    await userEvent.click(resendButton());
    await waitFor(() => expect(resendButton().disabled).toBe(false));
    expect(status().textContent).toBe('');
  });
});
