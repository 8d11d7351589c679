import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CATALOG_GAMES, CATALOG_PROVIDERS } from '../apps/api/src/seed/catalog';
import { DEMO_PLAYER, INBOX_TEXTS, VIP_LEVEL_NAMES } from '../apps/api/src/seed/demo';
import { DEMO_BANK_NAMES } from '../apps/api/src/seed/receiving-accounts';
import { DEMO_SITES, formatAmount, localAmount } from '../apps/api/src/seed/sites';
import { ROUTES } from '../apps/web/src/config/routes';
import { platformLook } from '../apps/web/src/features/info/lib/social-platforms';
import { SAME_AS_ENGLISH } from '../apps/web/src/locales/same-as-english';
import { asReturningVisitor, expect, operatorCli, registerWithCode, test } from './support';

/**
 * Every word in the player's language (issue 20, decision 0190), in Chromium against the built
 * server and the demo seed. Each route of the router's table, the 404 page and each modal is shown
 * on a Filipino site (casino1) in Filipino and on a Chinese site (casino2) in Chinese, logged out
 * and logged in, and again in English with the same data: a text shown the same in both is English
 * left untranslated, unless it is a name, a number, an amount or a code (the allow-list below). A
 * raw translation key or an internal code (wallet.method.bank_transfer, referral_reward, cashier:1)
 * fails in every language. The sites are only read, except for the sign-in modal's template,
 * changed and put back.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const siteUrl = (host: string, path = '/') => `http://${host}:${port}${path}`;

type Local = 'PHP' | 'CN';
interface Case {
  language: Local;
  host: string;
  /** a site of the same language whose template logs in through the login modal */
  modalHost: string;
  /** a site of the same language that greets a first visit with a modal */
  firstVisitHost: string;
  phone: () => string;
}
const CASES: readonly Case[] = [
  {
    language: 'PHP',
    host: 'casino1.localhost',
    modalHost: 'slot2.localhost',
    firstVisitHost: 'casino1.localhost',
    phone: () => `+63917${String(Math.floor(Math.random() * 10 ** 7)).padStart(7, '0')}`,
  },
  {
    language: 'CN',
    host: 'casino2.localhost',
    modalHost: 'slot4.localhost',
    firstVisitHost: 'slot4.localhost',
    phone: () => `+86138${String(Math.floor(Math.random() * 10 ** 8)).padStart(8, '0')}`,
  },
];

// ---- What may read the same as English -------------------------------------------------------

type Messages = { [key: string]: string | Messages };
const messages = (group: string): Messages =>
  JSON.parse(readFileSync(new URL(`../apps/web/src/locales/EN/${group}.json`, import.meta.url), 'utf8'));
function textAt(tree: Messages, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  return typeof value === 'string' ? value : undefined;
}

/** The English texts of the messages a language writes as English does (locales/same-as-english.ts). */
function sharedWords(language: Local): string[] {
  return Object.keys(SAME_AS_ENGLISH[language]).flatMap((entry) => {
    const [group = '', key = ''] = entry.split(':');
    const text = textAt(messages(group), key);
    return text ? [text] : [];
  });
}

const SOCIAL_PLATFORMS = [
  'facebook',
  'telegram',
  'whatsapp',
  'instagram',
  'youtube',
  'x',
  'tiktok',
  'line',
  'viber',
  'wechat',
  'discord',
];

/**
 * Names are the same in every language: games, providers, sites, banks and e-wallets, the demo
 * player, the mini games and the languages (each named in itself).
 */
const NAMES: readonly string[] = [
  ...CATALOG_GAMES.map((game) => game.gameName),
  ...CATALOG_PROVIDERS.flatMap((provider) => [provider.name, provider.code]),
  ...DEMO_SITES.flatMap((site) => [
    site.name,
    site.logoText,
    `${site.name} Support`,
    `${site.name} Official`,
    `${site.name} Payments`,
  ]),
  ...DEMO_BANK_NAMES.map((bank) => bank.name),
  ...['JPMorgan Chase', 'PayPal', 'BDO Unibank', 'GCash', 'Bank of China', 'Alipay'],
  ...SOCIAL_PLATFORMS.map((platform) => platformLook(platform).name),
  DEMO_PLAYER.accountId,
  DEMO_PLAYER.fullName,
  DEMO_PLAYER.email,
  ...['Lucky Wheel', 'Treasure Box'],
  ...['English', 'Filipino', '中文'],
].filter(Boolean);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The texts as whole words: not inside a longer Latin word, wherever they stand beside Chinese. */
const wordsPattern = (texts: readonly string[]) =>
  new RegExp(
    `(?<![A-Za-z0-9])(?:${[...texts]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})(?![A-Za-z0-9])`,
    'g',
  );
const NAME_PATTERN = wordsPattern(NAMES);
/** The short marks of the social badges (f, tg, wa): a brand's mark, not a word. */
const SOCIAL_MARKS = new Set(SOCIAL_PLATFORMS.map((platform) => platformLook(platform).mark));
const MONTHS_AND_DAYS =
  /\b(Jan(uary)?|Feb(ruary)?|Mar(ch)?|Apr(il)?|May|June?|July?|Aug(ust)?|Sep(t(ember)?)?|Oct(ober)?|Nov(ember)?|Dec(ember)?|Mon|Tue|Wed|Thu|Fri|Sat|Sun|AM|PM)\b/g;

/**
 * Whether a text shown the same in the language and in English is allowed to: once the names,
 * codes (upper-case words: VIP, JILI, PHP), addresses and, for Filipino, English dates (its date
 * locale is English, S9.7) are taken out, no word is left.
 */
/**
 * Texts in the language itself that show in English too: VIP level names, which the server gives in
 * the site's language whatever the interface's (decision 0160). For Chinese, any text with a Han
 * character is no English left.
 */
function inTheLanguage(text: string, language: Local): boolean {
  if (language === 'CN' && /\p{Script=Han}/u.test(text)) return true;
  return Object.values(VIP_LEVEL_NAMES).some((names) => names[language] === text) || inboxTexts(language).has(text);
}

/** The demo player's inbox messages: a message has one text, written in the site's language (seed/demo.ts). */
function inboxTexts(language: Local): Set<string> {
  const texts = INBOX_TEXTS[language];
  if (!texts) return new Set();
  return new Set(
    DEMO_SITES.filter((site) => site.language === language).flatMap((site) => {
      const welcome = texts.welcome(site.name, formatAmount(site.currency, localAmount(site.currency, 10_00n)));
      const levels = Object.values(VIP_LEVEL_NAMES).map((names) => texts.vip(site.name, names[language] ?? ''));
      return [welcome, texts.tokens, texts.maintenance, ...levels].flatMap((message) => [message.title, message.body]);
    }),
  );
}

function sameIsAllowed(text: string, language: Local, shared: readonly string[]): boolean {
  if (SOCIAL_MARKS.has(text) || inTheLanguage(text, language)) return true;
  let rest = text
    .replace(NAME_PATTERN, ' ')
    .replace(wordsPattern(shared), ' ')
    .replace(/\S+@\S+|@\w+|https?:\/\/\S+|\b[\w-]+(\.[\w-]+)+\.(example|localhost|com|me|to)\b/g, ' ')
    .replace(/\b\w*\*{2,}\w*\b/g, ' ')
    .replace(/\b\d{1,3}(\.(\d{1,3}|x)){3}\b|\b[0-9a-f]{16,}\b/g, ' ')
    .replace(/\b[A-Z0-9][A-Z0-9_-]*\b/g, ' ');
  if (language === 'PHP') rest = rest.replace(MONTHS_AND_DAYS, ' ');
  return !/\p{L}/u.test(rest);
}

const TOP_KEYS = new Set(['ui', 'pages', 'errors', 'messages', 'validation'].flatMap((group) => Object.keys(messages(group))));

/** A translation key or an internal code on screen: what a missing text or an untranslated enum looks like. */
function looksLikeKey(text: string): boolean {
  if (/{{|}}/.test(text)) return true;
  if (/^(ui|pages|errors|messages|validation):[\w.]+$/.test(text)) return true;
  if (/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(text)) return true;
  if (/^[a-z_]+:\d+$/.test(text)) return true;
  const [first = ''] = text.split('.');
  return /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/.test(text) && TOP_KEYS.has(first);
}

// ---- Reading a screen ------------------------------------------------------------------------

/**
 * Every text of the page a player can be shown: its text (also in closed menus and options, which
 * open on a click), the names and hints screen readers and tooltips give, and the title.
 */
function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const add = (text: string | null | undefined) => {
      const clean = text?.replace(/\s+/g, ' ').trim();
      if (clean) texts.add(clean);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (node.parentElement?.closest('script, style, noscript, template, .language-switcher')) continue;
      add(node.textContent);
    }
    const attributes = ['aria-label', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'title', 'alt'];
    for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))) {
      for (const name of attributes) add(element.getAttribute(name));
    }
    add(document.title);
    return [...texts];
  });
}

/**
 * The screen once it has loaded: nothing aria-busy and no preloader (given a generous while), then
 * read until two reads half a second apart agree, digits aside (a countdown ticks). A screen that
 * keeps changing (a feed of recent wins) is read for a dozen reads; every text any read saw counts.
 * A read taken early can only miss a text, never report one: a finding needs the text in both
 * languages' reads.
 */
async function settledTexts(page: Page): Promise<string[]> {
  await expect(page.locator('#root > *').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .preloader'))
    .toHaveCount(0, { timeout: 30_000 })
    .catch(() => undefined);
  const seen = new Set<string>();
  let previous = '';
  for (let read = 0; read < 12; read++) {
    const texts = await screenTexts(page);
    for (const text of texts) seen.add(text);
    const shape = JSON.stringify(texts.map((text) => text.replace(/\d/g, '0')).sort());
    if (shape === previous) break;
    previous = shape;
    await page.waitForTimeout(500);
  }
  return [...seen];
}

async function setLanguage(context: BrowserContext, host: string, language: string) {
  await context.addCookies([{ name: 'lang', value: language, url: siteUrl(host) }]);
}

interface Findings {
  english: string[];
  keys: string[];
}

/** What the screen shows in English in the language, and the keys either shows. */
function compareScreens(where: string, local: string[], english: string[], language: Local, names: string[] = []): Findings {
  const shared = [...sharedWords(language), ...names];
  const inEnglish = new Set(english);
  return {
    english: local
      .filter((text) => inEnglish.has(text) && !looksLikeKey(text) && !sameIsAllowed(text, language, shared))
      .map((text) => `${where}: ${text}`),
    keys: [...local, ...english].filter(looksLikeKey).map((text) => `${where}: ${text}`),
  };
}

/**
 * A site shown twice side by side, in the language and in English, each in a context of its own
 * (its own language cookie), as a visitor or logged in as the demo player in both.
 */
interface Pair {
  local: Page;
  english: Page;
}

async function openPair(browser: Browser, host: string, language: Local, loggedIn = false): Promise<Pair> {
  const [local, english] = await Promise.all(
    ([language, 'EN'] as const).map(async (shown) => {
      const page = await (await returningContext(browser, true)).newPage();
      if (loggedIn) await logInDemo(page, host);
      await setLanguage(page.context(), host, shown);
      return page;
    }),
  );
  if (!local || !english) throw new Error('a pair is two pages');
  return { local, english };
}

async function closePair(pair: Pair) {
  await Promise.all([pair.local.context().close(), pair.english.context().close()]);
}

/**
 * Shows the screen in the language and in English at once, by `show`, which loads it on the page it
 * is given and leaves it as the player sees it.
 */
async function bothWays(pair: Pair, language: Local, where: string, show: (page: Page) => Promise<void>): Promise<Findings> {
  return test.step(where, async () => {
    const [local = [], english = []] = await Promise.all(
      [pair.local, pair.english].map(async (page) => {
        await show(page);
        return settledTexts(page);
      }),
    );
    return compareScreens(where, local, english, language);
  });
}

/** Pairs that walk a list of paths together, each taking the next path left: most of a screen's time is waiting. */
const WALKING_PAIRS = 2;

async function walk(browser: Browser, host: string, language: Local, paths: readonly string[], loggedIn: boolean) {
  const pairs = await Promise.all(Array.from({ length: WALKING_PAIRS }, () => openPair(browser, host, language, loggedIn)));
  const left = [...paths];
  const findings: Findings[] = [];
  await Promise.all(
    pairs.map(async (pair) => {
      for (let path = left.shift(); path !== undefined; path = left.shift()) {
        const shown = path;
        findings.push(await bothWays(pair, language, shown, (page) => page.goto(siteUrl(host, shown)).then(() => {})));
      }
    }),
  );
  if (loggedIn) {
    // Still logged in at the end: the walk read the player's pages, not the login page.
    for (const pair of pairs) {
      for (const page of [pair.local, pair.english]) {
        await expect(page.locator('.account-logout').first()).toBeVisible();
      }
    }
  }
  await Promise.all(pairs.map(closePair));
  return findings;
}

function expectNone(findings: Findings[]) {
  expect(findings.flatMap((found) => found.keys)).toEqual([]);
  expect(findings.flatMap((found) => found.english)).toEqual([]);
}

/** The addresses the side-by-side pages come from (TEST-NET-2), one each, as separate devices would. */
let devicesOpened = 0;

/**
 * A returning visitor's window at 1366 px. With `ownAddress` it comes through the server's trusted
 * proxy (TRUST_PROXY, playwright.config.ts) from an address of its own, so that pages read side by
 * side each spend their own per-address API budget, not the one of the whole run's 127.0.0.1.
 */
async function returningContext(browser: Browser, ownAddress = false): Promise<BrowserContext> {
  devicesOpened += 1;
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    ...(ownAddress ? { extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${(devicesOpened % 250) + 1}` } } : {}),
  });
  return asReturningVisitor(context);
}

async function logInDemo(page: Page, host: string) {
  await setLanguage(page.context(), host, 'EN');
  await page.goto(siteUrl(host, '/login'));
  await page.getByLabel('Account ID', { exact: true }).fill(DEMO_PLAYER.accountId);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeVisible();
}

/** The router's table, so that a new route is walked too, and the 404 page. */
const PATHS_TO_WALK = [...ROUTES.map((route) => route.path), '/no-such-page'];
/** A visitor is sent from the player's routes to /login, which the walk shows once. */
const VISITOR_PATHS = PATHS_TO_WALK.filter(
  (path) => !ROUTES.some((route) => route.path === path && 'auth' in route && route.auth),
);

// ---- The tests -------------------------------------------------------------------------------

test('the checks find English and keys, and pass names, numbers and codes', () => {
  const found = compareScreens(
    'sample',
    [
      'Bank transfer',
      'Paglipat sa bangko',
      'Super Ace',
      '₱1,250.00',
      'VIP',
      'JILI',
      'Nov 25, 2026',
      'wallet.method.bank_transfer',
    ],
    ['Bank transfer', 'Bank transfer', 'Super Ace', '₱1,250.00', 'VIP', 'JILI', 'Nov 25, 2026', 'wallet.method.bank_transfer'],
    'PHP',
  );
  expect(found.english).toEqual(['sample: Bank transfer']);
  expect(found.keys).toEqual(['sample: wallet.method.bank_transfer', 'sample: wallet.method.bank_transfer']);
  for (const key of ['referral_reward', 'cashier:1', 'promotion:35', 'pages:wallet.ledgerKind.bet', 'Hello {{name}}']) {
    expect(looksLikeKey(key), key).toBe(true);
  }
  for (const text of ['support@manilaroyale.example', 'Mag-log in', '18+', 'Page not found: /x'])
    expect(looksLikeKey(text), text).toBe(false);
  expect(sameIsAllowed('Nov 25, 2026', 'CN', [])).toBe(false);
  expect(sameIsAllowed('Slots | Manila Royale', 'PHP', sharedWords('PHP'))).toBe(true);
  expect(sameIsAllowed('Promotions | Manila Royale', 'PHP', sharedWords('PHP'))).toBe(false);
  expect(sameIsAllowed('Pilak', 'PHP', [])).toBe(true);
  expect(sameIsAllowed('127.0.0.x', 'PHP', [])).toBe(true);
  expect(sameIsAllowed('Welcome to VIP Silver', 'PHP', [])).toBe(false);
  // A name inside a longer word is no name: "demo" does not excuse "demonstration".
  expect(sameIsAllowed('demonstration', 'PHP', [])).toBe(false);
});

for (const { language, host, modalHost, firstVisitHost, phone } of CASES) {
  test.describe(`${language} on ${host}`, () => {
    test(`every route and the 404 page, logged out, in ${language}`, async ({ browser }) => {
      test.setTimeout(30 * 60_000);
      expectNone(await walk(browser, host, language, VISITOR_PATHS, false));
    });

    test(`every route, logged in as the demo player, in ${language}`, async ({ browser }) => {
      test.setTimeout(30 * 60_000);
      expectNone(await walk(browser, host, language, PATHS_TO_WALK, true));
    });

    test(`the first visit's modals, one after another, in ${language} (${firstVisitHost})`, async ({ browser }) => {
      // Both languages at once: after the last modal each waits a while for one more that does not come.
      const [local = [], english = []] = await Promise.all(
        ([language, 'EN'] as const).map(async (shown) => {
          // A first visitor each time: nothing remembered, so every first-visit modal the site has comes.
          const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
          await setLanguage(context, firstVisitHost, shown);
          const page = await context.newPage();
          await page.goto(siteUrl(firstVisitHost));
          const screens: string[][] = [];
          const dialog = page.getByRole('dialog');
          for (let opened = 0; opened < 6; opened++) {
            const next = await dialog
              .first()
              .waitFor({ timeout: 20_000 })
              .then(() => true)
              .catch(() => false);
            if (!next) break;
            const shownModal = await dialog.first().getAttribute('data-modal');
            screens.push(await settledTexts(page));
            await page.keyboard.press('Escape');
            // Closed, or the next modal of the queue in its place.
            await expect
              .poll(async () => (await dialog.count()) === 0 || (await dialog.first().getAttribute('data-modal')) !== shownModal)
              .toBe(true);
          }
          expect(screens.length, `${firstVisitHost} greets a first visit with a modal`).toBeGreaterThan(0);
          await context.close();
          return screens.flat();
        }),
      );
      expectNone([compareScreens('first visit', local, english, language)]);
    });

    test(`the login modal, in ${language} (${modalHost})`, async ({ browser }) => {
      const pair = await openPair(browser, modalHost, language);
      const found = await bothWays(pair, language, 'login modal', async (page) => {
        await page.goto(siteUrl(modalHost, '/inbox'));
        await expect(page.getByRole('dialog')).toHaveAttribute('data-modal', 'login');
      });
      expectNone([found]);
      await closePair(pair);
    });

    test(`the sign-in modal, in ${language} (${host} on the slot5 template for the test)`, async ({ browser }) => {
      const own = DEMO_SITES.find((site) => site.domains[0] === host);
      const slot5 = DEMO_SITES.find((site) => site.themeCode === 'slot5');
      if (!own || !slot5) throw new Error(`no demo site on ${host} or on slot5`);
      // A colour is a template's own: slot5's goes with it.
      operatorCli(
        'site:update',
        host,
        '--theme',
        'slot5',
        '--color',
        slot5.themeColor,
        '--reason',
        'every-word e2e: the sign-in modal',
      );
      try {
        const pair = await openPair(browser, host, language);
        const found = await bothWays(pair, language, 'sign-in modal', async (page) => {
          await page.goto(siteUrl(host, '/inbox'));
          await expect(page.getByRole('dialog')).toHaveAttribute('data-modal', 'signin');
        });
        expectNone([found]);
        await closePair(pair);
      } finally {
        operatorCli(
          'site:update',
          host,
          '--theme',
          own.themeCode,
          '--color',
          own.themeColor,
          '--reason',
          'every-word e2e: the template back',
        );
      }
    });

    test(`the reality check, in ${language}`, async ({ browser }) => {
      const context = await returningContext(browser);
      const page = await context.newPage();
      // The shortest interval is 15 minutes: the browser's clock is moved on instead of waiting.
      await page.clock.install();
      await setLanguage(context, host, 'EN');
      await page.goto(siteUrl(host, '/register'));
      const accountId = `ew${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
      await registerWithCode(page, host, { accountId, password: 'quiet orange lantern', phone: phone() });
      await page.goto(siteUrl(host, '/responsible-gaming'));
      await page.getByLabel('Remind me').selectOption({ label: 'Every 15 minutes' });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved: you will be reminded every 15 minutes.')).toBeVisible();

      const check = page.getByRole('dialog');
      await setLanguage(context, host, language);
      await page.reload();
      await page.clock.fastForward('15:00');
      await expect(check).toHaveAttribute('data-modal', 'realityCheck');
      const local = await settledTexts(page);
      // A check left open when the page reloads shows again at once.
      await setLanguage(context, host, 'EN');
      await page.reload();
      await expect(check).toHaveAttribute('data-modal', 'realityCheck');
      const english = await settledTexts(page);
      expectNone([compareScreens('reality check', local, english, language, [accountId])]);
      await context.close();
    });
  });
}

test('the Chinese site shows no English menu, on a computer and on a phone', async ({ browser }) => {
  const host = 'casino2.localhost';
  const shared = sharedWords('CN');
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await returningContext(browser);
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await page.goto(siteUrl(host));
    await expect(page.getByRole('navigation').first()).toBeAttached();
    if (viewport.width < 600) {
      // The phone's menu is behind the menu button: open it as a player would.
      await page.getByRole('banner').getByRole('button', { name: '菜单' }).first().click();
    }
    const entries = await page
      .getByRole('navigation')
      .locator('a, button, h2, h3, summary')
      .evaluateAll((elements) =>
        elements.map((element) => (element.textContent ?? element.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim()),
      );
    expect(entries.length, `menu entries at ${viewport.width} px`).toBeGreaterThan(5);
    const english = entries.filter((entry) => /[A-Za-z]/.test(entry) && !sameIsAllowed(entry, 'CN', shared));
    expect(english, `English in the menus at ${viewport.width} px`).toEqual([]);
    expect(entries.filter((entry) => /\p{Script=Han}/u.test(entry)).length).toBeGreaterThan(5);
    await context.close();
  }
});
