import { type RefObject, useEffect, useRef } from 'react';

export type DismissReason = 'escape' | 'outside';

/** While open, Escape or a press outside the element asks to close it. */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onDismiss: (reason: DismissReason) => void): void {
  // The latest callback is read at event time, so callers need not memoise it.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) dismiss.current('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, ref]);
}
