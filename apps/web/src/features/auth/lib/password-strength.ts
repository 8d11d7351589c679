import { fields } from '@wl/contract';

export type PasswordStrength = 'tooShort' | 'weak' | 'fair' | 'good' | 'strong';

/** abcdefgh, 12345678, 98765432: every character one step from the last. */
function isRun(text: string): boolean {
  const steps = new Set<number>();
  for (let index = 1; index < text.length; index++) steps.add(text.charCodeAt(index) - text.charCodeAt(index - 1));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}

function isPredictable(password: string, accountId: string): boolean {
  const lower = password.toLowerCase();
  const account = accountId.trim().toLowerCase();
  return new Set(lower).size < 4 || isRun(lower) || (account.length >= fields.ACCOUNT_ID_MIN && lower.includes(account));
}

/**
 * A strength hint for the meter, and only a hint: the rules are the contract's length (8–64) and
 * the server's common-password list, with no composition rules (ASVS 2.1). Length is what makes a
 * password strong, so the meter mostly counts it; it marks as weak what is obviously guessable
 * (few distinct characters, a run like 12345678, the account id inside), and cannot know every
 * common password — the server refuses those.
 */
export function passwordStrength(password: string, accountId = ''): PasswordStrength | null {
  if (!password) return null;
  if (password.length < fields.PASSWORD_MIN) return 'tooShort';
  if (isPredictable(password, accountId)) return 'weak';
  if (password.length >= 16) return 'strong';
  if (password.length >= 12) return 'good';
  return 'fair';
}
