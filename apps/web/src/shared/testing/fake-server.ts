import { vi } from 'vitest';

/** The JSON body of a request (an empty object for a request without one). */
export type RequestBody = Record<string, unknown>;

/**
 * What a path answers: a JSON value, or a function of the request body returning one (a promise
 * holds the answer pending until it settles; a function that throws fails like a network error).
 */
export type FakeAnswer = object | string | number | boolean | null | ((body: RequestBody) => unknown);

/** What the server answers for a path it does not know, API call or static file. */
export const ROUTE_NOT_FOUND = { statusCode: 404, message: 'routeNotFound' } as const;

/**
 * Stubs the global fetch with a server that answers by path. A path is matched as requested,
 * then without its query string. An unknown path answers like the real server: HTTP 404 with
 * routeNotFound, so a call fails with that key and a GET of a file (getJson) fails on the status.
 * Returns the fetch mock, to inspect the requests (requestsTo, sentPaths).
 */
export function fakeServer(answers: Record<string, FakeAnswer> = {}) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const answer = answers[url] ?? answers[url.split('?')[0]!];
    if (answer === undefined) return Response.json(ROUTE_NOT_FOUND, { status: 404 });
    const body = await (typeof answer === 'function' ? answer(bodyOf(init)) : answer);
    return Response.json(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FakeServer = ReturnType<typeof fakeServer>;

/** Answers in turn, one per request; the last one repeats. */
export function inTurn(...answers: FakeAnswer[]): (body: RequestBody) => unknown {
  let turn = 0;
  return (body) => {
    const answer = answers[Math.min(turn++, answers.length - 1)];
    return typeof answer === 'function' ? answer(body) : answer;
  };
}

function bodyOf(init: RequestInit | undefined): RequestBody {
  return JSON.parse(String(init?.body ?? '{}')) as RequestBody;
}

/** The JSON bodies of the requests to `path` (query string left out), in order. */
export function requestsTo(fetchMock: FakeServer, path: string): RequestBody[] {
  return fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path).map(([, init]) => bodyOf(init));
}

/** The paths requested, in order. */
export function sentPaths(fetchMock: FakeServer): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url));
}

/** Stubs the global fetch with a network that is down: every request fails as the browser's fetch does. */
export function networkIsDown() {
  const fetchMock = vi.fn(async (_input: string | URL | Request, _init?: RequestInit): Promise<Response> => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
