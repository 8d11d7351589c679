import type { Page } from '@playwright/test';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../apps/api/src/seed/demo-staff';
import { expect, test } from './support';

/**
 * Menus in the site's language, in Chromium against the built server: sportsbook3 (Great Wall
 * Sports) is a Chinese site, and its menu shows its Chinese titles. demo-marketing adds an entry
 * to its site menu with an English and a Chinese title; the player site shows the Chinese title on
 * its next load, and the English one to a player who picks English. The entry is removed at the
 * end. sportsbook3 is this file's own site: no other journey uses it.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const HOST = 'sportsbook3.localhost';
const SITE_NAME = 'Great Wall Sports';
const ENGLISH = 'Top Players';
const CHINESE = '风云榜';
const marketing = DEMO_STAFF.find((member) => member.username === 'demo-marketing');

/** The player site's main menu as a visitor sees it on a fresh load. */
async function mainMenu(page: Page) {
  await page.goto(`http://${HOST}:${port}/`);
  const menu = page.getByRole('navigation', { name: /^(主菜单|Main)$/ });
  await expect(menu.getByRole('link', { name: /^(首页|Home)$/ })).toBeVisible();
  return menu;
}

/** demo-marketing holds no sensitive permission: it signs in with its password alone, no TOTP step. */
async function signInMarketing(page: Page, member: { username: string }) {
  await page.getByLabel('Username').fill(member.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
}

async function saveSiteMenu(page: Page) {
  await page.getByRole('button', { name: 'Save the site menu' }).click();
  await expect(page.getByText('Saved. Players see the change on their next page load.')).toBeVisible();
}

test('an operator adds a Chinese menu title and the Chinese site shows it', async ({ page, browser }) => {
  if (!marketing) throw new Error('the demo seed has no demo-marketing');
  const player = await browser.newPage();
  // The seeded menu is already in Chinese: Home is 首页, and the new entry is not there yet.
  const before = await mainMenu(player);
  await expect(before.getByRole('link', { name: '首页' })).toBeVisible();
  await expect(before.getByRole('link', { name: CHINESE })).toHaveCount(0);

  await page.goto('/backoffice/menus');
  await signInMarketing(page, marketing);
  await expect(page.getByRole('heading', { name: 'Menus' })).toBeVisible();
  await page.getByRole('button', { name: SITE_NAME }).click();
  const entries = page.getByRole('list', { name: 'Site menu entries' });
  await expect(entries.getByRole('group', { name: 'Entry 1: Home' }).getByLabel('Title (Chinese)')).toHaveValue('首页');

  await page.getByRole('button', { name: 'Add entry' }).click();
  const added = entries.getByRole('group', { name: /New entry$/ });
  await added.getByLabel('Title (English)').fill(ENGLISH);
  const entry = entries.getByRole('group', { name: new RegExp(`: ${ENGLISH}$`) });
  await entry.getByLabel('Title (Chinese)').fill(CHINESE);
  await entry.getByLabel('Link').fill('/leaderboard');
  // first in the menu, by keyboard
  const total = await entries.getByRole('group', { name: /^Entry \d+: / }).count();
  for (let moves = 1; moves < total; moves++) {
    await page.getByRole('button', { name: `Move ${ENGLISH} up` }).press('Enter');
  }
  await expect(entries.getByRole('group', { name: `Entry 1: ${ENGLISH}` })).toBeVisible();

  try {
    await saveSiteMenu(page);

    const after = await mainMenu(player);
    const link = after.getByRole('link', { name: CHINESE });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/leaderboard');
    await expect(after.getByRole('link', { name: ENGLISH })).toHaveCount(0);

    // A player who picks English reads the English title.
    await player.getByRole('combobox', { name: '语言' }).first().selectOption('EN');
    await expect(after.getByRole('link', { name: ENGLISH })).toBeVisible();
    await expect(after.getByRole('link', { name: 'Home' })).toBeVisible();
  } finally {
    await page.getByRole('button', { name: `Remove ${ENGLISH}` }).click();
    await saveSiteMenu(page);
  }

  await player.context().clearCookies();
  const restored = await mainMenu(player);
  await expect(restored.getByRole('link', { name: CHINESE })).toHaveCount(0);
  await player.close();
});
