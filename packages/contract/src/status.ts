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
  /** signed in, but the role does not hold the call's permission */
  forbidden: refused(403),
  tooManyRequests: refused(429),
  insufficientBalance: answered(402),
  insufficientTokens: answered(402),
  gameNotFound: answered(404),
  roundNotFound: answered(404),
  providerUnavailable: answered(503),
  favouritesFull: answered(409),
  providerNotFound: answered(404),
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
  receivingAccountNotFound: answered(404),
  receivingAccountLimit: answered(409),
  bankNameExists: answered(409),
  requestNotFound: answered(404),
  requestNotPending: answered(409),
  promotionNotFound: answered(404),
  promotionNotClaimable: answered(409),
  promotionNotEligible: answered(409),
  promotionEnded: answered(409),
  referralPromotionExists: answered(409),
  bonusAlreadyActive: answered(409),
  bonusWageringOpen: answered(409),
  noActiveBonus: answered(409),
  missionNotFound: answered(404),
  missionNotComplete: answered(409),
  missionEnded: answered(409),
  newsNotFound: answered(404),
  selfExcluded: answered(403),
  staffLocked: answered(423),
  totpInvalid: answered(401),
  passwordChangeRequired: answered(403),
  sessionNotFound: answered(404),
  staffNotFound: answered(404),
  usernameTaken: answered(409),
  roleNotAssignable: answered(403),
  lastOwner: answered(409),
  apiKeyNotFound: answered(404),
  operatorNotFound: answered(404),
  operatorNameTaken: answered(409),
  approvalNotFound: answered(404),
  approvalOwnProposal: answered(403),
  approvalDecided: answered(409),
  /** above the four-eyes threshold, and the caller (an API key) cannot stand for a person who proposes it */
  approvalRequired: answered(403),
  /** only a blocked player's block can be lifted */
  playerNotBlocked: answered(409),
  bootstrapDone: answered(409),
  /** a broadcast's segment has no player */
  segmentEmpty: answered(409),
  /** the domain is not one of the site's */
  domainNotFound: answered(404),
  /** a site keeps at least one domain */
  lastDomain: answered(409),
  timedOut: answered(403),
  internalServerError: refused(500),
  serviceUnavailable: refused(503),
  /** too many password checks queued right now; retry_after says when to try again */
  serverBusy: refused(503),
} as const;
export type FailureKey = keyof typeof FAILURES;

/**
 * Failures only the back office and the operator API answer: the player's app never receives them,
 * so it keeps no text for them (call-failures.test.ts checks no player call can answer one).
 */
export const STAFF_ONLY_FAILURES = [
  'forbidden',
  'receivingAccountNotFound',
  'receivingAccountLimit',
  'bankNameExists',
  'staffLocked',
  'totpInvalid',
  'passwordChangeRequired',
  'sessionNotFound',
  'staffNotFound',
  'usernameTaken',
  'roleNotAssignable',
  'lastOwner',
  'apiKeyNotFound',
  'operatorNotFound',
  'operatorNameTaken',
  'approvalNotFound',
  'approvalOwnProposal',
  'approvalDecided',
  'approvalRequired',
  'playerNotBlocked',
  'bootstrapDone',
  'providerNotFound',
  'domainNotFound',
  'lastDomain',
  'segmentEmpty',
] as const satisfies readonly FailureKey[];
export type PlayerFailureKey = Exclude<FailureKey, (typeof STAFF_ONLY_FAILURES)[number]>;

export function isPlayerFailureKey(message: unknown): message is PlayerFailureKey {
  return (
    typeof message === 'string' &&
    Object.hasOwn(FAILURES, message) &&
    !(STAFF_ONLY_FAILURES as readonly string[]).includes(message)
  );
}

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
