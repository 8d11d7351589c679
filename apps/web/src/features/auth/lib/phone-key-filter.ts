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
 * numbers keep their digits (and a leading +), so "+63 917-123 4567" becomes "+639171234567".
 */
export function phoneKeyFilterHandlers(): KeyFilterHandlers {
  const digits = keyFilterHandlers('number');
  return {
    onKeyDown(event) {
      if (event.key === '+' && plusFitsAt(event.currentTarget)) return;
      digits.onKeyDown(event);
    },
    onBeforeInput(event) {
      // Whole strings arrive here too (autofill, a keyboard's suggestion), so the + is judged by position.
      const text = event.data ?? '';
      const rest = text.startsWith('+') && plusFitsAt(event.currentTarget) ? text.slice(1) : text;
      if (filterText('number', rest) !== rest) event.preventDefault();
    },
    onPaste(event) {
      const pasted = event.clipboardData.getData('text');
      const field = event.currentTarget;
      const plus = pasted.trimStart().startsWith('+') && plusFitsAt(field) ? '+' : '';
      const kept = plus + filterText('number', pasted);
      if (kept === pasted) return;
      event.preventDefault();
      const end = field.value.length;
      field.setRangeText(kept, field.selectionStart ?? end, field.selectionEnd ?? end, 'end');
      // React notices the changed value through the input event and calls the field's onChange.
      field.dispatchEvent(new Event('input', { bubbles: true }));
    },
  };
}

export function usePhoneKeyFilter(): KeyFilterHandlers {
  return useMemo(phoneKeyFilterHandlers, []);
}
