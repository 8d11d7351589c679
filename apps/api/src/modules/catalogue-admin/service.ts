import { createHash } from 'node:crypto';
import { catalogueAdmin as contract } from '@wl/contract';
import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  games,
  providerIntegrations,
  providers,
  siteGameLists,
  siteGameSettings,
  siteGames,
  siteProviders,
  sites,
} from '../../db/schema/index.js';
import { fail, failField } from '../../lib/failure.js';
import { decodeImageUpload } from '../../lib/image-upload.js';
import { containsPattern, unconnectedGamesOf } from '../games/service.js';
import type { SiteRow } from '../site/service.js';
import { actorHas, requirePlatform, requireSite, type StaffActor } from '../staff/actor.js';
import { auditEntry } from '../staff/audit-scope.js';

type Body<T extends z.ZodType> = z.output<T>;
type IntegrationRow = Pick<
  typeof providerIntegrations.$inferSelect,
  'kind' | 'launchUrl' | 'enabled' | 'secretSetAt' | 'updatedAt'
>;
type SiteGameRow = typeof siteGames.$inferSelect;

/** An uploaded game picture as bytes (lib/image-upload.ts: the declared type checked against the bytes). */
export function decodeGamePicture(dataUrl: string): { bytes: Buffer; type: contract.GamePictureType } {
  return decodeImageUpload(dataUrl, {
    dataUrl: contract.GAME_PICTURE_DATA_URL,
    types: contract.GAME_PICTURE_TYPES,
    maxBytes: contract.GAME_PICTURE_MAX_BYTES,
    field: 'picture',
  });
}

/** The columns of an integration an answer may carry: never the secret. */
const integrationColumns = {
  kind: providerIntegrations.kind,
  launchUrl: providerIntegrations.launchUrl,
  enabled: providerIntegrations.enabled,
  secretSetAt: providerIntegrations.secretSetAt,
  updatedAt: providerIntegrations.updatedAt,
};

function integrationView(row: IntegrationRow): contract.CatalogueIntegration {
  return {
    kind: row.kind,
    launch_url: row.launchUrl,
    enabled: row.enabled,
    secret_set: true,
    secret_set_at: row.secretSetAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An integration as the audit log keeps it: whether the secret changed, never the secret. */
function integrationAudit(row: IntegrationRow | undefined, secretChanged?: boolean): Record<string, unknown> | null {
  if (!row) return null;
  const { updated_at: _updatedAt, ...fields } = integrationView(row);
  return secretChanged === undefined ? fields : { ...fields, secret_changed: secretChanged };
}

/** A site's own picture as the audit log keeps it: its type, size and digest rather than its bytes. */
function pictureAudit(row: Pick<SiteGameRow, 'picture' | 'pictureType'> | undefined) {
  if (!row?.picture) return null;
  return { type: row.pictureType, bytes: row.picture.length, sha256: createHash('sha256').update(row.picture).digest('hex') };
}

function siteGameAudit(row: SiteGameRow | undefined) {
  return { enabled: row?.enabled ?? true, position: row?.position ?? null, picture: pictureAudit(row) };
}

export function createCatalogueAdminService(deps: {
  db: Db;
  siteById: (siteId: number) => Promise<SiteRow>;
  invalidateSite: (siteId?: number) => void;
  now: () => Date;
}) {
  const { db, siteById, invalidateSite, now } = deps;

  async function siteFor(actor: StaffActor, siteId: number): Promise<SiteRow> {
    requireSite(actor, siteId);
    return siteById(siteId);
  }

  /** Serialises the changes to one site's lists, as two members saving a list at once would mix positions. */
  async function lockSite(tx: Db, siteId: number): Promise<void> {
    await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('no key update');
  }

  // ---- providers and integrations ----

  async function providerRows(tx: Db, siteId: number, providerCode?: string): Promise<contract.CatalogueProvider[]> {
    const rows = await tx
      .select({
        code: providers.code,
        name: providers.name,
        category: providers.category,
        logoCode: providers.logoCode,
        gameTotal: sql<number>`(select count(*)::int from ${games} where ${games.providerCode} = ${providers.code} and ${games.enabled})`,
        siteEnabled: siteProviders.enabled,
        integrationKind: providerIntegrations.kind,
        integration: integrationColumns,
      })
      .from(providers)
      .leftJoin(siteProviders, and(eq(siteProviders.providerCode, providers.code), eq(siteProviders.siteId, siteId)))
      .leftJoin(providerIntegrations, eq(providerIntegrations.providerCode, providers.code))
      .where(providerCode === undefined ? undefined : eq(providers.code, providerCode))
      .orderBy(asc(providers.name), asc(providers.code));
    return rows.map((row) => ({
      provider_code: row.code,
      provider_name: row.name,
      category: row.category,
      logo_url: row.logoCode ? `/img/providers/${row.logoCode}.svg` : '',
      game_total: Number(row.gameTotal),
      enabled: row.siteEnabled ?? false,
      integration: row.integrationKind === null || !row.integration ? null : integrationView(row.integration),
    }));
  }

  async function providersList(actor: StaffActor, body: Body<typeof contract.catalogueProvidersListRequest>) {
    const site = await siteFor(actor, body.site_id);
    return {
      value: await providerRows(db, site.id),
      may_edit_integrations: actor.operatorId === null && actorHas(actor, 'providers.manage'),
      unconnected_games: await unconnectedGamesOf(db, site.id),
    };
  }

  /** The site's choice for games of providers that are not connected (hide, or show as coming soon). */
  async function unconnectedSet(actor: StaffActor, body: Body<typeof contract.catalogueUnconnectedSetRequest>) {
    const site = await siteFor(actor, body.site_id);
    await db.transaction(async (tx) => {
      await lockSite(tx, site.id);
      const before = await unconnectedGamesOf(tx, site.id);
      await tx
        .insert(siteGameSettings)
        .values({ siteId: site.id, unconnectedGames: body.unconnected_games, updatedAt: now() })
        .onConflictDoUpdate({
          target: siteGameSettings.siteId,
          set: { unconnectedGames: body.unconnected_games, updatedAt: now() },
        });
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'catalogue.unconnected.set',
          target: `site:${site.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: { unconnected_games: before },
          after: { unconnected_games: body.unconnected_games },
        }),
      );
    });
    invalidateSite(site.id);
    return { value: { unconnected_games: body.unconnected_games } };
  }

  async function providersSetEnabled(actor: StaffActor, body: Body<typeof contract.catalogueProvidersSetEnabledRequest>) {
    const site = await siteFor(actor, body.site_id);
    const value = await db.transaction(async (tx) => {
      const [provider] = await tx.select({ code: providers.code }).from(providers).where(eq(providers.code, body.provider_code));
      if (!provider) fail('providerNotFound');
      const [before] = await tx
        .select({ enabled: siteProviders.enabled })
        .from(siteProviders)
        .where(and(eq(siteProviders.siteId, site.id), eq(siteProviders.providerCode, provider.code)))
        .for('update');
      await tx
        .insert(siteProviders)
        .values({ siteId: site.id, providerCode: provider.code, enabled: body.enabled })
        .onConflictDoUpdate({ target: [siteProviders.siteId, siteProviders.providerCode], set: { enabled: body.enabled } });
      await tx.insert(auditLog).values(
        auditEntry({
          action: body.enabled ? 'catalogue.provider.enable' : 'catalogue.provider.disable',
          target: `provider:${provider.code}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: { enabled: before?.enabled ?? false },
          after: { enabled: body.enabled },
        }),
      );
      const [view] = await providerRows(tx, site.id, provider.code);
      return view!;
    });
    invalidateSite(site.id);
    return { value };
  }

  async function providerExists(tx: Db, code: string): Promise<void> {
    const [provider] = await tx.select({ code: providers.code }).from(providers).where(eq(providers.code, code));
    if (!provider) fail('providerNotFound');
  }

  /** The secret is kept for signatures and never answered, logged or audited: the audit says only whether it changed. */
  async function integrationSave(actor: StaffActor, body: Body<typeof contract.catalogueIntegrationSaveRequest>) {
    requirePlatform(actor);
    const saved = await db.transaction(async (tx) => {
      await providerExists(tx, body.provider_code);
      const [before] = await tx
        .select({ ...integrationColumns, secret: providerIntegrations.secret })
        .from(providerIntegrations)
        .where(eq(providerIntegrations.providerCode, body.provider_code))
        .for('update');
      // The built-in provider's secret follows the server secret: it is not set by hand.
      if (before?.kind === 'builtin') failField('provider_code', 'invalid');
      if (!before && body.secret === undefined) failField('secret', 'required');
      const at = now();
      const secretChanged = body.secret !== undefined && body.secret !== before?.secret;
      const fields = {
        kind: body.kind,
        launchUrl: body.launch_url,
        updatedAt: at,
        ...(body.secret !== undefined && secretChanged ? { secret: body.secret, secretSetAt: at } : {}),
      };
      const [row] = before
        ? await tx
            .update(providerIntegrations)
            .set(fields)
            .where(eq(providerIntegrations.providerCode, body.provider_code))
            .returning(integrationColumns)
        : await tx
            .insert(providerIntegrations)
            .values({ providerCode: body.provider_code, ...fields, secret: body.secret ?? '', secretSetAt: at, enabled: true })
            .returning(integrationColumns);
      if (!row) throw new Error('the integration save returned no row');
      await tx.insert(auditLog).values(
        auditEntry({
          action: before ? 'catalogue.integration.update' : 'catalogue.integration.create',
          target: `provider:${body.provider_code}`,
          reason: body.reason ?? '',
          before: integrationAudit(before),
          after: integrationAudit(row, secretChanged),
        }),
      );
      return row;
    });
    invalidateSite();
    return { value: integrationView(saved) };
  }

  async function integrationSetEnabled(actor: StaffActor, body: Body<typeof contract.catalogueIntegrationSetEnabledRequest>) {
    requirePlatform(actor);
    const saved = await db.transaction(async (tx) => {
      await providerExists(tx, body.provider_code);
      const [before] = await tx
        .select(integrationColumns)
        .from(providerIntegrations)
        .where(eq(providerIntegrations.providerCode, body.provider_code))
        .for('update');
      // A provider never connected has nothing to switch on.
      if (!before) failField('provider_code', 'invalid');
      const [row] = await tx
        .update(providerIntegrations)
        .set({ enabled: body.enabled, updatedAt: now() })
        .where(eq(providerIntegrations.providerCode, body.provider_code))
        .returning(integrationColumns);
      await tx.insert(auditLog).values(
        auditEntry({
          action: body.enabled ? 'catalogue.integration.enable' : 'catalogue.integration.disable',
          target: `provider:${body.provider_code}`,
          reason: body.reason ?? '',
          before: integrationAudit(before),
          after: integrationAudit(row),
        }),
      );
      return row!;
    });
    invalidateSite();
    return { value: integrationView(saved) };
  }

  // ---- the catalogue of a site ----

  /** A game is playable on the site: on in the catalogue, its provider offered, not switched off by the site. */
  const playableOn = sql<boolean>`(${games.enabled} and coalesce(${siteProviders.enabled}, false) and coalesce(${siteGames.enabled}, true))`;

  function catalogueQuery(tx: Db, siteId: number) {
    return tx
      .select({
        id: games.id,
        providerCode: games.providerCode,
        providerName: providers.name,
        gameCode: games.gameCode,
        gameName: games.gameName,
        gameType: games.gameType,
        imgUrl: games.imgUrl,
        catalogueEnabled: games.enabled,
        providerEnabled: sql<boolean>`coalesce(${siteProviders.enabled}, false)`,
        enabled: sql<boolean>`coalesce(${siteGames.enabled}, true)`,
        playable: playableOn,
        position: siteGames.position,
        pictureUpdatedAt: siteGames.pictureUpdatedAt,
      })
      .from(games)
      .innerJoin(providers, eq(providers.code, games.providerCode))
      .leftJoin(siteProviders, and(eq(siteProviders.providerCode, games.providerCode), eq(siteProviders.siteId, siteId)))
      .leftJoin(siteGames, and(eq(siteGames.gameId, games.id), eq(siteGames.siteId, siteId)));
  }
  type CatalogueRow = Awaited<ReturnType<ReturnType<typeof catalogueQuery>['execute']>>[number];

  function pictureUrl(siteId: number, row: Pick<CatalogueRow, 'id' | 'imgUrl' | 'pictureUpdatedAt'>): string {
    return row.pictureUpdatedAt ? contract.gamePicturePath(siteId, row.id, row.pictureUpdatedAt) : row.imgUrl;
  }

  async function listsOf(tx: Db, siteId: number, gameIds: number[]): Promise<Map<number, contract.GameListName[]>> {
    const byGame = new Map<number, contract.GameListName[]>();
    if (gameIds.length === 0) return byGame;
    const rows = await tx
      .select({ gameId: siteGameLists.gameId, list: siteGameLists.list })
      .from(siteGameLists)
      .where(and(eq(siteGameLists.siteId, siteId), inArray(siteGameLists.gameId, gameIds)));
    for (const row of rows) {
      const lists = byGame.get(row.gameId) ?? [];
      lists.push(row.list);
      byGame.set(row.gameId, lists);
    }
    for (const lists of byGame.values())
      lists.sort((a, b) => contract.GAME_LIST_NAMES.indexOf(a) - contract.GAME_LIST_NAMES.indexOf(b));
    return byGame;
  }

  async function gameViews(tx: Db, siteId: number, rows: CatalogueRow[]): Promise<contract.CatalogueGame[]> {
    const lists = await listsOf(
      tx,
      siteId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      game_id: row.id,
      provider_code: row.providerCode,
      provider_name: row.providerName,
      game_code: row.gameCode,
      game_name: row.gameName,
      game_type: row.gameType,
      enabled: Boolean(row.enabled),
      provider_enabled: Boolean(row.providerEnabled),
      catalogue_enabled: row.catalogueEnabled,
      playable: Boolean(row.playable),
      position: row.position,
      lists: lists.get(row.id) ?? [],
      picture_url: pictureUrl(siteId, row),
      has_own_picture: row.pictureUpdatedAt !== null,
    }));
  }

  const SORTS: Record<(typeof contract.CATALOGUE_GAME_SORTS)[number], AnyColumn> = {
    game_name: games.gameName,
    provider_code: games.providerCode,
    game_type: games.gameType,
    position: siteGames.position,
  };

  async function gamesList(actor: StaffActor, body: Body<typeof contract.catalogueGamesListRequest>) {
    const site = await siteFor(actor, body.site_id);
    const where = and(
      body.provider_code ? eq(games.providerCode, body.provider_code) : undefined,
      body.game_type ? eq(games.gameType, body.game_type) : undefined,
      body.playable === undefined ? undefined : body.playable ? playableOn : sql`not ${playableOn}`,
      body.search
        ? or(ilike(games.gameName, containsPattern(body.search)), ilike(games.gameCode, containsPattern(body.search)))
        : undefined,
    );
    const column = SORTS[body.sort];
    const primary =
      body.sort === 'position'
        ? sql`${column} ${sql.raw(body.desc ? 'desc' : 'asc')} nulls last`
        : body.desc
          ? desc(column)
          : asc(column);
    const [rows, [counted]] = await Promise.all([
      catalogueQuery(db, site.id)
        .where(where)
        .orderBy(primary, asc(games.gameName), asc(games.id))
        .limit(body.page_size)
        .offset((body.page - 1) * body.page_size),
      db
        .select({ total: count() })
        .from(games)
        .innerJoin(providers, eq(providers.code, games.providerCode))
        .leftJoin(siteProviders, and(eq(siteProviders.providerCode, games.providerCode), eq(siteProviders.siteId, site.id)))
        .leftJoin(siteGames, and(eq(siteGames.gameId, games.id), eq(siteGames.siteId, site.id)))
        .where(where),
    ]);
    return { value: await gameViews(db, site.id, rows), total: counted?.total ?? 0 };
  }

  async function oneGame(tx: Db, siteId: number, gameId: number): Promise<contract.CatalogueGame> {
    const rows = await catalogueQuery(tx, siteId).where(eq(games.id, gameId));
    if (rows.length === 0) fail('gameNotFound');
    const [view] = await gameViews(tx, siteId, rows);
    return view!;
  }

  async function gamesUpdate(actor: StaffActor, body: Body<typeof contract.catalogueGamesUpdateRequest>) {
    const site = await siteFor(actor, body.site_id);
    const picture = typeof body.picture === 'string' ? decodeGamePicture(body.picture) : body.picture;
    const value = await db.transaction(async (tx) => {
      const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, body.game_id));
      if (!game) fail('gameNotFound');
      const [before] = await tx
        .select()
        .from(siteGames)
        .where(and(eq(siteGames.siteId, site.id), eq(siteGames.gameId, game.id)))
        .for('update');
      const at = now();
      const changes = {
        updatedAt: at,
        ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
        ...(body.position === undefined ? {} : { position: body.position }),
        ...(picture === undefined
          ? {}
          : { picture: picture?.bytes ?? null, pictureType: picture?.type ?? null, pictureUpdatedAt: picture ? at : null }),
      };
      const [after] = await tx
        .insert(siteGames)
        .values({ siteId: site.id, gameId: game.id, ...changes })
        .onConflictDoUpdate({ target: [siteGames.siteId, siteGames.gameId], set: changes })
        .returning();
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'catalogue.game.update',
          target: `game:${game.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: siteGameAudit(before),
          after: siteGameAudit(after),
        }),
      );
      return oneGame(tx, site.id, game.id);
    });
    invalidateSite(site.id);
    return { value };
  }

  async function gamesSetEnabled(actor: StaffActor, body: Body<typeof contract.catalogueGamesSetEnabledRequest>) {
    const site = await siteFor(actor, body.site_id);
    const value = await db.transaction(async (tx) => {
      const found = await tx.select({ id: games.id }).from(games).where(inArray(games.id, body.game_ids));
      if (found.length !== body.game_ids.length) fail('gameNotFound');
      const before = await tx
        .select({ gameId: siteGames.gameId, enabled: siteGames.enabled })
        .from(siteGames)
        .where(and(eq(siteGames.siteId, site.id), inArray(siteGames.gameId, body.game_ids)))
        .for('update');
      const wasEnabled = new Map(before.map((row) => [row.gameId, row.enabled]));
      const at = now();
      await tx
        .insert(siteGames)
        .values(body.game_ids.map((gameId) => ({ siteId: site.id, gameId, enabled: body.enabled, updatedAt: at })))
        .onConflictDoUpdate({ target: [siteGames.siteId, siteGames.gameId], set: { enabled: body.enabled, updatedAt: at } });
      await tx.insert(auditLog).values(
        auditEntry({
          action: body.enabled ? 'catalogue.games.enable' : 'catalogue.games.disable',
          target: `site:${site.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: { games: body.game_ids.map((gameId) => ({ game_id: gameId, enabled: wasEnabled.get(gameId) ?? true })) },
          after: { games: body.game_ids.map((gameId) => ({ game_id: gameId, enabled: body.enabled })) },
        }),
      );
      const rows = await catalogueQuery(tx, site.id)
        .where(inArray(games.id, body.game_ids))
        .orderBy(asc(games.gameName), asc(games.id));
      return gameViews(tx, site.id, rows);
    });
    invalidateSite(site.id);
    return { value };
  }

  // ---- the curated lists ----

  async function listRows(tx: Db, siteId: number, list?: contract.GameListName) {
    const rows = await tx
      .select({
        list: siteGameLists.list,
        id: games.id,
        providerCode: games.providerCode,
        gameCode: games.gameCode,
        gameName: games.gameName,
        gameType: games.gameType,
        imgUrl: games.imgUrl,
        playable: playableOn,
        pictureUpdatedAt: siteGames.pictureUpdatedAt,
      })
      .from(siteGameLists)
      .innerJoin(games, eq(games.id, siteGameLists.gameId))
      .leftJoin(siteProviders, and(eq(siteProviders.providerCode, games.providerCode), eq(siteProviders.siteId, siteId)))
      .leftJoin(siteGames, and(eq(siteGames.gameId, games.id), eq(siteGames.siteId, siteId)))
      .where(and(eq(siteGameLists.siteId, siteId), list ? eq(siteGameLists.list, list) : undefined))
      .orderBy(asc(siteGameLists.list), asc(siteGameLists.position));
    return rows.map((row) => ({
      list: row.list,
      view: {
        game_id: row.id,
        provider_code: row.providerCode,
        game_code: row.gameCode,
        game_name: row.gameName,
        game_type: row.gameType,
        picture_url: pictureUrl(siteId, row),
        playable: Boolean(row.playable),
      } satisfies contract.CatalogueListGame,
    }));
  }

  async function listsGet(actor: StaffActor, body: Body<typeof contract.catalogueListsGetRequest>) {
    const site = await siteFor(actor, body.site_id);
    const value = Object.fromEntries(
      contract.GAME_LIST_NAMES.map((list) => [list, [] as contract.CatalogueListGame[]]),
    ) as Record<contract.GameListName, contract.CatalogueListGame[]>;
    for (const row of await listRows(db, site.id)) value[row.list].push(row.view);
    return { value };
  }

  async function listsSet(actor: StaffActor, body: Body<typeof contract.catalogueListsSetRequest>) {
    const site = await siteFor(actor, body.site_id);
    const value = await db.transaction(async (tx) => {
      await lockSite(tx, site.id);
      if (body.game_ids.length > 0) {
        const found = await tx.select({ id: games.id }).from(games).where(inArray(games.id, body.game_ids));
        if (found.length !== body.game_ids.length) fail('gameNotFound');
      }
      const before = await listRows(tx, site.id, body.list);
      await tx.delete(siteGameLists).where(and(eq(siteGameLists.siteId, site.id), eq(siteGameLists.list, body.list)));
      if (body.game_ids.length > 0) {
        await tx
          .insert(siteGameLists)
          .values(body.game_ids.map((gameId, position) => ({ siteId: site.id, list: body.list, gameId, position })));
      }
      const after = await listRows(tx, site.id, body.list);
      const asKeys = (rows: typeof after) => rows.map((row) => `${row.view.provider_code}/${row.view.game_code}`);
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'catalogue.list.set',
          target: `site:${site.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          data: { list: body.list },
          before: { games: asKeys(before) },
          after: { games: asKeys(after) },
        }),
      );
      return after.map((row) => row.view);
    });
    invalidateSite(site.id);
    return { value };
  }

  /** A site's own picture of a game with the version its URL carries; undefined when it has none. */
  async function picture(siteId: number, gameId: number) {
    const [row] = await db
      .select({ bytes: siteGames.picture, type: siteGames.pictureType, updatedAt: siteGames.pictureUpdatedAt })
      .from(siteGames)
      .where(and(eq(siteGames.siteId, siteId), eq(siteGames.gameId, gameId)));
    if (!row?.bytes || !row.type || !row.updatedAt) return undefined;
    // PGlite reads bytea as a plain Uint8Array: the same memory as a Buffer, for the reply
    const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
    return { bytes, type: row.type, version: String(row.updatedAt.getTime()) };
  }

  return {
    providersList,
    providersSetEnabled,
    unconnectedSet,
    integrationSave,
    integrationSetEnabled,
    gamesList,
    gamesUpdate,
    gamesSetEnabled,
    listsGet,
    listsSet,
    picture,
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
