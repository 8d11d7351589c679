import { TIMINGS } from '@wl/contract/lite';

const STORAGE_KEY = 'wl.chunk-reload';

/** Browsers word a failed dynamic import differently; these cover Chromium, Firefox and Safari. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}

/**
 * Reloads the page after a chunk failed to load (usually a new build replaced it), at most once
 * per path within 10 s, so a truly missing chunk cannot cause a reload loop (spec-coverage S4.10).
 * Answers whether it reloaded.
 */
export function reloadOnChunkError(error: unknown, now = Date.now()): boolean {
  if (!isChunkLoadError(error)) return false;
  const path = window.location.pathname;
  const reloads = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  const last = reloads[path];
  if (last !== undefined && now - last < TIMINGS.routeReloadGuardMs) return false;
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...reloads, [path]: now }));
  window.location.reload();
  return true;
}

/** Wraps a lazy import so a chunk failure reloads the page (guarded) before surfacing as an error. */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (reloadOnChunkError(error)) return new Promise<T>(() => {});
      throw error;
    }
  };
}
