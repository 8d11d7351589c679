import { describe, expect, it } from 'vitest';
import { callFailures } from './call-failures.js';
import { calls } from './calls/index.js';
import { isPlayerFailureKey, STAFF_ONLY_FAILURES } from './status.js';

describe('failures only staff get', () => {
  it('are never among what a call of the player app can answer', () => {
    const reachable = Object.entries(calls).flatMap(([name, definition]) =>
      callFailures(definition)
        .filter((key) => !isPlayerFailureKey(key))
        .map((key) => `${name}: ${key}`),
    );
    expect(reachable).toEqual([]);
  });

  it('are told apart from the player failures', () => {
    expect(isPlayerFailureKey('invalidCredentials')).toBe(true);
    for (const key of STAFF_ONLY_FAILURES) expect(isPlayerFailureKey(key)).toBe(false);
    expect(isPlayerFailureKey('noSuchKey')).toBe(false);
  });
});
