import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web', 'apps/backoffice'],
    // Vitest keeps a core for itself by default, which on a two-core machine leaves one test file at
    // a time; its own process is nearly idle while the files run, so every core runs a file.
    maxWorkers: availableParallelism(),
  },
});
