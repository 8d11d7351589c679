import { fields } from '@wl/contract';
import { dictionary } from '@zxcvbn-ts/language-common';

/** The zxcvbn common-password list (about 49,000 entries); shorter ones are refused by length already. */
const COMMON = new Set(
  (dictionary['passwords-common'] as string[])
    .filter((word) => word.length >= fields.PASSWORD_MIN)
    .map((word) => word.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
