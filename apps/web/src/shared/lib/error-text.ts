/**
 * The error dialog's text (spec section 8): the translated message when it is letters only,
 * else the raw message, else the translated unknownError.
 */
export function errorText(message: unknown, translate: (key: string) => string): string {
  if (typeof message === 'string' && /^[A-Za-z]+$/.test(message)) return translate(`errors:${message}`);
  if (typeof message === 'string' && message.trim()) return message;
  return translate('errors:unknownError');
}
