import { expect, type Page } from '@playwright/test';
import { registerWithCode, test } from './support';

/**
 * Player protection as a new player goes through it in the browser against the built server. The
 * site is this file's own: sportsbook5 (Indonesia, rupiah; its language falls back to English).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const HOST = 'sportsbook5.localhost';
const siteUrl = (path = '/') => `http://${HOST}:${port}${path}`;
const PASSWORD = 'quiet orange lantern';

const uniqueId = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
/** An Indonesian mobile number; each player its own, as the server limits signups per phone. */
const uniquePhone = () => `+62812${String(Math.floor(Math.random() * 10 ** 8)).padStart(8, '0')}`;

async function registerAndLogIn(page: Page, accountId: string) {
  await page.goto(siteUrl('/register'));
  await registerWithCode(page, HOST, { accountId, password: PASSWORD, phone: uniquePhone() });
}

async function expectLoggedOut(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toBeVisible();
}

test('a new player sets a daily deposit limit, is refused above it, self-excludes and is refused at the next login', async ({
  page,
}) => {
  const accountId = uniqueId('prt');
  await registerAndLogIn(page, accountId);

  await page.goto(siteUrl('/responsible-gaming'));
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
  const daily = page.getByRole('form', { name: 'Daily limit' });
  await expect(daily.getByText('No limit')).toBeVisible();
  await daily.getByLabel('New daily limit').fill('300000');
  await daily.getByRole('button', { name: 'Set limit' }).click();
  await expect(daily.getByText('Saved: your limit is Rp300,000 from now on.')).toBeVisible();

  // Above the limit the deposit is refused; within it, it is requested and counts against it.
  await page.goto(siteUrl('/deposit'));
  await expect(page.getByText('Your deposit limits allow Rp300,000.00 more now.')).toBeVisible();
  await page.getByRole('radio', { name: /E-wallet/ }).check();
  await page.getByLabel('E-wallet payment reference').fill('EW-400000');
  await page.getByLabel('Amount (IDR)').fill('400000');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(page.getByText('This deposit would go over your deposit limit.')).toBeVisible();
  await page.getByLabel('Amount (IDR)').fill('200000');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(page.getByRole('region', { name: 'Deposit requested' }).getByText('Pending')).toBeVisible();

  await page.goto(siteUrl('/responsible-gaming'));
  await expect(
    page.getByRole('form', { name: 'Daily limit' }).getByText('Deposited in the last 24 hours').locator('xpath=..'),
  ).toContainText('Rp200,000');

  // Self-exclusion takes the tick and the confirmation, then logs the player out.
  await page.getByRole('radio', { name: '6 months' }).check();
  await page.getByRole('button', { name: 'Exclude me' }).click();
  await expect(page.getByText('Tick the box to confirm that you understand.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I understand that I will be logged out now/ }).check();
  await page.getByRole('button', { name: 'Exclude me' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Exclude yourself for 6 months?' });
  await expect(confirmation).toContainText('This cannot be undone.');
  await confirmation.getByRole('button', { name: 'Yes, exclude me' }).click();
  await expect(page.getByText(/^You have excluded yourself until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.$/)).toBeVisible();
  await expectLoggedOut(page);

  await page.goto(siteUrl('/login'));
  await page.getByLabel('Account ID', { exact: true }).fill(accountId);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^You have excluded yourself from this site until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\. You cannot log in before then\.$/,
  );
  await expectLoggedOut(page);
});

test('the reality check shows at the chosen interval, continues until the next one, and logs out', async ({ page }) => {
  // The shortest interval is 15 minutes: the browser's clock is moved on instead of waiting.
  await page.clock.install();
  const accountId = uniqueId('rlc');
  await registerAndLogIn(page, accountId);

  await page.goto(siteUrl('/responsible-gaming'));
  await page.getByLabel('Remind me').selectOption({ label: 'Every 15 minutes' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: you will be reminded every 15 minutes.')).toBeVisible();

  const check = page.getByRole('dialog', { name: 'Reality check' });
  await page.clock.fastForward('15:00');
  await expect(check).toBeVisible();
  await expect(check).toContainText('You have been playing for');
  await expect(check).toContainText('Net result');
  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toBeHidden();

  await page.clock.fastForward('15:00');
  await expect(check).toHaveCount(1);
  await check.getByRole('button', { name: 'Log out' }).click();
  await expect(check).toBeHidden();
  await expect(page).toHaveURL(siteUrl('/'));
  await expectLoggedOut(page);
});
