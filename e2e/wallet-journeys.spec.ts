import { expect, type Page } from '@playwright/test';
import { operatorCli, registerWithCode, test } from './support';

/**
 * The cashier as a new player goes through it in the browser against the built server, with the
 * operator deciding through the CLI. The site is this file's own: sportsbook4 (Philippines, pesos),
 * shown in English through the language cookie.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const HOST = 'sportsbook4.localhost';
const siteUrl = (path = '/') => `http://${HOST}:${port}${path}`;

const uniqueId = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
/** A Philippine mobile number; each player its own, as the server limits signups per phone. */
const uniquePhone = () => `+63917${String(Math.floor(Math.random() * 10 ** 7)).padStart(7, '0')}`;

const headerBalance = (page: Page) => page.getByRole('banner').locator('.account-balance').first();

/** The id of the player's pending request in the operator's queue (one line per request: ID first, then the account). */
function pendingRequestId(kind: 'deposits' | 'withdrawals', accountId: string): string {
  const line = operatorCli(`${kind}:pending`, '--site', HOST)
    .split('\n')
    .find((row) => row.includes(` ${accountId} `));
  const id = line?.trim().split(/\s+/)[0];
  if (!id || !/^\d+$/.test(id)) throw new Error(`no pending ${kind} of ${accountId}`);
  return id;
}

async function registerAndLogIn(page: Page, accountId: string) {
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: siteUrl() }]);
  await page.goto(siteUrl('/register'));
  await registerWithCode(page, HOST, { accountId, password: 'quiet orange lantern', phone: uniquePhone() });
}

async function refreshHeaderBalance(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Refresh balance' }).first().click();
}

test('a new player adds a bank account, deposits, withdraws, and follows every movement', async ({ page }) => {
  const accountId = uniqueId('wal');
  await registerAndLogIn(page, accountId);

  // A bank account first: the list starts empty and links to the form.
  await page.goto(siteUrl('/bank-details'));
  await expect(page.getByText('You have no bank accounts yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Add bank account' }).click();
  await expect(page).toHaveURL(siteUrl('/add-bank'));
  await page.getByLabel('Bank', { exact: true }).fill('BDO');
  await page.getByLabel('Account holder').fill('Juan Dela Cruz');
  await page.getByLabel('Account number').fill('1234');
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(page.getByText('Enter the account number: 6 to 20 digits.')).toBeVisible();
  await page.getByLabel('Account number').fill('001234567890');
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(page).toHaveURL(siteUrl('/bank-details'));
  await expect(page.getByRole('list', { name: 'Your bank accounts' }).getByText('******7890')).toBeVisible();

  // The deposit page says where to pay by the chosen method and the reference to quote.
  await page.goto(siteUrl('/deposit'));
  const whereToPay = page.getByRole('region', { name: 'Where to pay' });
  await expect(whereToPay.getByText('BDO Unibank')).toBeVisible();
  await expect(whereToPay.getByText(new RegExp(`^S\\d+-${accountId.toUpperCase()}$`))).toBeVisible();
  const copyReference = whereToPay.getByRole('button', { name: 'Copy the reference' });
  await copyReference.click();
  await expect(copyReference).toHaveText('Copied');
  await page.getByRole('radio', { name: /E-wallet/ }).check();
  await expect(whereToPay.getByText('GCash')).toBeVisible();
  const qrCode = whereToPay.getByRole('img', { name: 'QR code to pay GCash' });
  await expect(qrCode).toBeVisible();
  await expect.poll(() => qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('radio', { name: /Bank transfer/ }).check();

  // A deposit by bank transfer waits for the operator, who approves it once the money arrives.
  await page.getByLabel('Amount (PHP)').fill('5000');
  await page.getByLabel('Paid from').selectOption({ label: 'BDO · Juan Dela Cruz · ******7890' });
  await page.getByLabel('Receipt reference (optional)').fill('RC-5000');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  const requested = page.getByRole('region', { name: 'Deposit requested' });
  await expect(requested.getByText('₱5,000')).toBeVisible();
  await expect(requested.getByText('Pending')).toBeVisible();

  operatorCli('deposit:approve', pendingRequestId('deposits', accountId));
  await refreshHeaderBalance(page);
  await expect(headerBalance(page)).toContainText('₱5,000');
  await page.goto(siteUrl('/transaction-history'));
  const transactions = page.getByRole('list', { name: 'Transactions' });
  await expect(transactions.getByRole('listitem').filter({ hasText: 'Deposit' })).toContainText('Approved');
  await expect(transactions.getByRole('listitem').filter({ hasText: 'Deposit' })).toContainText('+₱5,000');

  // A withdrawal leaves the balance at once; the operator rejects it and the money returns.
  await page.goto(siteUrl('/withdrawal'));
  await expect(page.getByText('You can withdraw ₱5,000')).toBeVisible();
  await page.getByLabel('Amount (PHP)').fill('1000');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(headerBalance(page)).toContainText('₱4,000');
  await expect(page.getByRole('region', { name: 'Pending withdrawals' }).getByText('₱1,000')).toBeVisible();

  operatorCli('withdrawal:reject', pendingRequestId('withdrawals', accountId), '--reason', 'Holder name does not match');
  await page.goto(siteUrl('/transaction-history'));
  await refreshHeaderBalance(page);
  await expect(headerBalance(page)).toContainText('₱5,000');
  const withdrawal = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').filter({ hasText: 'Withdrawal' });
  await expect(withdrawal).toContainText('Rejected');
  await expect(page.getByRole('region', { name: 'Pending requests' })).toContainText('No pending requests.');

  // The statement shows each movement with the balance after it.
  await page.goto(siteUrl('/statement'));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Withdrawal returned');
  await expect(rows.nth(1).getByRole('cell').nth(3)).toHaveText('₱5,000.00');
  await expect(rows.nth(2).getByRole('cell').nth(2)).toHaveText('−₱1,000.00');
  await expect(rows.nth(2).getByRole('cell').nth(3)).toHaveText('₱4,000.00');
  await expect(rows.nth(3).getByRole('cell').nth(1)).toContainText('Deposit');
  await expect(rows.nth(3).getByRole('cell').nth(3)).toHaveText('₱5,000.00');
  await expect(page.getByText('Closing balance').locator('xpath=following-sibling::dd')).toHaveText('₱5,000.00');
});
