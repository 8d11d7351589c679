import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginRequest, signupRequest } from '@wl/contract';
import { useId } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/shared/lib/testing';
import { ContractForm, contractResolver, SubmitButton, type SubmitEnd, showFieldErrors, useContractForm } from './contract-form';
import { Field } from './field';

beforeAll(initTestI18n);

type Credentials = { account_id: string; password: string };

const credentials = loginRequest.pick({ account_id: true, password: true });
const RESOLVER_OPTIONS = { fields: {}, shouldUseNativeValidation: false };

async function keysOf<Values extends Credentials>(
  resolver: ReturnType<typeof contractResolver<Values, unknown>>,
  values: Values,
) {
  const { errors } = await resolver(values, undefined, RESOLVER_OPTIONS);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe('contractResolver', () => {
  it("gives each refused field its rule's message key, and 'required' for a blank one", async () => {
    const resolver = contractResolver<Credentials, Credentials>(credentials);
    expect(await keysOf(resolver, { account_id: '  ', password: 'x'.repeat(65) })).toEqual({
      account_id: 'required',
      password: 'passwordTooLong',
    });
  });

  it("passes the schema's output (trimmed, lower case) to the submit", async () => {
    const resolver = contractResolver<Credentials, Credentials>(credentials);
    expect(await resolver({ account_id: ' Player1 ', password: 'secret' }, undefined, RESOLVER_OPTIONS)).toEqual({
      values: { account_id: 'player1', password: 'secret' },
      errors: {},
    });
  });

  it("adds the form's own rules, told what the schema refused, without replacing the schema's message", async () => {
    const refine = vi.fn((values: Credentials, refused: Partial<Record<string, string>>) => ({
      account_id: 'accountExists',
      password: refused.password ? 'invalid' : values.password === values.account_id ? 'passwordContainsAccountId' : undefined,
    }));
    const resolver = contractResolver<Credentials, Credentials>(credentials, refine);
    expect(await keysOf(resolver, { account_id: 'player1', password: '' })).toEqual({
      account_id: 'accountExists',
      password: 'required',
    });
    expect(refine).toHaveBeenLastCalledWith({ account_id: 'player1', password: '' }, { password: 'required' });
    expect(await keysOf(resolver, { account_id: 'same', password: 'same' })).toEqual({
      account_id: 'accountExists',
      password: 'passwordContainsAccountId',
    });
  });

  it("keeps a box's own key: a blank is a text field's", async () => {
    const boxes = signupRequest.pick({ age_confirmed: true });
    const resolver = contractResolver<{ age_confirmed: boolean }, unknown>(boxes);
    const { errors } = await resolver({ age_confirmed: false }, undefined, RESOLVER_OPTIONS);
    expect(errors.age_confirmed?.message).toBe('ageNotConfirmed');
  });
});

const checked = contractResolver<Credentials, Credentials>(credentials);

/** A login-like form whose submit the test decides. */
function TestForm({ onSubmit, pending }: { onSubmit(values: Credentials): Promise<SubmitEnd>; pending?: boolean }) {
  const id = useId();
  const form = useContractForm(checked, { account_id: '', password: '' });
  const { errors } = form.formState;
  return (
    <ContractForm
      form={form}
      aria-label="Test form"
      pending={pending}
      onSubmit={async (values) => {
        const end = await onSubmit(values);
        if (values.account_id === 'taken') showFieldErrors(form.setError, { account_id: 'accountExists' });
        return end;
      }}
    >
      <Field id={`${id}-account`} label="Account" error={errors.account_id?.message}>
        {(control) => <input {...control} {...form.register('account_id')} />}
      </Field>
      <Field id={`${id}-password`} label="Password" error={errors.password?.message}>
        {(control) => <input {...control} {...form.register('password')} />}
      </Field>
      <SubmitButton className="button" label="Send" busyLabel="Sending…" />
    </ContractForm>
  );
}

const account = () => screen.getByLabelText<HTMLInputElement>('Account');
const password = () => screen.getByLabelText<HTMLInputElement>('Password');
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /send/i });

async function fill(accountId: string, secret: string) {
  await userEvent.type(account(), accountId);
  await userEvent.type(password(), secret);
}

describe('ContractForm', () => {
  it('is checked on submit: the messages show, the first refused field takes the focus, nothing is sent', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(password(), 'x'.repeat(65));
    await userEvent.click(sendButton());
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Use at most 64 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(account());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('form').getAttribute('novalidate')).toBe('');
  });

  it('brings the whole first refused field into view, its label with it, not only its control', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    render(<TestForm onSubmit={async () => undefined} />);
    await userEvent.click(sendButton());
    await screen.findAllByText('This field is required.');
    expect(scrolled).toHaveBeenCalledTimes(1);
    const field = scrolled.mock.contexts[0] as Element;
    expect(field.contains(account())).toBe(true);
    expect(field.querySelector('label')?.textContent).toBe('Account');
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    scrolled.mockRestore();
  });

  it('keeps the messages while the player types, until the next submit', async () => {
    render(<TestForm onSubmit={async () => undefined} />);
    await userEvent.click(sendButton());
    await screen.findAllByText('This field is required.');
    await userEvent.type(account(), 'player1');
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    await userEvent.type(password(), 'secret');
    await userEvent.click(sendButton());
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());
  });

  it('is busy while the submit runs, then shows the server’s field errors and focuses the first', async () => {
    let answer!: () => void;
    render(<TestForm onSubmit={() => new Promise<undefined>((resolve) => (answer = () => resolve(undefined)))} />);
    await fill('taken', 'secret');
    await userEvent.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('Sending…'));
    expect(account().matches(':disabled')).toBe(true);
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBe('true');

    answer();
    await waitFor(() => expect(account().getAttribute('aria-invalid')).toBe('true'));
    expect(account().matches(':disabled')).toBe(false);
    expect(sendButton().textContent).toBe('Send');
    expect(document.activeElement).toBe(account());
    expect(screen.getByText('This account ID is already taken.')).toBeTruthy();
  });

  it('runs what the submit asks for once the fields are enabled again, when no field is refused', async () => {
    const retype = vi.fn(() => password().focus());
    render(<TestForm onSubmit={async () => retype} />);
    await fill('player1', 'secret');
    await userEvent.click(sendButton());
    await waitFor(() => expect(retype).toHaveBeenCalledOnce());
    expect(document.activeElement).toBe(password());
  });

  it('stays busy when its host moves on', async () => {
    render(<TestForm onSubmit={async () => 'leaving'} />);
    await fill('player1', 'secret');
    await userEvent.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('Sending…'));
    expect(account().matches(':disabled')).toBe(true);
  });

  it('sends a double submit once', async () => {
    let answer!: () => void;
    const onSubmit = vi.fn(() => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))));
    render(<TestForm onSubmit={onSubmit} />);
    await fill('player1', 'secret');
    fireEvent.submit(screen.getByRole('form'));
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    answer();
    await waitFor(() => expect(sendButton().textContent).toBe('Send'));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('is busy for what its host says is pending, instead of for its submit', () => {
    const { rerender } = render(<TestForm onSubmit={async () => undefined} pending />);
    expect(account().matches(':disabled')).toBe(true);
    rerender(<TestForm onSubmit={async () => undefined} pending={false} />);
    expect(account().matches(':disabled')).toBe(false);
  });
});
