import { beforeAll, describe, expect, it } from 'vitest';
import { callingCodeOf, loadedPhoneRules, loadPhoneRules, nationalPhone } from './site-phone';

type PhoneRules = typeof import('libphonenumber-js');
let rules: PhoneRules;

beforeAll(async () => {
  rules = await loadPhoneRules();
});

describe('nationalPhone: a number however written, as the phone field keeps it (decision 0168)', () => {
  it.each([
    ['81234567890', '81234567890'],
    ['081234567890', '81234567890'],
    ['0812 3456 7890', '81234567890'],
    ['0812-3456-7890', '81234567890'],
    ['(0812) 3456-7890', '81234567890'],
    ['+62 812-3456-7890', '81234567890'],
    ['+62 (0812) 3456 7890', '81234567890'],
    ['+6281234567890', '81234567890'],
    ['62 812 3456 7890', '81234567890'],
    ['0062 812 3456 7890', '81234567890'],
    ['  +62.812.3456.7890  ', '81234567890'],
  ])('Indonesia: %j becomes %j', (written, kept) => {
    expect(nationalPhone(written, 'ID', rules)).toBe(kept);
  });

  it.each([
    ['+63 917 123 4567', '9171234567'],
    ['0917-123-4567', '9171234567'],
    ['(0917) 123 4567', '9171234567'],
    ['63 917 123 4567', '9171234567'],
  ])('the Philippines: %j becomes %j', (written, kept) => {
    expect(nationalPhone(written, 'PH', rules)).toBe(kept);
  });

  it('China: a number with +86 and spaces', () => {
    expect(nationalPhone('+86 138 1234 5678', 'CN', rules)).toBe('13812345678');
  });

  it("keeps another country's number whole, for the form to refuse", () => {
    expect(nationalPhone('+1 (212) 555-0123', 'ID', rules)).toBe('+12125550123');
  });

  it('keeps the digits of a number not finished yet', () => {
    expect(nationalPhone('0812 34', 'ID', rules)).toBe('081234');
    expect(nationalPhone('', 'ID', rules)).toBe('');
  });

  it('keeps digits and a leading + where the country is unknown', () => {
    expect(nationalPhone('+62 812-3456-7890', undefined, rules)).toBe('+6281234567890');
  });

  it('gives the calling code of the site and is loaded for what answers at once', () => {
    expect(callingCodeOf('ID', rules)).toBe('62');
    expect(callingCodeOf('PH', rules)).toBe('63');
    expect(callingCodeOf(undefined, rules)).toBeUndefined();
    expect(loadedPhoneRules()).toBe(rules);
  });
});
