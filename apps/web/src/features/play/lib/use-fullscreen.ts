import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * The Fullscreen API on one element: whether the browser offers it, whether the element is full
 * screen now (also after Escape or the browser's own controls end it), and a toggle.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const available = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);
  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await target.current?.requestFullscreen();
    } catch {
      // The browser refused (no user gesture, a policy): the page stays as it is, which is all the player sees.
    }
  }, [target]);
  return { available, active, toggle };
}
