import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';
import { THEME_CODES } from '@wl/contract';
import * as OTPAuth from 'otpauth';
import { DEMO_PLAYER } from '../apps/api/src/seed/demo';
import { DEMO_STAFF_PASSWORD } from '../apps/api/src/seed/demo-staff';
import { DEMO_SITES } from '../apps/api/src/seed/sites';
import { returningVisitorStorage } from '../scripts/returning-visitor.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The port of the e2e server (playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);

/** Every template: each is served at <template>.localhost. */
export const TEMPLATES: readonly string[] = THEME_CODES;

/** A page of the player site of `host` (localhost is the default site). */
export const siteUrl = (path: string, host = 'localhost') => `http://${host}:${E2E_PORT}${path}`;

/** The amount of a formatted figure ("Balance $1,234.50" → 1234.5). */
export const amountOf = async (locator: Locator) => Number((await locator.textContent())?.replace(/[^\d.]/g, ''));

/** The header's balance figure. */
export const headerBalance = (page: Page) => page.getByRole('banner').locator('.account-balance').first();

/** Logs the demo player in through the login page of `host`, as a player would. */
export async function logInAsDemo(page: Page, host = 'localhost') {
  await page.goto(siteUrl('/login', host));
  await page.getByLabel('Account ID', { exact: true }).fill(DEMO_PLAYER.accountId);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeVisible();
}

/**
 * Logs the demo player in and opens a built-in game from its category lobby of the default site, as
 * a player would; answers the game client's frame once it shows its balance.
 */
export async function openBuiltInGame(page: Page, lobby: string, name: string): Promise<FrameLocator> {
  await logInAsDemo(page);
  await page.goto(siteUrl(`${lobby}?provider=WLGAMES`));
  await page
    .getByRole('main')
    .getByRole('link', { name: `Play ${name}` })
    .click();
  await expect(page).toHaveURL(/\/playnow\?provider_code=WLGAMES&game_code=wl_/);
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(frame.getByTestId('wl-balance')).toHaveText(/\d/);
  return frame;
}

/**
 * The longest a test waits for a crash round to end. A round runs until its crash point, which has
 * no ceiling: 10× after 38 s, 100× after 77 s, 1,000× after 115 s (CRASH_TIMING); one round in about
 * 50,000 runs longer than 180 s. A test that waits for two rounds' ends allows twice this.
 */
export const CRASH_ROUND_END_MS = 180_000;

/**
 * In a crash game's frame: bets as soon as a round takes bets (7 s of every round), then cashes out
 * as soon as the round runs, unless it crashes first; `whileBetting` checks what the bet shows
 * before the round runs. Answers the game balance right after the bet, and the player's outcome
 * ("Cashed out at …" or "… before you cashed out") once shown.
 */
export async function betAndCashOutOnCrash(frame: FrameLocator, whileBetting: () => Promise<void>) {
  const gameBalance = frame.getByTestId('wl-balance');
  const before = await amountOf(gameBalance);
  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  await expect(bet).toBeEnabled({ timeout: CRASH_ROUND_END_MS });
  await bet.click();
  await expect.poll(() => amountOf(gameBalance)).toBeLessThan(before);
  const placed = await amountOf(gameBalance);
  await whileBetting();
  const cashOut = frame.getByRole('button', { name: /^Cash out / });
  const outcome = frame.getByTestId('fair-crash-mine').filter({ hasText: /Cashed out at|before you cashed out/ });
  await expect(cashOut.or(outcome)).toBeVisible({ timeout: 30_000 });
  if (await cashOut.isVisible()) await cashOut.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(outcome).toBeVisible({ timeout: CRASH_ROUND_END_MS });
  return { placed, outcome: (await outcome.textContent()) ?? '' };
}

/**
 * The demo player's session on `host` as the player app stores it (localStorage `wl.user`), logged
 * in through the API: for tests about pages, not about logging in.
 */
export async function demoSession(host: string): Promise<Record<string, string>> {
  const post = async (path: string, body: object) =>
    (
      await fetch(`http://127.0.0.1:${E2E_PORT}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const { site } = await post('/api/startup', { domain_name: host });
  const login = await post('/api/auth/login', {
    domain_name: host,
    external_id: site.external_id,
    account_id: DEMO_PLAYER.accountId,
    password: DEMO_PLAYER.password,
  });
  return { 'wl.user': JSON.stringify({ token: login.token, user: login.user }) };
}

/** Runs the operator CLI exactly as an operator would, against the e2e server. */
export function operatorCli(...args: string[]): string {
  return execFileSync(process.execPath, ['apps/api/dist/cli.js', ...args], {
    cwd: repoRoot,
    env: { ...process.env, API_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

/** The newest TAC the server sent to an account, read from the CLI outbox. */
export function tacFromOutbox(domain: string, accountId: string): string {
  const code = operatorCli('tac:outbox', domain, accountId).match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no TAC for ${accountId} on ${domain}`);
  return code;
}

/**
 * Completes the /register form open on the page as a new player would: the details and the age and
 * terms boxes, then the code the server sent, read from the outbox once the page says it was sent, then logged in.
 */
export async function registerWithCode(page: Page, host: string, player: { accountId: string; password: string; phone: string }) {
  await page.getByLabel('Account ID', { exact: true }).fill(player.accountId);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Mobile number').fill(player.phone);
  await page.getByLabel(/^I am \d+ or older$/).check();
  await page.getByLabel('I accept the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`We sent a 6-digit code by SMS to the phone you gave for ${player.accountId}`)).toBeVisible();
  await page.getByLabel('Code from the SMS').fill(tacFromOutbox(host, player.accountId));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('banner').getByText(player.accountId)).toBeVisible();
}

const TOTP_PERIOD_MS = 30_000;

/**
 * Signs a demo staff member in on the back office's sign-in page open on the page: the demo
 * password, then a TOTP code from the member's secret. A code is accepted once, and another journey
 * may have used this period's: a refused one waits for the next period's.
 */
export async function signInToBackoffice(page: Page, member: { username: string; totpSecret: string }) {
  await page.getByLabel('Username').fill(member.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(member.totpSecret) });
  const refused = page.getByText('The code is incorrect or has expired.', { exact: false });
  const shell = page.getByRole('navigation', { name: 'Sections' });
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByLabel('Code').fill(totp.generate());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(refused.or(shell)).toBeVisible();
    if (await shell.isVisible()) return;
    await page.waitForTimeout(TOTP_PERIOD_MS - (Date.now() % TOTP_PERIOD_MS) + 500);
  }
  throw new Error(`${member.username} could not give a TOTP code`);
}

/**
 * What a returning visitor's browser remembers (localStorage) on every demo site: today's
 * announcement and app prompt seen, the download bar dismissed.
 */
export const RETURNING_VISITOR_STORAGE: Record<string, string> = returningVisitorStorage(
  DEMO_SITES.map((site) => site.externalId),
);

/** Every page the context opens from now on finds these items in its localStorage. */
export async function rememberInBrowser(context: BrowserContext, items: Record<string, string>): Promise<void> {
  await context.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, items);
}

export async function asReturningVisitor(context: BrowserContext): Promise<BrowserContext> {
  await rememberInBrowser(context, RETURNING_VISITOR_STORAGE);
  return context;
}

export async function returningVisitorContext(browser: Browser): Promise<BrowserContext> {
  return asReturningVisitor(await browser.newContext());
}

/**
 * The test of journeys that are not about first visits: every page starts as a returning visitor,
 * so the one-time announcement and app prompt do not cover the page.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await asReturningVisitor(context));
  },
});
export { expect };
