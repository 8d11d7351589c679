/**
 * The input key filters (spec-coverage S5.1): alphabet-only lets letters and space through,
 * number-only lets digits through, every other character is blocked.
 *
 * Only keys that type a character are filtered. A keyboard event's `key` is that character
 * (one code point), while keys that edit or move — Backspace, Delete, Tab, Enter, the arrows,
 * Home, End — and modifiers, function keys and the IME's "Process" have multi-letter names and
 * always pass: blocking them would break editing and navigation, not protect the value.
 */
export const KEY_FILTERS = ['alphabet', 'number'] as const;
export type KeyFilter = (typeof KEY_FILTERS)[number];

/**
 * Letters of any script (with their combining marks, so composed scripts work) and the plain
 * space; digits are ASCII 0–9 only, which is what phone and code fields send to the server.
 */
const ALLOWED: Record<KeyFilter, RegExp> = {
  alphabet: /^[\p{L}\p{M} ]$/u,
  number: /^[0-9]$/,
};

function isCharacterKey(key: string): boolean {
  return [...key].length === 1;
}

export function allowsKey(filter: KeyFilter, key: string): boolean {
  if (!isCharacterKey(key)) return true;
  return ALLOWED[filter].test(key);
}

/** Pasted or dropped text with the blocked characters removed. */
export function filterText(filter: KeyFilter, text: string): string {
  return [...text].filter((character) => ALLOWED[filter].test(character)).join('');
}
