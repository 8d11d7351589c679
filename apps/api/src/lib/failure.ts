import type { FailureKey, FieldError } from '@wl/contract';

export interface FailureExtra {
  retry_after?: number;
  errors?: FieldError[];
  until?: string;
}

/** A business failure: the call answers HTTP 200 with { statusCode, message } from the contract. */
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
