// npm run screenshots: the gallery a person reviews the templates from (docs/ui-review.md). Every
// template's home, lobby, deposit, account and game pages, as a visitor and as the demo player, at a
// phone's 390 px and a laptop's 1366 px, plus the account journeys' screens on two templates, into
// screenshots/ (git ignores it) with an index.html that shows them side by side. Builds (unless
// SKIP_BUILD), starts the server on a fresh data dir, and stops it when done. SCREENSHOT_THEMES
// (comma-separated, e.g. casino4,slot2) shoots only those templates; SCREENSHOT_JOBS (2) is how many
// pages are shot at once; SCREENSHOT_LANG (EN, PHP or CN) shows every site in that language instead of
// its default one, into screenshots/<template>.<LANG>/. A run replaces only its own templates' folders,
// so batches of templates and languages can be shot one after another and looked at together.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { returningVisitorStorage } from './returning-visitor.mjs';

const ALL_THEMES = [
  ...[1, 2, 3, 4, 5].map((n) => `casino${n}`),
  ...[1, 2, 3, 4, 5].map((n) => `sportsbook${n}`),
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `slot${n}`),
];
const THEMES = process.env.SCREENSHOT_THEMES ? process.env.SCREENSHOT_THEMES.split(',') : ALL_THEMES;
const WIDTHS = { 390: { width: 390, height: 844 }, 1366: { width: 1366, height: 768 } };
/** The built-in slot every site offers, so the game page shows a running game and not a provider's error. */
const GAME_PATH = '/playnow?provider_code=WLGAMES&game_code=lucky_lantern';
/** The lobby a template's players land in from its main menu: its family's own category. */
const LOBBY = { casino: '/casino', sportsbook: '/sports', slot: '/slots' };
const galleryPages = (theme) => ({
  home: '/',
  lobby: LOBBY[theme.replace(/\d+$/, '')],
  deposit: '/deposit',
  account: '/account',
  game: GAME_PATH,
});
const WHO = ['visitor', 'player'];
const JOURNEY_THEMES = ['casino1', 'slot5'].filter((theme) => THEMES.includes(theme));
const VISITOR_PAGES = ['/login', '/register', '/forgot-password', '/about', '/faqs', '/contact-us', '/download'];
const PLAYER_PAGES = ['/account', '/profile', '/edit-profile', '/change-password', '/security', '/vip', '/inbox'];
/** A returning visitor: today's announcement and app prompt would cover every screenshot. */
const SEEN = returningVisitorStorage(['default', ...THEMES].map((slug) => `site-${slug}`));
const port = Number(process.env.SCREENSHOT_PORT ?? 3298);
const JOBS = Number(process.env.SCREENSHOT_JOBS ?? 2);
const outDir = 'screenshots';
/** The language cookie the app reads before the site's default language (apps/web/src/shared/i18n). */
const LANG = process.env.SCREENSHOT_LANG;
const themeDir = (theme) => (LANG ? `${theme}.${LANG}` : theme);

if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
for (const theme of THEMES) rmSync(join(outDir, themeDir(theme)), { recursive: true, force: true });
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
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/docs/json`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function postJson(path, body) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** The demo player's stored session on a site, as the app keeps it after a login. */
async function demoSession(host) {
  const { site } = await postJson('/api/startup', { domain_name: host });
  const login = await postJson('/api/auth/login', {
    domain_name: host,
    external_id: site.external_id,
    account_id: 'demo',
    password: 'Demo-play-2026',
  });
  if (!login.token) throw new Error(`the demo player could not log in on ${host}: ${login.message}`);
  return { 'wl.user': JSON.stringify({ token: login.token, user: login.user }) };
}

/** One row of the gallery: a page of a template, in each of its four shots. */
const shots = [];

try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const newContext = async (host, viewport, stored = {}) => {
    const context = await browser.newContext({ viewport });
    if (LANG) await context.addCookies([{ name: 'lang', value: LANG, url: `http://${host}:${port}` }]);
    await context.addInitScript(
      (items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        sessionStorage.setItem('wl.preloader-shown', '1');
      },
      { ...SEEN, ...stored },
    );
    return context;
  };
  /** One page per context, reused: the app boots again on each goto, as a visitor opening a link would see it. */
  // Limits are generous: the machine may be busy. A page that keeps polling never goes quiet, and
  // is shot as it is once the wait is over; a page that fails is reported and the gallery goes on.
  const shoot = async (page, host, path, file) => {
    try {
      await page.goto(`http://${host}:${port}${path}`, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
      // the shell is in once the skip link's target is; a page still loading its data shows its loading state
      await page
        .locator('#main-content')
        .waitFor({ state: 'attached', timeout: 60_000 })
        .catch(() => {});
      await page
        .locator('.preloader-overlay, .layout-loading')
        .first()
        .waitFor({ state: 'detached', timeout: 60_000 })
        .catch(() => {});
      // game art loads as it scrolls into view (LazyImage): scroll through the page once so that a
      // full-page shot shows the art a player scrolling down would see, then back to the top
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        window.scrollTo(0, 0);
      });
      await page
        .waitForFunction(() => [...document.images].every((image) => image.complete), null, { timeout: 15_000 })
        .catch(() => {});
      await page.screenshot({ path: join(outDir, file), fullPage: true, timeout: 120_000 });
      console.log(join(outDir, file));
      return true;
    } catch (error) {
      console.error(`${file}: ${error.message.split('\n')[0]}`);
      return false;
    }
  };

  /** One browser context's work: a template at one width, as a visitor or as the player, through its pages. */
  const tasks = [];
  for (const theme of THEMES) {
    mkdirSync(join(outDir, themeDir(theme)), { recursive: true });
    const journeys = JOURNEY_THEMES.includes(theme);
    for (const width of Object.keys(WIDTHS)) {
      for (const who of WHO) {
        const pages = Object.entries(galleryPages(theme));
        if (journeys) {
          for (const path of who === 'player' ? PLAYER_PAGES : VISITOR_PAGES)
            pages.push([`journey${path.replaceAll('/', '-')}`, path]);
        }
        tasks.push({ theme, width, who, pages });
      }
    }
  }
  const sessions = new Map();
  const run = async ({ theme, width, who, pages }) => {
    const host = `${theme}.localhost`;
    if (who === 'player' && !sessions.has(host)) sessions.set(host, demoSession(host));
    const context = await newContext(host, WIDTHS[width], who === 'player' ? await sessions.get(host) : {});
    const page = await context.newPage();
    for (const [name, path] of pages) {
      const file = join(themeDir(theme), `${name}-${who}-${width}.png`);
      if (await shoot(page, host, path, file)) shots.push({ theme, name, path, who, width, file });
    }
    await context.close();
  };
  // A few contexts at once: most of a shot is waiting for the network to settle, not drawing.
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: JOBS }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await run(task);
    }),
  );
  await browser.close();
  writeFileSync(join(outDir, 'index.html'), galleryHtml(shots));
  console.log(`${shots.length} screenshots, gallery in ${join(outDir, 'index.html')}`);
} finally {
  server.kill('SIGTERM');
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);
}

/** The gallery page: one section per template, one row per page, its visitor and player shots at both widths. */
function galleryHtml(list) {
  const columns = WHO.flatMap((who) => Object.keys(WIDTHS).map((width) => ({ who, width })));
  const themes = THEMES.filter((theme) => list.some((shot) => shot.theme === theme));
  const sections = themes.map((theme) => {
    const rows = [...new Set(list.filter((shot) => shot.theme === theme).map((shot) => shot.name))].map((name) => {
      const cells = columns.map(({ who, width }) => {
        const shot = list.find((s) => s.theme === theme && s.name === name && s.who === who && s.width === width);
        if (!shot) return '<td></td>';
        const src = escapeHtml(shot.file);
        return `<td><a href="${src}"><img loading="lazy" src="${src}" alt="${escapeHtml(`${theme} ${name}, ${who}, ${width} px`)}"></a></td>`;
      });
      const path = list.find((s) => s.theme === theme && s.name === name)?.path ?? '';
      return `<tr><th scope="row">${escapeHtml(name)}<br><code>${escapeHtml(path)}</code></th>${cells.join('')}</tr>`;
    });
    return `<section id="${escapeHtml(theme)}"><h2>${escapeHtml(theme)}</h2><table><thead><tr><th scope="col">page</th>${columns
      .map(({ who, width }) => `<th scope="col">${who}, ${width} px</th>`)
      .join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Screenshot gallery</title>
<style>
body { margin: 1rem; font: 14px system-ui, sans-serif; background: #f4f4f4; color: #111; }
nav a { margin-inline-end: 0.75rem; }
table { border-collapse: collapse; }
th, td { padding: 0.4rem; border: 1px solid #ccc; vertical-align: top; text-align: start; }
img { display: block; max-height: 28rem; max-width: 22rem; object-fit: contain; object-position: top; background: #fff; }
</style></head>
<body><h1>Screenshot gallery (${list.length} shots)</h1>
<nav>${themes.map((theme) => `<a href="#${escapeHtml(theme)}">${escapeHtml(theme)}</a>`).join('')}</nav>
${sections.join('\n')}
</body></html>
`;
}
