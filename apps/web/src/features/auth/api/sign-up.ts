import { call } from '@/shared/api/client';
import { formOutcome, type Outcome } from '@/shared/forms/form-outcome';
import { siteRef } from '@/shared/session/site-ref';
import { signupAttribution } from '../lib/signup-attribution';
import type { SignupData, SignupField } from '../lib/signup-rules';
import { type TacSent, tacSent } from '../lib/tac';

export interface SignupStarted {
  /** as the server keeps it (lower case) */
  accountId: string;
  sent: TacSent;
}

/**
 * Registration (signup), with the fields as signupRules checked them: the account is created
 * pending and a TAC goes to the phone. A taken account id is shown on its field, a number that
 * already has an account (phoneInUse) or is not a mobile on the phone's.
 */
export async function signUp(data: SignupData, search: string): Promise<Outcome<SignupStarted, SignupField>> {
  const outcome = await formOutcome(call('signup', { ...siteRef(), ...data, ...signupAttribution(search) }), {
    fields: ['account_id', 'password', 'contact_phone', 'contact_email', 'referrer_code', 'age_confirmed', 'terms_accepted'],
    inline: { accountExists: 'account_id' },
  });
  if (outcome.status !== 'ok') return outcome;
  return { status: 'ok', value: { accountId: data.account_id, sent: tacSent(outcome.value) } };
}
