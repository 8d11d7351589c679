import type { Page } from '@playwright/test';
import { expect, logInAsDemo, siteUrl, test } from './support';

/**
 * The demo player's mini games and bet history in the browser against the built server. The site
 * is this file's own (casino5: English texts, a sportsbook, the /login template), so its tokens
 * and balance are not shared with other journeys.
 */
const SITE = 'casino5.localhost';
const pageUrl = (path: string) => siteUrl(path, SITE);

const walletFigure = (page: Page, name: 'Available' | 'Frozen') =>
  page.getByRole('region', { name: 'Token wallet' }).locator(`dt:text-is("${name}") + dd`);

const tokens = async (page: Page, name: 'Available' | 'Frozen') =>
  Number((await walletFigure(page, name).textContent())?.replace(/,/g, ''));

test('the demo player spins the mini game, claims the prize and sees the play in the log', async ({ page }) => {
  await logInAsDemo(page, SITE);
  await page.goto(pageUrl('/minigame'));
  await expect(page.getByRole('heading', { level: 1, name: 'Mini games' })).toBeVisible();
  await expect(walletFigure(page, 'Available')).not.toHaveText('…');
  const before = await tokens(page, 'Available');
  expect(before).toBeGreaterThanOrEqual(10);
  await expect(page.getByText('You have not played yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Play Lucky Wheel' }).click();
  await expect(page).toHaveURL(/\/spin\?game_id=\d+$/);
  await page.getByRole('button', { name: 'Spin for 10 tokens' }).click();
  await expect(walletFigure(page, 'Available')).toHaveText(String(before - 10));
  await expect(walletFigure(page, 'Frozen')).toHaveText('10');
  await expect(page.getByText(/^(You won .+! Claim it to collect\.|No prize this time\.)$/)).toBeVisible();

  await page.getByRole('button', { name: 'Claim rewards (1)' }).click();
  await expect(page.getByText(/^(Collected: .+\.|Plays settled; there was nothing to collect this time\.)$/)).toBeVisible();
  await expect(walletFigure(page, 'Frozen')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Claim rewards (0)' })).toBeDisabled();

  await page.getByRole('link', { name: 'All mini games' }).click();
  const log = page.getByRole('table', { name: 'Play log' });
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log.getByRole('row').nth(1)).toContainText('Lucky Wheel');
  await expect(log.getByRole('row').nth(1)).toContainText('Claimed');
});

test('the demo player reads the seeded bets with their selection labels', async ({ page }) => {
  await logInAsDemo(page, SITE);
  await page.goto(pageUrl('/bet-history'));
  await expect(page.getByRole('heading', { level: 1, name: 'Bet history' })).toBeVisible();
  const bets = page.getByRole('list', { name: 'Bets' });
  await expect(bets).toBeVisible();

  const parlay = bets.getByRole('listitem').filter({ hasText: 'Parlay of 2 legs' });
  await expect(parlay.getByText('Open', { exact: true })).toBeVisible();
  await expect(parlay.locator('.bet-selection-label')).toHaveText(['Over', 'Inter Milan']);
  await expect(bets.getByText('Draw / Away', { exact: true })).toBeVisible();
  await expect(bets.getByText('Home / Draw', { exact: true })).toBeVisible();

  // A wider range reaches the older bets through the pages: the correct score bet of eight days ago.
  const start = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From').fill(start);
  await page.getByRole('button', { name: 'Show bets' }).click();
  const pages = page.getByRole('navigation', { name: 'Bet history pages' });
  await expect(pages.getByRole('button', { name: 'Page 3' })).toBeVisible();
  const correctScore = bets.getByRole('listitem').filter({ hasText: 'Correct score' });
  for (const number of [1, 2, 3]) {
    await pages.getByRole('button', { name: `Page ${number}` }).click();
    await expect(pages.getByRole('button', { name: `Page ${number}` })).toHaveAttribute('aria-current', 'page');
    await expect(bets).toHaveAttribute('aria-busy', 'false');
    if ((await correctScore.count()) > 0) break;
  }
  await expect(correctScore.locator('.bet-selection-label')).toHaveText('2-1');
});
