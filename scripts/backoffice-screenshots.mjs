// node scripts/backoffice-screenshots.mjs [out-dir]: every back-office screen at 390 and 1366 px,
// in English and Chinese, light and dark, into out-dir (default /tmp/bo-shots; not kept in git).
// Builds and starts the server on a fresh data dir (the demo seed's staff), unless BACKOFFICE_URL
// names a running one (e.g. http://localhost:3000, a staff host). Any Content Security Policy
// violation a page reports is printed, and the run fails on one.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const DEMO_PASSWORD = 'backoffice-demo-1';
/** The demo seed's fixed secrets (apps/api/src/seed/demo-staff.ts). */
const TOTP_SECRETS = { 'demo-owner': '6BFAZF4PA3A6IFMH6WGYPP4RUDDUCKFP', 'demo-support': 'VJELMIY3UFMUCYKSUFNW4ZVO7IBDRX75' };
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
const LANGUAGES = ['EN', 'CN'];
const SCHEMES = ['light', 'dark'];
const outDir = process.argv[2] ?? '/tmp/bo-shots';
const port = Number(process.env.SCREENSHOT_PORT ?? 3297);

let server;
let base = process.env.BACKOFFICE_URL;
if (!base) {
  if (!process.env.SKIP_BUILD) spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'wl-bo-shots-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) break;
    } catch {}
    if (attempt > 120) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
mkdirSync(outDir, { recursive: true });

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const totp = (username) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(TOTP_SECRETS[username]) }).generate();

/** A back-office call over HTTP with a session cookie; answers the body and the cookie the server set. */
async function post(path, body, cookie) {
  const response = await fetch(`${base}/api/backoffice/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const set = response.headers.get('set-cookie')?.split(';')[0];
  return { body: await response.json(), cookie: set ?? cookie };
}

async function signedIn(username, password = DEMO_PASSWORD) {
  const first = await post('auth/sign_in', { username, password });
  if (first.body.stage !== 'totp') throw new Error(`${username}: ${JSON.stringify(first.body)}`);
  const second = await post('auth/totp', { code: totp(username) }, first.cookie);
  if (second.body.statusCode !== 1) throw new Error(`${username}: ${JSON.stringify(second.body)}`);
  return second.cookie;
}

// An owner's session; demo-admin without two-factor (enrolment at sign-in); demo-support with a
// password an owner set (the forced change), signed in once so its cookie serves every shot.
const ownerCookie = await signedIn('demo-owner');
const { body: staffList } = await post('staff/list', {}, ownerCookie);
const idOf = (username) => staffList.value.find((member) => member.username === username).id;
await post('staff/reset_totp', { staff_id: idOf('demo-admin'), reason: 'screenshots of the enrolment' }, ownerCookie);
const givenPassword = 'given-by-owner-7';
await post(
  'staff/reset_password',
  { staff_id: idOf('demo-support'), new_password: givenPassword, reason: 'screenshots' },
  ownerCookie,
);
const supportCookie = await signedIn('demo-support', givenPassword);

const violations = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function context(viewport, language, scheme, cookie) {
  const created = await browser.newContext({ viewport, colorScheme: scheme, locale: language === 'CN' ? 'zh-CN' : 'en-US' });
  await created.addInitScript((chosen) => {
    localStorage.setItem('wl.backoffice.language', chosen);
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  }, language);
  if (cookie) {
    const [name, value] = cookie.split('=');
    await created.addCookies([{ name, value, url: `${base}/api/` }]);
  }
  return created;
}

async function open(created, path) {
  const page = await created.newPage();
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation') || message.text().includes('Content Security Policy')) {
      violations.push(`${path}: ${message.text()}`);
    }
  });
  await page.goto(`${base}/backoffice${path}`, { waitUntil: 'networkidle' });
  return page;
}

async function shoot(page, name) {
  await page.waitForTimeout(300);
  const file = join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

try {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    for (const language of LANGUAGES) {
      for (const scheme of SCHEMES) {
        const variant = `${width}-${language}-${scheme}`;
        const visitor = await context(viewport, language, scheme);
        const signIn = await open(visitor, '/sign-in');
        await shoot(signIn, `sign-in-${variant}`);
        // Sign-in attempts are rate limited per address: a pause keeps this run under the limit.
        await pause(3500);
        // A name no member has: wrong passwords of a real one would lock it after a few variants.
        await signIn.getByRole('textbox').first().fill('demo-nobody');
        await signIn.locator('input[type="password"]').fill('not-the-password');
        await signIn.locator('button[type="submit"]').click();
        await signIn.getByRole('alert').waitFor();
        await shoot(signIn, `sign-in-failure-${variant}`);
        await pause(3500);
        await signIn.getByRole('textbox').first().fill('demo-owner');
        await signIn.locator('input[type="password"]').fill(DEMO_PASSWORD);
        await signIn.locator('button[type="submit"]').click();
        await signIn.locator('input[autocomplete="one-time-code"]').waitFor();
        await shoot(signIn, `sign-in-code-${variant}`);
        await signIn.close();

        await pause(3500);
        const enrol = await open(visitor, '/sign-in');
        await enrol.getByRole('textbox').first().fill('demo-admin');
        await enrol.locator('input[type="password"]').fill(DEMO_PASSWORD);
        await enrol.locator('button[type="submit"]').click();
        await enrol.locator('canvas').waitFor();
        await shoot(enrol, `sign-in-enrol-${variant}`);
        await visitor.close();

        const owner = await context(viewport, language, scheme, ownerCookie);
        const account = await open(owner, '/account');
        await account.locator('table').nth(1).waitFor();
        await shoot(account, `account-${variant}`);
        if (width === 'phone') {
          await account.locator('button.mantine-Burger-root').click();
          await shoot(account, `shell-nav-open-${variant}`);
        }
        await owner.close();

        const support = await context(viewport, language, scheme, supportCookie);
        await shoot(await open(support, '/'), `password-change-${variant}`);
        await support.close();
      }
    }
  }
} finally {
  await browser.close();
  server?.kill('SIGTERM');
}
if (violations.length > 0) {
  console.error(violations.join('\n'));
  process.exit(1);
}
