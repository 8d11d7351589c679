import type { CallResponse } from '@wl/contract';
import { vi } from 'vitest';
import { useUserStore } from '@/features/auth/store';
import { type SiteState, useSiteStore } from '@/features/site/store';
import { SITE_FIXTURE } from '@/features/site/testing';

/** Test fixtures of the account feature: a logged-in player, a site, and a fake server by path. */
export const PLAYER = {
  account_id: 'juan88',
  full_name: 'Juan Dela Cruz',
  contact_email: 'juan@example.com',
  session_token: 'tok',
};

export function logInPlayer() {
  useUserStore.setState({
    isAuthenticated: true,
    user: PLAYER,
    token: 'tok',
    fullname: PLAYER.full_name,
    email: PLAYER.contact_email,
    game: { balance: 100, token: 5 },
  });
}

export function setTestSite(overrides: Partial<NonNullable<SiteState['site']>> = {}) {
  useSiteStore.setState({
    status: 'ready',
    template: 'casino1',
    site: { ...SITE_FIXTURE, ...overrides },
  });
}

export const PROFILE: CallResponse<'getProfile'> = {
  statusCode: 1,
  value: [
    {
      account_id: 'juan88',
      full_name: 'Juan Dela Cruz',
      contact_email: 'juan@example.com',
      contact_phone: '+63******4567',
      referral_code: 'DEMO2345',
      vip_level: 1,
      created_at: '2026-01-15T08:00:00.000Z',
      previous_login_at: '2026-03-01T10:30:00.000Z',
    },
  ],
};

type Answer = object | ((body: Record<string, unknown>) => unknown);

/**
 * Stubs fetch with answers by path; an answer may be a function of the request body. Unknown
 * paths answer routeNotFound. Returns the mock to inspect the requests.
 */
export function fakeServer(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    const answer = answers[path];
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const result = typeof answer === 'function' ? await (answer as (body: Record<string, unknown>) => unknown)(body) : answer;
    return new Response(JSON.stringify(result ?? { statusCode: 404, message: 'routeNotFound' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function requestsTo(fetchMock: ReturnType<typeof fakeServer>, path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => JSON.parse(String(init?.body)));
}
