import {
  CALL_ROUTES,
  type CallName,
  type CallRequest,
  type CallResponse,
  type Calls,
  CLIENT_FAILURES,
  GET_RETRY_STATUSES,
  isSuccess,
  SESSION_ENDING_MESSAGES,
} from '@wl/contract/lite';
import { withChunkReload } from '@/shared/lib/chunk-reload';

/** What a call resolves to when it did not succeed: the server's envelope or the client's own (spec section 8). */
export interface ApiFailure {
  statusCode: number;
  message: string;
  statusMessage?: string;
  statusDetail?: string;
  errors?: { field: string; key: string }[];
  retry_after?: number;
  /** selfExcluded and timedOut: when login opens again (absent for a permanent self-exclusion) */
  until?: string;
}

/**
 * A call that answered with a failure, thrown where a query or mutation wants it as an error:
 * the screen shows its own error state instead of the dialog.
 */
export class ApiCallError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiCallError';
    this.failure = failure;
  }
}

export type ApiResult<N extends CallName> = CallResponse<N> | ApiFailure;

export function succeeded<N extends CallName>(result: ApiResult<N>): result is CallResponse<N> {
  return isSuccess(result);
}

/** How the app reacts to failures; wired by the app layer so shared code needs no feature. */
export interface FailureHandlers {
  sessionEnded(message: string): void;
  showError(failure: ApiFailure): Promise<void>;
}

let handlers: FailureHandlers = {
  sessionEnded: () => {},
  showError: async () => {},
};

export function setFailureHandlers(next: FailureHandlers): void {
  handlers = next;
}

function networkFailure(name: CallName, error: unknown): ApiFailure {
  const kind = CALL_ROUTES[name].onNetworkFailure;
  if (kind === 'internalServerError') {
    return {
      statusCode: CLIENT_FAILURES.internalServerError,
      message: 'internalServerError',
      statusMessage: 'internalServerError',
      statusDetail: error instanceof Error ? error.message : String(error),
    };
  }
  if (kind === 'serviceUnavailable') return { statusCode: CLIENT_FAILURES.serviceUnavailable, message: 'serviceUnavailable' };
  return { statusCode: CLIENT_FAILURES.disconnect, message: 'disconnect' };
}

export function isSessionEnding(failure: { message?: unknown }): boolean {
  return (SESSION_ENDING_MESSAGES as readonly unknown[]).includes(failure.message);
}

/**
 * The catalogue of spec section 8 for a finished call: success and empty statuses pass, session
 * endings log out, serviceUnavailable is only logged, anything else opens the error dialog
 * (the returned promise settles when the dialog closes).
 */
export async function handleFailure(failure: ApiFailure): Promise<void> {
  const status: unknown = failure.statusCode;
  if (status === undefined || status === null || status === '' || isSuccess(failure)) return;
  if (isSessionEnding(failure)) {
    handlers.sessionEnded(failure.message);
    return;
  }
  if (failure.message === 'serviceUnavailable') {
    console.warn('serviceUnavailable', failure);
    return;
  }
  await handlers.showError(failure);
}

export interface CallOptions {
  /** leave failures to the caller (forms show field errors themselves) */
  silent?: boolean;
  signal?: AbortSignal;
}

let callSchemas: Promise<Calls> | undefined;

/**
 * The contract's calls with their schemas. They (and zod) are a chunk of their own, fetched with
 * the first call rather than with the page, so they load while that call is on its way.
 */
export function loadCallSchemas(): Promise<Calls> {
  if (!callSchemas) {
    const loading = withChunkReload(() => import('@wl/contract/calls'))().then((module) => module.calls);
    // A later call tries again rather than failing for good after one lost download.
    loading.catch(() => {
      if (callSchemas === loading) callSchemas = undefined;
    });
    callSchemas = loading;
  }
  return callSchemas;
}

async function responseSchemaOf<N extends CallName>(name: N): Promise<Calls[N]['response']> {
  return (await loadCallSchemas())[name].response;
}

/** POSTs one call of the contract and parses the answer with its schema. */
export async function callApi<N extends CallName>(
  name: N,
  body: CallRequest<N>,
  options: CallOptions = {},
): Promise<ApiResult<N>> {
  const { path } = CALL_ROUTES[name];
  let result: ApiResult<N>;
  try {
    const [response, schema] = await Promise.all([
      fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
        signal: options.signal,
      }),
      responseSchemaOf(name),
    ]);
    const data = (await response.json()) as ApiFailure;
    if (isSuccess(data)) {
      const parsed = schema.safeParse(data);
      result = parsed.success
        ? (parsed.data as CallResponse<N>)
        : { ...networkFailure(name, new Error(`unexpected answer from ${path}`)) };
    } else {
      result = data;
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    result = networkFailure(name, error);
  }
  if (!options.silent && !isSuccess(result)) await handleFailure(result as ApiFailure);
  return result;
}

/** GET for static files, retried once on the statuses of spec section 7. */
export async function getJson<T>(url: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) return (await response.json()) as T;
    if (attempt >= 1 || !(GET_RETRY_STATUSES as readonly number[]).includes(response.status)) {
      throw new Error(`GET ${url} answered ${response.status}`);
    }
  }
}
