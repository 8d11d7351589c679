import { type Browser, expect, type Page, test } from '@playwright/test';
import { asReturningVisitor, operatorCli, registerWithCode } from './support';

/**
 * /referral and /mission as new players use them, on sportsbook1 (English, pesos, the demo seed's
 * referral reward of ₱500 for a first deposit of ₱1,000 and its daily login mission of 5 tokens).
 * Every player here is new, so other specs on the site see none of it.
 */
const HOST = 'sportsbook1.localhost';
const port = Number(process.env.E2E_PORT ?? 3199);
const siteUrl = (path: string) => `http://${HOST}:${port}${path}`;

const newAccountId = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
/** A Philippine mobile number; each player its own, as the server limits signups per phone. */
const phPhone = () => `+63917${String(Math.floor(Math.random() * 10 ** 7)).padStart(7, '0')}`;

async function newVisitor(browser: Browser): Promise<Page> {
  return (await asReturningVisitor(await browser.newContext())).newPage();
}

/** Fills the /register form open on the page and verifies the code from the outbox. */
async function register(page: Page, account: string) {
  await registerWithCode(page, HOST, { accountId: account, password: 'quiet orange lantern', phone: phPhone() });
}

/** A first deposit of ₱5,000 from a new bank account, approved by the operator through the CLI. */
async function depositApproved(page: Page, account: string) {
  await page.goto(siteUrl('/add-bank'));
  await page.getByLabel('Bank', { exact: true }).fill('BDO');
  await page.getByLabel('Account holder').fill('Maria Santos');
  await page.getByLabel('Account number').fill('001234567890');
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(page).toHaveURL(siteUrl('/bank-details'));
  await page.goto(siteUrl('/deposit'));
  await page.getByLabel('Amount (PHP)').fill('5000');
  await page.getByLabel('Paid from').selectOption({ label: 'BDO · Maria Santos · ******7890' });
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(page.getByRole('region', { name: 'Deposit requested' })).toBeVisible();
  const line = operatorCli('deposits:pending', '--site', HOST)
    .split('\n')
    .find((row) => row.includes(` ${account} `));
  const requestId = line?.trim().split(/\s+/)[0];
  if (!requestId || !/^\d+$/.test(requestId)) throw new Error(`no pending deposit of ${account}`);
  operatorCli('deposit:approve', requestId);
}

test('a player shares the referral link; a friend registers with it, deposits, and qualifies on the list', async ({
  browser,
}) => {
  const referrer = await newVisitor(browser);
  await referrer.goto(siteUrl('/register'));
  await register(referrer, newAccountId('ref'));

  await referrer.goto(siteUrl('/referral'));
  await expect(referrer.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible();
  const invite = referrer.getByRole('region', { name: 'Invite your friends' });
  await expect(
    invite.getByText(
      'When a friend you invited makes a first deposit of at least ₱1,000 and it is approved, you receive ₱500. Paid once per friend.',
    ),
  ).toBeVisible();
  const code = (await invite.locator('.referral-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Za-z0-9]{4,16}$/);
  const link = siteUrl(`/register?ref=${code}`);
  await expect(invite.getByText(link, { exact: true })).toBeVisible();
  await expect(invite.getByRole('button', { name: 'Copy referral code' })).toBeVisible();
  await expect(invite.getByRole('button', { name: 'Copy referral link' })).toBeVisible();
  await expect(invite.getByRole('button', { name: 'Share link' })).toBeVisible();
  const friends = referrer.getByRole('region', { name: 'Friends who joined' });
  await expect(friends.getByText('No friends have joined with your link yet. Share it and play together!')).toBeVisible();

  const friend = await newVisitor(browser);
  await friend.goto(link);
  await expect(friend.getByLabel('Referral code (optional)')).toHaveValue(code);
  await expect(friend.getByText('Filled in from your invitation link.')).toBeVisible();
  const friendAccount = newAccountId('fri');
  await register(friend, friendAccount);

  await referrer.reload();
  const row = friends.getByRole('row').nth(1);
  // Masked as on the leaderboard: the first two characters and the last one.
  await expect(row.getByRole('cell').first()).toHaveText(`${friendAccount.slice(0, 2)}***${friendAccount.slice(-1)}`);
  await expect(row.getByRole('cell').last()).toHaveText('Waiting for a first deposit');

  await depositApproved(friend, friendAccount);
  await referrer.reload();
  await expect(row.getByRole('cell').last()).toHaveText('Qualified · reward paid');
  const total = (term: string) => friends.getByText(term, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(total('Qualified')).toHaveText('1');
  await expect(total('Rewards earned')).toHaveText('₱500');
});

test("a new player completes the day's login mission and claims its tokens once", async ({ browser }) => {
  const page = await newVisitor(browser);
  await page.goto(siteUrl('/register'));
  await register(page, newAccountId('mis'));

  await page.goto(siteUrl('/mission'));
  const daily = page.getByRole('region', { name: 'Daily missions' });
  await expect(daily.getByText(/^Resets in /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Weekly missions' })).toBeVisible();
  const login = daily.getByRole('article', { name: 'Log in today' });
  await expect(login.getByText('1 of 1')).toBeVisible();
  await expect(login.getByText('5 tokens')).toBeVisible();
  // Not done yet: no claim offered.
  await expect(daily.getByRole('article', { name: 'Deposit today' }).getByRole('button')).toHaveCount(0);

  await login.getByRole('button', { name: 'Claim reward' }).click();
  await expect(login.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  await expect(page.getByText('Reward claimed: 5 tokens.')).toBeVisible();

  await page.goto(siteUrl('/account'));
  await expect(page.getByText('Mini game tokens', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('5');
  await page.goto(siteUrl('/mission'));
  await expect(page.getByRole('article', { name: 'Log in today' }).getByRole('button', { name: 'Claimed' })).toBeDisabled();
});
