import type { Page } from '@playwright/test';
import { expect, logInAsDemo, test } from './support';

/**
 * The game lobbies in the browser against the built server: a visitor browses, filters by
 * provider, searches and pages a category; the demo player adds and removes a favourite. The
 * default site (localhost) offers every category, and shows the games of providers not connected
 * (all but the built-in one in the demo) as coming soon: cards, but not links.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const siteUrl = (path = '/') => `http://localhost:${port}${path}`;

const gameLinks = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Play / });
/** The cards of the lobby's page, coming soon or not (the lobby's grid, not the probe that measures it). */
const cards = (page: Page) => page.getByRole('main').locator('ul.game-list:not(.lobby-grid-probe) > li');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search games by name' });

/** Every picture of the cards on screen has loaded (none broken). */
async function expectPicturesLoaded(page: Page) {
  const pictures = page.locator('.game-card .lazy-image-img');
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() => pictures.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

test('a visitor browses the slots lobby, filters by provider, searches and pages', async ({ page }) => {
  await page.goto(siteUrl('/slots'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
  await expect(cards(page).first()).toBeVisible();
  // a page is whole rows of the grid at this width
  const perPage = await cards(page).count();
  expect(perPage).toBeGreaterThanOrEqual(12);
  await expectPicturesLoaded(page);
  await expect(page.getByRole('button', { name: /^Favourite / })).toHaveCount(0);
  const firstPage = await cards(page).allTextContents();

  const pagination = page.getByRole('navigation', { name: 'Game pages' });
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(siteUrl('/slots?page=2'));
  await expect(cards(page)).toHaveCount(perPage);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(await cards(page).allTextContents()).not.toEqual(firstPage);

  const providers = page.getByRole('group', { name: 'Providers' });
  await providers.getByRole('button', { name: /^PG Soft, \d+ games$/ }).click();
  await expect(page).toHaveURL(siteUrl('/slots?provider=PGSOFT'));
  await expect(providers.getByRole('button', { name: /^PG Soft, / })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(7);
  await expect(page.locator('.game-card-provider').filter({ hasNotText: 'PGSOFT' })).toHaveCount(0);

  await providers.getByRole('button', { name: /^All, / }).click();
  await searchBox(page).fill('MAHJONG');
  await expect(page).toHaveURL(siteUrl('/slots?q=MAHJONG'));
  await expect(page.getByRole('main').locator('.game-card-name')).toHaveText([
    'Mahjong Fortune',
    'Mahjong Ways',
    'Mahjong Ways 2',
  ]);

  // The search lives in the URL: a reload and the back button bring it back.
  await page.reload();
  await expect(searchBox(page)).toHaveValue('MAHJONG');
  await expect(cards(page)).toHaveCount(3);
  // coming soon: nothing to open
  await expect(gameLinks(page)).toHaveCount(0);

  await searchBox(page).fill('LANTERN');
  await expect(page).toHaveURL(siteUrl('/slots?q=LANTERN'));
  const lantern = page.getByRole('main').getByRole('link', { name: 'Play Lucky Lantern', exact: true });
  await lantern.click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('LANTERN');
  await expect(lantern).toBeVisible();

  await searchBox(page).fill('no such game');
  await expect(page.getByText('No games match your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all games' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(cards(page)).toHaveCount(perPage);
});

test('every lobby of the menu opens with its games', async ({ page }) => {
  for (const [path, title] of [
    ['/casino', 'Live casino'],
    ['/fishing', 'Fishing'],
    ['/crash', 'Crash'],
    ['/hot', 'Hot games'],
  ] as const) {
    await page.goto(siteUrl(path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(cards(page).first()).toBeVisible();
  }
});

test('the demo player adds a favourite from a lobby and removes it, and both last after a reload', async ({ page }) => {
  await logInAsDemo(page);

  // Jade Garden: a built-in slot that is not among the demo player's seeded favourites
  await page.goto(siteUrl('/slots?q=jade%20garden'));
  const favourite = page.getByRole('button', { name: 'Favourite Jade Garden' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  const added = page.waitForResponse('**/api/home/fav_add');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  expect((await (await added).json()).statusCode).toBe(1);

  await page.reload();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  const removed = page.waitForResponse('**/api/home/fav_remove');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  expect((await (await removed).json()).statusCode).toBe(1);

  await page.reload();
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor sees the leaderboard of the last 30 days with masked players', async ({ page }) => {
  await page.goto(siteUrl('/leaderboard'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leaderboard');
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  const table = page.getByRole('table', { name: 'Biggest winners of the last 30 days' });
  await expect(table).toBeVisible();
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell').first()).toHaveText('1');
  await expect(firstRow).toContainText('*');
});
