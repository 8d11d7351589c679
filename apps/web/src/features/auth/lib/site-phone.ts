type PhoneRules = typeof import('libphonenumber-js');

let loading: Promise<PhoneRules> | undefined;

/** libphonenumber-js is loaded on first use, so only the forms that take a phone pay for its metadata. */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('libphonenumber-js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The server's phone rule (sitePhone in apps/api's auth service), with the same library and
 * metadata: a valid number of the site's country, written locally or with that country's calling
 * code. When the rules cannot load or the country is unknown here, the server alone decides.
 */
export async function isPhoneOfCountry(phone: string, country: string | undefined): Promise<boolean> {
  let rules: PhoneRules;
  try {
    rules = await loadPhoneRules();
  } catch {
    return true;
  }
  if (!country || !rules.isSupportedCountry(country)) return true;
  const parsed = rules.parsePhoneNumberFromString(phone.trim(), country);
  return Boolean(parsed?.isValid()) && parsed?.countryCallingCode === rules.getCountryCallingCode(country);
}

/**
 * The site's phone rule for a form's contact_phone, checked once the contract's rules pass the
 * number ('invalidPhone' on the field otherwise).
 */
export async function checkSitePhone(
  values: { contact_phone: string },
  refused: { contact_phone?: string },
  country: string | undefined,
): Promise<{ contact_phone?: string }> {
  if (refused.contact_phone || (await isPhoneOfCountry(values.contact_phone, country))) return {};
  return { contact_phone: 'invalidPhone' };
}
