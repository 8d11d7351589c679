import type { Page } from '@playwright/test';
import { amountOf, betAndCashOutOnCrash, CRASH_ROUND_END_MS, expect, headerBalance, siteUrl, test } from './support';

/**
 * Crash for fun (issue 20: built-in games can be played for fun without an account): a visitor
 * opens the live crash game from the play-for-fun page, bets a demo balance on the site's real
 * round, and sees the bet settled with the round, which links to /verify like any round. The
 * rounds run on the server's own timing (CRASH_TIMING), so the test waits for the phase it needs.
 */

/** The first-visit modals of the demo site go first: a visitor closes each as it comes. */
async function closeModals(page: Page) {
  const dialog = page.getByRole('dialog');
  for (let open = 0; open < 4 && (await dialog.count()) > 0; open++) {
    await page.keyboard.press('Escape');
  }
}

test('a visitor bets a demo balance on the live crash round and sees the bet settled, no money involved', async ({ page }) => {
  test.setTimeout(2 * CRASH_ROUND_END_MS + 60_000);
  await page.goto(siteUrl('/playfun?provider_code=WLGAMES&game_code=wl_crash'));
  await closeModals(page);
  const frame = page.frameLocator('iframe[title="Fair Crash"]');
  await expect(frame.getByText('Demo balance (not money)')).toBeVisible();
  const { placed, outcome } = await betAndCashOutOnCrash(frame, async () => {
    // a fun bet is nobody's but the visitor's: the round's players list does not show it
    await expect(frame.getByTestId('fair-crash-mine')).toContainText('is in this round');
    await expect(frame.getByText('No bets in this round yet.')).toBeVisible();
  });
  // a lost bet is settled by the state call; a cash-out pays the demo balance back
  const gameBalance = frame.getByTestId('wl-balance');
  if (outcome.includes('Cashed out at')) await expect.poll(() => amountOf(gameBalance)).toBeGreaterThan(placed);
  else expect(await amountOf(gameBalance)).toBe(placed);
  await expect(frame.getByTestId('fair-history')).toContainText(/Cashed out at|Crashed at/);

  // the rounds are the site's real ones: the ended round links to /verify; the visitor has no balance
  const recent = frame.getByRole('link', { name: /^Verify round SR\d+: / }).first();
  await expect(recent).toBeVisible({ timeout: CRASH_ROUND_END_MS });
  expect(await recent.getAttribute('href')).toMatch(/^\/verify\?game=crash&round=SR\d+$/);
  await expect(headerBalance(page)).toHaveCount(0);
});
