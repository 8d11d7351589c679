import { catalogueAdmin as contract } from '@wl/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, games, operators, providerIntegrations, siteDomains, sites } from '../../db/schema/index.js';
import { BUILT_IN, BUILT_IN_GAME } from '../../test/game-provider.js';
import { expectSuccess, loginDemo, type StaffSession, testAppForFile } from '../../test/harness.js';
import { withEveryProviderConnected } from '../games/player-games-testing.js';

/** Every line the server logs: a secret must never be in one. */
const logLines: string[] = [];
const t = testAppForFile({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => logLines.push(line) } });

const DOMAIN = 'localhost';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 3)]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

let siteId: number;
let marketing: StaffSession;
let admin: StaffSession;
let readOnly: StaffSession;
let platform: StaffSession;

async function gameId(providerCode: string, gameCode: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.providerCode, providerCode), eq(games.gameCode, gameCode)));
  return row!.id;
}

async function lobby(request: Record<string, unknown>, domain = DOMAIN) {
  const answer = await t.call('gameList', { ...(await t.site(domain)), ...request });
  expectSuccess(answer);
  return answer;
}

beforeAll(async () => {
  siteId = (await t.app.sites.byDomain(DOMAIN)).id;
  [marketing, admin, readOnly, platform] = await Promise.all([
    t.staffSession('marketing'),
    t.staffSession('admin'),
    t.staffSession('read_only'),
    t.staffSession('owner', { platform: true }),
  ]);
});

describe('the catalogue of a site', () => {
  it('pages, sorts and filters on the server', async () => {
    const first = await t.backoffice('catalogueGamesList', { site_id: siteId, page_size: 10 }, readOnly);
    expectSuccess(first);
    expect(first.value).toHaveLength(10);
    expect(first.total).toBeGreaterThan(20);
    const names = first.value.map((game) => game.game_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const second = await t.backoffice('catalogueGamesList', { site_id: siteId, page_size: 10, page: 2 }, readOnly);
    expectSuccess(second);
    expect(second.value.map((game) => game.game_id)).not.toContain(first.value[0]!.game_id);

    const descending = await t.backoffice('catalogueGamesList', { site_id: siteId, sort: 'game_name', desc: true }, readOnly);
    expectSuccess(descending);
    expect(descending.value[0]!.game_name.localeCompare(first.value[0]!.game_name, 'en')).toBeGreaterThan(0);

    const pgsoft = await t.backoffice(
      'catalogueGamesList',
      { site_id: siteId, provider_code: 'pgsoft', page_size: 100 },
      readOnly,
    );
    expectSuccess(pgsoft);
    expect(pgsoft.value.length).toBeGreaterThan(0);
    expect(pgsoft.value.every((game) => game.provider_code === 'PGSOFT')).toBe(true);
    expect(pgsoft.total).toBe(pgsoft.value.length);

    const crash = await t.backoffice('catalogueGamesList', { site_id: siteId, game_type: 'crash', search: 'AVIA' }, readOnly);
    expectSuccess(crash);
    expect(crash.value.map((game) => game.game_code).sort()).toEqual(['aviator', 'mini_aviator']);
    expect(crash.value[0]).toMatchObject({ playable: true, enabled: true, provider_enabled: true, catalogue_enabled: true });

    expect(await t.backoffice('catalogueGamesList', { site_id: siteId, page_size: 101 }, readOnly)).toMatchObject({
      message: 'validationFailed',
    });
    expect(await t.backoffice('catalogueGamesList', { site_id: siteId, game_type: 'casino' }, readOnly)).toMatchObject({
      message: 'validationFailed',
    });
  });

  it("takes a switched-off game out of the player's lobby, lists, favourites and launch, and brings it back", async () => {
    const builtIn = await gameId(BUILT_IN, BUILT_IN_GAME);
    const player = await loginDemo(t, DOMAIN);
    const session = { auth: player.auth, account_id: player.account_id };
    expectSuccess(await t.call('launchGame', { ...session, provider_code: BUILT_IN, game_code: BUILT_IN_GAME }));
    expectSuccess(await t.call('favAdd', { ...session, provider_code: BUILT_IN, game_code: BUILT_IN_GAME }));
    const visible = async () =>
      (await lobby({ lobby: 'slots', provider_code: BUILT_IN, page_size: 100 })).value.some(
        (game) => game.game_code === BUILT_IN_GAME,
      );
    expect(await visible()).toBe(true);

    const off = await t.backoffice(
      'catalogueGamesUpdate',
      { site_id: siteId, game_id: builtIn, enabled: false, reason: 'game under review' },
      marketing,
    );
    expectSuccess(off);
    expect(off.value).toMatchObject({ game_id: builtIn, enabled: false, playable: false });
    try {
      expect(await visible()).toBe(false);
      expect(await t.call('launchGame', { ...session, provider_code: BUILT_IN, game_code: BUILT_IN_GAME })).toMatchObject({
        statusCode: 404,
        message: 'gameNotFound',
      });
      const favourites = await t.call('favList', session);
      expectSuccess(favourites);
      expect(favourites.value.some((game) => game.game_code === BUILT_IN_GAME)).toBe(false);
      const notPlayable = await t.backoffice(
        'catalogueGamesList',
        { site_id: siteId, playable: false, provider_code: BUILT_IN },
        readOnly,
      );
      expectSuccess(notPlayable);
      expect(notPlayable.value.map((game) => game.game_id)).toContain(builtIn);
      // another site of the operator still offers it
      const other = await lobby({ lobby: 'slots', provider_code: BUILT_IN, page_size: 100 }, 'slot1.localhost');
      expect(other.value.some((game) => game.game_code === BUILT_IN_GAME)).toBe(true);

      const audit = await t.latestAudit('catalogue.game.update');
      expect(audit).toMatchObject({
        siteId,
        target: `game:${builtIn}`,
        reason: 'game under review',
        before: { enabled: true, position: null, picture: null },
        after: { enabled: false, position: null, picture: null },
      });
    } finally {
      expectSuccess(await t.backoffice('catalogueGamesUpdate', { site_id: siteId, game_id: builtIn, enabled: true }, marketing));
    }
    expect(await visible()).toBe(true);
    expectSuccess(await t.call('launchGame', { ...session, provider_code: BUILT_IN, game_code: BUILT_IN_GAME }));
  });

  it('switches several games off at once and on again, audited with each game before and after', async () => {
    const ids = [await gameId('JILI', 'super_ace'), await gameId('PGSOFT', 'mahjong_ways')];
    const off = await t.backoffice('catalogueGamesSetEnabled', { site_id: siteId, game_ids: ids, enabled: false }, marketing);
    expectSuccess(off);
    expect(off.value.map((row) => [row.game_id, row.playable]).sort()).toEqual(ids.map((id) => [id, false]).sort());
    try {
      const slots = await lobby({ lobby: 'slots', page_size: 100, search: 'a' });
      expect(slots.value.some((row) => ['super_ace', 'mahjong_ways'].includes(row.game_code))).toBe(false);
      expect(await t.latestAudit('catalogue.games.disable')).toMatchObject({
        siteId,
        before: { games: ids.map((id) => ({ game_id: id, enabled: true })) },
        after: { games: ids.map((id) => ({ game_id: id, enabled: false })) },
      });
    } finally {
      expectSuccess(await t.backoffice('catalogueGamesSetEnabled', { site_id: siteId, game_ids: ids, enabled: true }, marketing));
    }
    expect((await lobby({ lobby: 'slots', search: 'Super Ace' })).total).toBe(1);
    expect(
      await t.backoffice('catalogueGamesSetEnabled', { site_id: siteId, game_ids: [ids[0], 999_999], enabled: false }, marketing),
    ).toMatchObject({ message: 'gameNotFound' });
    expect(
      await t.backoffice('catalogueGamesSetEnabled', { site_id: siteId, game_ids: [], enabled: false }, marketing),
    ).toMatchObject({
      message: 'validationFailed',
    });
    expect(
      await t.backoffice('catalogueGamesSetEnabled', { site_id: siteId, game_ids: ids, enabled: false }, readOnly),
    ).toMatchObject({ message: 'forbidden' });
  });

  it('pins a game to the front of its category lobby, and unpins it', async () => {
    // a lobby without a built-in game: those, which open on any installation, come before the rest
    const pinned = await gameId('CQ9', 'fishing_war');
    const before = await lobby({ lobby: 'fish', page_size: 100 });
    expect(before.value[0]!.game_code).not.toBe('fishing_war');
    expectSuccess(await t.backoffice('catalogueGamesUpdate', { site_id: siteId, game_id: pinned, position: 1 }, marketing));
    const after = await lobby({ lobby: 'fish', page_size: 100 });
    expect(after.value[0]!.game_code).toBe('fishing_war');
    expect(after.total).toBe(before.total);
    const byPosition = await t.backoffice('catalogueGamesList', { site_id: siteId, sort: 'position' }, readOnly);
    expectSuccess(byPosition);
    expect(byPosition.value[0]).toMatchObject({ game_id: pinned, position: 1 });

    expectSuccess(await t.backoffice('catalogueGamesUpdate', { site_id: siteId, game_id: pinned, position: null }, marketing));
    expect((await lobby({ lobby: 'fish', page_size: 100 })).value).toEqual(before.value);
    expect(
      await t.backoffice('catalogueGamesUpdate', { site_id: siteId, game_id: pinned, position: 0 }, marketing),
    ).toMatchObject({
      message: 'validationFailed',
    });
    expect(
      await t.backoffice('catalogueGamesUpdate', { site_id: siteId, game_id: 999_999, enabled: false }, marketing),
    ).toMatchObject({
      message: 'gameNotFound',
    });
  });

  it(
    "serves a site's own picture of a game, checked by its bytes, in the lobby and with immutable caching",
    withEveryProviderConnected(t, async () => {
      const id = await gameId('JILI', 'super_ace');
      const refused = await t.backoffice(
        'catalogueGamesUpdate',
        { site_id: siteId, game_id: id, picture: dataUrl('image/png', Buffer.from('<script>alert(1)</script>')) },
        marketing,
      );
      expect(refused).toMatchObject({ message: 'validationFailed', errors: [{ field: 'picture', key: 'imageTypeMismatch' }] });
      expect(
        await t.backoffice(
          'catalogueGamesUpdate',
          { site_id: siteId, game_id: id, picture: 'data:image/svg+xml;base64,PHN2Zz4=' },
          marketing,
        ),
      ).toMatchObject({ message: 'validationFailed' });

      const saved = await t.backoffice(
        'catalogueGamesUpdate',
        { site_id: siteId, game_id: id, picture: dataUrl('image/png', PNG) },
        marketing,
      );
      expectSuccess(saved);
      expect(saved.value.has_own_picture).toBe(true);
      const url = saved.value.picture_url;
      expect(url).toMatch(new RegExp(`^/api/game-pictures/${siteId}/${id}\\?v=\\d+$`));

      const home = await t.call('homeGames', await t.site(DOMAIN));
      expectSuccess(home);
      expect(home.value.hot.find((game) => game.game_code === 'super_ace')?.game_image).toBe(url);
      const slots = await lobby({ lobby: 'slots', search: 'Super Ace', provider_code: 'JILI' });
      expect(slots.value[0]?.game_image).toBe(url);
      // another site keeps the catalogue's picture
      const elsewhere = await lobby({ lobby: 'slots', search: 'Super Ace', provider_code: 'JILI' }, 'slot1.localhost');
      expect(elsewhere.value[0]?.game_image).toBe('/img/games/JILI/super_ace.svg');

      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      const stale = await t.app.inject({ method: 'GET', url: `/api/game-pictures/${siteId}/${id}?v=1` });
      expect(stale.headers['cache-control']).toBe('no-cache');
      expect((await t.app.inject({ method: 'GET', url: `/api/game-pictures/${siteId}/999999` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/game-pictures/x/1' })).statusCode).toBe(404);

      const audit = await t.latestAudit('catalogue.game.update');
      expect(audit?.after).toMatchObject({ picture: { type: 'image/png', bytes: PNG.length } });
      expect(JSON.stringify(audit)).not.toContain(PNG.toString('base64'));

      // the largest picture passes the body limit; one byte more is refused by its size
      const pngOf = (size: number) => Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(size - 8, 9)]);
      const largest = await t.backoffice(
        'catalogueGamesUpdate',
        { site_id: siteId, game_id: id, picture: dataUrl('image/png', pngOf(contract.GAME_PICTURE_MAX_BYTES)) },
        marketing,
      );
      expectSuccess(largest);
      expect(
        await t.backoffice(
          'catalogueGamesUpdate',
          { site_id: siteId, game_id: id, picture: dataUrl('image/png', pngOf(contract.GAME_PICTURE_MAX_BYTES + 1)) },
          marketing,
        ),
      ).toMatchObject({ message: 'validationFailed', errors: [{ field: 'picture', key: 'imageTooLarge' }] });

      const removed = await t.backoffice('catalogueGamesUpdate', { site_id: siteId, game_id: id, picture: null }, marketing);
      expectSuccess(removed);
      expect(removed.value).toMatchObject({ has_own_picture: false, picture_url: '/img/games/JILI/super_ace.svg' });
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }),
  );
});

describe('the curated lists', () => {
  it(
    "replaces a list in a new order, and the player's home lists and hot games follow",
    withEveryProviderConnected(t, async () => {
      const current = await t.backoffice('catalogueListsGet', { site_id: siteId }, readOnly);
      expectSuccess(current);
      expect(Object.keys(current.value).sort()).toEqual([...contract.GAME_LIST_NAMES].sort());
      const before = current.value.hot.map((game) => game.game_id);
      expect(before.length).toBeGreaterThan(2);
      const aviator = await gameId('SPRIBE', 'aviator');
      const next = [aviator, before[1]!, before[0]!];
      const saved = await t.backoffice(
        'catalogueListsSet',
        { site_id: siteId, list: 'hot', game_ids: next, reason: 'weekend' },
        marketing,
      );
      expectSuccess(saved);
      expect(saved.value.map((game) => game.game_id)).toEqual(next);
      try {
        const home = await t.call('homeGames', await t.site(DOMAIN));
        expectSuccess(home);
        expect(home.value.hot.map((game) => game.game_code)[0]).toBe('aviator');
        expect(home.value.hot).toHaveLength(3);
        const hot = await t.call('getHotGames', { ...(await t.site(DOMAIN)), game_type: 'crash' });
        expectSuccess(hot);
        expect(hot.value.map((game) => game.game_code)).toEqual(['aviator']);
        const listed = await t.backoffice(
          'catalogueGamesList',
          { site_id: siteId, search: 'aviator', game_type: 'crash' },
          readOnly,
        );
        expectSuccess(listed);
        expect(listed.value.find((game) => game.game_id === aviator)?.lists).toEqual(['hot']);
        const audit = await t.latestAudit('catalogue.list.set');
        expect(audit).toMatchObject({ siteId, reason: 'weekend', data: { list: 'hot' } });
        expect(audit?.after).toMatchObject({ games: ['SPRIBE/aviator', expect.any(String), expect.any(String)] });
        expect(audit?.before).toMatchObject({ games: expect.arrayContaining([expect.any(String)]) });
      } finally {
        expectSuccess(await t.backoffice('catalogueListsSet', { site_id: siteId, list: 'hot', game_ids: before }, marketing));
      }
    }),
  );

  it('refuses a game twice, an unknown game and an unknown list', async () => {
    const id = await gameId('JILI', 'super_ace');
    expect(
      await t.backoffice('catalogueListsSet', { site_id: siteId, list: 'new', game_ids: [id, id] }, marketing),
    ).toMatchObject({
      message: 'validationFailed',
    });
    expect(
      await t.backoffice('catalogueListsSet', { site_id: siteId, list: 'new', game_ids: [999_999] }, marketing),
    ).toMatchObject({
      message: 'gameNotFound',
    });
    expect(await t.backoffice('catalogueListsSet', { site_id: siteId, list: 'top', game_ids: [id] }, marketing)).toMatchObject({
      message: 'validationFailed',
    });
  });
});

describe('providers and integrations', () => {
  it("lists every provider with the site's choice and its integration, never a secret", async () => {
    const answer = await t.backoffice('catalogueProvidersList', { site_id: siteId }, readOnly);
    expectSuccess(answer);
    expect(answer.may_edit_integrations).toBe(false);
    const builtIn = answer.value.find((provider) => provider.provider_code === BUILT_IN);
    expect(builtIn).toMatchObject({ enabled: true, integration: { kind: 'builtin', enabled: true, secret_set: true } });
    expect(builtIn?.game_total).toBeGreaterThan(0);
    expect(JSON.stringify(answer)).not.toMatch(/"secret"/);
    const asPlatform = await t.backoffice('catalogueProvidersList', { site_id: siteId }, platform);
    expectSuccess(asPlatform);
    expect(asPlatform.may_edit_integrations).toBe(true);
  });

  it("stops offering a provider on one site: its games leave that site's lobby", async () => {
    const offered = async () => (await lobby({ lobby: 'slots', page_size: 1 })).providers.some((p) => p.provider_code === 'JDB');
    expect(await offered()).toBe(true);
    const off = await t.backoffice(
      'catalogueProvidersSetEnabled',
      { site_id: siteId, provider_code: 'jdb', enabled: false },
      admin,
    );
    expectSuccess(off);
    expect(off.value).toMatchObject({ provider_code: 'JDB', enabled: false });
    try {
      expect(await offered()).toBe(false);
      expect(await t.latestAudit('catalogue.provider.disable')).toMatchObject({
        siteId,
        target: 'provider:JDB',
        before: { enabled: true },
        after: { enabled: false },
      });
      const games = await t.backoffice('catalogueGamesList', { site_id: siteId, provider_code: 'JDB' }, readOnly);
      expectSuccess(games);
      expect(games.value[0]).toMatchObject({ provider_enabled: false, playable: false, enabled: true });
    } finally {
      expectSuccess(
        await t.backoffice('catalogueProvidersSetEnabled', { site_id: siteId, provider_code: 'JDB', enabled: true }, admin),
      );
    }
    expect(await offered()).toBe(true);
    expect(
      await t.backoffice('catalogueProvidersSetEnabled', { site_id: siteId, provider_code: 'NOPE', enabled: true }, admin),
    ).toMatchObject({ message: 'providerNotFound' });
  });

  it('keeps a shared secret write-only: never in an answer, the audit log or the server log', async () => {
    const secret = 'write-only-secret-abcdef0123456789';
    const newSecret = 'write-only-secret-second-9876543210';
    logLines.length = 0;
    const first = await t.backoffice(
      'catalogueIntegrationSave',
      { provider_code: 'PPLAY', kind: 'http', launch_url: 'https://pplay.example/launch', secret },
      platform,
    );
    expectSuccess(first);
    expect(first.value).toMatchObject({
      kind: 'http',
      launch_url: 'https://pplay.example/launch',
      enabled: true,
      secret_set: true,
    });
    const [stored] = await t.database.db
      .select()
      .from(providerIntegrations)
      .where(eq(providerIntegrations.providerCode, 'PPLAY'));
    expect(stored?.secret).toBe(secret);

    // a change without a secret keeps the one set, and when it was set
    const moved = await t.backoffice(
      'catalogueIntegrationSave',
      { provider_code: 'PPLAY', kind: 'http', launch_url: 'https://pplay.example/v2/launch' },
      platform,
    );
    expectSuccess(moved);
    expect(moved.value.secret_set_at).toBe(first.value.secret_set_at);
    const rotated = await t.backoffice(
      'catalogueIntegrationSave',
      {
        provider_code: 'PPLAY',
        kind: 'http',
        launch_url: 'https://pplay.example/v2/launch',
        secret: newSecret,
        reason: 'rotation',
      },
      platform,
    );
    expectSuccess(rotated);
    const audit = await t.latestAudit('catalogue.integration.update');
    expect(audit).toMatchObject({
      before: { launch_url: 'https://pplay.example/v2/launch' },
      after: { secret_changed: true, launch_url: 'https://pplay.example/v2/launch' },
    });
    const off = await t.backoffice('catalogueIntegrationSetEnabled', { provider_code: 'PPLAY', enabled: false }, platform);
    expectSuccess(off);
    expect(off.value.enabled).toBe(false);

    const listed = await t.backoffice('catalogueProvidersList', { site_id: siteId }, platform);
    const rows = await t.database.db.select().from(auditLog).where(like(auditLog.target, 'provider:PPLAY'));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const text of [JSON.stringify([first, moved, rotated, off, listed]), JSON.stringify(rows), logLines.join('\n')]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(newSecret);
    }
    expectSuccess(await t.backoffice('catalogueIntegrationSetEnabled', { provider_code: 'PPLAY', enabled: true }, platform));
  });

  it('asks for a secret the first time, and leaves the built-in provider and unknown ones alone', async () => {
    const [unconnected] = (await t.backoffice('catalogueProvidersList', { site_id: siteId }, platform)).value!.filter(
      (provider) => provider.integration === null,
    );
    expect(unconnected).toBeDefined();
    const code = unconnected!.provider_code;
    expect(
      await t.backoffice(
        'catalogueIntegrationSave',
        { provider_code: code, kind: 'http', launch_url: 'https://p.example/l' },
        platform,
      ),
    ).toMatchObject({ message: 'validationFailed', errors: [{ field: 'secret', key: 'required' }] });
    expect(
      await t.backoffice(
        'catalogueIntegrationSave',
        { provider_code: BUILT_IN, kind: 'http', launch_url: 'https://p.example/l', secret: 'x'.repeat(20) },
        platform,
      ),
    ).toMatchObject({ message: 'validationFailed' });
    expect(
      await t.backoffice(
        'catalogueIntegrationSave',
        { provider_code: 'NOPE', kind: 'http', launch_url: 'https://p.example/l', secret: 'x'.repeat(20) },
        platform,
      ),
    ).toMatchObject({ message: 'providerNotFound' });
    expect(await t.backoffice('catalogueIntegrationSetEnabled', { provider_code: code, enabled: true }, platform)).toMatchObject({
      message: 'validationFailed',
    });
  });
});

describe('roles and tenancy', () => {
  it('gives each call to the roles that hold its permission, and integrations to platform staff only', async () => {
    const id = await gameId('JILI', 'super_ace');
    const cashier = await t.staffSession('cashier');
    expectSuccess(await t.backoffice('catalogueGamesList', { site_id: siteId }, cashier));
    expect(await t.backoffice('catalogueGamesUpdate', { site_id: siteId, game_id: id, enabled: true }, cashier)).toMatchObject({
      httpStatus: 403,
      message: 'forbidden',
    });
    expect(await t.backoffice('catalogueListsSet', { site_id: siteId, list: 'new', game_ids: [] }, readOnly)).toMatchObject({
      message: 'forbidden',
    });
    // marketing runs the catalogue, not the providers
    expect(
      await t.backoffice('catalogueProvidersSetEnabled', { site_id: siteId, provider_code: 'JDB', enabled: true }, marketing),
    ).toMatchObject({ message: 'forbidden' });
    // an operator's admin offers providers on its sites, but does not connect them for the installation
    const save = {
      provider_code: 'PPLAY',
      kind: 'http',
      launch_url: 'https://pplay.example/launch',
      secret: 'y'.repeat(20),
    } as const;
    expect(await t.backoffice('catalogueIntegrationSave', save, admin)).toMatchObject({ message: 'forbidden' });
    expect(await t.backoffice('catalogueIntegrationSetEnabled', { provider_code: 'PPLAY', enabled: false }, admin)).toMatchObject(
      {
        message: 'forbidden',
      },
    );
    expect(await t.backoffice('catalogueGamesList', { site_id: siteId }, null)).toMatchObject({ message: 'permissionDenied' });
  });

  it("answers siteNotFound for another operator's site, and for a site outside a member's list", async () => {
    const [other] = await t.database.db
      .insert(operators)
      .values({ name: 'Rival catalogue operator' })
      .returning({ id: operators.id });
    const [theirSite] = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .innerJoin(siteDomains, eq(siteDomains.siteId, sites.id))
      .where(like(siteDomains.domain, 'sportsbook5%'))
      .limit(1);
    await t.database.db.update(sites).set({ operatorId: other!.id }).where(eq(sites.id, theirSite!.id));
    t.app.invalidateSite();
    const theirs = await t.staffSession('owner', { operatorId: other!.id });
    const id = await gameId('JILI', 'super_ace');
    for (const answer of [
      await t.backoffice('catalogueGamesList', { site_id: siteId }, theirs),
      await t.backoffice('catalogueGamesUpdate', { site_id: siteId, game_id: id, enabled: false }, theirs),
      await t.backoffice('catalogueGamesSetEnabled', { site_id: siteId, game_ids: [id], enabled: false }, theirs),
      await t.backoffice('catalogueListsGet', { site_id: siteId }, theirs),
      await t.backoffice('catalogueListsSet', { site_id: siteId, list: 'hot', game_ids: [] }, theirs),
      await t.backoffice('catalogueProvidersList', { site_id: siteId }, theirs),
      await t.backoffice('catalogueProvidersSetEnabled', { site_id: siteId, provider_code: 'JDB', enabled: false }, theirs),
      // and the default operator's staff cannot reach the rival's site
      await t.backoffice('catalogueGamesList', { site_id: theirSite!.id }, marketing),
    ]) {
      expect(answer).toMatchObject({ message: 'siteNotFound' });
    }
    expectSuccess(await t.backoffice('catalogueGamesList', { site_id: theirSite!.id }, theirs));
    const limited = await t.staffSession('marketing', { siteIds: [siteId] });
    const slot1 = (await t.app.sites.byDomain('slot1.localhost')).id;
    expect(await t.backoffice('catalogueListsGet', { site_id: slot1 }, limited)).toMatchObject({ message: 'siteNotFound' });
    expect((await lobby({ lobby: 'slots', page_size: 1 })).total).toBeGreaterThan(0);
  });
});
