import { expect, type Page, test } from '@playwright/test';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../apps/api/src/seed/demo-staff';
import { signInToBackoffice } from './support';

/**
 * The back office's own administration in Chromium against the built server: an owner adds a
 * cashier, creates an API key (shown once), sees it work, revokes it and sees it refused, and finds
 * all of it in the audit log; a read-only member is offered none of these actions.
 */
const owner = DEMO_STAFF.find((member) => member.username === 'demo-owner');
const readOnly = DEMO_STAFF.find((member) => member.username === 'demo-read-only');

/** An operator API call with a bearer key, as the CLI or automation makes it. */
async function sitesWithKey(page: Page, key: string) {
  return page.request.post('/api/operator/sites/list', { headers: { authorization: `Bearer ${key}` }, data: {} });
}

test('an owner adds a cashier, creates and revokes an API key, and finds both in the audit log', async ({ page }) => {
  if (!owner) throw new Error('the demo seed has no demo-owner');
  const cashierName = `e2e-cashier-${Date.now() % 100_000}`;
  const keyName = `e2e automation ${Date.now() % 100_000}`;

  await page.goto('/backoffice/staff');
  await signInToBackoffice(page, owner);
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();

  // A cashier on one site, with a first password the owner makes and passes on.
  await page.getByRole('button', { name: 'Add member' }).click();
  const add = page.getByRole('dialog', { name: 'Add a staff member' });
  await add.getByRole('textbox', { name: 'Username' }).fill(cashierName);
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Cashier');
  await add.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Cashier' });
  await add.getByRole('button', { name: 'Make a strong password' }).click();
  await add.getByRole('button', { name: 'Add member' }).click();
  await expect(add).toBeHidden();
  const cashierRow = page.getByRole('row').filter({ hasText: cashierName });
  await expect(cashierRow).toContainText('Cashier');
  await expect(cashierRow).toContainText('Not set up');

  // A key, shown once: it works for what its role may do.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'API keys' }).click();
  await page.getByRole('button', { name: 'Create key' }).click();
  const create = page.getByRole('dialog', { name: 'Create an API key' });
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(keyName);
  await create.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Read-only' });
  await create.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText('This is the only time the key is shown', { exact: false })).toBeVisible();
  const key = (await shown.locator('pre').textContent())?.trim() ?? '';
  expect(key.length).toBeGreaterThan(20);
  const before = await sitesWithKey(page, key);
  expect(before.status()).toBe(200);
  expect((await before.json()).statusCode).toBe(1);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(key)).toHaveCount(0);

  // Revoked with a reason: the next call with the key is refused.
  await page.getByRole('button', { name: `Revoke the key ${keyName}` }).click();
  const revoke = page.getByRole('dialog', { name: `Revoke the key "${keyName}"?` });
  await revoke.getByRole('textbox', { name: 'Reason' }).fill('e2e: the job moved');
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(revoke).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: keyName })).toContainText('Revoked');
  const after = await sitesWithKey(page, key);
  expect(after.status()).toBe(401);

  // The audit log holds both, each with its actor, and opens to what changed.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Filter by Action').fill('staff.create');
  const created = page.getByRole('row').filter({ hasText: 'staff.create' }).first();
  await expect(created).toContainText(owner.username);
  await created.getByRole('button', { name: /^Show the details of entry/ }).click();
  await expect(page.getByRole('table', { name: /^Before and after of entry/ })).toContainText(cashierName);

  await page.getByLabel('Filter by Action').fill('api_key.');
  const revokedRow = page.getByRole('row').filter({ hasText: 'api_key.revoke' }).first();
  await expect(revokedRow).toContainText('e2e: the job moved');
  await expect(revokedRow).toContainText(owner.username);
  await expect(page.getByRole('row').filter({ hasText: 'api_key.create' }).first()).toContainText(owner.username);
  await revokedRow.getByRole('button', { name: /^Show the details of entry/ }).click();
  const revokedChange = page.getByRole('table', { name: /^Before and after of entry/ }).getByRole('row', { name: /revoked_at/ });
  await expect(revokedChange).toHaveAttribute('data-change', 'changed');
});

test('a read-only member is offered no way to add or change anything', async ({ page }) => {
  if (!readOnly) throw new Error('the demo seed has no demo-read-only');
  await page.goto('/backoffice/operators');
  // A read-only role moves no money: it signs in with its password alone.
  await page.getByLabel('Username').fill(readOnly.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Operator' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Default operator' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add operator' })).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Sections' });
  for (const hidden of ['Staff', 'API keys', 'Audit log']) await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);

  // Opened by their address, the screens say the role does not allow them and offer nothing.
  await page.goto('/backoffice/staff');
  await expect(page.getByRole('alert')).toContainText('Your role does not allow this.');
  await expect(page.getByRole('button', { name: 'Add member' })).toHaveCount(0);
  await page.goto('/backoffice/api-keys');
  await expect(page.getByRole('alert')).toContainText('Your role does not allow this.');
  await expect(page.getByRole('button', { name: 'Create key' })).toHaveCount(0);
});
