import type { Browser, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../apps/api/src/seed/demo-staff';
import { expect, returningVisitorContext, test } from './support';

/**
 * Promotions and rewards from the back office to the player site, in Chromium against the built
 * server, on this file's own site: sportsbook2 (Steppe Sports, Mongolia, in Mongolian). The demo
 * marketing member builds a deposit bonus and renames a VIP level in Mongolian; the demo player of
 * the site sees the promotion on its promotions page and the Mongolian level names on its VIP page
 * (they showed in English before issue 19). web-core.spec.ts only looks at this site's home colours.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const HOST = 'sportsbook2.localhost';
const SITE_NAME = 'Steppe Sports';
const siteUrl = (path = '/') => `http://${HOST}:${port}${path}`;
const marketing = DEMO_STAFF.find((member) => member.username === 'demo-marketing');
const unique = String(Date.now() % 100_000);

/** Signs a demo member in; a role that needs no code is in after the password. */
async function signIn(page: Page, member: { username: string; totpSecret: string }) {
  await page.getByLabel('Username').fill(member.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const shell = page.getByRole('navigation', { name: 'Sections' });
  const code = page.getByLabel('Code');
  await expect(shell.or(code)).toBeVisible();
  if (await shell.isVisible()) return;
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(member.totpSecret) });
  await code.fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(shell).toBeVisible();
}

/** The demo player of the site, logged in through the site's login form. */
async function playerPage(browser: Browser): Promise<Page> {
  const page = await (await returningVisitorContext(browser)).newPage();
  await page.goto(siteUrl('/login'));
  await page.getByRole('textbox', { name: 'Account ID' }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo-play-2026');
  await page.getByRole('button', { name: /^log in$/i }).click();
  await expect(page.getByRole('button', { name: /log out/i }).first()).toBeVisible();
  return page;
}

test('the marketing member builds a deposit bonus and names a VIP level in Mongolian, and the player of the site sees both', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  if (!marketing) throw new Error('the demo seed has no demo-marketing');
  const title = `Steppe reload ${unique}`;
  const mongolianTitle = `Цэнэглэлтийн урамшуулал ${unique}`;
  const levelName = `Хүрэл одон ${unique}`;

  await page.goto('/backoffice/engagement');
  await signIn(page, marketing);
  await expect(page.getByRole('heading', { name: 'Promotions and rewards' })).toBeVisible();
  // The operator owns several sites: the screen asks which one.
  await page.getByRole('button', { name: SITE_NAME }).click();
  await expect(page.getByRole('tab', { name: 'Promotions' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'New promotion' }).click();
  await page.getByRole('menuitem', { name: 'Deposit bonus' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promotion: Deposit bonus' });
  await dialog.getByLabel('Title (English)').fill(title);
  await dialog.getByLabel('Title (Mongolian)').fill(mongolianTitle);
  await dialog.getByLabel('Terms (English)').fill('<p>50% of your next deposit, wagered ten times.</p>');
  await dialog.getByLabel('Percent').fill('50');
  await dialog.getByLabel(/Largest bet while wagering/).fill('20000');
  await dialog.getByLabel('Slots').fill('100');
  await dialog.getByLabel('Live casino').fill('10');
  await dialog.getByLabel(/Reason/).fill('Steppe reload campaign');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Promotions' }).getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  await page.getByRole('tab', { name: 'VIP levels' }).click();
  const bronze = page.getByLabel('Level 0 name (Mongolian)');
  await expect(bronze).toHaveValue('Хүрэл');
  await expect(page.getByLabel('Level 1 name (Mongolian)')).toHaveValue('Мөнгө');
  await bronze.fill(levelName);
  await page.getByRole('button', { name: 'Save the levels' }).click();
  await expect(page.getByText(/VIP levels saved/)).toBeVisible();

  const player = await playerPage(browser);
  await player.goto(siteUrl('/promotions'));
  await expect(player.getByText(mongolianTitle).first()).toBeVisible();
  await player.goto(siteUrl('/vip'));
  await expect(player.getByText(levelName).first()).toBeVisible();
  await expect(player.getByText('Мөнгө').first()).toBeVisible();
  await expect(player.getByText('Silver', { exact: true })).toHaveCount(0);
  await player.context().close();
});
