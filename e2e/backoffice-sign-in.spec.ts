import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../apps/api/src/seed/demo-staff';

/**
 * The back office in Chromium against the built server: a demo cashier signs in with a TOTP code
 * computed from the seed's secret, sees the sections of the role, their own session, stays signed
 * in across a reload and signs out; the page's strict policy reports no violation; a player site's
 * domain does not serve the back office at all, and the player app's build holds nothing of it.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const cashier = DEMO_STAFF.find((member) => member.username === 'demo-cashier');

function codeFor(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
}

/** Every Content Security Policy violation the page reports, as Chromium fires them. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test('a cashier signs in with a TOTP code, works in the shell and signs out', async ({ page }) => {
  if (!cashier) throw new Error('the demo seed has no demo-cashier');
  const violations = await watchPolicy(page);

  await page.goto('/backoffice/account');
  await expect(page).toHaveURL(/\/backoffice\/sign-in\?next=%2Faccount$/);
  await page.getByLabel('Username').fill(cashier.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const code = page.getByLabel('Code');
  await expect(code).toBeFocused();
  await code.fill(codeFor(cashier.totpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/account$/);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByText('Cashier · Default operator')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'API keys' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Where you are signed in' }).getByText('This session')).toBeVisible();

  // The session is the HttpOnly cookie: a reload keeps it, and the page's scripts cannot read it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toContain('wl_staff');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/backoffice\/sign-in(\?|$)/);
  await page.goto('/backoffice/account');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a player site's domain answers 404 for the back office, and a staff host serves it with its policy", async ({
  request,
}) => {
  const onPlayerSite = await request.get(`http://127.0.0.1:${port}/backoffice/sign-in`, {
    headers: { host: 'casino1.localhost' },
  });
  expect(onPlayerSite.status()).toBe(404);
  const onStaffHost = await request.get('/backoffice/sign-in');
  expect(onStaffHost.status()).toBe(200);
  expect(onStaffHost.headers()['content-security-policy']).toMatch(/style-src 'self' 'nonce-[^']+'/);
});

test("the player app's build holds nothing of the back office", () => {
  const webDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
  const files = readdirSync(webDist, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(js|html|css|json)$/.test(file));
  expect(files.length).toBeGreaterThan(0);
  const mentioning = files.filter((file) => /backoffice|back office|wl_staff/i.test(readFileSync(join(webDist, file), 'utf8')));
  expect(mentioning).toEqual([]);
});
