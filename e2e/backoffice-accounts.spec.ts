import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../apps/api/src/seed/demo-staff';
import { registerWithCode, returningVisitorContext, test } from './support';

/**
 * Receiving accounts from the back office to the deposit page, in Chromium against the built
 * server: the demo cashier signs in with a TOTP code, adds a GCash account with a QR image to a
 * site of its operator, and a new player of that site sees it where to pay by e-wallet, with its
 * number to copy and its QR code. The site is this file's own: slot2 (Lucky Piso Slots, Philippines).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const HOST = 'slot2.localhost';
const SITE_NAME = 'Lucky Piso Slots';
const siteUrl = (path = '/') => `http://${HOST}:${port}${path}`;
const cashier = DEMO_STAFF.find((member) => member.username === 'demo-cashier');

const TOTP_PERIOD_MS = 30_000;
const uniqueDigits = (length: number) => String(Math.floor(Math.random() * 10 ** length)).padStart(length, '0');

/**
 * The code step of sign-in. Each code signs in once, and another journey may have used this
 * period's code for the same member: then the next period's code is entered.
 */
async function enterTotpCode(page: Page, secret: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  const signedIn = page.getByRole('navigation', { name: 'Sections' });
  const refused = page.getByText('The code is incorrect or has expired.');
  await page.getByLabel('Code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(signedIn.or(refused)).toBeVisible();
  if (await signedIn.isVisible()) return;
  await page.waitForTimeout(TOTP_PERIOD_MS - (Date.now() % TOTP_PERIOD_MS) + 500);
  await page.getByLabel('Code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(signedIn).toBeVisible();
}

test('a cashier adds a GCash account with a QR code, and a player of the site sees it on the deposit page', async ({
  page,
  browser,
}) => {
  if (!cashier) throw new Error('the demo seed has no demo-cashier');
  const accountNumber = `0917 ${uniqueDigits(3)} ${uniqueDigits(4)}`;

  await page.goto('/backoffice/receiving-accounts');
  await page.getByLabel('Username').fill(cashier.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await enterTotpCode(page, cashier.totpSecret);

  // The cashier's operator owns several sites: the screen asks which one.
  await expect(page.getByRole('heading', { name: 'Receiving accounts' })).toBeVisible();
  await page.getByRole('button', { name: SITE_NAME }).click();
  await page.getByRole('tab', { name: 'E-wallet' }).click();
  const list = page.getByRole('list', { name: 'E-wallet accounts, in the order players see them' });
  await expect(list.getByText('GCash')).toBeVisible();

  await page.getByRole('button', { name: 'Add an e-wallet account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an e-wallet account' });
  await dialog.getByRole('textbox', { name: 'E-wallet' }).fill('gcash');
  await dialog.getByRole('option', { name: 'GCash', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Account name' }).fill('Lucky Piso Collections');
  await dialog.getByRole('textbox', { name: 'Account number' }).fill(accountNumber);
  await dialog.getByRole('textbox', { name: /^Maximum per deposit/ }).fill('20000');
  // Any PNG does for the journey: a corner of this very page, as the browser draws it.
  const image = await page.screenshot({ clip: { x: 0, y: 0, width: 160, height: 160 } });
  await dialog.getByLabel('Choose an image').setInputFiles({ name: 'gcash-qr.png', mimeType: 'image/png', buffer: image });
  await expect(dialog.getByRole('img', { name: 'The chosen QR code, saved with the account' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Account saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const added = list.getByRole('listitem').filter({ hasText: accountNumber });
  await expect(added).toContainText('Lucky Piso Collections');
  await expect(added).toContainText('Up to ₱20,000.00 per deposit');
  const thumbnail = added.getByRole('img', { name: 'QR code of GCash' });
  await expect.poll(() => thumbnail.evaluate((shown: HTMLImageElement) => shown.naturalWidth)).toBeGreaterThan(0);

  // A new player of the site, in a browser of their own, chooses to deposit by e-wallet.
  const playerContext = await returningVisitorContext(browser);
  const player = await playerContext.newPage();
  await playerContext.addCookies([{ name: 'lang', value: 'EN', url: siteUrl() }]);
  await player.goto(siteUrl('/register'));
  const accountId = `acc${Date.now().toString(36)}`;
  await registerWithCode(player, HOST, { accountId, password: 'quiet orange lantern', phone: `+63917${uniqueDigits(7)}` });
  await player.goto(siteUrl('/deposit'));
  await player.getByRole('radio', { name: /E-wallet/ }).check();

  const whereToPay = player.getByRole('region', { name: 'Where to pay' });
  const card = whereToPay.getByRole('listitem').filter({ hasText: accountNumber });
  await expect(card).toContainText('Lucky Piso Collections');
  const copy = card.getByRole('button', { name: 'Copy the account number of GCash' });
  await copy.click();
  await expect(copy).toHaveText('Copied');
  const qrCode = card.getByRole('img', { name: 'QR code to pay GCash' });
  await expect.poll(() => qrCode.evaluate((shown: HTMLImageElement) => shown.naturalWidth)).toBe(160);
  await playerContext.close();
});
