import { z } from 'zod';
import type { FieldError } from './envelope.js';

/**
 * Field rules shared by the server and the browser's forms. Each failing rule reports a key of
 * the validation message group (its zod message), so both sides show the same translated text.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const ACCOUNT_ID_MIN = 4;
export const ACCOUNT_ID_MAX = 20;
export const TAC_LENGTH = 6;

/**
 * Control characters (C0, DEL and C1), but for tab and newline in a text that may span lines. No one
 * types them into a form; stored, an escape sequence among them rewrites the terminal or log that
 * later shows the text.
 */
const ONE_LINE = /^\P{Cc}*$/u;
const LINES = /^[\P{Cc}\t\n]*$/u;

/**
 * Every free-text field of the contract (names, references, reasons, searches, ids the client
 * makes up): trimmed, and refused with controlCharacters when a control character remains.
 */
export const freeText = (options: { multiline?: boolean } = {}) =>
  z
    .string()
    .trim()
    .regex(options.multiline ? LINES : ONE_LINE, 'controlCharacters');

export const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(253, 'tooLong')
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'invalidDomain');

/** Rows keyed by a 32-bit serial (promotions, missions, news, mini games): a larger number names no row. */
export const SERIAL_ID_MAX = 2_147_483_647;
export const serialId = z.number().int().positive().max(SERIAL_ID_MAX);

export const externalId = freeText().min(1, 'required').max(64, 'tooLong');

/** 4–20 letters, digits or underscores; case-insensitive, stored in lower case. */
export const accountId = z
  .string()
  .trim()
  .min(ACCOUNT_ID_MIN, 'accountIdTooShort')
  .max(ACCOUNT_ID_MAX, 'accountIdTooLong')
  .regex(/^[A-Za-z0-9_]+$/, 'accountIdChars')
  .transform((value) => value.toLowerCase());

/** Login accepts any account id shape: a wrong shape is just a wrong credential. */
export const loginAccountId = freeText()
  .min(1, 'required')
  .max(64, 'tooLong')
  .transform((value) => value.toLowerCase());

/** ASVS 2.1: at least 8 characters, no composition rules; the common-password check is server-side. */
export const password = z.string().min(PASSWORD_MIN, 'passwordTooShort').max(PASSWORD_MAX, 'passwordTooLong');

/**
 * ASVS 2.1.7's context check for a new password, beyond its length: not the account id or built on
 * it (any case), not one character repeated. The server adds its common-password list.
 */
export function passwordWeakness(
  password: string,
  accountId: string,
): 'passwordContainsAccountId' | 'passwordOneCharacter' | undefined {
  const account = accountId.trim().toLowerCase();
  if (account && password.toLowerCase().includes(account)) return 'passwordContainsAccountId';
  if (new Set(password).size === 1) return 'passwordOneCharacter';
  return undefined;
}

/** Any stored password can be typed at login, so only bound its length. */
export const loginPassword = z.string().min(1, 'required').max(PASSWORD_MAX, 'passwordTooLong');

/**
 * Digits with an optional leading +, as typed with or without spaces, dashes, dots or brackets
 * ("0917 123 4567", "+63 917-123-4567"); the server then checks it against the site's country.
 */
export const contactPhone = z
  .string()
  .trim()
  .overwrite((typed) => typed.replace(/[\s().-]/g, ''))
  .regex(/^\+?[0-9]{6,15}$/, 'invalidPhone');

export const contactEmail = z.union([z.literal(''), z.email('invalidEmail').max(254, 'tooLong')]);

/** Letters (any script) and spaces, as the alphabet-only key filter allows. */
export const fullName = freeText()
  .min(1, 'required')
  .max(60, 'tooLong')
  .regex(/^[\p{L}\p{M} ]+$/u, 'lettersOnly');

export const tacCode = z.string().regex(new RegExp(`^[0-9]{${TAC_LENGTH}}$`), 'tacFormat');

export const authToken = z.string().min(1, 'required').max(128, 'tooLong');

/** Money as the game protocols carry it: a whole number of the currency's minor units that a double holds exactly. */
export const minorUnits = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** The launch token a game's URL carries, which opens its game session. */
export const launchToken = z.string().trim().min(1).max(128);

/** A game client's own id for one action: a retry with the same id gets the first answer. */
export const gameRequestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalidRequestId');

export const optionalText = (max: number) => freeText().max(max, 'tooLong').optional().default('');

const MESSAGE_KEY = /^[A-Za-z]+$/;

/**
 * A failed parse as the `errors` of `validationFailed`: one { field, key } per issue, the key being
 * the rule's message, or for zod's own messages the key the server gives them. Forms in the browser
 * run the same schemas through this, so a field shows the same message whichever side refused it.
 */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', key: issueKey(issue) }));
}

/**
 * The message key of one zod issue (code and message, as zod reports it, as react-hook-form's zod
 * resolver passes it on in type and message, and as the server's route validation reports it in
 * keyword and message): the rule's own key, or one for zod's messages.
 */
export function issueKey(issue: { code: string; message: string }): string {
  if (MESSAGE_KEY.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') return /received undefined/.test(issue.message) ? 'required' : 'invalidType';
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'too_small') return 'tooShort';
  return 'invalid';
}
