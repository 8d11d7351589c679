import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { asReturningVisitor, operatorCli, tacFromOutbox } from './support';

/**
 * The account and information journeys, as a new player goes through them in the browser against
 * the built server. The sites are this file's own: casino3 and slot1 (United States, the /login
 * template) for fresh players, slot6 for the demo player's inbox reward (claimed once, for good).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const siteUrl = (host: string, path = '/') => `http://${host}:${port}${path}`;

const HOME_SITE = 'casino3.localhost';
const OTHER_SITE = 'slot1.localhost';
const INBOX_SITE = 'slot6.localhost';
const DEMO = { accountId: 'demo', password: 'Demo-play-2026' };

const uniqueId = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
/** A US number; each player its own, as a number holds one account per site. */
const uniquePhone = () => `+1202555${String(Math.floor(Math.random() * 10 ** 4)).padStart(4, '0')}`;

/** Signup, then the TAC from the operator outbox: an active player, as the register page would leave them. */
async function registerPlayer(request: APIRequestContext, host: string, accountId: string, password: string, phone: string) {
  const post = async (path: string, body: object) => (await request.post(path, { data: body })).json();
  const startup = await post('/api/startup', { domain_name: host });
  const site = { domain_name: host, external_id: startup.site.external_id };
  const signup = { ...site, account_id: accountId, password, contact_phone: phone, age_confirmed: true, terms_accepted: true };
  expect(await post('/api/auth/signup', signup)).toMatchObject({ statusCode: 1 });
  const verify = await post('/api/auth/tac/verify', { ...site, account_id: accountId, tac: tacFromOutbox(host, accountId) });
  expect(verify.statusCode).toBe(1);
}

/** A browser context that has already seen the first-visit modals and the download bar of the demo sites. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await asReturningVisitor(context);
  return context.newPage();
}

async function fillLogin(page: Page, host: string, accountId: string, password: string) {
  await page.goto(siteUrl(host, '/login'));
  await page.getByLabel('Account ID', { exact: true }).fill(accountId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function logIn(page: Page, host: string, accountId: string, password: string) {
  await fillLogin(page, host, accountId, password);
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeVisible();
}

const headerBalance = (page: Page) => page.getByRole('banner').locator('.account-balance').first();

test.describe('a new player manages the account', () => {
  test.describe.configure({ mode: 'serial' });

  const accountId = uniqueId('acc');
  const firstPassword = 'Journey-first-2026';
  const newPassword = 'Journey-second-2026';

  test.beforeAll(async ({ request }) => {
    await registerPlayer(request, HOME_SITE, accountId, firstPassword, uniquePhone());
  });

  test('edits the profile and sees it after a reload', async ({ browser }) => {
    const page = await newPage(browser);
    await logIn(page, HOME_SITE, accountId, firstPassword);
    await page.goto(siteUrl(HOME_SITE, '/profile'));
    const details = page.getByRole('region', { name: 'Account details' });
    await expect(details.getByText(accountId, { exact: true })).toBeVisible();
    await expect(details.getByText(/^\+1\*+\d{4}$/)).toBeVisible();

    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    const name = page.getByLabel('Full name');
    await name.fill('');
    // The alphabet-only filter drops the digits as they are typed.
    await name.pressSequentially('Maria 2 Clara');
    await expect(name).toHaveValue('Maria  Clara');
    await name.fill('Maria Clara');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByLabel('Email').fill('maria.clara@example.com');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(siteUrl(HOME_SITE, '/profile'));
    await page.reload();
    await expect(details.getByText('Maria Clara', { exact: true })).toBeVisible();
    await expect(details.getByText('maria.clara@example.com', { exact: true })).toBeVisible();
    await page.goto(siteUrl(HOME_SITE, '/edit-profile'));
    await expect(page.getByLabel('Full name')).toHaveValue('Maria Clara');
    await page.context().close();
  });

  test('changes the password and logs in with the new one only', async ({ browser }) => {
    const page = await newPage(browser);
    await logIn(page, HOME_SITE, accountId, firstPassword);
    await page.goto(siteUrl(HOME_SITE, '/change-password'));

    await page.getByLabel('Current password').fill('Not-my-password-1');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is incorrect.')).toBeVisible();
    await expect(page.getByLabel('Current password')).toBeFocused();

    await page.getByLabel('Current password').fill(firstPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await fillLogin(page, HOME_SITE, accountId, firstPassword);
    // On the password field, not in a dialog (decision 0167).
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'The account ID or password is incorrect.',
    );

    await logIn(page, HOME_SITE, accountId, newPassword);
    await page.context().close();
  });

  test('sees its sessions on /security and logs out everywhere', async ({ browser }) => {
    const other = await newPage(browser);
    await logIn(other, HOME_SITE, accountId, newPassword);
    const page = await newPage(browser);
    await logIn(page, HOME_SITE, accountId, newPassword);

    await page.goto(siteUrl(HOME_SITE, '/security'));
    const sessions = page.getByRole('region', { name: 'Active sessions' }).getByRole('listitem');
    // Earlier tests leave sessions of their own: this one comes first and is the only one marked.
    await expect(sessions.first()).toContainText('This device');
    await expect(sessions.first()).toContainText('Chrome');
    await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
    const listed = await sessions.count();
    expect(listed).toBeGreaterThanOrEqual(2);

    await page.getByRole('button', { name: 'Log out everywhere' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Log out everywhere?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(sessions).toHaveCount(listed);

    await page.getByRole('button', { name: 'Log out everywhere' }).click();
    await dialog.getByRole('button', { name: 'Log out everywhere' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsecurity$/);

    // The other device's session is dead too: its next player call sends it to log in.
    await other.goto(siteUrl(HOME_SITE, '/profile'));
    await expect(other).toHaveURL(/\/login/);
    await other.context().close();
    await page.context().close();
  });
});

test('the same account id on two demo sites is two players', async ({ browser, request }) => {
  const accountId = uniqueId('twin');
  const [homePhone, otherPhone] = ['+12025550171', '+12025550182'];
  await registerPlayer(request, HOME_SITE, accountId, 'Twin-home-2026', homePhone);
  await registerPlayer(request, OTHER_SITE, accountId, 'Twin-other-2026', otherPhone);
  operatorCli('wallet:credit', HOME_SITE, accountId, '25', '--reason', 'e2e: two sites, two wallets');

  const home = await newPage(browser);
  await logIn(home, HOME_SITE, accountId, 'Twin-home-2026');
  await home.goto(siteUrl(HOME_SITE, '/profile'));
  await expect(home.getByText(/\*+0171$/)).toBeVisible();
  await expect(headerBalance(home)).toContainText('25');

  const other = await newPage(browser);
  // Each site has its own player: the other site's password does not open this one.
  await fillLogin(other, OTHER_SITE, accountId, 'Twin-home-2026');
  await expect(other.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'The account ID or password is incorrect.',
  );
  await logIn(other, OTHER_SITE, accountId, 'Twin-other-2026');
  await other.goto(siteUrl(OTHER_SITE, '/profile'));
  await expect(other.getByText(/\*+0182$/)).toBeVisible();
  await expect(headerBalance(other)).not.toContainText('25');
  await home.context().close();
  await other.context().close();
});

test('the demo player claims an inbox reward once and the header balance changes', async ({ browser }) => {
  const page = await newPage(browser);
  await logIn(page, INBOX_SITE, DEMO.accountId, DEMO.password);
  await page.goto(siteUrl(INBOX_SITE, '/inbox'));
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const unread = page.getByText(/^Unread: \d+$/);
  await expect(unread).toBeVisible();
  const unreadBefore = Number((await unread.textContent())?.replace(/\D/g, ''));

  const bonus = page.getByRole('listitem').filter({ hasText: 'Welcome bonus' });
  const claim = bonus.getByRole('button', { name: 'Claim', exact: true });
  await expect(claim).toBeVisible();
  await expect(headerBalance(page)).not.toBeEmpty();
  const balanceBefore = (await headerBalance(page).textContent()) ?? '';

  await claim.click();
  await expect(bonus.getByRole('status')).toContainText('You received');
  await expect(headerBalance(page)).not.toHaveText(balanceBefore);
  await expect(bonus.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  await expect(unread).toHaveText(`Unread: ${unreadBefore - 1}`);

  // Claimed for good: after a reload the item still cannot be claimed.
  const balanceAfter = (await headerBalance(page).textContent()) ?? '';
  await page.reload();
  await expect(bonus.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  await expect(bonus.getByRole('button', { name: 'Claim', exact: true })).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText(balanceAfter);

  // Opening an unread message marks it read.
  const notice = page.getByRole('listitem').filter({ hasText: 'Scheduled maintenance' });
  await notice.getByRole('button', { name: /Scheduled maintenance/ }).click();
  await expect(notice.getByText(/unavailable during that time/)).toBeVisible();
  await expect(unread).toHaveText(`Unread: ${unreadBefore - 2}`);
  await page.context().close();
});

test('the information pages show the CMS text sanitised, the contact channels and the app links', async ({ browser }) => {
  const page = await newPage(browser);
  // The real answer with a hostile body and a disabled page mixed in, as a careless operator might save them.
  await page.route('**/api/settings/siteinfodetail', async (route) => {
    // Playwright fetches from Node, which does not resolve *.localhost; the body names the site anyway.
    const answer = await (await route.fetch({ url: `http://127.0.0.1:${port}/api/settings/siteinfodetail` })).json();
    answer.cms.en_about_us +=
      '<script>window.cmsHacked = 1</script><img src="/missing.png" onerror="window.cmsHacked = 2"><a href="javascript:window.cmsHacked = 3">bad link</a><p>Injected paragraph</p>';
    answer.cms.faqs_status = false;
    await route.fulfill({ json: answer });
  });

  await page.goto(siteUrl(HOME_SITE, '/about'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  const body = page.locator('.info-body');
  await expect(body.getByRole('heading', { name: 'What we stand for' })).toBeVisible();
  await expect(body.getByText('Injected paragraph')).toBeVisible();
  await expect(body.locator('script, [onerror]')).toHaveCount(0);
  await expect(body.getByText('bad link')).not.toHaveAttribute('href', /javascript/);
  expect(await page.evaluate(() => (window as { cmsHacked?: number }).cmsHacked)).toBeUndefined();

  await page.goto(siteUrl(HOME_SITE, '/faqs'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs');
  await expect(page.getByText('This page is not available at the moment.')).toBeVisible();

  await page.goto(siteUrl(HOME_SITE, '/privacy-policy'));
  await expect(page.locator('.info-body').getByRole('heading', { name: 'Data we collect' })).toBeVisible();

  await page.goto(siteUrl(HOME_SITE, '/contact-us'));
  const channels = page.getByRole('region', { name: 'Our channels' }).getByRole('link');
  await expect(channels.first()).toBeVisible();
  expect(await channels.count()).toBeGreaterThanOrEqual(3);
  for (const link of await channels.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(channels.first()).toContainText('Facebook');

  await page.goto(siteUrl(HOME_SITE, '/download'));
  await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
  await expect(page.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
  await page.context().close();
});

test('the account pages are translated', async ({ browser }) => {
  const page = await newPage(browser);
  await logIn(page, INBOX_SITE, DEMO.accountId, DEMO.password);
  await page.goto(siteUrl(INBOX_SITE, '/vip'));
  await expect(page.getByRole('progressbar', { name: 'Deposit' })).toHaveAttribute('aria-valuenow', /^\d+(\.\d)?$/);
  await expect(page.getByRole('table').locator('tr[aria-current="true"]')).toHaveCount(1);
  await page
    .getByRole('combobox', { name: /language/i })
    .first()
    .selectOption('CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VIP');
  await expect(page.getByRole('progressbar', { name: '存款' })).toBeVisible();
  await page.goto(siteUrl(INBOX_SITE, '/account'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的账户');
  await page
    .getByRole('combobox', { name: /language|语言/i })
    .first()
    .selectOption('PHP');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aking account');
  await expect(page.getByRole('main').getByRole('button', { name: 'I-refresh ang balanse' })).toBeVisible();
  await page.context().close();
});
