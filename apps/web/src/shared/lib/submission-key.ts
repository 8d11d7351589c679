import { useMemo, useRef } from 'react';

/** 128 random bits as 32 hex digits. getRandomValues works where randomUUID does not (pages served over plain HTTP). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface SubmissionKey {
  /** the key of a submission of these values: new for new values, the same while the same values are sent again */
  keyFor(values: object): string;
  /** the submission went through: the next one is a new request */
  settled(): void;
}

/**
 * The idempotency key of a cashier form. A retry of the same values after a failure (a lost
 * answer, a network error) sends the same key, so a request the server already took is answered
 * again rather than made twice; changed values are a new request with a new key.
 */
export function useSubmissionKey(): SubmissionKey {
  const last = useRef<{ values: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(values) {
        const serialised = JSON.stringify(values);
        if (last.current?.values !== serialised) last.current = { values: serialised, key: newIdempotencyKey() };
        return last.current.key;
      },
      settled() {
        last.current = null;
      },
    }),
    [],
  );
}
