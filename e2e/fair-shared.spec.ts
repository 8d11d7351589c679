import {
  amountOf,
  betAndCashOutOnCrash,
  CRASH_ROUND_END_MS,
  expect,
  headerBalance,
  openBuiltInGame,
  siteUrl,
  test,
} from './support';

/**
 * Crash and virtual horse racing (issue 21): shared rounds of the built-in provider, opened from
 * their lobbies by the demo player. The rounds run on the server's own timing (CRASH_TIMING,
 * RACE_TIMING in the contract), so each test waits for the phase it needs, within bounds.
 */

test('the demo player bets on a crash round, cashes out or loses, sees the balance move, and finds the same crash point on /verify', async ({
  page,
}) => {
  test.setTimeout(2 * CRASH_ROUND_END_MS + 60_000);
  const frame = await openBuiltInGame(page, '/crash', 'Fair Crash');
  await betAndCashOutOnCrash(frame, () => expect(frame.getByTestId('fair-players')).toContainText('(you)'));
  // the header shows the balance the bet and its outcome left
  const after = await amountOf(frame.getByTestId('wl-balance'));
  await expect.poll(() => amountOf(headerBalance(page))).toBe(after);

  // the round ended: its crash point links to /verify, which recomputes it from the revealed seed
  const mine = frame.getByRole('link', { name: /^Verify round SR\d+$/ }).first();
  await expect(mine).toBeVisible({ timeout: CRASH_ROUND_END_MS });
  const roundId = (await mine.getAttribute('aria-label'))!.replace('Verify round ', '');
  // A bet cashed out early leaves its round running: it joins the recent rounds only when it crashes.
  const recent = frame.getByRole('link', { name: new RegExp(`^Verify round ${roundId}: `) });
  await expect(recent).toBeVisible({ timeout: CRASH_ROUND_END_MS });
  const crashPoint = (await recent.textContent())!.trim();
  const href = (await recent.getAttribute('href'))!;
  expect(href).toBe(`/verify?game=crash&round=${roundId}`);
  await page.goto(siteUrl(href));
  const result = page.getByRole('region', { name: `Round ${roundId}: Crash` });
  await expect(result.getByText(crashPoint, { exact: true })).toBeVisible();
  await expect(result.getByText(/^Matches: this round's seed leads to the chain's terminal hash/)).toBeVisible();
});

test('the demo player places a win bet on a horse in the betting window and finds it listed', async ({ page }) => {
  test.setTimeout(120_000);
  const frame = await openBuiltInGame(page, '/horse-racing', 'Fair Horse Racing');
  const gameBalance = frame.getByTestId('wl-balance');
  const before = await amountOf(gameBalance);

  // bets are open for 2 minutes of every 3
  const card = frame.getByRole('group', { name: 'Race card' });
  await expect(card.getByRole('radio', { name: /^Horse 2 / })).toBeEnabled({ timeout: 70_000 });
  await expect(card.getByRole('radio', { name: /^Horse 1 win \d+\.\d\d · place / })).toBeVisible();
  await card.getByRole('radio', { name: /^Horse 2 / }).check();
  await frame.getByRole('button', { name: 'Bet: Win on horse 2' }).click();
  await expect(frame.getByTestId('fair-race-mine')).toContainText('Win on horse 2');
  await expect(frame.getByTestId('fair-players')).toContainText('Win on horse 2');
  await expect.poll(() => amountOf(gameBalance)).toBeLessThan(before);
  await expect.poll(() => amountOf(headerBalance(page))).toBe(await amountOf(gameBalance));
});

test("a finished race from the chain's latest rounds shows the same finishing order on /verify", async ({ page }) => {
  // RACE_TIMING is fixed: a race finishes 150 s after the first player opens the game (at once when one ran before)
  test.setTimeout(170_000);
  const startup = await (await page.request.post(siteUrl('/api/startup'), { data: { domain_name: 'localhost' } })).json();
  const site = { domain_name: 'localhost', external_id: startup.site.external_id as string };
  type Chain = { statusCode: number; rounds: { round_id: string; finish: number[] | null }[] };
  const latest = async () =>
    (await (await page.request.post(siteUrl('/api/fair/chain'), { data: { ...site, game: 'racing' } })).json()) as Chain;
  // races run while someone watches: the game open makes sure one does (and the player, logged in, meets no first-visit popup)
  await openBuiltInGame(page, '/horse-racing', 'Fair Horse Racing');
  await expect.poll(async () => (await latest()).rounds.length, { timeout: 155_000, intervals: [5_000] }).toBeGreaterThan(0);
  const [race] = (await latest()).rounds;
  await page.goto(siteUrl(`/verify?game=racing&round=${race!.round_id}`));
  // by text, not by role: a notice the site opens on arrival may hold the page behind it from the accessibility tree
  await expect(page.getByText(`Round ${race!.round_id}: Horse racing`, { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Finishing order (runner numbers): ${race!.finish!.map((runner) => runner + 1).join(', ')}`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/^Matches: this round's seed leads to the chain's terminal hash/)).toBeVisible();
});
