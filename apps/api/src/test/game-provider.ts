import { randomUUID } from 'node:crypto';
import type { SeamlessAction, SeamlessResponse } from '@wl/contract';
import { expect } from 'vitest';
import { seamlessHeaders } from '../lib/seamless-signature.js';
import { builtInProviderSecret } from '../lib/secrets.js';
import { type Envelope, expectSuccess, type PlayerSession, TEST_SERVER_SECRET, type TestApp } from './harness.js';

export const BUILT_IN = 'WLGAMES';
export const BUILT_IN_GAME = 'lucky_lantern';
export const BUILT_IN_SECRET = builtInProviderSecret(TEST_SERVER_SECRET);

export interface SeamlessCall {
  httpStatus: number;
  /** the answer exactly as sent, to compare repeats byte for byte */
  raw: string;
  /** the wallet's answer, or the catalogue's failure for a request that never reached it */
  body: Envelope<SeamlessResponse>;
}

/** A field of a wallet answer that the test goes on with; fails, showing the answer, when it is absent. */
export function walletField<K extends 'balance' | 'currency' | 'player_id' | 'operator_transaction_id'>(
  body: Envelope<SeamlessResponse> | undefined,
  key: K,
): NonNullable<SeamlessResponse[K]> {
  const answer: Partial<SeamlessResponse> = body ?? {};
  const value = answer[key];
  if (value === undefined) throw new Error(`no ${key} in the wallet's answer ${JSON.stringify(body)}`);
  return value;
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
    return { httpStatus: response.statusCode, raw: response.body, body: response.json<Envelope<SeamlessResponse>>() };
  };
}

/** The launch token of a built-in game URL: in its fragment, which the browser keeps to itself. */
export function launchTokenIn(gameUrl: string): string {
  const token = new URLSearchParams(new URL(gameUrl, 'http://localhost').hash.slice(1)).get('token');
  if (!token) throw new Error(`no token in ${gameUrl}`);
  return token;
}

/** Launches a built-in game for a logged-in player and returns the launch token from the game URL. */
export async function launchToken(
  t: TestApp,
  session: PlayerSession,
  game = { provider_code: BUILT_IN, game_code: BUILT_IN_GAME },
): Promise<string> {
  const result = await t.call('launchGame', { ...session, ...game });
  expectSuccess(result);
  return launchTokenIn(result.value.game_url);
}

/** A built-in slot as a provider plays it for the player: stakes and wins in cents. */
export async function slotTable(t: TestApp, session: PlayerSession) {
  const seamless = seamlessClient(t);
  const token = await launchToken(t, session);
  const authenticated = await seamless('authenticate', { token });
  const playerId = walletField(authenticated.body, 'player_id');
  const common = { player_id: playerId, currency: 'USD' };
  return {
    async bet(cents: number) {
      const transactionId = `tx-${randomUUID()}`;
      const roundId = `round-${randomUUID()}`;
      const debited = await seamless('debit', {
        ...common,
        token,
        transaction_id: transactionId,
        round_id: roundId,
        game_code: BUILT_IN_GAME,
        amount: cents,
      });
      expect(debited.body.status).toBe('OK');
      return {
        async win(winCents: number) {
          const credited = await seamless('credit', {
            ...common,
            transaction_id: `tx-${randomUUID()}`,
            round_id: roundId,
            reference_transaction_id: transactionId,
            game_code: BUILT_IN_GAME,
            amount: winCents,
          });
          expect(credited.body.status).toBe('OK');
          return walletField(credited.body, 'balance');
        },
        async refund() {
          const rolledBack = await seamless('rollback', {
            player_id: playerId,
            transaction_id: `tx-${randomUUID()}`,
            round_id: roundId,
            reference_transaction_id: transactionId,
            game_code: BUILT_IN_GAME,
          });
          expect(rolledBack.body.status).toBe('OK');
          return walletField(rolledBack.body, 'balance');
        },
      };
    },
  };
}
