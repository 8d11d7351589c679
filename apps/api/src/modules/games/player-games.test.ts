import { DEFAULT_GAME_LISTS, POPULAR_DAYS, PRODUCT_CATEGORIES, RECENT_GAMES_LIMIT } from '@wl/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  games,
  playerGames,
  players,
  providerIntegrations,
  siteGameLists,
  siteGameSettings,
  siteGames,
} from '../../db/schema/index.js';
import { BUILT_IN } from '../../test/game-provider.js';
import { expectSuccess, type StaffSession, signupPlayer, testAppForFile } from '../../test/harness.js';
import { REFUSING_LAUNCH_URL } from './player-games-testing.js';

/**
 * Issue 20's player games: what a lobby offers (providers that are not connected: hidden, or shown
 * as coming soon), the lobby's orders, and recently played. The demo connects only the built-in
 * provider; localhost shows the others as coming soon, casino1 hides them.
 */
const t = testAppForFile();

const HIDING = 'casino1.localhost';
const SHOWING = 'localhost';
const DAY_MS = 86_400_000;
const BUILT_IN_GAMES = ['lucky_lantern', 'jade_garden', 'neon_nights', 'fruit_fiesta'];

let admin: StaffSession;

beforeAll(async () => {
  admin = await t.staffSession('admin');
});

async function lobby(domain: string, request: Record<string, unknown>) {
  const answer = await t.call('gameList', { ...(await t.site(domain)), page_size: 100, ...request });
  expectSuccess(answer);
  return answer;
}

async function gameIdOf(providerCode: string, gameCode: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.providerCode, providerCode), eq(games.gameCode, gameCode)));
  if (!row) throw new Error(`no game ${providerCode}/${gameCode}`);
  return row.id;
}

async function session(accountId: string, domain = SHOWING) {
  const player = await signupPlayer(t, accountId, domain);
  return { auth: player.auth, account_id: player.account_id, domain };
}

async function launch(player: { auth: string; account_id: string; domain: string }, game_code: string, provider_code = BUILT_IN) {
  return t.call('launchGame', {
    ...(await t.site(player.domain)),
    auth: player.auth,
    account_id: player.account_id,
    provider_code,
    game_code,
  });
}

async function recent(player: { auth: string; account_id: string; domain: string }) {
  const answer = await t.call('recentGames', {
    ...(await t.site(player.domain)),
    auth: player.auth,
    account_id: player.account_id,
  });
  expectSuccess(answer);
  return answer.value.map((game) => `${game.provider_code}/${game.game_code}`);
}

/** Connects a remote provider for the length of `run`, as the platform would. */
async function whileConnected<T>(providerCode: string, run: () => Promise<T>): Promise<T> {
  await t.database.db
    .insert(providerIntegrations)
    .values({ providerCode, kind: 'http', launchUrl: REFUSING_LAUNCH_URL, secret: 'y'.repeat(32) });
  t.app.invalidateSite();
  try {
    return await run();
  } finally {
    await t.database.db.delete(providerIntegrations).where(eq(providerIntegrations.providerCode, providerCode));
    t.app.invalidateSite();
  }
}

describe('what a lobby offers', () => {
  it('hides the games of providers that are not connected, by default, everywhere a player sees games', async () => {
    const slots = await lobby(HIDING, { lobby: 'slots' });
    expect(slots.value.length).toBeGreaterThan(0);
    expect(new Set(slots.value.map((game) => game.provider_code))).toEqual(new Set([BUILT_IN]));
    expect(slots.value.some((game) => 'coming_soon' in game)).toBe(false);
    expect(slots.total).toBe(slots.value.length);
    expect(slots.providers.map((provider) => provider.provider_code)).toEqual([BUILT_IN]);

    const casino = await lobby(HIDING, { lobby: 'livecasino' });
    expect(casino).toMatchObject({ total: 0, value: [], providers: [] });

    const home = await t.call('homeGames', await t.site(HIDING));
    expectSuccess(home);
    const listed = [home.value.hot, home.value.featured, home.value.popular, home.value.new, home.value.popup].flat();
    expect(listed.every((game) => game.provider_code === BUILT_IN && !game.coming_soon)).toBe(true);

    const hot = await t.call('getHotGames', { ...(await t.site(HIDING)), game_type: '' });
    expectSuccess(hot);
    expect(hot.value.every((game) => game.provider_code === BUILT_IN)).toBe(true);
  });

  it('shows them as coming soon, after the games that open, where the site chose so', async () => {
    const slots = await lobby(SHOWING, { lobby: 'slots' });
    const flags = slots.value.map((game) => game.coming_soon === true);
    const firstComingSoon = flags.indexOf(true);
    expect(firstComingSoon).toBeGreaterThan(0);
    expect(flags.slice(0, firstComingSoon).every((flag) => !flag)).toBe(true);
    expect(flags.slice(firstComingSoon).every(Boolean)).toBe(true);
    expect(slots.value.slice(0, firstComingSoon).every((game) => game.provider_code === BUILT_IN)).toBe(true);
    expect(slots.value.find((game) => game.game_code === 'super_ace')).toMatchObject({
      provider_code: 'JILI',
      coming_soon: true,
    });

    const home = await t.call('homeGames', await t.site(SHOWING));
    expectSuccess(home);
    expect(home.value.hot.some((game) => game.coming_soon)).toBe(true);

    // The legacy hot list cannot say "coming soon": it keeps only games that open.
    const hot = await t.call('getHotGames', { ...(await t.site(SHOWING)), game_type: '' });
    expectSuccess(hot);
    expect(hot.value.some((game) => game.provider_code === 'JILI')).toBe(false);
  });

  it("names in the startup's provider counts, and so in the menus, only the categories with a game the site shows", async () => {
    const hiding = await t.call('startup', { domain_name: HIDING });
    expectSuccess(hiding);
    // Only the built-in provider is connected: the categories of its slots and fair games.
    const builtIn = await t.database.db
      .selectDistinct({ category: games.gameType })
      .from(games)
      .where(and(eq(games.providerCode, BUILT_IN), eq(games.enabled, true)));
    const categories = new Set(builtIn.map((row) => row.category));
    expect(categories.has('slots') && !categories.has('livecasino')).toBe(true);
    expect(hiding.provider_count).toEqual(
      PRODUCT_CATEGORIES.filter((category) => categories.has(category)).map((category) => ({ category, total: 1 })),
    );
    const showing = await t.call('startup', { domain_name: SHOWING });
    expectSuccess(showing);
    expect(showing.provider_count.map((entry) => entry.category)).toEqual([...PRODUCT_CATEGORIES]);
    expect(showing.provider_count.find((entry) => entry.category === 'slots')?.total).toBeGreaterThan(1);

    await whileConnected('EVOLUTION', async () => {
      const connected = await t.call('startup', { domain_name: HIDING });
      expectSuccess(connected);
      expect(connected.provider_count).toContainEqual({ category: 'livecasino', total: 1 });
    });
  });

  it('fills a list the site has not curated with the built-in default, narrowed on the server to the games the site shows', async () => {
    const hidingSite = await t.app.sites.byDomain(HIDING);
    const showingSite = await t.app.sites.byDomain(SHOWING);
    const uncurated = and(inArray(siteGameLists.siteId, [hidingSite.id, showingSite.id]), eq(siteGameLists.list, 'new'));
    const kept = await t.database.db.select().from(siteGameLists).where(uncurated);
    await t.database.db.delete(siteGameLists).where(uncurated);
    t.app.invalidateSite();
    const lanternId = await gameIdOf(BUILT_IN, 'lucky_lantern');
    try {
      const hiding = await t.call('homeGames', await t.site(HIDING));
      expectSuccess(hiding);
      expect(hiding.value.new).toEqual([
        {
          provider_code: BUILT_IN,
          game_code: 'lucky_lantern',
          game_name: 'Lucky Lantern',
          game_type: 'slots',
          game_image: '/img/games/WLGAMES/lucky_lantern.svg',
        },
      ]);
      const showing = await t.call('homeGames', await t.site(SHOWING));
      expectSuccess(showing);
      const codes = DEFAULT_GAME_LISTS.new.map((game) => game.game_code);
      expect(showing.value.new.map((game) => game.game_code)).toEqual([
        'lucky_lantern',
        ...codes.filter((code) => code !== 'lucky_lantern'),
      ]);
      expect(showing.value.new.slice(1).every((game) => game.coming_soon === true)).toBe(true);

      // A game the site switched off is no more in the default than in a lobby.
      await t.database.db.insert(siteGames).values({ siteId: hidingSite.id, gameId: lanternId, enabled: false });
      t.app.invalidateSite(hidingSite.id);
      const switchedOff = await t.call('homeGames', await t.site(HIDING));
      expectSuccess(switchedOff);
      expect(switchedOff.value.new).toEqual([]);
    } finally {
      await t.database.db.delete(siteGames).where(and(eq(siteGames.siteId, hidingSite.id), eq(siteGames.gameId, lanternId)));
      await t.database.db.insert(siteGameLists).values(kept);
      t.app.invalidateSite();
    }
  });

  it('offers a game once its provider is connected, and hides it again when the integration is switched off', async () => {
    await whileConnected('JILI', async () => {
      const connected = await lobby(HIDING, { lobby: 'slots', provider_code: 'JILI' });
      expect(connected.total).toBeGreaterThan(0);
      const shown = await lobby(SHOWING, { lobby: 'slots', search: 'super ace' });
      expect(shown.value.find((game) => game.game_code === 'super_ace')).not.toHaveProperty('coming_soon');

      await t.database.db
        .update(providerIntegrations)
        .set({ enabled: false })
        .where(eq(providerIntegrations.providerCode, 'JILI'));
      t.app.invalidateSite();
      const switchedOff = await lobby(HIDING, { lobby: 'slots', provider_code: 'JILI' });
      expect(switchedOff.total).toBe(0);
    });
  });

  it('keeps favourites to games a player can open: a coming-soon game cannot be added, one added before is hidden until it is back', async () => {
    const player = await session('pgfav01');
    const ref = { ...(await t.site(SHOWING)), auth: player.auth, account_id: player.account_id };
    const refused = await t.call('favAdd', { ...ref, provider_code: 'JILI', game_code: 'super_ace' });
    expect(refused).toMatchObject({ statusCode: 404, message: 'gameNotFound' });

    await whileConnected('JILI', async () => {
      const added = await t.call('favAdd', { ...ref, provider_code: 'JILI', game_code: 'super_ace' });
      expectSuccess(added);
      expect(added.value.map((game) => game.game_code)).toEqual(['super_ace']);
    });
    const hidden = await t.call('favList', ref);
    expectSuccess(hidden);
    expect(hidden.value).toEqual([]);
    await whileConnected('JILI', async () => {
      const back = await t.call('favList', ref);
      expectSuccess(back);
      expect(back.value.map((game) => game.game_code)).toEqual(['super_ace']);
    });
  });

  it("is the site's choice in the back office, audited, and refused to a member without the permission", async () => {
    const site = await t.app.sites.byDomain(HIDING);
    const listed = await t.backoffice('catalogueProvidersList', { site_id: site.id }, admin);
    expectSuccess(listed);
    expect(listed.unconnected_games).toBe('hide');

    const set = await t.backoffice(
      'catalogueUnconnectedSet',
      { site_id: site.id, unconnected_games: 'coming_soon', reason: 'preview' },
      admin,
    );
    expectSuccess(set);
    expect(set.value).toEqual({ unconnected_games: 'coming_soon' });
    try {
      const shown = await lobby(HIDING, { lobby: 'livecasino' });
      expect(shown.total).toBeGreaterThan(0);
      expect(shown.value.every((game) => game.coming_soon === true)).toBe(true);
      const again = await t.backoffice('catalogueProvidersList', { site_id: site.id }, admin);
      expect(again).toMatchObject({ unconnected_games: 'coming_soon' });
      const audit = await t.latestAudit('catalogue.unconnected.set');
      expect(audit).toMatchObject({
        siteId: site.id,
        reason: 'preview',
        before: { unconnected_games: 'hide' },
        after: { unconnected_games: 'coming_soon' },
      });
    } finally {
      expectSuccess(await t.backoffice('catalogueUnconnectedSet', { site_id: site.id, unconnected_games: 'hide' }, admin));
    }
    expect((await lobby(HIDING, { lobby: 'livecasino' })).total).toBe(0);

    const readOnly = await t.staffSession('read_only');
    const refused = await t.backoffice(
      'catalogueUnconnectedSet',
      { site_id: site.id, unconnected_games: 'coming_soon' },
      readOnly,
    );
    expect(refused).toMatchObject({ message: 'forbidden' });
    const invalid = await t.backoffice('catalogueUnconnectedSet', { site_id: site.id, unconnected_games: 'show' }, admin);
    expect(invalid).toMatchObject({ message: 'validationFailed' });
    const [row] = await t.database.db.select().from(siteGameSettings).where(eq(siteGameSettings.siteId, site.id));
    expect(row?.unconnectedGames).toBe('hide');
  });
});

describe('lobby orders', () => {
  it('sorts by new: the latest games of the catalogue first', async () => {
    const answer = await lobby(HIDING, { lobby: 'slots', sort: 'new' });
    const ids = await Promise.all(answer.value.map((game) => gameIdOf(game.provider_code, game.game_code)));
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("sorts by popular: players of the site who opened the game in the last days, others' sites and older plays not counted", async () => {
    const site = await t.app.sites.byDomain(HIDING);
    const elsewhere = await t.app.sites.byDomain(SHOWING);
    const signedUp = await Promise.all(['pgpop01', 'pgpop02', 'pgpop03'].map((id) => session(id, HIDING)));
    const sitePlayers = await Promise.all(
      signedUp.map(async (player) => ({ id: (await t.app.sessions.authenticate(player.auth, player.account_id)).player.id })),
    );
    const otherPlayers = await t.database.db
      .select({ id: players.id })
      .from(players)
      .where(ne(players.siteId, site.id))
      .orderBy(asc(players.id))
      .limit(3);
    expect(sitePlayers).toHaveLength(3);
    expect(otherPlayers).toHaveLength(3);
    const [lantern, jade, neon, fruit] = await Promise.all(BUILT_IN_GAMES.map((code) => gameIdOf(BUILT_IN, code)));
    const now = Date.now();
    const old = new Date(now - (POPULAR_DAYS + 1) * DAY_MS);
    const lately = new Date(now - DAY_MS);
    const rows = [
      // neon: two players lately; fruit: one; jade: three, but a month ago; lantern: three on another site
      ...sitePlayers.slice(0, 2).map(({ id }) => ({ playerId: id, siteId: site.id, gameId: neon!, lastPlayedAt: lately })),
      { playerId: sitePlayers[2]!.id, siteId: site.id, gameId: fruit!, lastPlayedAt: lately },
      ...sitePlayers.map(({ id }) => ({ playerId: id, siteId: site.id, gameId: jade!, lastPlayedAt: old })),
      ...otherPlayers.map(({ id }) => ({ playerId: id, siteId: elsewhere.id, gameId: lantern!, lastPlayedAt: lately })),
    ];
    await t.database.db.insert(playerGames).values(rows);
    try {
      const popular = await lobby(HIDING, { lobby: 'slots', sort: 'popular' });
      const codes = popular.value.map((game) => game.game_code);
      expect(codes.slice(0, 2)).toEqual(['neon_nights', 'fruit_fiesta']);
      // then the site's order: by name
      const rest = popular.value.slice(2).map((game) => game.game_name);
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
      const byDefault = await lobby(HIDING, { lobby: 'slots' });
      const names = byDefault.value.map((game) => game.game_name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    } finally {
      await t.database.db.delete(playerGames).where(
        inArray(
          playerGames.playerId,
          [...sitePlayers, ...otherPlayers].map(({ id }) => id),
        ),
      );
    }
  });

  it('refuses an unknown order', async () => {
    const answer = await t.call('gameList', { ...(await t.site(HIDING)), lobby: 'slots', sort: 'random' });
    expect(answer).toMatchObject({ message: 'validationFailed' });
  });
});

describe('recently played', () => {
  it('records each launch once, newest first, the same game moving to the front without a second entry', async () => {
    const player = await session('pgrec01');
    expect(await recent(player)).toEqual([]);
    for (const code of ['lucky_lantern', 'jade_garden', 'neon_nights']) expectSuccess(await launch(player, code));
    expect(await recent(player)).toEqual([`${BUILT_IN}/neon_nights`, `${BUILT_IN}/jade_garden`, `${BUILT_IN}/lucky_lantern`]);
    expectSuccess(await launch(player, 'lucky_lantern'));
    expect(await recent(player)).toEqual([`${BUILT_IN}/lucky_lantern`, `${BUILT_IN}/neon_nights`, `${BUILT_IN}/jade_garden`]);

    const owner = await t.app.sessions.authenticate(player.auth, player.account_id);
    const rows = await t.database.db
      .select({ gameId: playerGames.gameId, plays: playerGames.plays })
      .from(playerGames)
      .where(eq(playerGames.playerId, owner.player.id));
    const lantern = await gameIdOf(BUILT_IN, 'lucky_lantern');
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.gameId === lantern)?.plays).toBe(2);
    expect(rows.filter((row) => row.gameId !== lantern).every((row) => row.plays === 1)).toBe(true);
  });

  it('records nothing for a launch that failed: a coming-soon game, or a provider that did not answer', async () => {
    const player = await session('pgrec02');
    const comingSoon = await launch(player, 'super_ace', 'JILI');
    expect(comingSoon).toMatchObject({ message: 'providerUnavailable' });
    await whileConnected('JILI', async () => {
      const refused = await launch(player, 'super_ace', 'JILI');
      expect(refused).toMatchObject({ message: 'providerUnavailable' });
    });
    expect(await recent(player)).toEqual([]);
  });

  it(`keeps a player's newest ${RECENT_GAMES_LIMIT} games`, async () => {
    const player = await session('pgrec03');
    const owner = await t.app.sessions.authenticate(player.auth, player.account_id);
    const older = await t.database.db
      .select({ id: games.id })
      .from(games)
      .where(ne(games.providerCode, BUILT_IN))
      .orderBy(asc(games.id))
      .limit(RECENT_GAMES_LIMIT + 5);
    const base = Date.now() - DAY_MS;
    await t.database.db.insert(playerGames).values(
      older.map(({ id }, index) => ({
        playerId: owner.player.id,
        siteId: owner.player.siteId,
        gameId: id,
        lastPlayedAt: new Date(base + index * 1000),
      })),
    );
    expectSuccess(await launch(player, 'fruit_fiesta'));
    const kept = await t.database.db
      .select({ gameId: playerGames.gameId })
      .from(playerGames)
      .where(eq(playerGames.playerId, owner.player.id));
    expect(kept).toHaveLength(RECENT_GAMES_LIMIT);
    // the oldest six went; the launched game and the newest nineteen stay
    const expected = [await gameIdOf(BUILT_IN, 'fruit_fiesta'), ...older.slice(6).map(({ id }) => id)];
    expect(new Set(kept.map((row) => row.gameId))).toEqual(new Set(expected));

    // Only games the player can open today are listed: the other providers are coming soon here.
    await whileConnected('JILI', async () => {
      const listed = await recent(player);
      expect(listed[0]).toBe(`${BUILT_IN}/fruit_fiesta`);
      expect(listed.slice(1).every((ref) => ref.startsWith('JILI/'))).toBe(true);
    });
    expect(await recent(player)).toEqual([`${BUILT_IN}/fruit_fiesta`]);
  });

  it("is each player's own: another player, on the same site or another, sees none of it", async () => {
    const first = await session('pgrec04');
    const second = await session('pgrec05');
    const elsewhere = await session('pgrec06', HIDING);
    expectSuccess(await launch(first, 'jade_garden'));
    expectSuccess(await launch(elsewhere, 'neon_nights'));
    expect(await recent(first)).toEqual([`${BUILT_IN}/jade_garden`]);
    expect(await recent(second)).toEqual([]);
    expect(await recent(elsewhere)).toEqual([`${BUILT_IN}/neon_nights`]);
    const owner = await t.app.sessions.authenticate(elsewhere.auth, elsewhere.account_id);
    const [row] = await t.database.db
      .select({ siteId: playerGames.siteId })
      .from(playerGames)
      .where(eq(playerGames.playerId, owner.player.id));
    expect(row?.siteId).toBe((await t.app.sites.byDomain(HIDING)).id);
  });

  it('needs a session', async () => {
    const answer = await t.call('recentGames', { ...(await t.site()), auth: 'not-a-token', account_id: 'nobody01' });
    expect(answer).toMatchObject({ message: 'sessionExpired' });
    expect(answer).not.toHaveProperty('value');
  });
});
