import type { Page } from '@playwright/test';
import { expect, registerWithCode, test } from './support';

/**
 * Issue 20's player games in the browser against the built server: a new player's favourite and
 * recently played game survive a reload, on the home, the lobby and the favourites page; a demo
 * site that hides providers not connected shows no tile of them; a lobby page at 1366 px fills
 * whole rows of its grid. localhost shows games of providers not connected as coming soon,
 * casino1 hides them (the demo connects only the built-in provider, WLGAMES).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const siteUrl = (host: string, path = '/') => `http://${host}:${port}${path}`;
const uniqueDigits = (length: number) => String(Math.floor(Math.random() * 10 ** length)).padStart(length, '0');

/** The lobby's page of games: its grid, not the probe that measures it nor the player's rows. */
const lobbyGrid = (page: Page) => page.getByRole('main').locator('ul.game-list:not(.lobby-grid-probe):not(.game-list-row)');

test('a new player favourites a game and plays one, and both are still there after a reload', async ({ page }) => {
  test.slow();
  // localhost is the United States demo site
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(siteUrl('localhost', '/register'));
  const accountId = `pg${Date.now().toString(36)}`;
  await registerWithCode(page, 'localhost', { accountId, password: 'quiet orange lantern', phone: `+1202555${uniqueDigits(4)}` });

  await page.goto(siteUrl('localhost', '/slots?q=lucky%20lantern'));
  const heart = page.getByRole('button', { name: 'Favourite Lucky Lantern' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const added = page.waitForResponse('**/api/home/fav_add');
  await heart.click();
  expect((await (await added).json()).statusCode).toBe(1);

  await page.goto(siteUrl('localhost', '/'));
  await page.reload();
  const favourites = page.getByRole('region', { name: 'Favourites' });
  await expect(favourites.getByRole('link', { name: 'Play Lucky Lantern' })).toBeVisible();
  await favourites.getByRole('link', { name: 'All favourites' }).click();
  await expect(page).toHaveURL(siteUrl('localhost', '/favourites'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favourites');
  await expect(page.getByRole('main').getByRole('link', { name: /^Play / })).toHaveText(['Lucky LanternWLGAMES']);

  const launched = page.waitForResponse('**/api/product/launch_game');
  await page.goto(siteUrl('localhost', '/playnow?provider_code=WLGAMES&game_code=jade_garden'));
  expect((await (await launched).json()).statusCode).toBe(1);
  await page.goto(siteUrl('localhost', '/'));
  await page.reload();
  const recent = page.getByRole('region', { name: 'Continue playing' });
  await expect(recent.getByRole('link', { name: /^Play / }).first()).toHaveAccessibleName('Play Jade Garden');

  // The slots lobby has both rows above its first page.
  await page.goto(siteUrl('localhost', '/slots'));
  await expect(
    page.getByRole('region', { name: 'Continue playing' }).getByRole('link', { name: 'Play Jade Garden' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Favourites' }).getByRole('link', { name: 'Play Lucky Lantern' })).toBeVisible();
});

test('a demo site that hides providers not connected shows no tile of them, and one that shows them has no dead tile', async ({
  page,
}) => {
  for (const path of ['/slots', '/hot', '/casino', '/crash']) {
    await page.goto(siteUrl('casino1.localhost', path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    const providers = await page.getByRole('main').locator('.game-card-provider').allTextContents();
    expect(
      providers.every((provider) => provider.trim() === 'WLGAMES'),
      `${path}: ${providers.join(', ')}`,
    ).toBe(true);
    await expect(page.locator('.game-card-soon')).toHaveCount(0);
  }

  await page.goto(siteUrl('localhost', '/slots?q=super%20ace'));
  const soon = page.getByRole('main').locator('.game-card-soon').filter({ hasText: 'Super Ace' });
  await expect(soon).toContainText('Coming soon');
  await expect(soon.getByRole('link')).toHaveCount(0);
  await expect(soon.getByRole('button')).toHaveCount(0);
});

for (const width of [1366, 390]) {
  test(`a page of the lobby at ${width} px fills whole rows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(siteUrl('localhost', '/slots'));
    const grid = lobbyGrid(page);
    await expect(grid.locator('.game-card').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Game pages' })).toBeVisible();
    const columns = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    const cards = await grid.locator(':scope > li').count();
    expect(columns).toBeGreaterThan(1);
    expect(cards % columns, `${cards} games in ${columns} columns`).toBe(0);
    expect(cards / columns).toBeGreaterThanOrEqual(3);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('new');
    await expect(page).toHaveURL(siteUrl('localhost', '/slots?sort=new'));
    await expect(grid.locator(':scope > li')).toHaveCount(cards);
  });
}
