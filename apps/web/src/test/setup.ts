import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadCallSchemas } from '@/shared/api/client';

/**
 * How long findBy and waitFor wait for the page to get there. Testing Library's 1 s default failed
 * on a loaded two-core machine; a test that passes is no slower for a longer bound. Below the
 * per-test timeout (vitest.config.ts), so that a miss reports what was not found.
 */
configure({ asyncUtilTimeout: 60_000 });

// jsdom lays nothing out and has no scrollIntoView; tests that care spy on this one.
Element.prototype.scrollIntoView = function scrollIntoView() {};

// The app loads the contract's schemas (with zod) with its first call and the toast library with
// the first toast, each a download of its own. Tests have them in the module cache from the start,
// so what they time (fake clocks, findBy waits) is the app's own work, not a module's first load.
beforeAll(async () => {
  await Promise.all([loadCallSchemas(), import('@wl/contract'), import('sonner')]);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
