import type { Page } from '@playwright/test';
import { DEMO_STAFF } from '../apps/api/src/seed/demo-staff';
import { expect, signInToBackoffice, test } from './support';

/**
 * Sites and branding, in Chromium against the built server: demo-admin opens slot6 (Galaxy Spin)
 * in the back office, picks another colour, and the live preview beside the form shows it at once
 * while the public site keeps its saved colour; once saved, the player site shows the new colour on
 * its next load. The colour is put back at the end. slot6 is this file's site for its look;
 * account-journeys.spec.ts uses slot6 for a player's inbox only, which the colour does not touch.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const HOST = 'slot6.localhost';
const SITE_NAME = 'Galaxy Spin';
const SAVED_COLOUR = 'nebula';
const NEW_COLOUR = 'galaxy';
const admin = DEMO_STAFF.find((member) => member.username === 'demo-admin');

// Each journey signs in with a TOTP code, which may wait for the next period's.
test.describe.configure({ timeout: 120_000 });

async function playerSiteColour(page: Page): Promise<string> {
  await page.goto(`http://${HOST}:${port}/`);
  await expect(page.locator('body')).toHaveClass(/color-/);
  const classes = (await page.locator('body').getAttribute('class')) ?? '';
  return /color-([a-z0-9-]+)/.exec(classes)?.[1] ?? '';
}

async function saveColour(page: Page, colour: string) {
  await page.getByLabel('Colour').selectOption(colour);
  await page.getByRole('button', { name: 'Save changes' }).click();
  // An earlier save's note may still show beside this one's.
  await expect(page.getByText(`${SITE_NAME} saved. Players see the changes on their next page load.`).first()).toBeVisible();
}

test('an admin changes a site colour: the preview shows it unsaved, the player site once saved', async ({ page, browser }) => {
  if (!admin) throw new Error('the demo seed has no demo-admin');
  const player = await browser.newPage();
  expect(await playerSiteColour(player)).toBe(SAVED_COLOUR);

  await page.goto('/backoffice/sites');
  await signInToBackoffice(page, admin);
  await expect(page.getByRole('heading', { name: 'Sites and branding' })).toBeVisible();
  await page.getByRole('table', { name: 'Sites' }).getByRole('button', { name: SITE_NAME }).click();
  await expect(page.getByRole('heading', { name: SITE_NAME })).toBeVisible();
  await expect(page.getByLabel('Colour')).toHaveValue(SAVED_COLOUR);

  const preview = page.frameLocator(`iframe[title="Preview of ${HOST}"]`);
  await expect(preview.locator('body')).toHaveClass(new RegExp(`color-${SAVED_COLOUR}`));

  try {
    // Unsaved: the preview shows the new colour, the public site keeps the saved one.
    await page.getByLabel('Colour').selectOption(NEW_COLOUR);
    await expect(preview.locator('body')).toHaveClass(new RegExp(`color-${NEW_COLOUR}`));
    expect(await playerSiteColour(player)).toBe(SAVED_COLOUR);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`${SITE_NAME} saved. Players see the changes on their next page load.`)).toBeVisible();
    await expect.poll(() => playerSiteColour(player)).toBe(NEW_COLOUR);
  } finally {
    await saveColour(page, SAVED_COLOUR);
  }
  await expect.poll(() => playerSiteColour(player)).toBe(SAVED_COLOUR);
  await player.close();
});

/** A 1×1 PNG: a real image, so that the player's header can draw it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin uploads a main logo: the preview shows it unsaved, the player site serves and shows it once saved', async ({
  page,
  browser,
}) => {
  if (!admin) throw new Error('the demo seed has no demo-admin');
  await page.goto('/backoffice/sites');
  await signInToBackoffice(page, admin);
  await page.getByRole('table', { name: 'Sites' }).getByRole('button', { name: SITE_NAME }).click();
  const preview = page.frameLocator(`iframe[title="Preview of ${HOST}"]`);
  await expect(preview.locator('.site-logo').first()).toBeVisible();

  const mainLogo = page.getByRole('group', { name: 'Main logo' });
  await mainLogo.locator('input[type="file"]').setInputFiles({ name: 'galaxy.png', mimeType: 'image/png', buffer: PNG });
  await expect(mainLogo.getByText('galaxy.png: saved with the form')).toBeVisible();
  await expect(preview.locator('img.site-logo-image').first()).toHaveAttribute('src', /^data:image\/png;base64,/);

  const player = await browser.newPage();
  try {
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`${SITE_NAME} saved. Players see the changes on their next page load.`)).toBeVisible();
    await player.goto(`http://${HOST}:${port}/`);
    const logo = player.locator('img.site-logo-image').first();
    await expect(logo).toHaveAttribute('src', /^\/api\/site-logos\/\d+\/1\?v=\d+$/);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    // Node resolves no *.localhost name: the logo's address is the same on every host.
    const served = await player.request.get(`http://127.0.0.1:${port}${await logo.getAttribute('src')}`);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  } finally {
    // Put the site back as it was: no logo.
    await mainLogo.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(mainLogo.getByText('No logo')).toBeVisible();
  }
  await player.goto(`http://${HOST}:${port}/`);
  await expect(player.locator('.site-logo .wordmark').first()).toBeVisible();
  await player.close();
});
