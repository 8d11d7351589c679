import type { Page } from '@playwright/test';
import { amountOf, expect, headerBalance, siteUrl, test } from './support';

/**
 * An instant fair game for fun (issue 20: built-in games can be played for fun without an
 * account): a visitor opens hash dice from its tile in the hash game lobby, rolls on a demo
 * balance that moves with each round, and nothing of it is money: the site's header shows no
 * balance, and the game links no round to /verify (fun rounds are not recorded).
 */

/** The first-visit modals of the demo site go first: a visitor closes each as it comes. */
async function closeModals(page: Page) {
  const dialog = page.getByRole('dialog');
  for (let open = 0; open < 4 && (await dialog.count()) > 0; open++) {
    await page.keyboard.press('Escape');
  }
}

test('a visitor rolls hash dice for fun from its tile, on a demo balance, logged out', async ({ page }) => {
  await page.goto(siteUrl('/hash-game?provider=WLGAMES'));
  await expect(page.locator('.game-card').first()).toBeVisible();
  await closeModals(page);
  await page.getByRole('link', { name: 'Play Fair Hash Dice for fun' }).click();
  await expect(page).toHaveURL(/\/playfun\?provider_code=WLGAMES&game_code=wl_hash_dice/);

  const frame = page.frameLocator('iframe[title="Fair Hash Dice"]');
  await expect(frame.getByText('Demo balance (not money)')).toBeVisible();
  const gameBalance = frame.getByTestId('wl-balance');
  await expect(gameBalance).toHaveText(/\d/);
  const before = await amountOf(gameBalance);
  await frame.getByRole('button', { name: 'Roll', exact: true }).click();
  // a dice round either loses the bet or pays 1.98 times it: the demo balance always moves
  await expect.poll(() => amountOf(gameBalance)).not.toBe(before);
  await expect(frame.getByTestId('fair-history')).toContainText('FUN1');
  await expect(frame.getByRole('link', { name: /Verify round/ })).toHaveCount(0);
  await expect(frame.getByTestId('fair-seed-hash')).toHaveCount(0);
  // still a visitor: no balance in the site's header
  await expect(headerBalance(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign up to play for real' })).toBeVisible();
});
