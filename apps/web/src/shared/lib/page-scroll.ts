/**
 * Stops the page behind an overlay (a modal, a game filling a phone's screen) from scrolling.
 * Returns the undoing, which puts back what it found, so overlays opened over one another each
 * give back the state they were opened on.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  const before = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = before;
  };
}
