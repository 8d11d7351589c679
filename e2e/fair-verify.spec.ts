import type { APIRequestContext } from '@playwright/test';
import { DEMO_PLAYER } from '../apps/api/src/seed/demo';
import { expect, logInAsDemo, siteUrl, test } from './support';

/**
 * /verify (issue 21): a visitor recomputes the documented vector; a player plays a hash dice round
 * through the built-in provider, rotates the seed pair to reveal it, and opens the round from the
 * bet history's Verify link: the same roll, and the seed matches the hash shown before.
 */
const SERVER_SEED = '8f3c1a5e9b7d2f4061c3e5a7b9d1f3e5c7a9b1d3f5e7c9a1b3d5f7e9c1a3b5d7';
const SEED_HASH = '064d354cc3e446f31db260f9cf6645217c2819a3dfd5a5dd0ce1a3c24c0b2cf1';
const DEMO = { account_id: DEMO_PLAYER.accountId, password: DEMO_PLAYER.password };
const MATCHES = 'Matches: this is the round you were promised.';

async function post<T = Record<string, unknown>>(request: APIRequestContext, path: string, body: object): Promise<T> {
  return (await request.post(siteUrl(path), { data: body })).json() as Promise<T>;
}

/** One hash dice round for the demo player, through the launch and the built-in provider's game session, as the game client plays it. */
async function playDiceRound(request: APIRequestContext): Promise<{ round_id: string; roll: number; nonce: number }> {
  const startup = await post<{ site: { external_id: string } }>(request, '/api/startup', { domain_name: 'localhost' });
  const site = { domain_name: 'localhost', external_id: startup.site.external_id };
  const login = await post<{ token: string }>(request, '/api/auth/login', { ...site, ...DEMO });
  const launched = await post<{ statusCode: number; value: { game_url: string } }>(request, '/api/product/launch_game', {
    auth: login.token,
    account_id: DEMO.account_id,
    provider_code: 'WLGAMES',
    game_code: 'wl_hash_dice',
  });
  expect(launched.statusCode).toBe(1);
  const token = new URLSearchParams(new URL(launched.value.game_url, siteUrl('/')).hash.slice(1)).get('token');
  const session = await post<{ statusCode: number; session: string; min_bet: number }>(
    request,
    '/provider/wlgames/fair/session',
    {
      token,
      game: 'wl_hash_dice',
    },
  );
  expect(session.statusCode).toBe(1);
  const round = await post<{ statusCode: number; round_id: string; nonce: number; outcome: { roll: number } }>(
    request,
    '/provider/wlgames/fair/play',
    {
      session: session.session,
      request_id: `e2e-verify-${Date.now().toString(36)}`,
      bet: session.min_bet,
      params: { game: 'dice', target: 5000, direction: 'under' },
    },
  );
  expect(round.statusCode).toBe(1);
  return { round_id: round.round_id, roll: round.outcome.roll, nonce: round.nonce };
}

test('a visitor recomputes the documented round on /verify: roll 2.84, the seed matches its hash', async ({ page }) => {
  await page.goto(siteUrl('/verify'));
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a round' })).toBeVisible();
  await page.getByLabel('Server seed', { exact: true }).fill(SERVER_SEED);
  await page.getByLabel('Client seed', { exact: true }).fill('player-chosen-seed');
  await page.getByLabel('Nonce').fill('0');
  await page.getByLabel('Server seed hash shown before the round (optional)').fill(SEED_HASH);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText(MATCHES)).toBeVisible();
  await expect(result.getByText('2.84', { exact: true })).toBeVisible();

  // one character of the seed changed: not the seed whose hash was published
  await page.getByLabel('Server seed', { exact: true }).fill(`${SERVER_SEED.slice(0, -1)}8`);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(result.getByText("Does not match: these seeds are not the round's.")).toBeVisible();
});

test('a player plays hash dice, rotates the seed and verifies the round from the bet history', async ({ page }) => {
  const played = await playDiceRound(page.request);
  await logInAsDemo(page);

  await page.goto(siteUrl('/verify'));
  const seeds = page.getByRole('region', { name: 'Your seeds' });
  await expect(seeds.getByText('Next nonce')).toBeVisible();
  await seeds.getByRole('button', { name: 'Rotate and reveal' }).click();
  await expect(seeds.getByText('Last revealed seed')).toBeVisible();
  await expect(seeds.getByText('Next nonce').locator('xpath=following-sibling::dd')).toHaveText('0');
  await expect(seeds.getByRole('link', { name: `Verify round ${played.round_id}` })).toBeVisible();

  await page.goto(siteUrl('/bet-history'));
  await page.getByRole('link', { name: `Verify round ${played.round_id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/verify\\?game=dice&round=${played.round_id}$`));
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText(MATCHES)).toBeVisible();
  await expect(result.getByText((played.roll / 100).toFixed(2), { exact: true })).toBeVisible();
  await expect(page.getByLabel('Nonce')).toHaveValue(String(played.nonce));
  await expect(
    result.getByText("Your browser's recomputation against the server's").locator('xpath=following-sibling::dd'),
  ).toContainText('Matches');
});
