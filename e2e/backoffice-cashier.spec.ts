import type { Page } from '@playwright/test';
import { DEMO_STAFF } from '../apps/api/src/seed/demo-staff';
import { expect, registerWithCode, returningVisitorContext, signInToBackoffice, test } from './support';

/**
 * The cashier desk between two browsers, against the built server: a new player requests a
 * deposit; the demo cashier, signed in with a TOTP code and watching the desk, sees it arrive
 * without reloading and approves it with a reason; the player's header balance follows without a
 * reload, and the inbox holds the decision with the reason. The site is slot1 (US dollars, English).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const HOST = 'slot1.localhost';
const siteUrl = (path = '/') => `http://${HOST}:${port}${path}`;
const cashier = DEMO_STAFF.find((member) => member.username === 'demo-cashier');

const uniqueDigits = (length: number) => String(Math.floor(Math.random() * 10 ** length)).padStart(length, '0');
const headerBalance = (page: Page) => page.getByRole('banner').locator('.account-balance strong').first();

test('a deposit reaches the cashier desk live, and the approval reaches the player live', async ({ page, browser }) => {
  if (!cashier) throw new Error('the demo seed has no demo-cashier');
  const accountId = `desk${Date.now().toString(36)}`;

  // The cashier watches the desk, narrowed to the player who is about to deposit.
  await page.goto('/backoffice/cashier');
  await signInToBackoffice(page, cashier);
  await expect(page.getByRole('heading', { name: 'Cashier desk' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter by Player' }).fill(accountId);
  const desk = page.getByRole('table', { name: 'Deposits: Pending' });
  await expect(desk.getByText('Nothing is waiting.', { exact: false })).toBeVisible();

  // A new player of the site, in a browser of their own, asks for a deposit by e-wallet.
  const playerContext = await returningVisitorContext(browser);
  const player = await playerContext.newPage();
  await playerContext.addCookies([{ name: 'lang', value: 'EN', url: siteUrl() }]);
  await player.goto(siteUrl('/register'));
  await registerWithCode(player, HOST, { accountId, password: 'quiet orange lantern', phone: `+1202555${uniqueDigits(4)}` });
  await player.goto(siteUrl('/deposit'));
  await player.getByRole('radio', { name: /E-wallet/ }).check();
  await player.getByLabel('Amount (USD)').fill('250');
  await player.getByLabel('E-wallet payment reference').fill(`PAYPAL-${uniqueDigits(6)}`);
  await player.getByRole('button', { name: 'Request deposit' }).click();
  await expect(player.getByRole('region', { name: 'Deposit requested' })).toBeVisible();

  // It arrives on the desk without a reload, marked new; the cashier approves it with a reason.
  const row = desk.getByRole('row').filter({ hasText: accountId });
  await expect(row.getByText('New')).toBeVisible();
  await expect(row).toContainText('$250.00');
  await row.getByRole('button', { name: /^Approve request \d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this deposit?' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Payment received in full');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('1 request approved.')).toBeVisible();
  await expect(desk.getByText('Nothing is waiting.', { exact: false })).toBeVisible();

  // The player's page follows without a reload: the header balance, then the inbox's message.
  await expect(headerBalance(player)).toHaveText('$250.00');
  const inbox = player
    .getByRole('banner')
    .getByRole('link', { name: /^Inbox/ })
    .first();
  await expect(inbox).toContainText('1');
  await inbox.click();
  const message = player.getByRole('listitem').filter({ hasText: 'Deposit approved' });
  await message.getByRole('button', { name: /Deposit approved/ }).click();
  await expect(message).toContainText('Your deposit of $250.00 has been approved and added to your balance.');
  await expect(message).toContainText('Reason: Payment received in full');
  await playerContext.close();
});
