import { type RefObject, useEffect, useRef } from 'react';

const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * A form page (login, registration, recovery) puts focus in its first field when it opens, as the
 * login modal does, so the player types at once instead of tabbing through the header (decision
 * 0167). Returns the ref of the element that holds the form.
 */
export function useFocusFirstField<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    // Once, on arrival; the form's code may still be loading, so it waits for the first field to appear.
    const container = ref.current;
    if (!container) return;
    const focusFirst = () => {
      const field = container.querySelector<HTMLElement>(FIELD);
      if (!field) return false;
      // Not while the player types elsewhere (a search box in the header).
      const active = document.activeElement;
      if (!(active instanceof HTMLElement && active.matches(FIELD) && !container.contains(active))) field.focus();
      return true;
    };
    if (focusFirst()) return;
    const watch = new MutationObserver(() => {
      if (focusFirst()) watch.disconnect();
    });
    watch.observe(container, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, []);
  return ref;
}
