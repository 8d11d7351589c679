import type { SeamlessAction } from '@wl/contract';
import { seamlessHeaders } from '../lib/seamless-signature.js';
import { builtInProviderSecret } from '../lib/secrets.js';
import { TEST_SERVER_SECRET, type TestApp } from './harness.js';

export const BUILT_IN = 'WLGAMES';
export const BUILT_IN_GAME = 'lucky_lantern';
export const BUILT_IN_SECRET = builtInProviderSecret(TEST_SERVER_SECRET);

export interface SeamlessCall {
  httpStatus: number;
  /** the answer exactly as sent, to compare repeats byte for byte */
  raw: string;
  body: any;
}

/** A game provider as the tests play it: signed calls to the seamless wallet API of the test app. */
export function seamlessClient(t: TestApp, providerCode = BUILT_IN, secret = BUILT_IN_SECRET) {
  return async (
    action: SeamlessAction,
    payload: Record<string, unknown>,
    options: { now?: Date; headers?: Record<string, string> } = {},
  ): Promise<SeamlessCall> => {
    const rawBody = JSON.stringify(payload);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/seamless/${providerCode}/${action}`,
      payload: rawBody,
      headers: { ...seamlessHeaders(secret, rawBody, options.now), ...options.headers },
    });
    return { httpStatus: response.statusCode, raw: response.body, body: response.json() };
  };
}

/** The launch token of a built-in game URL: in its fragment, which the browser keeps to itself. */
export function launchTokenIn(gameUrl: string): string | null {
  return new URLSearchParams(new URL(gameUrl, 'http://localhost').hash.slice(1)).get('token');
}

/** Launches a built-in game for a logged-in player and returns the launch token from the game URL. */
export async function launchToken(
  t: TestApp,
  session: { auth: string; account_id: string },
  game = { provider_code: BUILT_IN, game_code: BUILT_IN_GAME },
): Promise<string> {
  const result = await t.call('launchGame', { ...session, ...game });
  if (result.statusCode !== 1) throw new Error(`launch failed: ${JSON.stringify(result)}`);
  const token = launchTokenIn(result.value.game_url);
  if (!token) throw new Error(`no token in ${result.value.game_url}`);
  return token;
}
