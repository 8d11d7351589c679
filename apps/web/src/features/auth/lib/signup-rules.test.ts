import { calls, fields } from '@wl/contract';
import { describe, expect, it } from 'vitest';
import { type SignupData, type SignupField, type SignupValues, signupRules } from './signup-rules';

type TypedValues = Omit<SignupValues, SignupConsentField>;
type SignupConsentField = 'age_confirmed' | 'terms_accepted';
type SignupConsent = Pick<SignupValues, SignupConsentField>;

/** The browser's check as the registration form runs it (its resolver): the data sent, or a key per refused field. */
async function checkSignup(
  values: TypedValues,
  consent: SignupConsent,
  country: string,
): Promise<{ ok: true; data: SignupData } | { ok: false; errors: Partial<Record<SignupField, string>> }> {
  const result = await signupRules(country)({ ...values, ...consent }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const refused = Object.entries(result.errors);
  if (refused.length === 0) return { ok: true, data: result.values as SignupData };
  return { ok: false, errors: Object.fromEntries(refused.map(([field, error]) => [field, error?.message])) };
}

const VALID: TypedValues = {
  account_id: 'player_one',
  password: 'correct horse battery',
  contact_phone: '+639171234567',
  contact_email: '',
  referrer_code: '',
};

const TICKED: SignupConsent = { age_confirmed: true, terms_accepted: true };

const SITE = { domain_name: 'casino1.localhost', external_id: 'site-casino1' };

/** The contract's own verdict, as the server's schema validation gives it: the first key per field. */
function contractKeys(values: TypedValues): Partial<Record<SignupField, string>> {
  const parsed = calls.signup.request.safeParse({ ...SITE, ...TICKED, ...values });
  if (parsed.success) return {};
  const keys: Partial<Record<string, string>> = {};
  for (const { field, key } of fields.fieldErrors(parsed.error)) keys[field] ??= key;
  return keys;
}

async function browserKeys(values: TypedValues, country = 'PH'): Promise<Partial<Record<SignupField, string>>> {
  const checked = await checkSignup(values, TICKED, country);
  return checked.ok ? {} : checked.errors;
}

/** One field changed from a valid registration, and the key both sides give (undefined: accepted). */
const TABLE: [SignupField, string, string | undefined][] = [
  ['account_id', 'abcd', undefined],
  ['account_id', 'A_1_b', undefined],
  ['account_id', 'x'.repeat(20), undefined],
  ['account_id', '  Player_2  ', undefined],
  ['account_id', 'abc', 'accountIdTooShort'],
  ['account_id', 'x'.repeat(21), 'accountIdTooLong'],
  ['account_id', 'john doe', 'accountIdChars'],
  ['account_id', 'juan.dc', 'accountIdChars'],
  ['account_id', 'jösé', 'accountIdChars'],
  ['password', '12345678', undefined],
  ['password', 'eight ch', undefined],
  ['password', 'xy'.repeat(32), undefined],
  ['password', 'seven77', 'passwordTooShort'],
  ['password', 'x'.repeat(65), 'passwordTooLong'],
  ['contact_phone', '09171234567', undefined],
  ['contact_phone', '+639171234567', undefined],
  ['contact_phone', '+63 917 123 4567', undefined],
  ['contact_phone', '0917 123 4567', undefined],
  ['contact_phone', '12345', 'invalidPhone'],
  ['contact_phone', '+1234567890123456', 'invalidPhone'],
  ['contact_phone', '0917-123-4567', undefined],
  ['contact_phone', '0917 123 45x7', 'invalidPhone'],
  ['contact_email', 'juan@example.com', undefined],
  ['contact_email', 'juan.dela-cruz+vip@mail.example.ph', undefined],
  ['contact_email', 'juan@', 'invalidEmail'],
  ['contact_email', 'juan@example', 'invalidEmail'],
  ['contact_email', 'juan example@mail.com', 'invalidEmail'],
  ['contact_email', `${'x'.repeat(250)}@example.com`, 'tooLong'],
  ['referrer_code', 'ABCD2345', undefined],
  ['referrer_code', 'x'.repeat(33), 'tooLong'],
];

describe('signup field rules: the browser and the contract agree', () => {
  it('accepts a valid registration on both sides', async () => {
    expect(contractKeys(VALID)).toEqual({});
    expect(await browserKeys(VALID)).toEqual({});
  });

  for (const [field, value, key] of TABLE) {
    it(`${field} ${JSON.stringify(value.length > 24 ? `${value.slice(0, 12)}…(${value.length})` : value)} → ${key ?? 'accepted'}`, async () => {
      const values = { ...VALID, [field]: value };
      expect(contractKeys(values)[field]).toBe(key);
      expect((await browserKeys(values))[field]).toBe(key);
    });
  }

  it('says "required" for a blank required field where the contract names the rule it breaks', async () => {
    const blank = { ...VALID, account_id: ' ', password: '', contact_phone: '' };
    expect(contractKeys(blank)).toMatchObject({
      account_id: 'accountIdTooShort',
      password: 'passwordTooShort',
      contact_phone: 'invalidPhone',
    });
    expect(await browserKeys(blank)).toEqual({ account_id: 'required', password: 'required', contact_phone: 'required' });
  });

  it('leaves the optional fields optional', async () => {
    expect(await browserKeys({ ...VALID, contact_email: '', referrer_code: '' })).toEqual({});
  });
});

describe("the phone rule of the site's country (the server's sitePhone, not in the schema)", () => {
  const PHONES: [string, string, boolean][] = [
    ['PH', '+639171234567', true],
    ['PH', '09171234567', true],
    ['PH', '9171234567', true],
    ['PH', '+12025550147', false],
    ['PH', '+6391712345', false],
    ['US', '+12025550147', true],
    ['US', '2025550147', true],
    ['US', '+639171234567', false],
    ['CN', '+8613812345678', true],
    ['CN', '13812345678', true],
  ];

  for (const [country, phone, valid] of PHONES) {
    it(`${phone} on a ${country} site → ${valid ? 'accepted' : 'invalidPhone'}`, async () => {
      const values = { ...VALID, contact_phone: phone };
      // The schema takes any digits; the country is the server's check, which the browser repeats.
      expect(contractKeys(values).contact_phone).toBeUndefined();
      expect((await browserKeys(values, country)).contact_phone).toBe(valid ? undefined : 'invalidPhone');
    });
  }

  it('leaves the decision to the server when the site country is not known', async () => {
    expect(await browserKeys({ ...VALID, contact_phone: '+12025550147' }, '')).toEqual({});
  });
});

describe("the server's password context rules (fields.passwordWeakness), not in the schema", () => {
  const PASSWORDS: [string, string | undefined][] = [
    ['my player_one pass', 'passwordContainsAccountId'],
    ['PLAYER_ONE', 'passwordContainsAccountId'],
    ['zzzzzzzzzz', 'passwordOneCharacter'],
    ['player two pass', undefined],
  ];
  for (const [password, key] of PASSWORDS) {
    it(`${password} for player_one → ${key ?? 'accepted'}`, async () => {
      expect(contractKeys({ ...VALID, password }).password).toBeUndefined();
      expect((await browserKeys({ ...VALID, password })).password).toBe(key);
    });
  }
});

describe('the age and terms boxes', () => {
  it('are both required ticked, each with its own key, as the contract says', async () => {
    for (const consent of [
      { age_confirmed: false, terms_accepted: false },
      { age_confirmed: false, terms_accepted: true },
    ]) {
      const checked = await checkSignup(VALID, consent, 'PH');
      expect(checked.ok).toBe(false);
      if (checked.ok) continue;
      expect(checked.errors.age_confirmed).toBe('ageNotConfirmed');
      expect(checked.errors.terms_accepted).toBe(consent.terms_accepted ? undefined : 'termsNotAccepted');
    }
    const checked = await checkSignup(VALID, TICKED, 'PH');
    expect(checked).toMatchObject({ ok: true, data: { age_confirmed: true, terms_accepted: true } });
  });
});

describe('fields.fieldErrors', () => {
  it('gives the validationFailed shape with the keys the server uses', () => {
    const parsed = calls.signup.request.safeParse({ ...SITE, account_id: 'ab' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fields.fieldErrors(parsed.error)).toEqual([
      { field: 'account_id', key: 'accountIdTooShort' },
      { field: 'password', key: 'required' },
      { field: 'contact_phone', key: 'required' },
      { field: 'age_confirmed', key: 'ageNotConfirmed' },
      { field: 'terms_accepted', key: 'termsNotAccepted' },
    ]);
  });
});
