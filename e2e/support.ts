import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

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

/** What a returning visitor's browser remembers (localStorage): the first-visit announcement, app prompt and download bar are done. */
export const RETURNING_VISITOR_STORAGE: Record<string, string> = {
  'wl.announcement-seen': '1',
  'wl.app-download-seen': '1',
  'wl.download-bar-dismissed': '1',
};

export async function asReturningVisitor(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript((storage) => {
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  }, RETURNING_VISITOR_STORAGE);
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
