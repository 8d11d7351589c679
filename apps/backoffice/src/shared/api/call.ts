import { type Failure, failureSchema, operator, SUCCESS } from '@wl/contract';
import { endsSession, reportSessionEnded } from './session-endings';

export type CallName = operator.OperatorCallName;
export type CallRequest<N extends CallName> = operator.OperatorRequest<N>;
export type CallResponse<N extends CallName> = operator.OperatorResponse<N>;

/** A call that did not succeed: the contract's failure envelope, from the server or made here when none came. */
export class CallError extends Error {
  readonly failure: Failure;

  constructor(failure: Failure) {
    super(failure.message);
    this.name = 'CallError';
    this.failure = failure;
  }
}

/** The failure of a query's or mutation's error: the call's, or an unknown error for anything else thrown. */
export function failureOf(error: unknown): Failure {
  return error instanceof CallError ? error.failure : { statusCode: -500, message: 'unknownError' };
}

function noAnswer(status: number): Failure {
  if (status === 0) return { statusCode: 0, message: 'disconnect' };
  return { statusCode: status >= 500 ? status : -500, message: status === 503 ? 'serviceUnavailable' : 'internalServerError' };
}

/**
 * POSTs one back-office or operator call of the contract. The staff session travels in its
 * HttpOnly cookie, so the body is only the call's own fields. A success is parsed with the call's
 * response schema; anything else rejects with a CallError carrying the failure envelope (made here
 * when the network or the server gave none). A session that ended is reported to the app first.
 */
export async function call<N extends CallName>(name: N, body: CallRequest<N>, signal?: AbortSignal): Promise<CallResponse<N>> {
  const definition = operator.operatorCalls[name];
  let response: Response;
  try {
    response = await fetch(definition.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new CallError(noAnswer(0));
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (typeof answer === 'object' && answer !== null && 'statusCode' in answer && answer.statusCode === SUCCESS) {
    return definition.response.parse(answer) as CallResponse<N>;
  }
  const envelope = failureSchema.safeParse(answer);
  const failure = envelope.success ? envelope.data : noAnswer(response.status);
  if (endsSession(failure)) reportSessionEnded(failure);
  throw new CallError(failure);
}
