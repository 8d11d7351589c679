import type { Failure } from '@wl/contract';

/**
 * Answers that mean the member is no longer signed in: no session (permissionDenied, the 401 of a
 * call without one) or one that ended (sessionExpired). The app goes back to sign-in. A member
 * whose role lacks a permission gets `forbidden` instead, which a screen shows in place.
 */
const SESSION_ENDINGS: readonly string[] = ['sessionExpired', 'permissionDenied'];

export function endsSession(failure: Failure): boolean {
  return SESSION_ENDINGS.includes(failure.message);
}

let onSessionEnded: (failure: Failure) => void = () => {};

/** The app layer says what a session ending does (forget the member, show sign-in); shared code knows no screen. */
export function setSessionEndedHandler(handler: (failure: Failure) => void): void {
  onSessionEnded = handler;
}

export function reportSessionEnded(failure: Failure): void {
  onSessionEnded(failure);
}
