import { describe, expect, it } from 'vitest';
import { REDACTED, withoutCredentials } from './credentials.js';
import { redactUrl } from './request-log.js';

/** Names a caller may send, and whether each carries a credential. */
const NAMES: Record<string, boolean> = {
  password: true,
  new_password: true,
  secret: true,
  token: true,
  launch_token: true,
  signature: true,
  session_id: true,
  auth: true,
  Auth: true,
  authorization: true,
  key: true,
  api_key: true,
  idempotency_key: true,
  author: false,
  meta_author: false,
  reason: false,
  keys: false,
  game: false,
};

describe('credential names', () => {
  it('are redacted alike in a URL for the request log and in a body for the audit log', () => {
    const query = new URLSearchParams(Object.keys(NAMES).map((name): [string, string] => [name, 'value-1']));
    const logged = new URLSearchParams(redactUrl(`/provider/play?${query}`).split('?')[1]);
    const audited = withoutCredentials(Object.fromEntries(Object.keys(NAMES).map((name) => [name, 'value-1'])));
    for (const [name, credential] of Object.entries(NAMES)) {
      expect([name, logged.get(name)]).toEqual([name, credential ? 'redacted' : 'value-1']);
      expect([name, audited[name]]).toEqual([name, credential ? REDACTED : 'value-1']);
    }
  });

  it('keep numbers, booleans and nulls in a body: an id, a count or a flag is no secret', () => {
    expect(withoutCredentials({ session_id: 12, tokens: 5, password_must_change: true, api_key: null })).toEqual({
      session_id: 12,
      tokens: 5,
      password_must_change: true,
      api_key: null,
    });
  });
});
