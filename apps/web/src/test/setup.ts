import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadCallSchemas } from '@/shared/api/client';

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
