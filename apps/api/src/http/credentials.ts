/**
 * The one definition of a name that says its value is a credential: a password, secret, token,
 * signature, key or session, or an auth value (the player's session token travels as `auth`). What
 * the request log redacts in URLs and the audit log in the bodies it keeps both follow it.
 */
export const CREDENTIAL_NAME = /password|secret|token|signature|session|(?:^|_)auth(?:$|_|orization)|key$/i;

export const REDACTED = '[redacted]';

export function namesCredential(name: string): boolean {
  return CREDENTIAL_NAME.test(name);
}

/**
 * A body as the audit log keeps it: the value of every credential field redacted. Numbers, booleans
 * and nulls stay (a session id, a count of tokens, a flag: none of them is a secret).
 */
export function withoutCredentials(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      namesCredential(name) && value !== null && typeof value !== 'number' && typeof value !== 'boolean' ? REDACTED : value,
    ]),
  );
}
