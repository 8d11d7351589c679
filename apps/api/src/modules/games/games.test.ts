import { DEFAULT_GAME_LISTS, FAVOURITES_LIMIT, PAGINATION_DEFAULTS } from '@wl/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { favourites, games, siteGameLists, siteProviders } from '../../db/schema/index.js';
import { expectSuccess, signupPlayer, testAppForFile } from '../../test/harness.js';
import { connectEveryProvider } from './player-games-testing.js';
import { containsPattern } from './service.js';

const t = testAppForFile();

// The demo connects only the built-in provider; here every provider is, as an installation with
// an aggregator would have it (player-games.test.ts covers providers that are not connected).
beforeAll(async () => {
  await connectEveryProvider(t);
});

async function lobby(domain: string, request: Record<string, unknown>) {
  return t.call('gameList', { ...(await t.site(domain)), ...request });
}

async function setGameEnabled(providerCode: string, gameCode: string, enabled: boolean) {
  await t.database.db
    .update(games)
    .set({ enabled })
    .where(and(eq(games.providerCode, providerCode), eq(games.gameCode, gameCode)));
  t.app.invalidateSite();
}

describe('gameList', () => {
  it('pages a category lobby alphabetically, 10 a page (spec-coverage S9.8), with its providers', async () => {
    const first = await lobby('localhost', { lobby: 'slots' });
    expectSuccess(first);
    expect(first).toMatchObject({ statusCode: 1, page: 1, page_size: PAGINATION_DEFAULTS.itemsPerPage });
    expect(first.value).toHaveLength(PAGINATION_DEFAULTS.itemsPerPage);
    expect(first.total).toBeGreaterThan(2 * PAGINATION_DEFAULTS.itemsPerPage);
    const names = first.value.map((game) => game.game_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(first.value.every((game) => game.game_type === 'slots')).toBe(true);

    const second = await lobby('localhost', { lobby: 'slots', page: 2 });
    expectSuccess(second);
    const firstCodes = new Set(first.value.map((game) => `${game.provider_code}/${game.game_code}`));
    expect(second.value.some((game) => firstCodes.has(`${game.provider_code}/${game.game_code}`))).toBe(false);

    const providers = first.providers;
    expect(providers.map((provider) => provider.provider_code)).toContain('JILI');
    expect(providers.find((provider) => provider.provider_code === 'JILI')).toMatchObject({ logo_code: 'jili' });
    expect(providers.reduce((sum, provider) => sum + provider.game_total, 0)).toBe(first.total);
  });

  it('answers an empty page past the end with the right total', async () => {
    const all = await lobby('localhost', { lobby: 'crash', page_size: 100 });
    expectSuccess(all);
    const past = await lobby('localhost', { lobby: 'crash', page: 50 });
    expectSuccess(past);
    expect(past.value).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it('narrows to one provider, and the total follows', async () => {
    const result = await lobby('localhost', { lobby: 'slots', provider_code: 'PGSOFT', page_size: 100 });
    expectSuccess(result);
    expect(result.value.length).toBeGreaterThan(0);
    expect(result.value.every((game) => game.provider_code === 'PGSOFT')).toBe(true);
    expect(result.total).toBe(result.value.length);
    const provider = result.providers.find((entry) => entry.provider_code === 'PGSOFT');
    expect(provider?.game_total).toBe(result.total);
  });

  it('searches names without regard to case, together with the provider filter', async () => {
    const found = await lobby('localhost', { lobby: 'slots', search: 'mAhJoNg' });
    expectSuccess(found);
    expect(found.value.map((game) => game.game_name).sort()).toEqual(['Mahjong Fortune', 'Mahjong Ways', 'Mahjong Ways 2']);
    const narrowed = await lobby('localhost', { lobby: 'slots', search: 'mahjong', provider_code: 'YBAT' });
    expectSuccess(narrowed);
    expect(narrowed.value.map((game) => game.game_name)).toEqual(['Mahjong Fortune']);
  });

  it('takes LIKE wildcards in a search literally', async () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    for (const search of ['%', '_', '\\']) {
      const result = await lobby('localhost', { lobby: 'slots', search });
      expect(result, search).toMatchObject({ statusCode: 1, total: 0, value: [] });
    }
  });

  it("keeps the hot lobby in the site's order, across categories", async () => {
    const site = await t.app.sites.byDomain('localhost');
    const hot = await t.database.db
      .select({ gameId: siteGameLists.gameId })
      .from(siteGameLists)
      .where(and(eq(siteGameLists.siteId, site.id), eq(siteGameLists.list, 'hot')));
    const result = await lobby('localhost', { lobby: 'hot', page_size: 100 });
    expectSuccess(result);
    expect(result.total).toBe(hot.length);
    expect(result.value[0]).toMatchObject({ provider_code: 'JILI', game_code: 'super_ace' });
    expect(new Set(result.value.map((game) => game.game_type)).size).toBeGreaterThan(1);
  });

  it("lists nothing of a category whose providers the visitor's site does not offer", async () => {
    const result = await lobby('casino1.localhost', { lobby: 'sportsbook' });
    expectSuccess(result);
    expect(result).toMatchObject({ statusCode: 1, total: 0, value: [], providers: [] });
    const elsewhere = await lobby('localhost', { lobby: 'sportsbook' });
    expectSuccess(elsewhere);
    expect(elsewhere.total).toBeGreaterThan(0);
  });

  it('leaves out a provider the site switched off, and its games', async () => {
    const result = await lobby('casino3.localhost', { lobby: 'livecasino', page_size: 100 });
    expectSuccess(result);
    expect(result.total).toBeGreaterThan(0);
    expect(result.value.some((game) => game.provider_code === 'SEXYBCRT')).toBe(false);
    expect(result.providers.some((provider) => provider.provider_code === 'SEXYBCRT')).toBe(false);
    const filtered = await lobby('casino3.localhost', { lobby: 'livecasino', provider_code: 'SEXYBCRT' });
    expectSuccess(filtered);
    expect(filtered.total).toBe(0);
  });

  it('leaves out a game that was switched off', async () => {
    await setGameEnabled('SPRIBE', 'aviator', false);
    try {
      const result = await lobby('localhost', { lobby: 'crash', search: 'aviator' });
      expectSuccess(result);
      expect(result.value.map((game) => game.game_code)).toEqual(['mini_aviator']);
    } finally {
      await setGameEnabled('SPRIBE', 'aviator', true);
    }
  });

  it('refuses an unknown lobby and a page size outside 1 to 100', async () => {
    expect(await lobby('localhost', { lobby: 'casino' })).toMatchObject({ message: 'validationFailed' });
    expect(await lobby('localhost', { lobby: 'slots', page_size: 101 })).toMatchObject({ message: 'validationFailed' });
    expect(await lobby('localhost', { lobby: 'slots', page: 0 })).toMatchObject({ message: 'validationFailed' });
  });
});

describe('getHotGames', () => {
  it('lists the hot games, optionally of one category', async () => {
    const site = await t.site();
    const all = await t.call('getHotGames', { ...site, game_type: '' });
    expectSuccess(all);
    expect(all.value.length).toBeGreaterThan(0);
    const type = all.value[0]!.game_type;
    const narrowed = await t.call('getHotGames', { ...site, game_type: type });
    expectSuccess(narrowed);
    expect(narrowed.value.length).toBeGreaterThan(0);
    expect(narrowed.value.every((game) => game.game_type === type)).toBe(true);
  });

  it('leaves out the games of a provider the site switched off', async () => {
    const site = await t.app.sites.byDomain('slot4.localhost');
    const before = await t.call('getHotGames', { ...(await t.site('slot4.localhost')), game_type: '' });
    expectSuccess(before);
    const switchedOff = before.value[0]!.provider_code;
    const offered = and(eq(siteProviders.siteId, site.id), eq(siteProviders.providerCode, switchedOff));
    await t.database.db.update(siteProviders).set({ enabled: false }).where(offered);
    t.app.invalidateSite(site.id);
    try {
      const after = await t.call('getHotGames', { ...(await t.site('slot4.localhost')), game_type: '' });
      expectSuccess(after);
      expect(after.value.length).toBeGreaterThan(0);
      expect(after.value.some((game) => game.provider_code === switchedOff)).toBe(false);
    } finally {
      await t.database.db.update(siteProviders).set({ enabled: true }).where(offered);
      t.app.invalidateSite(site.id);
    }
  });
});

describe('homeGames', () => {
  it("answers the site's lists as games, in the site's order", async () => {
    const result = await t.call('homeGames', await t.site());
    expectSuccess(result);
    expect(Object.keys(result.value).sort()).toEqual(['featured', 'hot', 'new', 'popular', 'popup']);
    expect(result.value.hot[0]).toEqual({
      provider_code: 'JILI',
      game_code: 'super_ace',
      game_name: 'Super Ace',
      game_type: 'slots',
      game_image: '/img/games/JILI/super_ace.svg',
    });
    // the built-in games lead the popup list (the seed's), the built-in EVOPLAY list follows
    const popupProviders = result.value.popup.map((game) => game.provider_code);
    expect(new Set(popupProviders)).toEqual(new Set(['WLGAMES', 'EVOPLAY']));
    expect(popupProviders.indexOf('EVOPLAY')).toBe(popupProviders.lastIndexOf('WLGAMES') + 1);
  });

  it('answers the built-in default for a list the site has not curated, with only the providers the site offers', async () => {
    const site = await t.app.sites.byDomain('slot3.localhost');
    await t.database.db.delete(siteGameLists).where(and(eq(siteGameLists.siteId, site.id), eq(siteGameLists.list, 'hot')));
    t.app.invalidateSite(site.id);
    const result = await t.call('homeGames', await t.site('slot3.localhost'));
    expectSuccess(result);
    const offered = await t.database.db
      .select({ code: siteProviders.providerCode })
      .from(siteProviders)
      .where(and(eq(siteProviders.siteId, site.id), eq(siteProviders.enabled, true)));
    const codes = new Set(offered.map((row) => row.code));
    const expected = DEFAULT_GAME_LISTS.hot.filter((game) => codes.has(game.provider_code));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(DEFAULT_GAME_LISTS.hot.length);
    expect(result.value.hot.map((game) => game.game_code)).toEqual(expected.map((game) => game.game_code));
    expect(result.value.featured.length).toBeGreaterThan(0);
  });
});

describe('favourites', () => {
  const superAce = { provider_code: 'JILI', game_code: 'super_ace' };
  const gatesOfOlympus = { provider_code: 'PPLAY', game_code: 'gates_of_olympus' };

  it('adds, keeps one copy, and removes, answering the new list each time', async () => {
    const player = await signupPlayer(t, 'favadd01');
    const session = { auth: player.auth, account_id: player.account_id };
    const added = await t.call('favAdd', { ...session, ...superAce });
    expectSuccess(added);
    expect(added).toMatchObject({
      statusCode: 1,
      value: [{ ...superAce, game_name: 'Super Ace', img_url: '/img/games/JILI/super_ace.svg' }],
    });
    const second = await t.call('favAdd', { ...session, ...gatesOfOlympus });
    expectSuccess(second);
    expect(second.value.map((game) => game.game_code)).toEqual(['gates_of_olympus', 'super_ace']);
    const again = await t.call('favAdd', { ...session, ...superAce });
    expectSuccess(again);
    expect(again.value).toHaveLength(2);
    expect((await t.call('favList', session)).value).toEqual(again.value);

    const removed = await t.call('favRemove', { ...session, ...superAce });
    expectSuccess(removed);
    expect(removed.value.map((game) => game.game_code)).toEqual(['gates_of_olympus']);
    const removedAgain = await t.call('favRemove', { ...session, ...superAce });
    expect(removedAgain).toMatchObject({ statusCode: 1, value: removed.value });
    const unknown = await t.call('favRemove', { ...session, provider_code: 'NOPE', game_code: 'nothing' });
    expect(unknown).toMatchObject({ statusCode: 1, value: removed.value });
  });

  it('answers gameNotFound for an unknown game, a switched-off game and a provider the site does not offer', async () => {
    const player = await signupPlayer(t, 'favbad01', 'casino1.localhost');
    const session = { auth: player.auth, account_id: player.account_id };
    const unknown = await t.call('favAdd', { ...session, provider_code: 'JILI', game_code: 'no_such_game' });
    expect(unknown).toMatchObject({ statusCode: 404, message: 'gameNotFound' });
    const notOffered = await t.call('favAdd', { ...session, provider_code: 'HASHGAMING', game_code: 'hash_dice' });
    expect(notOffered).toMatchObject({ statusCode: 404, message: 'gameNotFound' });
    await setGameEnabled('JILI', 'crazy_777', false);
    try {
      const switchedOff = await t.call('favAdd', { ...session, provider_code: 'JILI', game_code: 'crazy_777' });
      expect(switchedOff).toMatchObject({ statusCode: 404, message: 'gameNotFound' });
    } finally {
      await setGameEnabled('JILI', 'crazy_777', true);
    }
  });

  it('answers concurrent lists of different players, read in shared queries, each with its own favourites in order', async () => {
    const sessionOf = async (accountId: string) => {
      const player = await signupPlayer(t, accountId);
      return { auth: player.auth, account_id: player.account_id };
    };
    const [first, second, none] = await Promise.all([sessionOf('favmix01'), sessionOf('favmix02'), sessionOf('favmix03')]);
    await t.call('favAdd', { ...first, ...superAce });
    await t.call('favAdd', { ...first, ...gatesOfOlympus });
    await t.call('favAdd', { ...second, ...gatesOfOlympus });
    const expected = new Map([
      [first, ['gates_of_olympus', 'super_ace']],
      [second, ['gates_of_olympus']],
      [none, []],
    ]);
    const callers = Array.from({ length: 30 }, (_, index) => [first, second, none][index % 3] as typeof first);
    const answers = await Promise.all(callers.map((session) => t.call('favList', session)));
    answers.forEach((answer, index) => {
      expect(answer.value?.map((game) => game.game_code)).toEqual(expected.get(callers[index] as typeof first));
    });
  });

  it('hides a favourite whose game was switched off, and shows it again when it is back', async () => {
    const player = await signupPlayer(t, 'favhid01');
    const session = { auth: player.auth, account_id: player.account_id };
    await t.call('favAdd', { ...session, provider_code: 'JDB', game_code: 'kingsman' });
    await setGameEnabled('JDB', 'kingsman', false);
    try {
      expect((await t.call('favList', session)).value).toEqual([]);
    } finally {
      await setGameEnabled('JDB', 'kingsman', true);
    }
    expect((await t.call('favList', session)).value?.map((game) => game.game_code)).toEqual(['kingsman']);
  });

  it(`stops at ${FAVOURITES_LIMIT} favourites with favouritesFull, but re-adding one already there still succeeds`, async () => {
    const player = await signupPlayer(t, 'favful01');
    const session = { auth: player.auth, account_id: player.account_id };
    const owner = await t.app.sessions.authenticate(player.auth, player.account_id);
    const rows = await t.database.db
      .select({ id: games.id, provider_code: games.providerCode, game_code: games.gameCode })
      .from(games)
      .orderBy(games.id);
    expect(rows.length).toBeGreaterThan(FAVOURITES_LIMIT);
    const kept = rows.slice(0, FAVOURITES_LIMIT);
    await t.database.db.insert(favourites).values(kept.map((row) => ({ playerId: owner.player.id, gameId: row.id })));
    const listed = await t.call('favList', session);
    expectSuccess(listed);
    const list = listed.value;
    expect(list).toHaveLength(FAVOURITES_LIMIT);

    const { provider_code, game_code } = rows[FAVOURITES_LIMIT]!;
    const full = await t.call('favAdd', { ...session, provider_code, game_code });
    expect(full).toMatchObject({ statusCode: 409, message: 'favouritesFull' });
    const existing = await t.call('favAdd', { ...session, provider_code: list[0]!.provider_code, game_code: list[0]!.game_code });
    expectSuccess(existing);
    expect(existing).toMatchObject({ statusCode: 1 });
    expect(existing.value).toHaveLength(FAVOURITES_LIMIT);
  });

  it('needs a session', async () => {
    const result = await t.call('favAdd', { auth: 'not-a-token', account_id: 'nobody01', ...superAce });
    expect(result).toMatchObject({ message: 'sessionExpired' });
    expect(result).not.toHaveProperty('value');
  });
});

describe('game images', () => {
  it('draws a game picture as SVG, cached for a week, with its name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/img/games/JILI/super_ace.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.body).toContain('Super Ace');
    expect(response.body).toContain('JILI Games');
  });

  it('draws a provider logo by logo code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/img/providers/pgsoft.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('aria-label="PG Soft"');
  });

  it('draws the banner of every seeded promotion and news item, the same for the same key', async () => {
    const site = await t.site();
    const promotions = await t.call('promotionList', { ...site, language: 'EN' });
    expectSuccess(promotions);
    const news = await t.call('newsList', { ...site, language: 'EN' });
    expectSuccess(news);
    const images = [...promotions.value, ...news.value].map((item) => item.image);
    expect(images.length).toBeGreaterThan(0);
    for (const url of images) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toBe((await t.app.inject({ method: 'GET', url })).body);
    }
  });

  it('answers 404 for an unknown game or provider, and for another file type', async () => {
    for (const url of [
      '/img/games/JILI/no_such_game.svg',
      '/img/games/JILI/super_ace.webp',
      '/img/providers/nobody.svg',
      '/img/banners/welcome.webp',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
