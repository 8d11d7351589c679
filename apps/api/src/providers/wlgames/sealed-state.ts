import type { z } from 'zod';
import { seal, unseal } from '../../lib/crypto.js';
import { fail } from '../../lib/failure.js';

/** What every sealed session keeps: when it ends. */
interface Expiring {
  /** epoch milliseconds */
  expiresAt: number;
}

/**
 * Ids that carry their session's whole state, sealed with AES-GCM under the provider's secret, so
 * that no server keeps anything and any instance can serve the next call (the built-in provider's
 * fun sessions, decision 0187). An id is `prefix` and the sealed JSON of the state; one that does
 * not open, does not parse, or has expired answers sessionExpired. A replayed older id opens, so
 * the state must be worth nothing (a demo balance).
 */
export function sealedState<State extends Expiring>(options: {
  secret: string;
  /** the key's purpose: ids of one kind of session never open as another */
  purpose: string;
  prefix: string;
  schema: z.ZodType<State>;
  now: () => number;
}) {
  const { secret, purpose, prefix, schema, now } = options;
  return {
    prefix,
    /** Whether an id is one of these sessions' (it may still not open). */
    owns: (id: string) => id.startsWith(prefix),
    idOf: (state: State) => `${prefix}${seal(secret, purpose, JSON.stringify(state))}`,
    /** The state an id carries, while it lasts; sessionExpired otherwise. */
    stateOf(id: string): State {
      let state: State;
      try {
        state = schema.parse(JSON.parse(unseal(secret, purpose, id.slice(prefix.length))));
      } catch {
        fail('sessionExpired');
      }
      if (!id.startsWith(prefix) || state.expiresAt <= now()) fail('sessionExpired');
      return state;
    },
  };
}
