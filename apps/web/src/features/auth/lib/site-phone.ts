type PhoneRules = typeof import('libphonenumber-js');

let loading: Promise<PhoneRules> | undefined;
let loaded: PhoneRules | undefined;

/** libphonenumber-js is loaded on first use, so only the forms that take a phone pay for its metadata. */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('libphonenumber-js').then(
    (rules) => {
      loaded = rules;
      return rules;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The rules once loaded, for what must answer at once (a paste); undefined before. */
export function loadedPhoneRules(): PhoneRules | undefined {
  return loaded;
}

/** The calling code of the site's country ("62" for Indonesia), or undefined when unknown here. */
export function callingCodeOf(country: string | undefined, rules: PhoneRules): string | undefined {
  return country && rules.isSupportedCountry(country) ? rules.getCountryCallingCode(country) : undefined;
}

/**
 * A number as the player pasted, autofilled or typed it, as the phone field keeps it beside the
 * site's calling code (decision 0168): a valid number of the site's country, however written
 * ("+62 812-3456-7890", "(0812) 3456 7890", "62 812 3456 7890", "0062 812…"), becomes its national
 * significant number ("81234567890"); anything else keeps its digits and a leading +, for the
 * form's check to refuse or the player to finish typing. The server reads either with the same
 * library and the site's country.
 */
export function nationalPhone(text: string, country: string | undefined, rules: PhoneRules): string {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  const written = (trimmed.startsWith('+') ? '+' : '') + digits;
  const code = callingCodeOf(country, rules);
  if (!digits || !code) return written;
  const readings = written.startsWith('+') ? [written] : digits.startsWith('00') ? [`+${digits.slice(2)}`, digits] : [digits];
  for (const reading of readings) {
    const parsed = rules.parsePhoneNumberFromString(reading, country as Parameters<typeof rules.getCountryCallingCode>[0]);
    if (parsed?.isValid() && parsed.countryCallingCode === code) return parsed.nationalNumber;
  }
  return written;
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
