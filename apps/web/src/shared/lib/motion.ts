/**
 * The visitor asked for reduced motion. `whenUnknown` answers where the browser cannot tell (no
 * matchMedia: no layout, as in tests).
 */
export function prefersReducedMotion(whenUnknown = false): boolean {
  if (typeof window.matchMedia !== 'function') return whenUnknown;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
