import { expect, type Locator, type Page } from '@playwright/test';
import { operatorCli, registerWithCode, test } from './support';

/**
 * The engagement pages as a new player goes through them in the browser against the built server,
 * with the operator approving the deposit through the CLI: a friend's referral link, the deposit
 * bonus and its wagering, the withdrawal refused while it is open, a mission and the news. The site
 * is this file's own, slot7 (Philippines, pesos), shown in English through the language cookie; the
 * player is new, and the demo player whose referral link they follow earns the referral reward.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const HOST = 'slot7.localhost';
const siteUrl = (path = '/') => `http://${HOST}:${port}${path}`;
const GAME = { provider: 'WLGAMES', code: 'lucky_lantern', name: 'Lucky Lantern' };
const DEPOSIT = 1000;

const uniqueId = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
/** A Philippine mobile number; each player its own, as the server limits signups per phone. */
const uniquePhone = () => `+63917${String(Math.floor(Math.random() * 10 ** 7)).padStart(7, '0')}`;

const headerBalance = (page: Page) => page.getByRole('banner').locator('.account-balance').first();
/** The amount of a formatted figure ("₱1,234.50" → 1234.5). */
const amountOf = async (locator: Locator) => Number((await locator.textContent())?.replace(/[^\d.]/g, ''));

interface ReferralInfo {
  referral_code: string;
  referees: { account_id: string; joined_at: string; qualified: boolean }[];
}

/** The demo player's referral code and referred players, from the referral call (made from the site's own page). */
async function demoReferralInfo(page: Page): Promise<ReferralInfo> {
  await page.goto(siteUrl('/'));
  const info = await page.evaluate(async (domain) => {
    const post = async (path: string, body: object) =>
      (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
    const startup = await post('/api/startup', { domain_name: domain });
    const site = { domain_name: domain, external_id: startup.site.external_id };
    const login = await post('/api/auth/login', { ...site, account_id: 'demo', password: 'Demo-play-2026' });
    return post('/api/referral/info', { auth: login.token, account_id: 'demo' });
  }, HOST);
  expect(info.statusCode).toBe(1);
  return info;
}

/** The id of the player's pending deposit in the operator's queue (one line per request: ID first, then the account). */
function pendingDepositId(accountId: string): string {
  const line = operatorCli('deposits:pending', '--site', HOST)
    .split('\n')
    .find((row) => row.includes(` ${accountId} `));
  const id = line?.trim().split(/\s+/)[0];
  if (!id || !/^\d+$/.test(id)) throw new Error(`no pending deposit of ${accountId}`);
  return id;
}

/** The wagering of the player's bonus under "My promotions", in figures ("₱120 of ₱20,000 wagered"). */
const wagering = (page: Page) => page.getByRole('region', { name: 'My promotions' }).getByText(/^₱[\d,.]+ of ₱[\d,.]+ wagered$/);

test('a new player joins with a referral link, takes the deposit bonus, wagers it, claims a mission and reads the news', async ({
  page,
}) => {
  // A whole player's week in one journey: signup, cashier, play, withdrawal, missions and news.
  test.slow();
  const code = (await demoReferralInfo(page)).referral_code;
  const accountId = uniqueId('eng');

  // Signup from the friend's link: the referral code is filled in.
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: siteUrl() }]);
  await page.goto(siteUrl(`/register?ref=${code}`));
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue(code);
  await registerWithCode(page, HOST, { accountId, password: 'quiet orange lantern', phone: uniquePhone() });

  // Opt in to the deposit bonus: it waits for the qualifying deposit.
  await page.goto(siteUrl('/promotions'));
  const bonus = page
    .getByRole('listitem')
    .filter({ has: page.getByText('Deposit bonus', { exact: true }) })
    .first();
  await bonus.getByRole('button', { name: 'Opt in' }).click();
  await expect(bonus.getByText('You are in: the bonus comes with your next qualifying deposit.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'My promotions' }).getByText('Waiting for deposit')).toBeVisible();

  // A bank account, then a deposit the operator approves.
  await page.goto(siteUrl('/add-bank'));
  await page.getByLabel('Bank', { exact: true }).fill('BDO');
  await page.getByLabel('Account holder').fill('Juan Dela Cruz');
  await page.getByLabel('Account number').fill('001234567890');
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(page).toHaveURL(siteUrl('/bank-details'));
  await page.goto(siteUrl('/deposit'));
  await page.getByLabel('Amount (PHP)').fill(String(DEPOSIT));
  await page.getByLabel('Paid from').selectOption({ label: 'BDO · Juan Dela Cruz · ******7890' });
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(page.getByRole('region', { name: 'Deposit requested' }).getByText('Pending')).toBeVisible();
  operatorCli('deposit:approve', pendingDepositId(accountId));

  // The bonus came with the deposit: the balance holds both, the wagering starts at nothing.
  await page.goto(siteUrl('/promotions'));
  const mine = page.getByRole('region', { name: 'My promotions' });
  await expect(mine.getByText('Active', { exact: true })).toBeVisible();
  const credited = mine.getByText(/^Bonus of ₱[\d,.]+ on a deposit of ₱1,000$/);
  await expect(credited).toBeVisible();
  const bonusAmount = Number((await credited.textContent())?.match(/Bonus of ₱([\d,.]+)/)?.[1]?.replace(/,/g, ''));
  expect(bonusAmount).toBeGreaterThan(0);
  await expect.poll(() => amountOf(headerBalance(page))).toBe(DEPOSIT + bonusAmount);
  await expect(wagering(page)).toHaveText(/^₱0 of /);

  // A few rounds of the built-in slot count towards the wagering.
  await page.goto(siteUrl(`/playnow?provider_code=${GAME.provider}&game_code=${GAME.code}`));
  const game = page.frameLocator(`iframe[title="${GAME.name}"]`);
  const spin = game.getByRole('button', { name: 'Spin' });
  for (let round = 0; round < 3; round++) {
    await expect(spin).toBeEnabled();
    await spin.click();
    await expect(game.getByRole('status').filter({ hasText: /You win|No win this round/ })).toBeVisible();
  }
  await expect(spin).toBeEnabled();
  await page.goto(siteUrl('/promotions'));
  await expect(wagering(page)).not.toHaveText(/^₱0 of /);

  // While the wagering is open a withdrawal is refused; the player may forfeit the bonus to withdraw.
  await page.goto(siteUrl('/withdrawal'));
  await page.getByLabel('Amount (PHP)').fill('500');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Your bonus still has wagering to complete.' });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: 'Forfeit the bonus and withdraw' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Forfeit the bonus and withdraw' }).click();
  await expect(page.getByRole('region', { name: 'Pending withdrawals' }).getByText('₱500')).toBeVisible();
  await page.goto(siteUrl('/promotions'));
  await expect(mine.getByText('Forfeited', { exact: true })).toBeVisible();

  // Logging in completed the day's login mission: its reward is claimed once.
  await page.goto(siteUrl('/mission'));
  const loginMission = page.getByRole('article', { name: 'Log in today' });
  await loginMission.getByRole('button', { name: 'Claim reward' }).click();
  await expect(loginMission.getByRole('button', { name: 'Claimed' })).toBeDisabled();

  // The home shows the latest news; an article opens with its body.
  await page.goto(siteUrl('/'));
  // The player's own rows come in above the news once their lists load (the slot played above is
  // in Continue playing): wait for them, so the click meets the news link and not a row moving in.
  await expect(page.getByRole('region', { name: 'Continue playing' })).toBeVisible();
  const news = page.getByRole('region', { name: 'Latest news' });
  const first = news.getByRole('listitem').first();
  const title = (await first.locator('.news-card-title').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/news\?id=\d+$/);
  const article = page.getByRole('article', { name: title });
  await expect(article).toBeVisible();
  await expect(article.locator('.news-body')).not.toBeEmpty();
  await article.getByRole('link', { name: 'All news' }).click();
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();

  // The first approved deposit qualified the player for the referrer's reward.
  const referees = (await demoReferralInfo(page)).referees;
  expect(referees).toContainEqual({
    account_id: `${accountId.slice(0, 2)}***${accountId.slice(-1)}`,
    joined_at: expect.any(String),
    qualified: true,
  });
});
