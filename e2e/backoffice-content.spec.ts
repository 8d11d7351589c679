import { expect, type Page } from '@playwright/test';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../apps/api/src/seed/demo-staff';
import { returningVisitorContext, test } from './support';

/**
 * Content from the back office to the player's site, in Chromium against the built server:
 * demo-marketing writes and publishes a news article and sends an inbox broadcast with a reward of
 * money and tokens to a site of its operator; the demo player of that site reads the article and
 * claims the reward once. The site is this file's own: slot3 (Yangon Jackpot, Myanmar, MMK), whose
 * other spec (web-core) only opens its home page.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const HOST = 'slot3.localhost';
const SITE_NAME = 'Yangon Jackpot';
const siteUrl = (path = '/') => `http://${HOST}:${port}${path}`;
const marketing = DEMO_STAFF.find((member) => member.username === 'demo-marketing');

/** Distinct per run, so that a rerun against the same data finds its own article and message. */
const RUN = Date.now().toString(36);
const ARTICLE = `Jackpot week ${RUN}`;
const MESSAGE = `A gift for you ${RUN}`;

async function logInDemoPlayer(page: Page) {
  await page.goto(siteUrl('/login'));
  await page.getByRole('textbox', { name: 'Account ID' }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo-play-2026');
  await page.getByRole('button', { name: /^log in$/i }).click();
  await expect(page.getByRole('button', { name: /log out/i }).first()).toBeVisible();
}

test('an operator publishes news and a broadcast with a reward; a player reads the news and claims the reward once', async ({
  page,
  browser,
}) => {
  if (!marketing) throw new Error('the demo seed has no demo-marketing');

  await page.goto('/backoffice/content');
  // Marketing moves no money: it signs in with its password alone.
  await page.getByLabel('Username').fill(marketing.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Content' })).toBeVisible();
  await page.getByRole('button', { name: SITE_NAME }).click();

  // News: written in the rich-text editor, published at once.
  await page.getByRole('tab', { name: 'News' }).click();
  await page.getByRole('button', { name: 'Write an article' }).click();
  const article = page.getByRole('dialog', { name: 'Write an article' });
  await article.getByRole('textbox', { name: 'Title (English)' }).fill(ARTICLE);
  const body = article.getByRole('textbox', { name: 'Text (English)' });
  await body.click();
  await page.keyboard.type('Double jackpots all week. ');
  await article.getByRole('button', { name: 'Bold' }).first().click();
  await page.keyboard.type('Play now.');
  await article.getByRole('button', { name: 'Save' }).click();
  await expect(article).toBeHidden();
  const news = page.getByRole('table', { name: 'News articles, newest first' });
  const row = news.getByRole('row').filter({ hasText: ARTICLE });
  await expect(row.getByText('Published')).toBeVisible();

  // A broadcast to every active player of the site, with money and tokens to claim.
  await page.getByRole('tab', { name: 'Inbox broadcasts' }).click();
  await page.getByRole('button', { name: 'New broadcast' }).click();
  const form = page.getByRole('dialog', { name: 'New broadcast' });
  await form.getByRole('textbox', { name: 'Title (English)' }).fill(MESSAGE);
  await form.getByRole('textbox', { name: 'Text (English)' }).fill('Thank you for playing with us.');
  await expect(form.getByText(/^Reaches \d+ players? now\.$/)).toBeVisible();
  await form.getByRole('textbox', { name: 'Money (MMK)' }).fill('500');
  await form.getByRole('textbox', { name: 'Tokens' }).fill('7');
  await form.getByRole('button', { name: 'Review and send' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this broadcast?' });
  await expect(confirm).toContainText(`“${MESSAGE}” goes to the inbox of`);
  await expect(confirm).toContainText('and 7 tokens once.');
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^Sent to \d+ players?\.$/)).toBeVisible();
  const sent = page.getByRole('table', { name: 'Broadcasts, newest first' }).getByRole('row').filter({ hasText: MESSAGE });
  await expect(sent).toContainText('Every active player');

  // The player reads the article and claims the reward, once.
  const player = await (await returningVisitorContext(browser)).newPage();
  await logInDemoPlayer(player);
  await player.goto(siteUrl('/news'));
  await expect(player.getByText(ARTICLE)).toBeVisible();

  await player.goto(siteUrl('/inbox'));
  const item = player.getByRole('listitem').filter({ hasText: MESSAGE });
  await expect(item.getByText(/Reward: .*500.* and 7 tokens/)).toBeVisible();
  await item.getByRole('button', { name: 'Claim' }).click();
  await expect(item.getByRole('status')).toContainText('and 7 tokens');
  await expect(item.getByRole('button', { name: 'Claimed' })).toBeDisabled();

  // Reloaded, it stays claimed: there is nothing to claim a second time.
  await player.reload();
  const again = player.getByRole('listitem').filter({ hasText: MESSAGE });
  await expect(again.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  await expect(again.getByRole('button', { name: 'Claim', exact: true })).toHaveCount(0);

  // The back office counts the claim.
  await page.reload();
  const counted = page.getByRole('table', { name: 'Broadcasts, newest first' }).getByRole('row').filter({ hasText: MESSAGE });
  await expect(counted.getByRole('cell').last()).toHaveText('1');
  await player.context().close();
});
