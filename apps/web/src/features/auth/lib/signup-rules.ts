import { fields, signupRequest } from '@wl/contract';
import { checkFields, type FieldErrors } from '@/shared/forms/form-outcome';
import { isPhoneOfCountry } from './site-phone';

/** The signup fields the player types, with the contract's rules (the same schema the server runs). */
export const signupFields = signupRequest.pick({
  account_id: true,
  password: true,
  contact_phone: true,
  contact_email: true,
  referrer_code: true,
});

/** The two boxes the player ticks: the site's minimum age and its terms. */
const signupConsent = signupRequest.pick({ age_confirmed: true, terms_accepted: true });

export type SignupConsent = Record<keyof typeof signupConsent.shape, boolean>;
export type SignupField = keyof typeof signupFields.shape | keyof SignupConsent;
export type SignupValues = Record<keyof typeof signupFields.shape, string>;
type SignupData = ReturnType<typeof signupFields.parse> & ReturnType<typeof signupConsent.parse>;

/**
 * The browser's check of a registration: the contract's rules (the password's context rules
 * included), then the server's phone rule for the site's country. The common-password list, the
 * mobile-only rule and the one-account-per-number rule stay on the server; their answers arrive as
 * field errors of the same shape.
 */
export async function checkSignup(
  values: SignupValues,
  consent: SignupConsent,
  country: string | undefined,
): Promise<{ ok: true; data: SignupData } | { ok: false; errors: FieldErrors<SignupField> }> {
  const checked = checkFields(signupFields, values);
  const errors: FieldErrors<SignupField> = checked.ok ? {} : { ...checked.errors };
  const weakness = fields.passwordWeakness(values.password, values.account_id);
  if (!errors.password && weakness) errors.password = weakness;
  if (!errors.contact_phone && !(await isPhoneOfCountry(values.contact_phone, country))) errors.contact_phone = 'invalidPhone';
  const ticked = signupConsent.safeParse(consent);
  if (!ticked.success) for (const { field, key } of fields.fieldErrors(ticked.error)) errors[field as SignupField] ??= key;
  if (!checked.ok || !ticked.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: { ...checked.data, ...ticked.data } };
}
