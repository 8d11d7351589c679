import { amountOf, expect, headerBalance, logInAsDemo, siteUrl, test } from './support';

/**
 * The demo player plays the built-in provider's slot from /playnow: the game runs in a frame,
 * every round moves the real balance through the seamless wallet API, the header follows, and
 * the rounds are in bet history.
 */
const GAME = { provider: 'WLGAMES', code: 'lucky_lantern', name: 'Lucky Lantern' };

test('a visitor opening a game is sent to log in first', async ({ page }) => {
  await page.goto(siteUrl(`/playnow?provider_code=${GAME.provider}&game_code=${GAME.code}`));
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('the demo player plays the built-in slot and sees balance and bet history follow', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto(siteUrl(`/playnow?provider_code=${GAME.provider}&game_code=${GAME.code}`));
  await expect(page.getByRole('heading', { level: 1, name: GAME.name })).toBeVisible();
  const game = page.frameLocator(`iframe[title="${GAME.name}"]`);
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  const gameBalance = game.getByTestId('wl-balance');
  const start = await amountOf(gameBalance);
  expect(await amountOf(headerBalance(page))).toBe(start);

  const rounds = 5;
  for (let round = 0; round < rounds; round++) {
    await spin.click();
    await expect(game.getByRole('status').filter({ hasText: /You win|No win this round/ })).toBeVisible();
    await expect(spin).toBeEnabled();
  }
  const end = await amountOf(gameBalance);
  // The header asks the server for the balance after each round the frame reports.
  await expect.poll(() => amountOf(headerBalance(page))).toBe(end);

  await game.getByText('Paytable and rules').click();
  await expect(game.getByText(/Return to player: 95\.95%/)).toBeVisible();

  await page.getByRole('button', { name: 'Close game' }).click();
  await page.goto(siteUrl('/bet-history'));
  await expect(page.getByText(GAME.name).first()).toBeVisible();
  await expect(page.getByText(GAME.name)).toHaveCount(rounds);
});

test('a game of a provider without an integration answers with a friendly message', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto(siteUrl('/playnow?provider_code=JILI&game_code=super_ace'));
  await expect(page.getByRole('alert')).toContainText('not available right now');
  await expect(page.locator('iframe')).toHaveCount(0);
});
