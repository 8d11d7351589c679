import type { Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * A game as a player sees it (issue 20): the built-in games' tiles show their artwork, a visitor
 * plays a built-in slot for fun on a phone, full screen, and goes back; the info sheet gives the
 * RTP and the smallest and largest bet.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const siteUrl = (path: string, host = 'localhost') => `http://${host}:${port}${path}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** Set to write the screenshots of docs/images (game-view-*.png). */
const shots = process.env.GAME_VIEW_SCREENSHOTS === '1';

/** The first-visit modals of the demo site go first: a visitor closes each as it comes. */
async function closeModals(page: Page) {
  const dialog = page.getByRole('dialog');
  for (let open = 0; open < 4 && (await dialog.count()) > 0; open++) {
    await page.keyboard.press('Escape');
  }
}

async function builtInLobby(page: Page, host = 'localhost') {
  await page.goto(siteUrl('/slots?provider=WLGAMES', host));
  await expect(page.locator('.game-card').first()).toBeVisible();
  await closeModals(page);
}

test('the built-in games’ tiles show their artwork, not initials', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await builtInLobby(page);
  const pictures = page.locator('.game-card .lazy-image-img');
  await expect(pictures.first()).toHaveAttribute('src', /^\/game-art\//);
  const sources = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(sources.length).toBeGreaterThanOrEqual(4);
  for (const source of sources) expect(source).toMatch(/^\/game-art\/[a-z_]+\.svg$/);
  // each picture really loaded: the artwork is served, not a broken image
  await expect
    .poll(() => pictures.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  // the catalogue's picture of a built-in game leads to the same drawing
  const response = await page.request.get(siteUrl('/img/games/WLGAMES/lucky_lantern.svg'));
  expect(response.ok()).toBe(true);
  expect(response.url()).toMatch(/\/game-art\/lucky_lantern\.svg$/);
  if (shots) await page.screenshot({ path: '../docs/images/game-view-tiles-1366-en.png' });
});

test('a visitor plays a built-in slot for fun on a phone, full screen, and goes back', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await builtInLobby(page);
  await page.getByRole('link', { name: 'Play Lucky Lantern for fun' }).click();
  await expect(page).toHaveURL(/\/playfun\?provider_code=WLGAMES&game_code=lucky_lantern/);

  const view = page.getByTestId('play-view');
  await expect(view).toBeVisible();
  // the game fills the screen, over the site's header
  expect(await view.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });
  const onTop = await page.evaluate(() => document.elementFromPoint(20, 20)?.closest('[data-testid="play-view"]') !== null);
  expect(onTop).toBe(true);
  const notice = page.getByTestId('fun-notice');
  await expect(notice).toContainText('Fun mode');
  await expect(notice.getByRole('link', { name: 'Sign up to play for real' })).toBeVisible();

  const game = page.frameLocator('iframe[title="Lucky Lantern"]');
  await expect(game.getByText('Demo balance (not money)')).toBeVisible();
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  for (let round = 0; round < 3; round++) {
    await spin.click();
    await expect(game.getByRole('status').filter({ hasText: /You win|No win this round/ })).toBeVisible();
    await expect(spin).toBeEnabled();
  }
  if (shots) await page.screenshot({ path: '../docs/images/game-view-fun-390-en.png' });

  // the way back is at the bottom of the screen, in a thumb's reach
  const back = page.getByRole('button', { name: 'Back' });
  const box = (await back.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  expect(box.y).toBeGreaterThan(PHONE.height / 2);
  await back.click();
  await expect(page).toHaveURL(/\/slots\?provider=WLGAMES$/);

  // and the browser's Back leaves the game too
  await page.getByRole('link', { name: 'Play Lucky Lantern for fun' }).click();
  await expect(view).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/slots\?provider=WLGAMES$/);
  await expect(view).toHaveCount(0);
});

test('the info sheet shows the RTP, volatility and the smallest and largest bet', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl('/playfun?provider_code=WLGAMES&game_code=jade_garden'));
  await closeModals(page);
  await page.getByRole('button', { name: 'About Jade Garden' }).click();
  const sheet = page.getByRole('dialog', { name: 'Jade Garden' });
  await expect(sheet).toContainText('95.95%');
  await expect(sheet).toContainText('Low');
  // the demo site plays in dollars: bets from $0.10 to $50.00 (docs/built-in-provider.md)
  await expect(sheet.getByText('Minimum bet')).toBeVisible();
  await expect(sheet).toContainText('$0.10');
  await expect(sheet.getByText('Maximum bet')).toBeVisible();
  await expect(sheet).toContainText('$50.00');
  if (shots) await page.screenshot({ path: '../docs/images/game-view-info-1366-en.png' });
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);

  // at desktop widths the view goes full screen through the browser, and back
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe('play-view');
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test('fun play reads in the site’s language (Filipino, Chinese)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl('/playfun?provider_code=WLGAMES&game_code=fruit_fiesta', 'casino1.localhost'));
  await closeModals(page);
  await expect(page.getByTestId('fun-notice')).toContainText('Libreng laro');
  await expect(page.getByRole('button', { name: 'Bumalik' })).toBeVisible();
  await expect(page.frameLocator('iframe[title="Fruit Fiesta"]').getByText('Demo na balanse (hindi pera)')).toBeVisible();
  if (shots) await page.screenshot({ path: '../docs/images/game-view-fun-390-php.png' });
  await page.goto(siteUrl('/playfun?provider_code=WLGAMES&game_code=neon_nights', 'casino2.localhost'));
  await closeModals(page);
  await expect(page.getByTestId('fun-notice')).toContainText('试玩模式');
  await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
});
