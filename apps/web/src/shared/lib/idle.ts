/**
 * Calls back delayMs after the browser first reports idle time, so deferred work never competes
 * with the first render. Safari has no requestIdleCallback; a zero timeout stands in (it runs
 * after the current task, which is the nearest approximation). Answers a cancel function.
 */
export function afterIdle(callback: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(callback, delayMs);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(later);
    return () => {
      window.cancelIdleCallback(handle);
      clearTimeout(timer);
    };
  }
  timer = setTimeout(later, 0);
  return () => clearTimeout(timer);
}
