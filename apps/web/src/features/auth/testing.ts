import type { CallResponse } from '@wl/contract';
import { vi } from 'vitest';

/** Test fixtures of the auth feature: answers of the auth calls and a fake server for the flows. */
export const LOGIN_SUCCESS: CallResponse<'login'> = {
  statusCode: 1,
  token: 'session-token',
  user: { account_id: 'player1', full_name: 'Juan Dela Cruz', contact_email: 'juan@example.com', session_token: 'session-token' },
  fullname: 'Juan Dela Cruz',
  email: 'juan@example.com',
  previous_login_at: null,
};

const PLAYER_DATA: Record<string, unknown> = {
  '/api/auth/get_balance': { statusCode: 1, game_balance: 1250.5, game_token: 12, currency: 'PHP' },
  '/api/auth/vip': {
    statusCode: 1,
    currentLevel: 1,
    levels: [],
    nextLevel: [
      {
        starting_deposit: 100,
        cycle_deposit: 50,
        deposit_next: 1000,
        starting_turnover: 500,
        cycle_turnover: 100,
        turnover_next: 5000,
        vip_name: 'Bronze',
        vip_name_next: 'Silver',
      },
    ],
  },
  '/api/home/fav_list': {
    statusCode: 1,
    value: [
      { game_code: 'fortune-gems', game_name: 'Fortune Gems', game_type: 'slots', img_url: '/img/fg.png', provider_code: 'JILI' },
    ],
  },
};

/** A code went out: the answer of signup and the TAC requests. */
export const TAC_SENT = { statusCode: 1, message: 'tacSent', expires_in: 300, resend_in: 60 };

/** An answer, a pending answer, or answers in turn (the last one repeats) per call, computed from the request body if need be. */
type Answer = unknown | Promise<unknown> | ((body: Record<string, unknown>) => unknown);

/**
 * Stubs fetch: each path answers as given, the player data calls answer successfully, anything
 * else is an unknown route. Returns the fetch mock to inspect the requests.
 */
export function fakeApi(answers: Record<string, Answer | Answer[]>) {
  const served = new Map<string, number>();
  const fetchMock = vi.fn(async (path: string | URL | Request, init?: RequestInit) => {
    const url = String(path);
    const given = answers[url];
    const turn = served.get(url) ?? 0;
    served.set(url, turn + 1);
    const answer = Array.isArray(given) ? given[Math.min(turn, given.length - 1)] : given;
    const requestBody = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const body = await (typeof answer === 'function' ? answer(requestBody) : (answer ?? PLAYER_DATA[url]));
    return new Response(JSON.stringify(body ?? { statusCode: 404, message: 'routeNotFound' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** fakeApi with the password login answering `login` (a promise holds it pending). */
export function fakeAuthServer(login: unknown | Promise<unknown> = LOGIN_SUCCESS) {
  return fakeApi({ '/api/auth/login': login });
}

/** The request paths, in order. */
export function sentPaths(fetchMock: ReturnType<typeof fakeApi>): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url));
}

/** The JSON body sent with the first request to `path`. */
export function sentBody(fetchMock: ReturnType<typeof fakeApi>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === path);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
