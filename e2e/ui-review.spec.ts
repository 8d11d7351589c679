import type { Page } from '@playwright/test';
import { demoSession, E2E_PORT, expect, RETURNING_VISITOR_STORAGE, rememberInBrowser, TEMPLATES, test } from './support';

/**
 * The layout faults a person found looking at the screens (issue 20, docs/ui-review.md), checked
 * the way they saw them: the floating Rewards entry over the statement and the account tiles at
 * 1366 px, and the header balance cut at 390 px.
 */

/** Opens a site's page as the logged-in demo player, returning visitor, in a language. */
async function openAsPlayer(page: Page, template: string, path: string, language = 'EN') {
  const host = `${template}.localhost`;
  const stored = { ...RETURNING_VISITOR_STORAGE, ...(await demoSession(host)) };
  await page.context().addCookies([{ name: 'lang', value: language, url: `http://${host}:${E2E_PORT}` }]);
  await rememberInBrowser(page.context(), stored);
  await page.goto(`http://${host}:${E2E_PORT}${path}`);
  await expect(page.getByRole('banner').locator('.account-balance strong:visible').first()).not.toHaveText('–');
}

/**
 * What of the page shows under the rewards entry now: the visible part of each element of the
 * site (text, controls, cells, pictures), clipped by the scrolling boxes around it, that meets
 * the entry's box. Fixed bars (the bottom tabs) are not page content.
 */
function contentUnderRewards(): string[] {
  const entry = document.querySelector('.floating-rewards')?.getBoundingClientRect();
  if (!entry) return ['no rewards entry'];
  const leaves = 'td, th, button, a, input, select, img, p, h1, h2, h3, li, dt, dd, span, strong, label';
  const hits: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(`.site-shell :is(${leaves})`)) {
    if (element.closest('.floating-rewards, .bottom-tabs, .navigation-drawer, [hidden]')) continue;
    let box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflow === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      const left = Math.max(box.left, clip.left);
      const top = Math.max(box.top, clip.top);
      box = new DOMRect(left, top, Math.min(box.right, clip.right) - left, Math.min(box.bottom, clip.bottom) - top);
    }
    if (box.width <= 0 || box.height <= 0) continue;
    if (box.left < entry.right && box.right > entry.left && box.top < entry.bottom && box.bottom > entry.top) {
      hits.push(`${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.trim().slice(0, 30)}`);
    }
  }
  return hits;
}

for (const [path, what] of [
  ['/statement', "the statement's last column and rows"],
  ['/account', "the account page's tiles"],
] as const) {
  test(`at 1366 px the Rewards entry covers none of ${what}, wherever the page is scrolled`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAsPlayer(page, 'casino1', path);
    await expect(page.locator('.floating-rewards')).toBeVisible();
    await expect(page.locator('.site-main h1')).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      expect(await page.evaluate(contentUnderRewards), `scrolled to ${y}`).toEqual([]);
    }
  });
}

test('at 390 px the Rewards band leaves the end of the page and the bottom tabs clear', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsPlayer(page, 'sportsbook1', '/account');
  await expect(page.locator('.floating-rewards')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(contentUnderRewards)).toEqual([]);
  const band = await page.locator('.floating-rewards').boundingBox();
  const tabs = await page.locator('.bottom-tabs').boundingBox();
  expect(band && tabs && band.y + band.height <= tabs.y + 1).toBe(true);
});

// Filipino has the header's widest words ("Balanse", "Mag-deposito"), which cut casino4's balance.
test('at 390 px the header balance is whole on every template, in Filipino', async ({ browser }) => {
  test.setTimeout(900_000);
  const cut: string[] = [];
  for (const template of TEMPLATES) {
    for (const language of ['PHP']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await openAsPlayer(page, template, '/', language);
      const figure = page.getByRole('banner').locator('.account-balance strong:visible').first();
      const refresh = page.getByRole('banner').locator('.account-refresh:visible').first();
      for (const [name, part] of [
        ['balance', figure],
        ['refresh', refresh],
      ] as const) {
        const box = await part.boundingBox();
        if (!box || box.x < 0 || box.x + box.width > 390) cut.push(`${template} ${language}: ${name} at ${JSON.stringify(box)}`);
      }
      // nothing around the figure clips it: its text is as wide as the box it is drawn in
      const clipped = await figure.evaluate((element) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflow !== 'visible' && parent.scrollWidth > parent.clientWidth + 1) return true;
        }
        return false;
      });
      if (clipped) cut.push(`${template} ${language}: clipped by its row`);
      await context.close();
    }
  }
  expect(cut).toEqual([]);
});
