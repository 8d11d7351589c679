import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { networkIsDown } from '@/shared/testing/fake-server';
import { type ApiFailure, callApi, getJson, setFailureHandlers } from './client';

const site = { domain_name: 'casino1.localhost', external_id: 'casino1' };
const player = { auth: 'session-token', account_id: 'player1' };

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
});

describe('callApi success', () => {
  it('POSTs the body as JSON to the call path and parses the answer with the contract schema', async () => {
    serverAnswers({ ...LOGIN_SUCCESS, injected: '<script>' });
    const result = await callApi('login', { ...site, account_id: 'player1', password: 'secret-password' });

    expect(result).toEqual(LOGIN_SUCCESS);
    const [path, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(path).toBe('/api/auth/login');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ ...site, account_id: 'player1', password: 'secret-password' });
    expect(showError).not.toHaveBeenCalled();
  });

  it('treats a success that breaks the schema as the call kind network failure', async () => {
    serverAnswers({ statusCode: 1, token: 'session-token' });
    const result = await callApi('login', { ...site, account_id: 'player1', password: 'secret-password' }, { silent: true });
    expect(result).toMatchObject({ statusCode: -500, message: 'internalServerError' });
  });
});

describe('callApi network failures (spec section 8)', () => {
  it('answers -500 internalServerError with the error text for an auth call', async () => {
    networkIsDown();
    const result = await callApi('login', { ...site, account_id: 'player1', password: 'secret-password' }, { silent: true });
    expect(result).toEqual({
      statusCode: -500,
      message: 'internalServerError',
      statusMessage: 'internalServerError',
      statusDetail: 'Failed to fetch',
    });
  });

  const silent = { silent: true };
  const serviceUnavailableCalls = {
    getBalance: () => callApi('getBalance', player, silent),
    favList: () => callApi('favList', player, silent),
    seo: () => callApi('seo', { ...site, page_name: 'home' }, silent),
    siteInfoDetail: () => callApi('siteInfoDetail', site, silent),
  };
  for (const [name, call] of Object.entries(serviceUnavailableCalls)) {
    it(`answers -503 serviceUnavailable for ${name}`, async () => {
      networkIsDown();
      await expect(call()).resolves.toEqual({ statusCode: -503, message: 'serviceUnavailable' });
    });
  }

  const disconnectCalls = {
    profileUpdate: () => callApi('profileUpdate', { ...player, full_name: 'Juan Dela Cruz', contact_email: '' }, silent),
    getInbox: () => callApi('getInbox', player, silent),
  };
  for (const [name, call] of Object.entries(disconnectCalls)) {
    it(`answers 0 disconnect for ${name}`, async () => {
      networkIsDown();
      await expect(call()).resolves.toEqual({ statusCode: 0, message: 'disconnect' });
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
    await expect(callApi('getBalance', player, { signal: controller.signal })).rejects.toThrow('aborted');
  });
});

describe('callApi failure handling (spec section 8)', () => {
  for (const message of ['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied']) {
    it(`ends the session on "${message}" without an error dialog`, async () => {
      serverAnswers({ statusCode: 401, message });
      await callApi('getBalance', player);
      expect(sessionEnded).toHaveBeenCalledWith(message);
      expect(showError).not.toHaveBeenCalled();
    });
  }

  it('only logs serviceUnavailable as a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serverAnswers({ statusCode: 503, message: 'serviceUnavailable' });
    await callApi('getBalance', player);
    expect(warn).toHaveBeenCalledWith('serviceUnavailable', expect.objectContaining({ statusCode: 503 }));
    expect(showError).not.toHaveBeenCalled();
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('shows the error dialog for any other failure and resolves only once it closes', async () => {
    let closeDialog!: () => void;
    showError.mockReturnValue(
      new Promise<void>((resolve) => {
        closeDialog = resolve;
      }),
    );
    serverAnswers({ statusCode: 401, message: 'invalidCredentials' });
    let settled = false;
    const pending = callApi('login', { ...site, account_id: 'player1', password: 'wrong-password' }).then((result) => {
      settled = true;
      return result;
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
      await callApi('getBalance', player);
      expect(showError).not.toHaveBeenCalled();
      expect(sessionEnded).not.toHaveBeenCalled();
    });
  }

  it('leaves failures to the caller when silent', async () => {
    serverAnswers({ statusCode: 401, message: 'sessionExpired' });
    await callApi('getBalance', player, { silent: true });
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
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
