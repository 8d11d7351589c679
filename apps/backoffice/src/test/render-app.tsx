import { render } from '@testing-library/react';
import type { backoffice } from '@wl/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { CallError, type CallName, type CallRequest, type CallResponse, call } from '@/shared/api/call';
import { endsSession, reportSessionEnded } from '@/shared/api/session-endings';

type Member = backoffice.StaffMe;

/** An operator's cashier on two sites, signed in with two-factor. */
export function memberFixture(overrides: Partial<Member> = {}): Member {
  return {
    id: 7,
    username: 'mia',
    display_name: 'Mia Santos',
    role: 'cashier',
    operator: { id: 1, name: 'Default operator' },
    sites: [
      { id: 1, name: 'Manila Royale', domain: 'casino1.localhost', currency: 'PHP', language: 'PHP' },
      { id: 2, name: 'Golden Dragon', domain: 'casino2.localhost', currency: 'CNY', language: 'CN' },
    ],
    permissions: [
      'sites.read',
      'players.read',
      'cashier.read',
      'players.notes',
      'cashier.decide',
      'wallet.adjust',
      'accounts.manage',
    ],
    password_must_change: false,
    totp_enabled: true,
    session_expires_at: '2026-11-26T08:00:00.000Z',
    ...overrides,
  };
}

/** The failure a call rejects with, as call() throws it. */
export function refusal(message: string, extra: Partial<CallError['failure']> = {}): CallError {
  return new CallError({ statusCode: 401, message, ...extra });
}

type Answers = { [N in CallName]?: (body: CallRequest<N>) => CallResponse<N> | Promise<CallResponse<N>> };

/**
 * Answers each call the test names with its handler (and fails the test for any other), through
 * the mocked call helper: the screens are tested against the contract's shapes, not fetch. A
 * handler's session-ending refusal is reported as call() reports it.
 */
export function answerCalls(answers: Answers) {
  vi.mocked(call).mockImplementation((async (name: CallName, body: never) => {
    const answer = answers[name] as ((body: never) => unknown) | undefined;
    if (!answer) throw new Error(`unexpected call ${name}`);
    try {
      return await answer(body);
    } catch (error) {
      if (error instanceof CallError && endsSession(error.failure)) reportSessionEnded(error.failure);
      throw error;
    }
  }) as typeof call);
}

export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
