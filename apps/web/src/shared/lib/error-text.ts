import { CLIENT_FAILURES, isPlayerFailureKey, type PlayerFailureKey } from '@wl/contract/lite';

/**
 * A failure message with a text in the errors group: the server's catalogue (but the failures only
 * staff get) and the client's own envelopes.
 */
type FailureMessage = PlayerFailureKey | keyof typeof CLIENT_FAILURES;

/** The keys the error text is taken from; a catalogue message without an English text fails the type check. */
export type ErrorTextKey = `errors:${FailureMessage | 'unknownError'}`;

function isFailureMessage(message: unknown): message is FailureMessage {
  return isPlayerFailureKey(message) || (typeof message === 'string' && Object.hasOwn(CLIENT_FAILURES, message));
}

/**
 * The error dialog's text (spec-coverage S8.4): the translated message when it is one of the failure
 * catalogue's keys (letters only), else the raw message, else the translated unknownError.
 */
export function errorText(message: unknown, translate: (key: ErrorTextKey) => string): string {
  if (isFailureMessage(message)) return translate(`errors:${message}`);
  if (typeof message === 'string' && message.trim()) return message;
  return translate('errors:unknownError');
}
