import { useEffect, useRef } from 'react';

export interface DeskShortcuts {
  /** j / k: the next or the previous request */
  move(step: 1 | -1): void;
  /** x: select the request for a bulk decision, or leave it out again */
  toggleSelected(): void;
  /** a: approve, r: reject the request (each asks for a confirmation first) */
  decide(decision: 'approve' | 'reject'): void;
}

const TYPING = 'input, textarea, select, [contenteditable="true"], [role="dialog"]';

/**
 * The desk's keys, while nothing else wants them: not while the member types in a field or a
 * dialog is open, and not with a modifier (the browser's and the screen reader's own shortcuts).
 */
export function useDeskShortcuts(shortcuts: DeskShortcuts, enabled: boolean): void {
  const current = useRef(shortcuts);
  current.current = shortcuts;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      const action = {
        j: () => current.current.move(1),
        k: () => current.current.move(-1),
        x: () => current.current.toggleSelected(),
        a: () => current.current.decide('approve'),
        r: () => current.current.decide('reject'),
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
