import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/session/user-store';
import { networkIsDown } from '@/shared/testing/fake-server';
import { type ApiFailure, call, failureOf, getJson, setFailureHandlers, showFailure } from './client';

const site = { domain_name: 'casino1.localhost', external_id: 'casino1' };
const player = { auth: 'session-token', account_id: 'player1' };

/** The failure a call was rejected with. */
async function failureFrom(calling: Promise<unknown>): Promise<ApiFailure | undefined> {
  return calling.then(() => {
    throw new Error('the call succeeded');
  }, failureOf);
}

const LOGIN_SUCCESS = {
  statusCode: 1,
  token: 'session-token',
  user: { account_id: 'player1', full_name: 'Juan Dela Cruz', contact_email: 'juan@example.com', session_token: 'session-token' },
  fullname: 'Juan Dela Cruz',
  email: 'juan@example.com',
  previous_login_at: null,
};

const sessionEnded = vi.fn<(message: string) => void>();
const showError = vi.fn<(failure: ApiFailure) => Promise<void>>();

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function serverAnswers(body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer(body)),
  );
}

beforeEach(() => {
  sessionEnded.mockReset();
  showError.mockReset().mockResolvedValue(undefined);
  setFailureHandlers({ sessionEnded, showError });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useUserStore.getState().reset();
});

describe('call success', () => {
  it('POSTs the body as JSON to the call path and parses the answer with the contract schema', async () => {
    serverAnswers({ ...LOGIN_SUCCESS, injected: '<script>' });
    const result = await call('login', { ...site, account_id: 'player1', password: 'secret-password' });

    expect(result).toEqual(LOGIN_SUCCESS);
    const [path, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(path).toBe('/api/auth/login');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ ...site, account_id: 'player1', password: 'secret-password' });
    expect(showError).not.toHaveBeenCalled();
  });

  it("adds the session's auth and account_id to a player call, and nothing to a public one", async () => {
    useUserStore.setState({ isAuthenticated: true, token: 'session-token', user: { ...LOGIN_SUCCESS.user } });
    serverAnswers({ statusCode: 1, game_balance: 10, game_token: 2, currency: 'PHP' });
    await call('getBalance', {});
    await call('login', { ...site, account_id: 'player1', password: 'secret-password' }).catch(() => {});
    const bodies = vi.mocked(fetch).mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies[0]).toEqual(player);
    expect(bodies[1]).not.toHaveProperty('auth');
  });

  it('keeps the auth a player call brings itself (logout, once the session is cleared)', async () => {
    serverAnswers({ statusCode: 1, sessions_ended: 1 });
    await call('logout', { ...player, everywhere: false });
    expect(JSON.parse(String(vi.mocked(fetch).mock.calls[0]![1]?.body))).toEqual({ ...player, everywhere: false });
  });

  it('treats a success that breaks the schema as the call kind network failure', async () => {
    serverAnswers({ statusCode: 1, token: 'session-token' });
    const failure = await failureFrom(call('login', { ...site, account_id: 'player1', password: 'secret-password' }));
    expect(failure).toMatchObject({ statusCode: -500, message: 'internalServerError' });
  });
});

describe('call network failures (spec-coverage S8.3)', () => {
  it('fails with -500 internalServerError and the error text for an auth call', async () => {
    networkIsDown();
    const failure = await failureFrom(call('login', { ...site, account_id: 'player1', password: 'secret-password' }));
    expect(failure).toEqual({
      statusCode: -500,
      message: 'internalServerError',
      statusMessage: 'internalServerError',
      statusDetail: 'Failed to fetch',
    });
  });

  const serviceUnavailableCalls = {
    getBalance: () => call('getBalance', player),
    favList: () => call('favList', player),
    seo: () => call('seo', { ...site, page_name: 'home' }),
    siteInfoDetail: () => call('siteInfoDetail', site),
  };
  for (const [name, calling] of Object.entries(serviceUnavailableCalls)) {
    it(`fails with -503 serviceUnavailable for ${name}`, async () => {
      networkIsDown();
      await expect(failureFrom(calling())).resolves.toEqual({ statusCode: -503, message: 'serviceUnavailable' });
    });
  }

  const disconnectCalls = {
    profileUpdate: () => call('profileUpdate', { ...player, full_name: 'Juan Dela Cruz', contact_email: '' }),
    getInbox: () => call('getInbox', player),
  };
  for (const [name, calling] of Object.entries(disconnectCalls)) {
    it(`fails with 0 disconnect for ${name}`, async () => {
      networkIsDown();
      await expect(failureFrom(calling())).resolves.toEqual({ statusCode: 0, message: 'disconnect' });
    });
  }

  it('rethrows when the caller aborted the call', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    await expect(call('getBalance', player, { signal: controller.signal })).rejects.toThrow('aborted');
  });
});

describe('call failure handling (spec-coverage S8.4)', () => {
  for (const message of ['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied']) {
    it(`ends the session on "${message}" without an error dialog, whoever shows failures`, async () => {
      serverAnswers({ statusCode: 401, message });
      await expect(failureFrom(call('getBalance', player))).resolves.toEqual({ statusCode: 401, message });
      expect(sessionEnded).toHaveBeenCalledWith(message);
      expect(showError).not.toHaveBeenCalled();
    });
  }

  it('leaves any other failure to the caller by default', async () => {
    serverAnswers({ statusCode: 409, message: 'alreadyClaimed' });
    await expect(failureFrom(call('claimInbox', { ...player, inbox_id: 1 }))).resolves.toEqual({
      statusCode: 409,
      message: 'alreadyClaimed',
    });
    expect(showError).not.toHaveBeenCalled();
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('only logs serviceUnavailable as a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serverAnswers({ statusCode: 503, message: 'serviceUnavailable' });
    await failureFrom(call('getBalance', player, { showFailure: true }));
    expect(warn).toHaveBeenCalledWith('serviceUnavailable', expect.objectContaining({ statusCode: 503 }));
    expect(showError).not.toHaveBeenCalled();
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('shows the error dialog for any other failure and rejects only once it closes', async () => {
    let closeDialog!: () => void;
    showError.mockReturnValue(
      new Promise<void>((resolve) => {
        closeDialog = resolve;
      }),
    );
    serverAnswers({ statusCode: 401, message: 'invalidCredentials' });
    let settled = false;
    const pending = failureFrom(
      call('login', { ...site, account_id: 'player1', password: 'wrong-password' }, { showFailure: true }),
    ).then((failure) => {
      settled = true;
      return failure;
    });

    await waitFor(() => expect(showError).toHaveBeenCalledWith({ statusCode: 401, message: 'invalidCredentials' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);

    closeDialog();
    await expect(pending).resolves.toEqual({ statusCode: 401, message: 'invalidCredentials' });
    expect(settled).toBe(true);
  });

  for (const empty of [{}, { statusCode: '' }, { statusCode: null }]) {
    it(`ignores an answer with an empty status: ${JSON.stringify(empty)}`, async () => {
      serverAnswers(empty);
      await failureFrom(call('getBalance', player, { showFailure: true }));
      expect(showError).not.toHaveBeenCalled();
      expect(sessionEnded).not.toHaveBeenCalled();
    });
  }

  it('showFailure shows a failure the caller kept, but does not end a session twice', async () => {
    await showFailure({ statusCode: 409, message: 'alreadyClaimed' });
    await showFailure({ statusCode: 401, message: 'sessionExpired' });
    expect(showError).toHaveBeenCalledExactlyOnceWith({ statusCode: 409, message: 'alreadyClaimed' });
    expect(sessionEnded).not.toHaveBeenCalled();
  });
});

describe('getJson', () => {
  function statuses(...codes: number[]) {
    const fetchMock = vi.fn(async () => {
      const status = codes.shift() ?? 200;
      return status === 200 ? answer({ build: 'abc' }) : new Response('', { status });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('retries once on 503', async () => {
    const fetchMock = statuses(503, 200);
    await expect(getJson('/build/latest.json')).resolves.toEqual({ build: 'abc' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry more than once', async () => {
    const fetchMock = statuses(503, 503, 200);
    await expect(getJson('/build/latest.json')).rejects.toThrow('answered 503');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry on 404', async () => {
    const fetchMock = statuses(404, 200);
    await expect(getJson('/build/latest.json')).rejects.toThrow('answered 404');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
