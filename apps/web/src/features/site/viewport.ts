import { BREAKPOINTS, DEFAULT_VIEWPORT, TIMINGS, VIEWPORT_COOKIE, type ViewportName } from '@wl/contract/lite';
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { debounce } from '@/shared/lib/debounce';

/** The widest breakpoint the width reaches (below the smallest: mobile); desktop when the width is unknown. */
export function viewportName(width: number): ViewportName {
  if (!Number.isFinite(width) || width <= 0) return DEFAULT_VIEWPORT;
  let name: ViewportName = 'mobile';
  for (const [candidate, minWidth] of Object.entries(BREAKPOINTS) as [ViewportName, number][]) {
    if (width >= minWidth) name = candidate;
  }
  return name;
}

/** Kept in a cookie so the server side (and the next page load) knows the layout before measuring. */
export function writeViewportCookie(name: ViewportName): void {
  Cookies.set(VIEWPORT_COOKIE.name, name, {
    expires: VIEWPORT_COOKIE.days,
    path: VIEWPORT_COOKIE.path,
    sameSite: VIEWPORT_COOKIE.sameSite,
    secure: VIEWPORT_COOKIE.secure,
  });
}

interface ViewportState {
  width: number;
  name: ViewportName;
}

const measure = (): ViewportState => ({ width: window.innerWidth, name: viewportName(window.innerWidth) });

export const useViewportStore = create<ViewportState>(measure);

/** Measures now and again 50 ms after resizing stops; the cookie is written when the name changes. Answers the stop function. */
export function trackViewport(): () => void {
  let written: ViewportName | undefined;
  const update = () => {
    const next = measure();
    useViewportStore.setState(next);
    if (next.name !== written) {
      writeViewportCookie(next.name);
      written = next.name;
    }
  };
  update();
  const onResize = debounce(update, TIMINGS.viewportResizeDelayMs);
  window.addEventListener('resize', onResize);
  return () => {
    onResize.cancel();
    window.removeEventListener('resize', onResize);
  };
}
