import {
  failureSchema,
  WLGAMES_PATHS,
  type WlgamesSessionRequest,
  type WlgamesSpinRequest,
  wlgamesSessionResponse,
  wlgamesSpinResponse,
} from '@wl/contract';
import type { z } from 'zod';

/**
 * A refused or failed game call, with the failure key of the provider's answer (a refused field's
 * own key, such as amountBelowMinimum, for validationFailed); `lost` when no answer came back, so
 * the call may or may not have reached the server.
 */
export class GameCallError extends Error {
  constructor(
    readonly key: string,
    readonly lost = false,
  ) {
    super(key);
  }
}

export async function post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
  let answer: unknown;
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    answer = await response.json();
  } catch {
    throw new GameCallError('serviceUnavailable', true);
  }
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const failure = failureSchema.safeParse(answer);
  if (!failure.success) throw new GameCallError('serviceUnavailable');
  throw new GameCallError(failure.data.errors?.[0]?.key ?? failure.data.message);
}

export const startSession = (request: WlgamesSessionRequest) => post(WLGAMES_PATHS.session, request, wlgamesSessionResponse);
export const spinRound = (request: WlgamesSpinRequest) => post(WLGAMES_PATHS.spin, request, wlgamesSpinResponse);
