// npm run screenshots: every template's home page at desktop and mobile widths, into screenshots/
// (git ignores it). Builds, starts the server on a fresh data dir, and stops it when done.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const THEMES = [
  ...[1, 2, 3, 4, 5].map((n) => `casino${n}`),
  ...[1, 2, 3, 4, 5].map((n) => `sportsbook${n}`),
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `slot${n}`),
];
const WIDTHS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };
const PAGES = (process.env.SCREENSHOT_PAGES ?? '/').split(',');
const port = Number(process.env.SCREENSHOT_PORT ?? 3298);
const outDir = 'screenshots';

if (!process.env.SKIP_BUILD) spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
mkdirSync(outDir, { recursive: true });
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'wl-shots-')),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/docs/json`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const theme of THEMES) {
    for (const [name, viewport] of Object.entries(WIDTHS)) {
      const page = await browser.newPage({ viewport });
      for (const path of PAGES) {
        await page.goto(`http://${theme}.localhost:${port}${path}`, { waitUntil: 'networkidle' });
        const file = join(outDir, `${theme}-${name}${path === '/' ? '' : path.replaceAll('/', '-')}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await page.close();
    }
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
