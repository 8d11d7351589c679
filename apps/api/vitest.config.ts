import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Migrates and seeds one database per run, which every test app copies.
    globalSetup: ['src/test/database-template.ts'],
    // Only bounds on a test that hangs, never on speed: under a load of 18 on two cores a fresh
    // database with its migrations and demo seed took over 60 s to make.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
