import { loginRequest } from '@wl/contract';
import { call } from '@/shared/api/client';
import { formOutcome, type Outcome } from '@/shared/forms/form-outcome';
import { siteRef } from '@/shared/session/site-ref';
import { LOGIN_FAILURES_INLINE, LOGIN_REFUSALS } from '../lib/login-refusal';
import { startSession } from '../lib/start-session';

/** The fields the player types, with the contract's rules (fields.loginAccountId, fields.loginPassword). */
export const loginFields = loginRequest.pick({ account_id: true, password: true });

export type LoginField = keyof typeof loginFields.shape;
export type LoginCredentials = Record<LoginField, string>;

/**
 * Login by password (spec-coverage S4.1), with credentials the form has checked with loginFields. The
 * server's field errors and the answers about the account or password come back for the form to
 * show on their field (decision 0167); a failure that concerns no field opens the error dialog and
 * resolves only once it is closed, so the form stays busy until then (S8.9). A time-out or
 * self-exclusion comes back for the form to say until when, an account never verified for the
 * form to offer its code step. Success authenticates and
 * loads balance, VIP and favourites before resolving.
 */
export async function logIn(credentials: LoginCredentials): Promise<Outcome<void, LoginField>> {
  const outcome = await formOutcome(call('login', { ...siteRef(), ...credentials }), {
    fields: ['account_id', 'password'],
    inline: LOGIN_FAILURES_INLINE,
    refusals: LOGIN_REFUSALS,
  });
  return outcome.status === 'ok' ? startSession(outcome.value) : outcome;
}
