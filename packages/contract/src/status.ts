import type { Failure } from './envelope.js';

/** statusCode 1 is success; every other code is a failure with a message key (DESIGN.md §2). */
export const SUCCESS = 1;

/**
 * Every failure message the server sends, with its statusCode. The key doubles as the i18n key
 * in the errors group, so it is letters only (the client's error dialog relies on that).
 */
export const FAILURES = {
  invalidJson: 400,
  validationFailed: 422,
  payloadTooLarge: 413,
  routeNotFound: 404,
  siteNotFound: 404,
  siteMismatch: 404,
  siteInactive: 410,
  invalidCredentials: 401,
  accountExists: 409,
  accountNotVerified: 403,
  accountBlocked: 403,
  accountClosed: 403,
  accountNotFound: 404,
  invalidTac: 401,
  tacExpired: 410,
  tacLocked: 423,
  sessionExpired: 401,
  BLOCK: 403,
  CLOSE: 403,
  permissionDenied: 403,
  tooManyRequests: 429,
  insufficientBalance: 402,
  insufficientTokens: 402,
  gameNotFound: 404,
  providerUnavailable: 503,
  favouritesFull: 409,
  invalidDateRange: 422,
  nothingToClaim: 409,
  inboxNotFound: 404,
  alreadyClaimed: 409,
  inboxExpired: 410,
  amountBelowMinimum: 422,
  amountAboveMaximum: 422,
  depositLimitExceeded: 422,
  bankAccountNotFound: 404,
  bankAccountExists: 409,
  bankAccountLimit: 409,
  bankAccountInUse: 409,
  requestNotFound: 404,
  requestNotPending: 409,
  promotionNotFound: 404,
  promotionNotClaimable: 409,
  bonusAlreadyActive: 409,
  bonusWageringOpen: 409,
  noActiveBonus: 409,
  missionNotFound: 404,
  missionNotComplete: 409,
  newsNotFound: 404,
  selfExcluded: 403,
  timedOut: 403,
  internalServerError: 500,
  serviceUnavailable: 503,
  /** too many password checks queued right now; retry_after says when to try again */
  serverBusy: 503,
} as const;
export type FailureKey = keyof typeof FAILURES;
export const FAILURE_KEYS = Object.keys(FAILURES) as [FailureKey, ...FailureKey[]];

/** Messages that end the player's session in the client (spec section 8). */
export const SESSION_ENDING_MESSAGES = ['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied'] as const;

/** Client-side envelopes of the error catalogue, for calls that never reached the server. */
export const CLIENT_FAILURES = {
  internalServerError: -500,
  serviceUnavailable: -503,
  disconnect: 0,
} as const;

export function failure(key: FailureKey, extra: Omit<Failure, 'statusCode' | 'message'> = {}): Failure {
  return { statusCode: FAILURES[key], message: key, ...extra };
}

export function isSuccess(result: { statusCode?: unknown; message?: unknown }): boolean {
  return result.statusCode === SUCCESS || result.message === 'OK';
}
