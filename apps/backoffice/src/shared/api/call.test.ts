import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallError, call } from './call';
import { setSessionEndedHandler } from './session-endings';

function answer(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CallError);
  return (error as CallError).failure;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionEndedHandler(() => {});
});

describe('call', () => {
  it("POSTs the body as JSON to the call's path, with the session cookie, and parses the answer with its schema", async () => {
    const fetch = answer({ statusCode: 1, value: [], extra: 'dropped' });
    vi.stubGlobal('fetch', fetch);
    await expect(call('staffSessions', {})).resolves.toEqual({ statusCode: 1, value: [] });
    expect(fetch).toHaveBeenCalledWith(
      '/api/backoffice/auth/sessions',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: '{}' }),
    );
  });

  it('rejects with the failure envelope the server answered', async () => {
    vi.stubGlobal('fetch', answer({ statusCode: 423, message: 'staffLocked', until: '2026-11-25T21:00:00.000Z' }));
    expect(await refusalOf(call('staffSignIn', { username: 'mia', password: 'x' }))).toEqual({
      statusCode: 423,
      message: 'staffLocked',
      until: '2026-11-25T21:00:00.000Z',
    });
  });

  it('refuses a success that does not match the contract rather than showing it', async () => {
    vi.stubGlobal('fetch', answer({ statusCode: 1, value: 'not a list' }));
    await expect(call('staffSessions', {})).rejects.toThrow();
  });

  it('reports a session that ended (or was never there) before rejecting, and nothing else', async () => {
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    vi.stubGlobal('fetch', answer({ statusCode: 401, message: 'permissionDenied' }, 401));
    await refusalOf(call('staffMe', {}));
    vi.stubGlobal('fetch', answer({ statusCode: 401, message: 'sessionExpired' }));
    await refusalOf(call('staffSessions', {}));
    vi.stubGlobal('fetch', answer({ statusCode: 403, message: 'forbidden' }, 403));
    await refusalOf(call('staffList', {}));
    expect(ended.mock.calls.map(([failure]) => failure.message)).toEqual(['permissionDenied', 'sessionExpired']);
  });

  it('makes a failure of its own when no answer or no envelope came', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await refusalOf(call('staffMe', {}))).toEqual({ statusCode: 0, message: 'disconnect' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(await refusalOf(call('staffMe', {}))).toEqual({ statusCode: 502, message: 'internalServerError' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    expect(await refusalOf(call('staffMe', {}))).toEqual({ statusCode: 503, message: 'serviceUnavailable' });
  });
});
