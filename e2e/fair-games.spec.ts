import type { FrameLocator } from '@playwright/test';
import { amountOf, expect, headerBalance, openBuiltInGame, siteUrl, test } from './support';

/**
 * The demo player opens each instant provably fair game of the built-in provider from its category
 * lobby, plays a round in the game client's frame, and sees the balance move, in the game and in
 * the site's header (the seamless wallet API moved it), then opens the round on /verify and gets
 * the same result once the seed is revealed. The default site (localhost) offers them all.
 */
const MATCHES = 'Matches: this is the round you were promised.';

/** One round of each game, as a player plays it; resolves once the round's result is on screen. */
const GAMES: ReadonlyArray<{ name: string; lobby: string; game: string; play: (frame: FrameLocator) => Promise<void> }> = [
  {
    name: 'Fair Hash Dice',
    lobby: '/hash-game',
    game: 'dice',
    play: async (frame) => {
      await frame.getByRole('button', { name: 'Roll', exact: true }).click();
      await expect(frame.getByRole('status').filter({ hasText: /You win|no win/ })).toBeVisible();
    },
  },
  {
    name: 'Gem Mines',
    lobby: '/arcade',
    game: 'mines',
    play: async (frame) => {
      await frame.getByRole('button', { name: 'Bet', exact: true }).click();
      await frame.getByRole('button', { name: 'Tile 13', exact: true }).click();
      const result = frame.getByRole('status').filter({ hasText: /Cash-out now|A mine/ });
      await expect(result).toBeVisible();
      if ((await result.textContent())?.includes('Cash-out now')) {
        await frame.getByRole('button', { name: /^Cash out / }).click();
        await expect(frame.getByRole('status').filter({ hasText: /Cashed out/ })).toBeVisible();
      }
    },
  },
  {
    name: 'Plinko Drop',
    lobby: '/arcade',
    game: 'plinko',
    play: async (frame) => {
      await frame.getByRole('button', { name: 'Drop ball' }).click();
      await expect(frame.getByRole('status').filter({ hasText: /The ball landed in bin/ })).toBeVisible();
    },
  },
  {
    name: 'Keno 40',
    lobby: '/lottery',
    game: 'keno',
    play: async (frame) => {
      await frame.getByRole('button', { name: 'Quick pick' }).click();
      await frame.getByRole('button', { name: 'Bet', exact: true }).click();
      await expect(frame.getByRole('status').filter({ hasText: /of 10 hit/ })).toBeVisible();
    },
  },
  {
    name: 'Bingo 75',
    lobby: '/bingo',
    game: 'bingo',
    play: async (frame) => {
      await frame.getByRole('button', { name: 'Bet', exact: true }).click();
      await expect(frame.getByRole('status').filter({ hasText: /You win|No win this round/ })).toBeVisible();
    },
  },
];

for (const { name, lobby, game, play } of GAMES) {
  test(`the demo player opens ${name} from its lobby, plays a round and sees the balance move`, async ({ page }) => {
    const frame = await openBuiltInGame(page, lobby, name);
    const gameBalance = frame.getByTestId('wl-balance');
    const before = await amountOf(gameBalance);
    await expect.poll(() => amountOf(headerBalance(page))).toBe(before);

    await play(frame);

    await expect.poll(() => amountOf(gameBalance)).not.toBe(before);
    const after = await amountOf(gameBalance);
    await expect.poll(() => amountOf(headerBalance(page))).toBe(after);
    const verify = frame.getByRole('link', { name: /^Verify round FR\d+$/ }).first();
    await expect(verify).toHaveAttribute('href', new RegExp(`^/verify\\?game=${game}&round=FR\\d+$`));

    // On /verify the round waits for its server seed; rotating the pair reveals it, and the round
    // is recomputed from the seeds to the same result.
    await page.goto(siteUrl((await verify.getAttribute('href')) ?? ''));
    await expect(page.getByRole('heading', { name: /its server seed is still secret$/ })).toBeVisible();
    const seeds = page.getByRole('region', { name: 'Your seeds' });
    await seeds.getByRole('button', { name: 'Rotate and reveal' }).click();
    await expect(seeds.getByText('Last revealed seed')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Result' }).getByText(MATCHES)).toBeVisible();
  });
}
