import type { Browser, Page } from '@playwright/test';
import { DEMO_STAFF } from '../apps/api/src/seed/demo-staff';
import { expect, signInToBackoffice, test } from './support';

/**
 * The player desk and four eyes in Chromium against the built server: the demo support member
 * finds the demo player and is offered no adjustment (the API refuses one too); the demo owner
 * proposes an adjustment above the operator's threshold ($200 on the default site), which moves
 * nothing; the demo admin approves it; the balance moves once; and the audit log holds the
 * proposal, the approval and the adjustment with who did each.
 */
const member = (username: string) => {
  const found = DEMO_STAFF.find((candidate) => candidate.username === username);
  if (!found) throw new Error(`the demo seed has no ${username}`);
  return found;
};
const SITE = 'WhiteLabel Demo';
const ADJUSTMENT = 500;
const reason = `E2E goodwill ${Date.now() % 100_000}`;

/** A signed-in page of its own for a demo member, opened on a back-office path. */
async function signedIn(browser: Browser, username: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/backoffice${path}`);
  await signInToBackoffice(page, member(username));
  return page;
}

/** The cash balance on the 360 page, as a number of dollars. */
async function cashOf(page: Page): Promise<number> {
  const text = await page.getByRole('region', { name: 'Cash' }).locator('p').nth(1).textContent();
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

test('support sees no Adjust; an adjustment above the threshold waits for a second person and the audit log shows it all', async ({
  page,
  browser,
}) => {
  // The support member finds the demo player of the default site by account id.
  await page.goto('/backoffice/players');
  await signInToBackoffice(page, member('demo-support'));
  await page.getByRole('searchbox', { name: /Search players/ }).fill('demo');
  const row = page.getByRole('row').filter({ hasText: SITE }).filter({ hasText: 'demo.player@example.com' });
  await row.getByRole('link', { name: 'demo', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'demo', exact: true })).toBeVisible();
  const playerUrl = new URL(page.url()).pathname.replace('/backoffice', '');
  const playerId = Number(playerUrl.split('/').at(-1));
  const actions = page.getByRole('group', { name: 'Actions on the player' });
  await expect(actions.getByRole('button', { name: 'Send password reset' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adjust balance' })).toHaveCount(0);
  // The server refuses the call the screen does not offer.
  const refused = await page.request.post('/api/backoffice/players/adjust', {
    data: { player_id: playerId, direction: 'credit', amount: 1, reason: 'not mine to do', idempotency_key: `e2e-${Date.now()}` },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('forbidden');

  // The owner proposes an adjustment above the threshold: it waits, and nothing moves.
  const owner = await signedIn(browser, 'demo-owner', playerUrl);
  await expect(owner.getByRole('heading', { name: 'demo', exact: true })).toBeVisible();
  const before = await cashOf(owner);
  await owner.getByRole('button', { name: 'Adjust balance' }).click();
  const adjust = owner.getByRole('dialog', { name: 'Adjust the balance of demo' });
  await adjust.getByRole('textbox', { name: /^Amount/ }).fill(String(ADJUSTMENT));
  await adjust.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(owner.getByText('Sent for approval: nothing moves until a second person approves it.')).toBeVisible();
  await expect(owner.getByText(/^Balance adjustment: \+\$500\.00 — proposed by demo-owner/)).toBeVisible();
  expect(await cashOf(owner)).toBe(before);

  // The owner cannot approve their own proposal; the admin approves it.
  const admin = await signedIn(browser, 'demo-admin', '/approvals');
  const proposal = admin.getByRole('row').filter({ hasText: reason });
  await expect(proposal).toContainText('$500.00');
  await proposal.getByRole('button', { name: /^Approve proposal \d+$/ }).click();
  const approve = admin.getByRole('dialog', { name: /^Approve proposal \d+\?$/ });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(/^Proposal \d+ approved\.$/)).toBeVisible();

  // The money moved once.
  await owner.reload();
  await expect.poll(() => cashOf(owner)).toBe(cents(before + ADJUSTMENT));

  // The player's audit trail: the adjustment by the admin who approved it, with its reason.
  await owner.getByRole('tab', { name: 'Audit trail' }).click();
  const trail = owner.getByRole('table', { name: 'Audit trail' });
  const adjusted = trail.getByRole('row').filter({ hasText: 'wallet.adjust' }).filter({ hasText: reason });
  await expect(adjusted).toContainText('demo-admin');
  await expect(adjusted).toContainText(`balance: ${before} → ${cents(before + ADJUSTMENT)}`);

  // The audit log: the proposal by the owner and the approval by the admin.
  await owner.goto('/backoffice/audit?action=approval.');
  const log = owner.getByRole('table', { name: 'Audit log entries' });
  await expect(
    log.getByRole('row').filter({ hasText: 'approval.propose.adjustment' }).filter({ hasText: 'demo-owner' }).first(),
  ).toBeVisible();
  await expect(
    log.getByRole('row').filter({ hasText: 'approval.approve.adjustment' }).filter({ hasText: 'demo-admin' }).first(),
  ).toBeVisible();
  // And the support member's refused call.
  await owner.goto('/backoffice/audit?action=access.denied');
  await expect(
    log.getByRole('row').filter({ hasText: 'demo-support' }).filter({ hasText: '/api/backoffice/players/adjust' }).first(),
  ).toBeVisible();
});
