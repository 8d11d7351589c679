import type { Page } from '@playwright/test';
import { demoSession, E2E_PORT, expect, RETURNING_VISITOR_STORAGE, rememberInBrowser, TEMPLATES, test } from './support';

/**
 * Issue 20's layout at a phone's 390 px and a laptop's 1366 px, checked the way a person saw it
 * (docs/ui-review.md): the logged-in header holds on one row with Deposit whole and nothing
 * scrolling sideways, and the home's game lists show whole rows, a list too short for its grid or
 * spotlight being a row that simply ends, without arrows that do nothing.
 */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

async function openHomeAsPlayer(page: Page, template: string, language: string) {
  const host = `${template}.localhost`;
  await page.context().addCookies([{ name: 'lang', value: language, url: `http://${host}:${E2E_PORT}` }]);
  await rememberInBrowser(page.context(), { ...RETURNING_VISITOR_STORAGE, ...(await demoSession(host)) });
  await page.goto(`http://${host}:${E2E_PORT}/`);
  // the figure sets the row's width: measured once it is in
  await expect(page.getByRole('banner').locator('.account-balance strong:visible').first()).not.toHaveText('–');
}

// Filipino has the header's widest words; a site without Filipino shows its own language, as a player sees it.
for (const template of TEMPLATES) {
  test(`at 390 px the logged-in header of ${template} in Filipino shows Deposit whole, on one row, without sideways scroll`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openHomeAsPlayer(page, template, 'PHP');
    const banner = page.getByRole('banner');
    const deposit = await banner.locator('.account-deposit:visible').first().boundingBox();
    expect(deposit, 'Deposit shown').not.toBeNull();
    expect(deposit!.x).toBeGreaterThanOrEqual(0);
    expect(deposit!.x + deposit!.width).toBeLessThanOrEqual(PHONE.width);
    // balance, refresh, shortcuts and Deposit side by side: each one's middle within Deposit's height
    for (const part of ['.account-balance strong', '.account-refresh', '.account-favourites', '.account-inbox']) {
      const box = await banner.locator(`${part}:visible`).first().boundingBox();
      const middle = box!.y + box!.height / 2;
      expect(middle, part).toBeGreaterThan(deposit!.y);
      expect(middle, part).toBeLessThan(deposit!.y + deposit!.height);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

/** Each grid or spotlight on the home: how far each row of tiles falls short of the list's right edge (0 when whole). */
function shortRowsOfHomeGrids(): string[] {
  const short: string[] = [];
  for (const list of document.querySelectorAll<HTMLElement>('.home-page .game-section .game-list:not(.game-list-row)')) {
    const right = list.getBoundingClientRect().right;
    const rows = new Map<number, number>();
    for (const tile of list.querySelectorAll(':scope > li')) {
      const box = tile.getBoundingClientRect();
      const bottom = Math.round(box.bottom);
      rows.set(bottom, Math.max(rows.get(bottom) ?? 0, box.right));
    }
    for (const [bottom, end] of rows)
      if (right - end > 1) short.push(`${list.className} row ending at y=${bottom}: ${Math.round(right - end)} px short`);
  }
  return short;
}

// casino5's demo lists are long enough for its grids and spotlight; the other demo sites' are not
// (three hot, four featured games), and show as rows.
for (const viewport of [LAPTOP, PHONE]) {
  test(`at ${viewport.width} px casino5's home grids and spotlight show whole rows`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openHomeAsPlayer(page, 'casino5', 'EN');
    const main = page.getByRole('main');
    await expect(main.locator('.game-list-spotlight > li')).toHaveCount(9);
    // eleven popular games make one row of the widest grid, eighteen new ones two
    await expect(main.getByRole('region', { name: 'Popular games' }).locator('.game-list-grid > li')).toHaveCount(6);
    await expect(main.getByRole('region', { name: 'New games' }).locator('.game-list-grid > li')).toHaveCount(12);
    expect(await page.evaluate(shortRowsOfHomeGrids)).toEqual([]);
  });
}

test("at 1366 px casino2's short lists are rows that end, without arrows while they show every game", async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await openHomeAsPlayer(page, 'casino2', 'EN');
  const main = page.getByRole('main');
  const featured = main.getByRole('region', { name: 'Featured games' });
  await expect(featured.locator('.game-list-row > li')).toHaveCount(4);
  await expect(featured.getByRole('button', { name: 'Scroll forward' })).toHaveCount(0);
  await expect(main.locator('.game-list-spotlight')).toHaveCount(0);
  const hot = main.getByRole('region', { name: 'Hot games' });
  await expect(hot.locator('.game-list-row > li')).toHaveCount(3);
  await expect(hot.getByRole('button', { name: 'Scroll forward' })).toHaveCount(0);
});
