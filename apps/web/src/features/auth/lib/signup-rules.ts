import { signupRequest } from '@wl/contract';
import { checkFields, type FieldErrors } from './form-outcome';
import { isPhoneOfCountry } from './site-phone';

/** The signup fields the player types, with the contract's rules (the same schema the server runs). */
export const signupFields = signupRequest.pick({
  account_id: true,
  password: true,
  contact_phone: true,
  contact_email: true,
  referrer_code: true,
});

export type SignupField = keyof typeof signupFields.shape;
export type SignupValues = Record<SignupField, string>;

/**
 * The browser's check of a registration: the contract's rules, then the server's phone rule for
 * the site's country. The common-password list stays on the server (about 49,000 entries); its
 * answer arrives as a field error of the same shape.
 */
export async function checkSignup(
  values: SignupValues,
  country: string | undefined,
): Promise<{ ok: true; data: ReturnType<typeof signupFields.parse> } | { ok: false; errors: FieldErrors<SignupField> }> {
  const checked = checkFields(signupFields, values);
  const errors: FieldErrors<SignupField> = checked.ok ? {} : { ...checked.errors };
  if (!errors.contact_phone && !(await isPhoneOfCountry(values.contact_phone, country))) errors.contact_phone = 'invalidPhone';
  return checked.ok && Object.keys(errors).length === 0 ? checked : { ok: false, errors };
}
