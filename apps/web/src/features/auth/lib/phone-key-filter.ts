import { filterText } from '@wl/contract/lite';
import { useMemo } from 'react';
import { type KeyFilterHandlers, keyFilterHandlers } from '@/shared/lib/key-filter';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** A + may start the number (its international form) and nowhere else; the contract's phone rule is `^\+?[0-9]{6,15}$`. */
function plusFitsAt(field: TextField): boolean {
  const start = field.selectionStart ?? 0;
  const end = field.selectionEnd ?? start;
  return start === 0 && !field.value.slice(end).includes('+');
}

/**
 * The number-only key filter (spec-coverage S5.1) for phone numbers, with one deliberate exception:
 * a leading +, so a player can type the number as it appears in the phone's contacts. Pasted
 * numbers keep their digits (and a leading +), so "+63 917-123 4567" becomes "+639171234567"; with
 * `normalise`, a number pasted over the whole field becomes what it returns ("9171234567").
 */
/** True when inserted text replaces the field's whole value (an empty field, or all of it selected). */
function replacesAll(field: TextField): boolean {
  const start = field.selectionStart ?? 0;
  const end = field.selectionEnd ?? field.value.length;
  return start === 0 && end === field.value.length;
}

/**
 * Puts text in place of the selection as if typed: React notices the changed value through the
 * input event and calls the field's onChange.
 */
function insert(field: TextField, text: string): void {
  const end = field.value.length;
  field.setRangeText(text, field.selectionStart ?? end, field.selectionEnd ?? end, 'end');
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A whole number inserted at once (pasted, or a keyboard's suggestion) as the field keeps it: with
 * `normalise` (the site's phone rule, decision 0168) when it replaces the whole value, else its
 * digits and a leading + where a + fits.
 */
function inserted(field: TextField, text: string, normalise: ((text: string) => string) | undefined): string {
  if (normalise && replacesAll(field)) return normalise(text);
  const plus = text.trimStart().startsWith('+') && plusFitsAt(field) ? '+' : '';
  return plus + filterText('number', text);
}

export function phoneKeyFilterHandlers(normalise?: (text: string) => string): KeyFilterHandlers {
  const digits = keyFilterHandlers('number');
  return {
    onKeyDown(event) {
      if (event.key === '+' && plusFitsAt(event.currentTarget)) return;
      digits.onKeyDown(event);
    },
    onBeforeInput(event) {
      // Whole strings arrive here too (a keyboard's suggestion), so the + is judged by position.
      const text = event.data ?? '';
      const field = event.currentTarget;
      const rest = text.startsWith('+') && plusFitsAt(field) ? text.slice(1) : text;
      if (filterText('number', rest) === rest) return;
      event.preventDefault();
      // A formatted number offered whole is taken as a paste is, not refused.
      if (text.length > 1) insert(field, inserted(field, text, normalise));
    },
    onPaste(event) {
      const pasted = event.clipboardData.getData('text');
      const field = event.currentTarget;
      const kept = inserted(field, pasted, normalise);
      if (kept === pasted) return;
      event.preventDefault();
      insert(field, kept);
    },
  };
}

export function usePhoneKeyFilter(normalise?: (text: string) => string): KeyFilterHandlers {
  return useMemo(() => phoneKeyFilterHandlers(normalise), [normalise]);
}
