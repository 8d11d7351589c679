import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../apps/api/src/seed/demo-staff';
import { expect, tacFromOutbox, test } from './support';

/**
 * The reports against a known history, in Chromium against the built server. The history is on a
 * site this spec creates through the operator API (no other spec touches it), so every figure is
 * known: two players sign up, both deposit (one twice) and the operator approves the deposits, one
 * asks for two withdrawals (one paid, one rejected with a reason), sets a daily deposit limit and
 * takes a time-out. A read-only member then reads the figures in the back office. The new site
 * counts days in UTC; the range is yesterday to today, so a run across midnight still covers it.
 */
const reader = DEMO_STAFF.find((member) => member.username === 'demo-read-only');
const PASSWORD = 'Reports-e2e-2026';

const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function post(request: APIRequestContext, path: string, body: object, key?: string) {
  const response = await request.post(path, {
    data: body,
    headers: key ? { authorization: `Bearer ${key}` } : {},
  });
  const answer = await response.json();
  expect(answer.statusCode, `${path}: ${JSON.stringify(answer)}`).toBe(1);
  return answer;
}

async function newPlayer(request: APIRequestContext, site: { domain_name: string; external_id: string }, account: string) {
  const lastDigits = String(Math.floor(Math.random() * 10 ** 4)).padStart(4, '0');
  await post(request, '/api/auth/signup', {
    ...site,
    account_id: account,
    password: PASSWORD,
    contact_phone: `+63917555${lastDigits}`,
    age_confirmed: true,
    terms_accepted: true,
  });
  await post(request, '/api/auth/tac/verify', { ...site, account_id: account, tac: tacFromOutbox(site.domain_name, account) });
  const login = await post(request, '/api/auth/login', { ...site, account_id: account, password: PASSWORD });
  return { auth: login.token as string, account_id: account };
}

test('the reports show the figures of a known history on a site of its own', async ({ page, request }) => {
  if (!reader) throw new Error('the demo seed has no demo-read-only');
  const key = readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'cli-api-key'), 'utf8').trim();
  const suffix = Date.now().toString(36);
  const domain = `reports-${suffix}.example`;
  const created = await post(
    request,
    '/api/operator/sites/create',
    { domain, name: `Reports ${suffix}`, theme_code: 'casino1', theme_color: 'gold', currency: 'PHP', country: 'PH' },
    key,
  );
  const siteId: number = created.value.id;
  const site = { domain_name: domain, external_id: created.value.external_id };

  const ana = await newPlayer(request, site, `ana${suffix}`.slice(0, 20));
  const ben = await newPlayer(request, site, `ben${suffix}`.slice(0, 20));

  const deposit = async (player: typeof ana, amount: number) => {
    const asked = await post(request, '/api/wallet/deposit', {
      ...player,
      amount,
      method: 'e_wallet',
      payment_reference: `GCASH-${Math.floor(Math.random() * 1e6)}`,
      idempotency_key: randomUUID(),
    });
    await post(
      request,
      '/api/operator/cashier/decide',
      { request_id: asked.value.request_id, kind: 'deposit', decision: 'approve' },
      key,
    );
  };
  await deposit(ana, 1000);
  await deposit(ana, 500.5);
  await deposit(ben, 250);

  const banks = await post(request, '/api/wallet/bank_account_add', {
    ...ana,
    bank_name: 'BDO Unibank',
    holder_name: 'Ana Reyes',
    account_number: '001234567890',
  });
  const bankAccountId = banks.value[0].bank_account_id;
  const withdraw = async (amount: number) =>
    (
      await post(request, '/api/wallet/withdrawal', {
        ...ana,
        amount,
        bank_account_id: bankAccountId,
        idempotency_key: randomUUID(),
      })
    ).value.request_id;
  const paid = await withdraw(300);
  await post(request, '/api/operator/cashier/decide', { request_id: paid, kind: 'withdrawal', decision: 'approve' }, key);
  const refused = await withdraw(120);
  await post(
    request,
    '/api/operator/cashier/decide',
    { request_id: refused, kind: 'withdrawal', decision: 'reject', reason: 'Name does not match the bank account' },
    key,
  );
  await post(request, '/api/protection/deposit_limit', { ...ben, period: 'daily', amount: 2000 });
  await post(request, '/api/protection/time_out', { ...ben, hours: 24 });

  // A read-only member reads the site's figures for yesterday and today.
  await page.goto(`/backoffice/reports?site=${siteId}&from=${utcDay(-1)}&to=${utcDay(0)}`);
  // A read-only role holds no sensitive permission: its password alone signs it in.
  await page.getByLabel('Username').fill(reader.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(page.getByText(`Reports ${suffix}, in PHP.`, { exact: false })).toBeVisible();

  // A figure's card: its name (dt) and the value beside it (dd).
  const card = (label: string) =>
    page
      .locator('dt')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(card('Deposited')).toHaveText('₱1,750.50');
  await expect(page.getByText('3 deposits')).toBeVisible();
  await expect(card('Withdrawn')).toHaveText('₱300.00');
  await expect(page.getByText('1 withdrawal paid')).toBeVisible();
  await expect(card('Registrations')).toHaveText('2');
  await expect(card('First-time depositors')).toHaveText('2');
  await expect(card('Depositors')).toHaveText('2');
  await expect(card('GGR')).toHaveText('₱0.00');
  await expect(card('Bonus cost')).toHaveText('₱0.00');

  await page.getByRole('tab', { name: 'Cashier' }).click();
  const kinds = page.getByRole('table', { name: 'Deposits and withdrawals' });
  const withdrawals = kinds.getByRole('row').filter({ hasText: 'Withdrawals' });
  // requested 2 (₱420.00), approved 1 (₱300.00), rejected 1, cancelled 0, pending 0
  await expect(withdrawals).toContainText('₱420.00');
  await expect(withdrawals).toContainText('₱300.00');
  const rejections = page.getByRole('table', { name: 'Rejections by reason' });
  await expect(rejections.getByRole('row').filter({ hasText: 'Name does not match the bank account' })).toContainText('₱120.00');

  await page.getByRole('tab', { name: 'Responsible gaming' }).click();
  const measures = page.getByRole('table', { name: 'Responsible-gaming measures' });
  await expect(measures.getByRole('row').filter({ hasText: 'Daily deposit limit' }).getByRole('cell')).toHaveText([
    'Daily deposit limit',
    '1',
    '1',
    '1',
  ]);
  await expect(measures.getByRole('row').filter({ hasText: 'Time-out' }).getByRole('cell')).toHaveText([
    'Time-out',
    '1',
    '1',
    '1',
  ]);
});
