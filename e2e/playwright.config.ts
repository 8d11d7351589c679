import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3199);
/** A data dir of its own, so the run starts from a fresh database and seed like a fresh clone. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'wl-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  // Playwright's 5 s default for an expectation to come true fails on a loaded two-core machine.
  expect: { timeout: 15_000 },
  // a line per test with its time, also in CI: the log shows where the run's time went
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node apps/api/dist/server.js',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The browser's requests come straight from 127.0.0.1; a test may name an address of its own with
    // X-Forwarded-For, as a player behind the operator's load balancer would arrive.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' },
  },
});
