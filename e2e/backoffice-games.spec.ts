import { expect, type Page } from '@playwright/test';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../apps/api/src/seed/demo-staff';
import { returningVisitorContext, test } from './support';

/**
 * The game catalogue from the back office to the player's lobby, in Chromium against the built
 * server: the demo marketing member switches a built-in slot off on Golden Pagoda (casino5) and puts another
 * first in its hot list with a picture of the site's own; a visitor of the site no longer finds
 * the first, and sees the second first in the hot lobby with that picture. The changes are undone at
 * the end, and the lobby shows that too.
 * casino5 is shared with the mini game journey, which uses neither slots nor the hot list.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const HOST = 'casino5.localhost';
const SITE_NAME = 'Golden Pagoda';
const siteUrl = (path = '/') => `http://${HOST}:${port}${path}`;
const marketing = DEMO_STAFF.find((member) => member.username === 'demo-marketing');

// Built-in slots: the built-in provider is the one the demo connects, and the hot lobby puts the
// games that open before the coming-soon games of providers not connected.
const SWITCHED_OFF = 'Fruit Fiesta';
const MADE_HOT = 'Neon Nights';

const cardNames = (page: Page) => page.getByRole('main').locator('.game-card-name');

/** Opens the game in the catalogue and sets (a PNG) or removes (null) the site's own picture of it. */
async function setPicture(page: Page, picture: Buffer | null) {
  await page.getByRole('tab', { name: 'Catalogue' }).click();
  await page.getByRole('searchbox', { name: 'Filter by Game' }).fill(MADE_HOT);
  await page.getByRole('button', { name: `Edit ${MADE_HOT}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: MADE_HOT });
  if (picture) {
    await dialog.getByLabel('Choose a picture').setInputFiles({ name: 'fortune.png', mimeType: 'image/png', buffer: picture });
    await expect(dialog.getByRole('img', { name: 'The chosen picture, saved with the game' })).toBeVisible();
  } else {
    await dialog.getByRole('button', { name: "Use the catalogue's picture" }).click();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Game saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function switchGame(page: Page, on: boolean) {
  await page.getByRole('tab', { name: 'Catalogue' }).click();
  const search = page.getByRole('searchbox', { name: 'Filter by Game' });
  await search.fill(SWITCHED_OFF);
  const toggle = page.getByRole('switch', { name: `Offer ${SWITCHED_OFF} on this site`, exact: true });
  await expect(toggle).toBeVisible();
  // The switch's drawn track lies over its input, as a member sees and clicks it.
  if ((await toggle.isChecked()) !== on) await toggle.click({ force: true });
  await expect(
    page.getByText(on ? `${SWITCHED_OFF} is offered again.` : `${SWITCHED_OFF} is switched off on this site.`),
  ).toBeVisible();
  await expect(toggle).toBeChecked({ checked: on });
}

test('an operator switches a game off and makes another hot on a site, and its lobby follows', async ({ page, browser }) => {
  if (!marketing) throw new Error('the demo seed has no demo-marketing');

  await page.goto('/backoffice/games');
  // Marketing moves no money: it signs in with its password alone.
  await page.getByLabel('Username').fill(marketing.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Games and providers' })).toBeVisible();
  await page.getByRole('button', { name: SITE_NAME }).click();
  await expect(page.getByRole('table', { name: `Games of ${SITE_NAME}` })).toBeVisible();

  await switchGame(page, false);
  // Any PNG does for the journey: a corner of this very page, as the browser draws it.
  await setPicture(page, await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 120 } }));

  await page.getByRole('tab', { name: 'Lists' }).click();
  const hot = page.getByRole('list', { name: 'Hot games, in the order players see them' });
  await expect(hot.getByRole('listitem').first()).toBeVisible();
  const hotBefore = await hot.getByRole('listitem').count();
  await page.getByRole('combobox', { name: 'Add a game' }).fill(MADE_HOT);
  await page.getByRole('option', { name: new RegExp(`^${MADE_HOT} · `) }).click();
  await expect(hot.getByRole('listitem')).toHaveCount(hotBefore + 1);
  const moveUp = hot.getByRole('button', { name: `Move ${MADE_HOT} up` });
  while (await moveUp.isEnabled()) await moveUp.click();
  await expect(hot.getByRole('listitem').first()).toContainText(MADE_HOT);
  await page.getByRole('button', { name: 'Save the Hot list' }).click();
  await expect(page.getByText('The Hot list is saved.')).toBeVisible();

  // A visitor of the site, in a browser of their own.
  const visitorContext = await returningVisitorContext(browser);
  const visitor = await visitorContext.newPage();
  await visitorContext.addCookies([{ name: 'lang', value: 'EN', url: siteUrl() }]);
  await visitor.goto(siteUrl('/hot'));
  await expect(cardNames(visitor).first()).toHaveText(MADE_HOT);
  const picture = visitor.getByRole('main').locator('.game-card').first().locator('.lazy-image-img');
  await expect(picture).toHaveAttribute('src', /^\/api\/game-pictures\/\d+\/\d+\?v=\d+$/);
  await expect.poll(() => picture.evaluate((shown: HTMLImageElement) => shown.naturalWidth)).toBe(120);
  await visitor.goto(siteUrl(`/slots?q=${encodeURIComponent(MADE_HOT)}`));
  await expect(cardNames(visitor).filter({ hasText: MADE_HOT })).toHaveCount(1);
  await visitor.goto(siteUrl(`/slots?q=${encodeURIComponent(SWITCHED_OFF)}`));
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cardNames(visitor).filter({ hasText: new RegExp(`^${SWITCHED_OFF}$`) })).toHaveCount(0);

  // Undone: the game is back, the catalogue's picture, and the hot list as it was.
  await switchGame(page, true);
  await setPicture(page, null);
  await page.getByRole('tab', { name: 'Lists' }).click();
  await hot.getByRole('button', { name: `Remove ${MADE_HOT}` }).click();
  await expect(hot.getByRole('listitem')).toHaveCount(hotBefore);
  await page.getByRole('button', { name: 'Save the Hot list' }).click();
  await expect(page.getByText('The Hot list is saved.')).toBeVisible();

  await visitor.goto(siteUrl(`/slots?q=${encodeURIComponent(SWITCHED_OFF)}`));
  await expect(cardNames(visitor).filter({ hasText: new RegExp(`^${SWITCHED_OFF}$`) })).toHaveCount(1);
  await visitor.goto(siteUrl('/hot'));
  await expect(cardNames(visitor).first()).not.toHaveText(MADE_HOT);
  await visitorContext.close();
});
