import type { FailureKey, FieldError } from '@wl/contract';

export interface FailureExtra {
  retry_after?: number;
  errors?: FieldError[];
  until?: string;
}

/**
 * A failure the call's code decided. The error handler sends { statusCode, message } with the HTTP
 * status of the key's row in the contract's FAILURES table: 200 for a business refusal
 * (insufficientBalance), the statusCode itself for a request the server would not take
 * (validationFailed 422, tooManyRequests 429, serviceUnavailable 503).
 */
export class AppFailure extends Error {
  constructor(
    readonly key: FailureKey,
    readonly extra: FailureExtra = {},
  ) {
    super(key);
  }
}

export function fail(key: FailureKey, extra?: FailureExtra): never {
  throw new AppFailure(key, extra);
}

/** A field the schema accepted but a server-side rule refused (common password, phone of another country). */
export function failField(field: string, key: string): never {
  throw new AppFailure('validationFailed', { errors: [{ field, key }] });
}
