import { call } from '@/shared/api/client';
import { formOutcome, type Outcome } from '@/shared/forms/form-outcome';
import { siteRef } from '@/shared/session/site-ref';
import { signupAttribution } from '../lib/signup-attribution';
import { checkSignup, type SignupConsent, type SignupField, type SignupValues } from '../lib/signup-rules';
import { type TacSent, tacSent } from '../lib/tac';

export interface SignupStarted {
  /** as the server keeps it (lower case) */
  accountId: string;
  sent: TacSent;
}

/**
 * Registration (signup): the browser checks the fields with the server's rules, then the account is
 * created pending and a TAC goes to the phone. A taken account id is shown on its field, a number
 * that already has an account (phoneInUse) or is not a mobile on the phone's.
 */
export async function signUp(
  values: SignupValues,
  consent: SignupConsent,
  { country, search }: { country: string | undefined; search: string },
): Promise<Outcome<SignupStarted, SignupField>> {
  const checked = await checkSignup(values, consent, country);
  if (!checked.ok) return { status: 'invalid', errors: checked.errors };
  const outcome = await formOutcome(call('signup', { ...siteRef(), ...checked.data, ...signupAttribution(search) }), {
    fields: ['account_id', 'password', 'contact_phone', 'contact_email', 'referrer_code', 'age_confirmed', 'terms_accepted'],
    inline: { accountExists: 'account_id' },
  });
  if (outcome.status !== 'ok') return outcome;
  return { status: 'ok', value: { accountId: checked.data.account_id, sent: tacSent(outcome.value) } };
}
