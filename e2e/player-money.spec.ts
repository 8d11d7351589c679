import type { Page } from '@playwright/test';
import { expect, operatorCli, registerWithCode, test } from './support';

/**
 * Money on screen (issue 20, decisions 0165 and 0166), on this file's site slot7 (Philippines,
 * pesos; engagement-journeys.spec.ts uses it too, with players of its own): a new player's header
 * reads ₱0.00 with a Deposit button at 390 and 1366 px, and a deposit the operator rejects shows
 * in the history as rejected, neutral, with the operator's reason.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const HOST = 'slot7.localhost';
const siteUrl = (path = '/') => `http://${HOST}:${port}${path}`;

const uniqueId = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
/** A Philippine mobile number; each player its own, as the server limits signups per phone. */
const uniquePhone = () => `+63917${String(Math.floor(Math.random() * 10 ** 7)).padStart(7, '0')}`;

function pendingDepositId(accountId: string): string {
  const line = operatorCli('deposits:pending', '--site', HOST)
    .split('\n')
    .find((row) => row.includes(` ${accountId} `));
  const id = line?.trim().split(/\s+/)[0];
  if (!id || !/^\d+$/.test(id)) throw new Error(`no pending deposit of ${accountId}`);
  return id;
}

async function newPlayer(page: Page): Promise<string> {
  const accountId = uniqueId('money');
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: siteUrl() }]);
  await page.goto(siteUrl('/register'));
  await registerWithCode(page, HOST, { accountId, password: 'quiet orange lantern', phone: uniquePhone() });
  return accountId;
}

/** The header's balance reads ₱0.00 and its Deposit button is on screen, inside the viewport's width. */
async function expectZeroAndDeposit(page: Page, width: number) {
  const header = page.getByRole('banner');
  await expect(header.locator('.account-balance').first()).toContainText('₱0.00');
  const deposit = header.getByRole('link', { name: 'Deposit', exact: true }).first();
  await expect(deposit).toBeVisible();
  const box = await deposit.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  // Nothing in the header is pushed past the screen's edge.
  const overflow = await header.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a new player's header shows ₱0.00 and a Deposit button at 1366 and 390 px", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await newPlayer(page);
  await page.goto(siteUrl('/'));
  await expectZeroAndDeposit(page, 1366);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('/'));
  await expectZeroAndDeposit(page, 390);
  await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).first().click();
  await expect(page).toHaveURL(siteUrl('/deposit'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a rejected deposit shows as rejected, neutral, with the operator reason', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  const accountId = await newPlayer(page);
  await page.goto(siteUrl('/deposit'));
  // A quick amount fills the amount; an e-wallet deposit needs only its reference.
  await page
    .getByRole('button', { name: /^Deposit ₱/ })
    .nth(1)
    .click();
  await expect(page.getByLabel('Amount (PHP)')).not.toHaveValue('');
  await page.getByRole('radio', { name: /E-wallet/ }).check();
  await page.getByLabel('E-wallet payment reference').fill('GCASH-0001');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(page.getByRole('region', { name: 'Deposit requested' }).getByText('Pending')).toBeVisible();
  operatorCli('deposit:reject', pendingDepositId(accountId), '--reason', 'No payment arrived');

  await page.goto(siteUrl('/transaction-history'));
  const line = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
  await expect(line).toContainText('Rejected');
  await expect(line).toContainText('Reason: No payment arrived');
  const amount = line.locator('.wallet-amount');
  await expect(amount).toHaveClass(/is-void/);
  await expect(amount).not.toContainText('+');
  await expect(page.getByRole('banner').locator('.account-balance').first()).toContainText('₱0.00');
});
