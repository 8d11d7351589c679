export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Runs fn once calls have paused for delayMs, with the last call's arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, delayMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), delayMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
