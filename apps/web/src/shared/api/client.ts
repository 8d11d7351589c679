import {
  CALL_ROUTES,
  type CallName,
  type CallRequest,
  type CallResponse,
  type CallSchemas,
  CLIENT_FAILURES,
  type Failure,
  GET_RETRY_STATUSES,
  isSuccess,
  SESSION_ENDING_MESSAGES,
} from '@wl/contract/lite';
import { withChunkReload } from '@/shared/lib/chunk-reload';
import { playerAuth } from '@/shared/session/user-store';

/**
 * Why a call did not succeed: the contract's failure envelope, from the server or made here for a
 * call that never got an answer (spec-coverage S8.3), which also says what went wrong in statusMessage
 * and statusDetail.
 */
export type ApiFailure = Failure & { statusMessage?: string; statusDetail?: string };

/** A call that did not succeed, as call() throws it: the failure is the caller's to show, or already shown. */
export class ApiCallError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiCallError';
    this.failure = failure;
  }
}

/** The failure of a call that threw one (a query's or mutation's error), else undefined. */
export function failureOf(error: unknown): ApiFailure | undefined {
  return error instanceof ApiCallError ? error.failure : undefined;
}

type ApiResult<N extends CallName> = CallResponse<N> | ApiFailure;

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

function isSessionEnding(failure: { message?: unknown }): boolean {
  return (SESSION_ENDING_MESSAGES as readonly unknown[]).includes(failure.message);
}

/**
 * The error catalogue (spec-coverage S8.4) for a finished call: success and empty statuses pass, session
 * endings log out, serviceUnavailable is only logged, anything else opens the error dialog
 * (the returned promise settles when the dialog closes).
 */
async function handleFailure(failure: ApiFailure): Promise<void> {
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

/**
 * Shows a failure that call() left to its caller by the error catalogue (spec-coverage S8.4): the error
 * dialog (settling once it is closed), or only a warning for serviceUnavailable. A session that
 * ended has already logged out in call(), so it is not handled twice.
 */
export function showFailure(failure: ApiFailure): Promise<void> {
  return isSessionEnding(failure) ? Promise.resolve() : handleFailure(failure);
}

type PlayerAuth = ReturnType<typeof playerAuth>;

/**
 * What a call is sent with. A player call gets the session's auth and account_id added, unless it
 * brings its own (logout sends the ones it had before the session was cleared).
 */
export type CallBody<N extends CallName> = (typeof CALL_ROUTES)[N]['access'] extends 'player'
  ? Omit<CallRequest<N>, keyof PlayerAuth> & Partial<PlayerAuth>
  : CallRequest<N>;

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * true: the catalogue shows any failure (the error dialog) before the call rejects, once the
   * dialog is closed. Otherwise the caller shows it in place (an error state, a field error, a
   * message beside the button), and only a session that ended is handled here: it logs out.
   */
  showFailure?: boolean;
}

let callSchemas: Promise<CallSchemas> | undefined;

/**
 * The schemas of the contract's calls. They (and zod) are a chunk of their own, fetched with the
 * first call rather than with the page, so they load while that call is on its way.
 */
export function loadCallSchemas(): Promise<CallSchemas> {
  if (!callSchemas) {
    const loading = withChunkReload(() => import('@wl/contract/call-schemas'))().then((module) => module.CALL_SCHEMAS);
    // A later call tries again rather than failing for good after one lost download.
    loading.catch(() => {
      if (callSchemas === loading) callSchemas = undefined;
    });
    callSchemas = loading;
  }
  return callSchemas;
}

async function responseSchemaOf<N extends CallName>(name: N): Promise<CallSchemas[N]['response']> {
  return (await loadCallSchemas())[name].response;
}

/** POSTs one call of the contract and parses the answer with its schema; any failure comes back as the call's envelope. */
async function post<N extends CallName>(name: N, body: CallRequest<N>, signal: AbortSignal | undefined): Promise<ApiResult<N>> {
  const { path } = CALL_ROUTES[name];
  try {
    const [response, schema] = await Promise.all([
      fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
        signal,
      }),
      responseSchemaOf(name),
    ]);
    const data = (await response.json()) as ApiFailure;
    if (!isSuccess(data)) return data;
    const parsed = schema.safeParse(data);
    return parsed.success ? (parsed.data as CallResponse<N>) : networkFailure(name, new Error(`unexpected answer from ${path}`));
  } catch (error) {
    if (signal?.aborted) throw error;
    return networkFailure(name, error);
  }
}

function isAnswer<N extends CallName>(result: ApiResult<N>): result is CallResponse<N> {
  return isSuccess(result);
}

/**
 * Makes one call of the contract: every request of the app goes through here. Resolves to the
 * call's success answer (checked with its schema); a failure is thrown as an ApiCallError, after
 * the handling `options.showFailure` asks for (a session that ended always logs out).
 */
export async function call<N extends CallName>(name: N, body: CallBody<N>, options: CallOptions = {}): Promise<CallResponse<N>> {
  const request = (CALL_ROUTES[name].access === 'player' ? { ...playerAuth(), ...body } : body) as CallRequest<N>;
  const result = await post(name, request, options.signal);
  if (isAnswer(result)) return result;
  const failure = result as ApiFailure;
  if (options.showFailure || isSessionEnding(failure)) await handleFailure(failure);
  throw new ApiCallError(failure);
}

/** GET for static files, retried once on the statuses of spec-coverage S7.25 (GET_RETRY_STATUSES). */
export async function getJson<T>(url: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) return (await response.json()) as T;
    if (attempt >= 1 || !(GET_RETRY_STATUSES as readonly number[]).includes(response.status)) {
      throw new Error(`GET ${url} answered ${response.status}`);
    }
  }
}
