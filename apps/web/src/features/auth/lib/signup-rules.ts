import { fields, signupRequest } from '@wl/contract';
import type { Resolver } from 'react-hook-form';
import { contractResolver } from '@/shared/forms/contract-form';
import { checkSitePhone } from './site-phone';

/**
 * The signup fields the player fills in, with the contract's rules (the same schema the server
 * runs): five typed, and two boxes ticked, the site's minimum age and its terms.
 */
export const signupFields = signupRequest.pick({
  account_id: true,
  password: true,
  contact_phone: true,
  contact_email: true,
  referrer_code: true,
  age_confirmed: true,
  terms_accepted: true,
});

type SignupBox = 'age_confirmed' | 'terms_accepted';
export type SignupField = keyof typeof signupFields.shape;
export type SignupValues = Record<Exclude<SignupField, SignupBox>, string> & Record<SignupBox, boolean>;
export type SignupData = ReturnType<typeof signupFields.parse>;

/**
 * The browser's check of a registration: the contract's rules, then the password's context rules
 * and the server's phone rule for the site's country. The common-password list, the mobile-only
 * rule and the one-account-per-number rule stay on the server; their answers arrive as field errors
 * of the same shape.
 */
export function signupRules(country: string | undefined): Resolver<SignupValues, unknown, SignupData> {
  return contractResolver<SignupValues, SignupData>(signupFields, async (values, refused) => {
    const weakness = refused.password ? undefined : fields.passwordWeakness(values.password, values.account_id);
    return { ...(weakness ? { password: weakness } : {}), ...(await checkSitePhone(values, refused, country)) };
  });
}
