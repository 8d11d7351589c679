import {
  failureSchema,
  WLGAMES_PATHS,
  type WlgamesSessionRequest,
  type WlgamesSpinRequest,
  wlgamesSessionResponse,
  wlgamesSpinResponse,
} from '@wl/contract';
import type { z } from 'zod';

/** A refused or failed game call, with the failure key of the provider's answer. */
export class GameCallError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

async function post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
  let answer: unknown;
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    answer = await response.json();
  } catch {
    throw new GameCallError('serviceUnavailable');
  }
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const failure = failureSchema.safeParse(answer);
  throw new GameCallError(failure.success ? failure.data.message : 'serviceUnavailable');
}

export const startSession = (request: WlgamesSessionRequest) => post(WLGAMES_PATHS.session, request, wlgamesSessionResponse);
export const spinRound = (request: WlgamesSpinRequest) => post(WLGAMES_PATHS.spin, request, wlgamesSpinResponse);
