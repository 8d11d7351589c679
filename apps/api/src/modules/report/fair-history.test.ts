import {
  FAIR_GAME_CODES,
  FAIR_ROUND_INTERVAL_MS,
  FAIR_WLGAMES_PATHS,
  type FairPlayResponse,
  type FairSessionResponse,
} from '@wl/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets, games, players } from '../../db/schema/index.js';
import { BUILT_IN_PROVIDER } from '../../lib/secrets.js';
import { DEMO_PLAYER } from '../../seed/demo.js';
import { launchToken } from '../../test/game-provider.js';
import { type Envelope, expectSuccess, loginDemo, testAppForFile } from '../../test/harness.js';

/**
 * Bet history names the provably fair rounds (issue 21): each round of a built-in fair game carries
 * its game and round id, which the verify page looks up; `fair_only` lists those rounds alone.
 */
// the app's clock is the test's, so that the rounds come a second apart (no faster) without waiting
let clock = Date.now();
const t = testAppForFile({}, { now: () => new Date(clock) });

const DAY_MS = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
const RANGE = { start_date: day(-40), end_date: day(1) };

beforeAll(async () => {
  // the catalogue row a hash dice launch needs, whether or not the demo seed offers the game already
  await t.database.db
    .insert(games)
    .values({ providerCode: BUILT_IN_PROVIDER, gameCode: FAIR_GAME_CODES.dice, gameName: 'Hash Dice', gameType: 'hashgame' })
    .onConflictDoNothing();
});

async function post<T>(path: string, body: Record<string, unknown>): Promise<Envelope<T>> {
  const response = await t.app.inject({ method: 'POST', url: path, payload: body });
  return response.json<Envelope<T>>();
}

/** Plays `rounds` hash dice rounds for the demo player through the built-in provider; answers their round ids. */
async function playDice(session: { auth: string; account_id: string }, rounds: number): Promise<string[]> {
  const token = await launchToken(t, session, { provider_code: BUILT_IN_PROVIDER, game_code: FAIR_GAME_CODES.dice });
  const opened: Envelope<FairSessionResponse> = await post(FAIR_WLGAMES_PATHS.session, { token, game: FAIR_GAME_CODES.dice });
  expectSuccess(opened);
  const ids: string[] = [];
  for (let i = 0; i < rounds; i++) {
    clock += FAIR_ROUND_INTERVAL_MS;
    const played: Envelope<FairPlayResponse> = await post(FAIR_WLGAMES_PATHS.play, {
      session: opened.session,
      request_id: `history-${i}-${Date.now().toString(36)}`,
      bet: opened.min_bet,
      params: { game: 'dice', target: 5000, direction: 'under' },
    });
    expectSuccess(played);
    ids.push(played.round_id);
  }
  return ids;
}

describe('betHistory and the provably fair rounds', () => {
  it('gives each fair round its game and round id, null for every other bet, and lists the fair rounds alone on asking', async () => {
    const session = await loginDemo(t);
    const played = await playDice(session, 2);
    // a slot of the built-in provider, and another provider's game under a fair game's code, are no fair rounds
    const site = await t.app.sites.byDomain('localhost');
    const [demo] = await t.database.db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.siteId, site.id), eq(players.accountId, DEMO_PLAYER.accountId)));
    const other = { siteId: site.id, playerId: demo!.id, stake: 100n, status: 'settled' as const };
    await t.database.db.insert(bets).values([
      {
        ...other,
        providerCode: 'JILI',
        gameCode: FAIR_GAME_CODES.dice,
        gameName: 'Dice elsewhere',
        gameType: 'hashgame',
        roundId: 'FR999',
        transactionId: 'elsewhere-1',
      },
      {
        ...other,
        providerCode: BUILT_IN_PROVIDER,
        gameCode: 'lucky_lantern',
        gameName: 'Lucky Lantern',
        gameType: 'slots',
        roundId: 'slot-1',
        transactionId: 'slot-1',
      },
    ]);

    const all = await t.call('betHistory', { ...session, ...RANGE, page_size: 100 });
    expectSuccess(all);
    const fair = all.value.filter((bet) => bet.fair !== null);
    expect(fair.map((bet) => bet.fair)).toEqual([...played].reverse().map((round_id) => ({ game: 'dice', round_id })));
    expect(fair.every((bet) => bet.provider_code === BUILT_IN_PROVIDER && bet.round_id === bet.fair?.round_id)).toBe(true);
    expect(all.value.find((bet) => bet.game_name === 'Dice elsewhere')?.fair).toBeNull();
    expect(all.value.find((bet) => bet.round_id === 'slot-1')?.fair).toBeNull();

    const only = await t.call('betHistory', { ...session, ...RANGE, page_size: 100, fair_only: true });
    expectSuccess(only);
    expect(only.total).toBe(2);
    expect(only.value.map((bet) => bet.fair?.round_id)).toEqual([...played].reverse());
    const stake = only.value.reduce((sum, bet) => sum + bet.stake, 0);
    expect(only.summary.stake).toBeCloseTo(stake, 6);

    // the round id from the history is the one the verify page opens
    const verified = await t.call('fairVerify', { ...(await t.site()), round_id: fair[0]!.fair!.round_id });
    expectSuccess(verified);
    expect(verified.round).toMatchObject({ round_id: played[1], game: 'dice' });
  });

  it('refuses a fair_only that is not a boolean', async () => {
    const session = await loginDemo(t);
    const refused = await t.call('betHistory', { ...session, ...RANGE, fair_only: 'yes' as unknown as boolean });
    expect(refused).toMatchObject({ message: 'validationFailed', errors: [{ field: 'fair_only' }] });
  });
});
