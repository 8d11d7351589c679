import { allowsKey, filterText, type KeyFilter } from '@wl/contract/lite';
import { type ClipboardEvent, type InputEvent, type KeyboardEvent, useMemo } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

export interface KeyFilterHandlers {
  onKeyDown(event: KeyboardEvent<TextField>): void;
  onBeforeInput(event: InputEvent<TextField>): void;
  onPaste(event: ClipboardEvent<TextField>): void;
}

/**
 * Input handlers for the key filters (spec-coverage S5.1; rules in the contract's key-filters).
 * keydown blocks a typed key before it shows; beforeinput is the net for what keydown cannot see
 * (IME composition, mobile keyboards that report "Unidentified", AltGr characters); paste keeps
 * the allowed characters of the clipboard text instead of refusing it all.
 * Shortcuts (Ctrl/Cmd/Alt) pass so copy, paste and select-all keep working.
 */
export function keyFilterHandlers(filter: KeyFilter): KeyFilterHandlers {
  return {
    onKeyDown(event) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
      if (!allowsKey(filter, event.key)) event.preventDefault();
    },
    onBeforeInput(event) {
      if (event.data && filterText(filter, event.data) !== event.data) event.preventDefault();
    },
    onPaste(event) {
      const pasted = event.clipboardData.getData('text');
      const kept = filterText(filter, pasted);
      if (kept === pasted) return;
      event.preventDefault();
      const field = event.currentTarget;
      const end = field.value.length;
      field.setRangeText(kept, field.selectionStart ?? end, field.selectionEnd ?? end, 'end');
      // React notices the changed value through the input event and calls the field's onChange.
      field.dispatchEvent(new Event('input', { bubbles: true }));
    },
  };
}

export function useKeyFilter(filter: KeyFilter): KeyFilterHandlers {
  return useMemo(() => keyFilterHandlers(filter), [filter]);
}
