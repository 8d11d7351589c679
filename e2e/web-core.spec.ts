import type { Browser, Page } from '@playwright/test';
import { expect, operatorCli, returningVisitorContext, test } from './support';

const port = Number(process.env.E2E_PORT ?? 3199);
const siteUrl = (host: string, path = '/') => `http://${host}:${port}${path}`;

async function bodyClass(page: Page): Promise<string> {
  return (await page.locator('body').getAttribute('class')) ?? '';
}

/** Logs the demo player in through the login page of a /login template. */
async function logInThroughForm(page: Page, host: string) {
  await page.goto(siteUrl(host, '/login'));
  await page.getByRole('textbox', { name: 'Account ID' }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo-play-2026');
  await page.getByRole('button', { name: /^log in$/i }).click();
  await expect(page.getByRole('button', { name: /log out/i }).first()).toBeVisible();
}

async function newPage(browser: Browser) {
  return (await returningVisitorContext(browser)).newPage();
}

test('three demo sites render three different templates and colours', async ({ browser }) => {
  const seen = [];
  for (const host of ['casino1.localhost', 'sportsbook2.localhost', 'slot3.localhost']) {
    const page = await newPage(browser);
    await page.goto(siteUrl(host));
    await expect(page.getByRole('main')).toBeVisible();
    const classes = await bodyClass(page);
    const nav = await page
      .getByRole('navigation')
      .first()
      .evaluate((element) => element.className);
    seen.push({ classes, nav, background: await page.evaluate(() => getComputedStyle(document.body).backgroundColor) });
    await page.context().close();
  }
  expect(new Set(seen.map((entry) => entry.classes)).size).toBe(3);
  expect(new Set(seen.map((entry) => entry.nav)).size).toBe(3);
  expect(new Set(seen.map((entry) => entry.background)).size).toBe(3);
});

test('an unknown path shows the 404 page with the exact message and a Back link', async ({ page }) => {
  await page.goto(siteUrl('localhost', '/no-such-page'));
  await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /back/i }).click();
  await expect(page).toHaveURL(siteUrl('localhost', '/'));
});

test('a protected route sends a visitor to /login on ordinary templates', async ({ page }) => {
  await page.goto(siteUrl('casino1.localhost', '/profile'));
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
});

for (const [host, modal] of [
  ['slot2.localhost', 'login'],
  ['slot4.localhost', 'login'],
  ['sportsbook1.localhost', 'login'],
  ['slot5.localhost', 'signin'],
] as const) {
  test(`a protected route on ${host} goes home and opens the ${modal} modal after 1 s`, async ({ page }) => {
    // When the modal first shows, in ms since the page began loading (the page's own clock): the
    // exact delay is the middleware's unit test; here it must not show before a second has passed,
    // however fast or slow the page loads.
    await page.addInitScript((id) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(`[role="dialog"][data-modal="${id}"]`)) return;
        document.documentElement.dataset.modalShownAt = String(performance.now());
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    }, modal);
    await page.goto(siteUrl(host, '/inbox'));
    await expect(page).toHaveURL(siteUrl(host, '/?redirect=%2Finbox'));
    // slot4 also greets a first visit with its announcement, which the login modal replaces.
    await expect(page.getByRole('dialog')).toHaveAttribute('data-modal', modal);
    const shownAt = Number(await page.locator('html').getAttribute('data-modal-shown-at'));
    expect(shownAt).toBeGreaterThanOrEqual(1000);
  });
}

test('a site in maintenance shows only the layout', async ({ page }) => {
  operatorCli('site:update', 'casino4.localhost', '--maintenance', 'on', '--reason', 'e2e maintenance');
  try {
    await page.goto(siteUrl('casino4.localhost', '/slots'));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeEmpty();
  } finally {
    operatorCli('site:update', 'casino4.localhost', '--maintenance', 'off', '--reason', 'e2e maintenance over');
  }
});

test('an expired session logs the player out with a warning toast', async ({ page }) => {
  await page.goto(siteUrl('localhost'));
  await page.evaluate(() =>
    localStorage.setItem(
      'wl.user',
      JSON.stringify({
        token: 'revoked-token',
        user: { account_id: 'demo', full_name: 'Demo', contact_email: '', session_token: 'revoked-token' },
      }),
    ),
  );
  await page.goto(siteUrl('localhost', '/profile'));
  await expect(page.getByText('Invalid session')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('wl.user'))).toBeNull();
});

test('logging out in one tab logs out the other tab', async ({ browser }) => {
  const context = await returningVisitorContext(browser);
  const first = await context.newPage();
  await logInThroughForm(first, 'localhost');
  const second = await context.newPage();
  await second.goto(siteUrl('localhost'));
  await expect(second.getByRole('button', { name: /log out/i }).first()).toBeVisible();
  await first
    .getByRole('button', { name: /log out/i })
    .first()
    .click();
  await expect(second.getByRole('link', { name: /^log in$/i }).first()).toBeVisible();
  await context.close();
});

test('the language switch changes the texts and the cookie', async ({ page }) => {
  await page.goto(siteUrl('localhost', '/promotions'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
  const switcher = page.getByRole('combobox', { name: /language/i }).first();
  await switcher.selectOption('CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('优惠活动');
  const cookies = await page.context().cookies();
  const lang = cookies.find((cookie) => cookie.name === 'lang');
  expect(lang?.value).toBe('CN');
  expect(lang!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
});

test('a first visit shows the site announcement once', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(siteUrl('localhost'));
  // The announcement comes first; the default demo site offers an app, so its prompt follows.
  await expect(page.getByRole('dialog')).toHaveAttribute('data-modal', 'announcement');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveAttribute('data-modal', 'appDownload');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test('a site with a preloader paints it with the page and takes it away when the app shows', async ({ browser }) => {
  const page = await newPage(browser);
  const html = await (await page.goto(siteUrl('casino2.localhost')))?.text();
  expect(html).toContain('<p class="preloader-wordmark">GOLDEN DRAGON</p>');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('#page-preloader')).toHaveCount(0);
  await page.context().close();
});
