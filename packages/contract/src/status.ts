import type { Failure } from './envelope.js';

/** statusCode 1 is success; any other is a failure with a message key (docs/decisions/0001-status-codes-and-message-keys.md). */
export const SUCCESS = 1;

/** A failure the call's own code decided: the request was taken, so HTTP 200, and the body says why. */
function answered<const Code extends number>(statusCode: Code) {
  return { statusCode, httpStatus: 200 } as const;
}

/**
 * A request the server could not take (malformed or invalid body, too large, too many, no
 * credentials, no such route, a fault or too busy): sent with the body's statusCode as its HTTP status.
 */
function refused<const Code extends number>(statusCode: Code) {
  return { statusCode, httpStatus: statusCode } as const;
}

/**
 * Every failure message the server sends, with the statusCode of its body and the HTTP status it
 * is sent with, both from one row. The key doubles as the i18n key in the errors group, so it is
 * letters only (the client's error dialog relies on that).
 */
export const FAILURES = {
  invalidJson: refused(400),
  validationFailed: refused(422),
  payloadTooLarge: refused(413),
  routeNotFound: refused(404),
  siteNotFound: answered(404),
  siteMismatch: answered(404),
  siteInactive: answered(410),
  invalidCredentials: answered(401),
  accountExists: answered(409),
  accountNotVerified: answered(403),
  accountBlocked: answered(403),
  accountClosed: answered(403),
  accountNotFound: answered(404),
  invalidTac: answered(401),
  tacExpired: answered(410),
  tacLocked: answered(423),
  sessionExpired: answered(401),
  BLOCK: answered(403),
  CLOSE: answered(403),
  permissionDenied: refused(401),
  tooManyRequests: refused(429),
  insufficientBalance: answered(402),
  insufficientTokens: answered(402),
  gameNotFound: answered(404),
  providerUnavailable: answered(503),
  favouritesFull: answered(409),
  invalidDateRange: answered(422),
  nothingToClaim: answered(409),
  inboxNotFound: answered(404),
  alreadyClaimed: answered(409),
  inboxExpired: answered(410),
  amountBelowMinimum: answered(422),
  amountAboveMaximum: answered(422),
  depositLimitExceeded: answered(422),
  bankAccountNotFound: answered(404),
  bankAccountExists: answered(409),
  bankAccountLimit: answered(409),
  bankAccountInUse: answered(409),
  requestNotFound: answered(404),
  requestNotPending: answered(409),
  promotionNotFound: answered(404),
  promotionNotClaimable: answered(409),
  bonusAlreadyActive: answered(409),
  bonusWageringOpen: answered(409),
  noActiveBonus: answered(409),
  missionNotFound: answered(404),
  missionNotComplete: answered(409),
  newsNotFound: answered(404),
  selfExcluded: answered(403),
  timedOut: answered(403),
  internalServerError: refused(500),
  serviceUnavailable: refused(503),
  /** too many password checks queued right now; retry_after says when to try again */
  serverBusy: refused(503),
} as const;
export type FailureKey = keyof typeof FAILURES;

/** Messages that end the player's session in the client (spec-coverage S8.4). */
export const SESSION_ENDING_MESSAGES = ['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied'] as const;

/** Client-side envelopes of the error catalogue, for calls that never reached the server. */
export const CLIENT_FAILURES = {
  internalServerError: -500,
  serviceUnavailable: -503,
  disconnect: 0,
} as const;

export function failure(key: FailureKey, extra: Omit<Failure, 'statusCode' | 'message'> = {}): Failure {
  return { statusCode: FAILURES[key].statusCode, message: key, ...extra };
}

export function isSuccess(result: { statusCode?: unknown; message?: unknown }): boolean {
  return result.statusCode === SUCCESS || result.message === 'OK';
}
