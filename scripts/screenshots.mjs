// npm run screenshots: every template's home page, and the account journeys' screens on two
// templates, at desktop and mobile widths, into screenshots/ (git ignores it). Builds, starts the
// server on a fresh data dir, and stops it when done.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const THEMES = [
  ...[1, 2, 3, 4, 5].map((n) => `casino${n}`),
  ...[1, 2, 3, 4, 5].map((n) => `sportsbook${n}`),
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `slot${n}`),
];
const WIDTHS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };
const JOURNEY_THEMES = ['casino1', 'slot5'];
const VISITOR_PAGES = ['/login', '/register', '/forgot-password', '/about', '/faqs', '/contact-us', '/download'];
const PLAYER_PAGES = ['/account', '/profile', '/edit-profile', '/change-password', '/security', '/vip', '/inbox'];
/** A returning visitor: the one-time announcement and app prompt would cover every screenshot. */
const SEEN = { 'wl.announcement-seen': '1', 'wl.app-download-seen': '1', 'wl.download-bar-dismissed': '1' };
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
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const shoot = async (context, host, path, file) => {
    const page = await context.newPage();
    await page.goto(`http://${host}:${port}${path}`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: join(outDir, file), fullPage: true });
    console.log(join(outDir, file));
    await page.close();
  };
  const newContext = async (viewport, stored = {}) => {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(
      (items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        sessionStorage.setItem('wl.preloader-shown', '1');
      },
      { ...SEEN, ...stored },
    );
    return context;
  };
  const demoSession = async (host) => {
    const startup = await (
      await fetch(`http://127.0.0.1:${port}/api/startup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain_name: host }),
      })
    ).json();
    const login = await (
      await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          domain_name: host,
          external_id: startup.site.external_id,
          account_id: 'demo',
          password: 'Demo-play-2026',
        }),
      })
    ).json();
    return { 'wl.user': JSON.stringify({ token: login.token, user: login.user }) };
  };

  for (const [name, viewport] of Object.entries(WIDTHS)) {
    for (const theme of THEMES) {
      const context = await newContext(viewport);
      await shoot(context, `${theme}.localhost`, '/', `${theme}-${name}.png`);
      await context.close();
    }
    for (const theme of JOURNEY_THEMES) {
      const host = `${theme}.localhost`;
      const visitor = await newContext(viewport);
      for (const path of VISITOR_PAGES)
        await shoot(visitor, host, path, `journey-${theme}-${name}${path.replaceAll('/', '-')}.png`);
      await visitor.close();
      const player = await newContext(viewport, await demoSession(host));
      for (const path of PLAYER_PAGES)
        await shoot(player, host, path, `journey-${theme}-${name}${path.replaceAll('/', '-')}.png`);
      await player.close();
    }
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
