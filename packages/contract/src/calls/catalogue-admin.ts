import { z } from 'zod';
import { HOME_GAME_LISTS, UNCONNECTED_GAMES } from '../domain/games.js';
import { ok } from '../envelope.js';
import { freeText, serialId } from '../fields.js';
import { PRODUCT_CATEGORIES } from '../tables.js';
import { isoDateTime } from './common.js';
import type { OperatorCallDefinition } from './definition.js';
import { optionalReason } from './operator-fields.js';

/**
 * Games and providers in the back office (issue 19). The providers and games are one catalogue for
 * the whole installation; how each provider is reached (its integration: launch URL and shared
 * secret) is the platform's. Each site chooses from it: which providers and games it offers, the
 * order of its category lobbies, its hot, featured, popular, new and popup lists, and its own
 * pictures of games. A shared secret is written, never read back: answers say only whether one is
 * set and since when.
 */

export const GAME_LIST_NAMES = HOME_GAME_LISTS;
export type GameListName = (typeof GAME_LIST_NAMES)[number];
/** The longest curated list: a home page row or the hot lobby, not the catalogue. */
export const GAME_LIST_MAX = 60;
/** A pinned game's place in its category lobby: lower first, unpinned games after, alphabetically. */
export const GAME_POSITION_RANGE = { min: 1, max: 9999 } as const;

/** A game picture's types; the server checks the bytes' magic number against the declared one. */
export const GAME_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type GamePictureType = (typeof GAME_PICTURE_TYPES)[number];
/** The largest game picture, decoded. */
export const GAME_PICTURE_MAX_BYTES = 512 * 1024;
const DATA_URL_PREFIX_MAX = 'data:image/jpeg;base64,'.length;
export const GAME_PICTURE_DATA_URL_MAX = DATA_URL_PREFIX_MAX + 4 * Math.ceil(GAME_PICTURE_MAX_BYTES / 3);
export const GAME_PICTURE_DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

export const gamePictureDataUrl = z
  .string()
  .max(GAME_PICTURE_DATA_URL_MAX, 'imageTooLarge')
  .regex(GAME_PICTURE_DATA_URL, 'imageNotSupported');

/** The path of a site's own picture of a game, versioned by its last change so that it can be cached for good. */
export function gamePicturePath(siteId: number, gameId: number, updatedAt: Date): string {
  return `/api/game-pictures/${siteId}/${gameId}?v=${updatedAt.getTime()}`;
}

const providerCode = freeText()
  .min(1, 'required')
  .max(32, 'tooLong')
  .transform((code) => code.toUpperCase());

export const INTEGRATION_KINDS = ['builtin', 'http'] as const;

/** How the installation reaches a provider; the secret itself is never part of an answer. */
export const integrationSchema = z.object({
  /** builtin: runs in this server; http: a remote provider or aggregator reached at launch_url */
  kind: z.enum(INTEGRATION_KINDS),
  launch_url: z.string(),
  enabled: z.boolean(),
  /** always true today (an integration cannot be saved without one); when it was set */
  secret_set: z.boolean(),
  secret_set_at: isoDateTime,
  updated_at: isoDateTime,
});
export type CatalogueIntegration = z.infer<typeof integrationSchema>;

export const catalogueProviderSchema = z.object({
  provider_code: z.string(),
  provider_name: z.string(),
  category: z.string(),
  logo_url: z.string(),
  /** games of the provider in the catalogue (switched on installation-wide) */
  game_total: z.number().int(),
  /** the site offers the provider: its games appear in the site's lobbies */
  enabled: z.boolean(),
  /** null: not connected, its games cannot be launched anywhere */
  integration: integrationSchema.nullable(),
});
export type CatalogueProvider = z.infer<typeof catalogueProviderSchema>;

export const catalogueProvidersListRequest = z.object({ site_id: serialId });
export const catalogueProvidersListResponse = ok({
  value: z.array(catalogueProviderSchema),
  /** the caller may connect providers (platform staff): an operator's members see integrations read-only */
  may_edit_integrations: z.boolean(),
  /** what the site's lobbies do with games of providers that are not connected */
  unconnected_games: z.enum(UNCONNECTED_GAMES),
});

/** Hide the games of providers that are not connected from the site's players, or show them as "coming soon". */
export const catalogueUnconnectedSetRequest = z.object({
  site_id: serialId,
  unconnected_games: z.enum(UNCONNECTED_GAMES),
  reason: optionalReason,
});
export const catalogueUnconnectedSetResponse = ok({ value: z.object({ unconnected_games: z.enum(UNCONNECTED_GAMES) }) });

export const catalogueProvidersSetEnabledRequest = z.object({
  site_id: serialId,
  provider_code: providerCode,
  enabled: z.boolean(),
  reason: optionalReason,
});
export const catalogueProvidersSetEnabledResponse = ok({ value: catalogueProviderSchema });

/**
 * Connects a remote provider or changes how it is reached. secret: required the first time, and
 * omitted to keep the one set. The built-in provider's integration follows the server secret and
 * is not set here.
 */
export const catalogueIntegrationSaveRequest = z.object({
  provider_code: providerCode,
  kind: z.literal('http'),
  launch_url: freeText()
    .max(500, 'tooLong')
    .pipe(z.url({ protocol: /^https?$/, error: 'invalidUrl' })),
  /** the HMAC-SHA256 key shared with the provider */
  secret: z.string().min(16, 'tooShort').max(200, 'tooLong').optional(),
  reason: optionalReason,
});
export const catalogueIntegrationSaveResponse = ok({ value: integrationSchema });

/** Switches a provider's integration off (nothing of it launches on any site) or on again. */
export const catalogueIntegrationSetEnabledRequest = z.object({
  provider_code: providerCode,
  enabled: z.boolean(),
  reason: optionalReason,
});
export const catalogueIntegrationSetEnabledResponse = ok({ value: integrationSchema });

export const catalogueGameSchema = z.object({
  game_id: z.number().int(),
  provider_code: z.string(),
  provider_name: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  /** the site offers the game (its own switch; see playable for the whole answer) */
  enabled: z.boolean(),
  /** the site offers the game's provider */
  provider_enabled: z.boolean(),
  /** the catalogue has the game switched on for the installation */
  catalogue_enabled: z.boolean(),
  /** players of the site see it: all three switches on */
  playable: z.boolean(),
  /** its pinned place in its category lobby; null: alphabetical after the pinned ones */
  position: z.number().int().nullable(),
  /** the site's curated lists it is on */
  lists: z.array(z.enum(GAME_LIST_NAMES)),
  /** what players see: the site's own picture, or the catalogue's */
  picture_url: z.string(),
  has_own_picture: z.boolean(),
});
export type CatalogueGame = z.infer<typeof catalogueGameSchema>;

export const CATALOGUE_GAME_SORTS = ['game_name', 'provider_code', 'game_type', 'position'] as const;
export const CATALOGUE_PAGE_MAX = 100;

export const catalogueGamesListRequest = z.object({
  site_id: serialId,
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(CATALOGUE_PAGE_MAX).default(25),
  sort: z.enum(CATALOGUE_GAME_SORTS).default('game_name'),
  desc: z.boolean().default(false),
  provider_code: providerCode.optional(),
  game_type: z.enum(PRODUCT_CATEGORIES).optional(),
  /** true: only what players see; false: only what they do not */
  playable: z.boolean().optional(),
  /** part of the game's name or code, any case */
  search: freeText().max(64, 'tooLong').optional().default(''),
});
export const catalogueGamesListResponse = ok({ value: z.array(catalogueGameSchema), total: z.number().int() });

/**
 * Changes the site's choices about one game; only the fields sent change. position null unpins it;
 * picture: a data URL sets the site's own, null returns to the catalogue's.
 */
export const catalogueGamesUpdateRequest = z.object({
  site_id: serialId,
  game_id: serialId,
  enabled: z.boolean().optional(),
  position: z.number().int().min(GAME_POSITION_RANGE.min).max(GAME_POSITION_RANGE.max).nullable().optional(),
  picture: gamePictureDataUrl.nullable().optional(),
  reason: optionalReason,
});
export const catalogueGamesUpdateResponse = ok({ value: catalogueGameSchema });

/** The most games one bulk switch takes: a page of the catalogue. */
export const CATALOGUE_BULK_MAX = CATALOGUE_PAGE_MAX;

/** Switches several games on or off for the site at once (a bulk action on the catalogue's rows). */
export const catalogueGamesSetEnabledRequest = z.object({
  site_id: serialId,
  game_ids: z
    .array(serialId)
    .min(1, 'required')
    .max(CATALOGUE_BULK_MAX, 'tooLong')
    .refine((ids) => new Set(ids).size === ids.length, 'invalid'),
  enabled: z.boolean(),
  reason: optionalReason,
});
export const catalogueGamesSetEnabledResponse = ok({ value: z.array(catalogueGameSchema) });

export const catalogueListGameSchema = z.object({
  game_id: z.number().int(),
  provider_code: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  picture_url: z.string(),
  /** players see it: a game switched off stays on the list but is left out of what they see */
  playable: z.boolean(),
});
export type CatalogueListGame = z.infer<typeof catalogueListGameSchema>;

export const catalogueListsGetRequest = z.object({ site_id: serialId });
export const catalogueListsGetResponse = ok({
  value: z.object(
    Object.fromEntries(GAME_LIST_NAMES.map((list) => [list, z.array(catalogueListGameSchema)])) as Record<
      GameListName,
      z.ZodArray<typeof catalogueListGameSchema>
    >,
  ),
});

/** Replaces one list with the games given, in that order, each once. */
export const catalogueListsSetRequest = z.object({
  site_id: serialId,
  list: z.enum(GAME_LIST_NAMES),
  game_ids: z
    .array(serialId)
    .max(GAME_LIST_MAX, 'tooLong')
    .refine((ids) => new Set(ids).size === ids.length, 'invalid'),
  reason: optionalReason,
});
export const catalogueListsSetResponse = ok({ value: z.array(catalogueListGameSchema) });

const backoffice = { access: 'operator', tag: 'backoffice' } as const;

/** The back office's games and providers calls (issue 19). */
export const catalogueAdminCalls = {
  catalogueProvidersList: {
    ...backoffice,
    path: '/api/backoffice/catalogue/providers/list',
    permission: 'sites.read',
    audited: false,
    summary: 'Every provider of the catalogue, whether the site offers it, and how it is connected (never the secret)',
    request: catalogueProvidersListRequest,
    response: catalogueProvidersListResponse,
    failures: ['siteNotFound'],
  },
  catalogueProvidersSetEnabled: {
    ...backoffice,
    path: '/api/backoffice/catalogue/providers/set_enabled',
    permission: 'providers.manage',
    audited: true,
    summary: 'Offer a provider on a site, or stop offering it',
    request: catalogueProvidersSetEnabledRequest,
    response: catalogueProvidersSetEnabledResponse,
    failures: ['siteNotFound', 'providerNotFound'],
  },
  catalogueUnconnectedSet: {
    ...backoffice,
    path: '/api/backoffice/catalogue/unconnected/set',
    permission: 'providers.manage',
    audited: true,
    summary: 'Hide the games of providers that are not connected from a site, or show them as "coming soon"',
    request: catalogueUnconnectedSetRequest,
    response: catalogueUnconnectedSetResponse,
    failures: ['siteNotFound'],
  },
  catalogueIntegrationSave: {
    ...backoffice,
    path: '/api/backoffice/catalogue/integrations/save',
    permission: 'providers.manage',
    audited: true,
    summary: 'Connect a remote provider: its launch URL and shared secret (platform staff; the secret is write-only)',
    request: catalogueIntegrationSaveRequest,
    response: catalogueIntegrationSaveResponse,
    failures: ['providerNotFound'],
  },
  catalogueIntegrationSetEnabled: {
    ...backoffice,
    path: '/api/backoffice/catalogue/integrations/set_enabled',
    permission: 'providers.manage',
    audited: true,
    summary: "Switch a provider's integration off or on for every site (platform staff)",
    request: catalogueIntegrationSetEnabledRequest,
    response: catalogueIntegrationSetEnabledResponse,
    failures: ['providerNotFound'],
  },
  catalogueGamesList: {
    ...backoffice,
    path: '/api/backoffice/catalogue/games/list',
    permission: 'sites.read',
    audited: false,
    summary: 'A page of the catalogue as a site offers it, sorted and filtered by provider, category, playable and name',
    request: catalogueGamesListRequest,
    response: catalogueGamesListResponse,
    failures: ['siteNotFound'],
  },
  catalogueGamesUpdate: {
    ...backoffice,
    path: '/api/backoffice/catalogue/games/update',
    permission: 'content.manage',
    audited: true,
    summary: "Switch a game on or off for a site, pin its place in the lobby, or set the site's own picture of it",
    request: catalogueGamesUpdateRequest,
    response: catalogueGamesUpdateResponse,
    failures: ['siteNotFound', 'gameNotFound'],
  },
  catalogueGamesSetEnabled: {
    ...backoffice,
    path: '/api/backoffice/catalogue/games/set_enabled',
    permission: 'content.manage',
    audited: true,
    summary: 'Switch several games on or off for a site at once',
    request: catalogueGamesSetEnabledRequest,
    response: catalogueGamesSetEnabledResponse,
    failures: ['siteNotFound', 'gameNotFound'],
  },
  catalogueListsGet: {
    ...backoffice,
    path: '/api/backoffice/catalogue/lists/get',
    permission: 'sites.read',
    audited: false,
    summary: "A site's hot, featured, popular, new and popup lists, in order",
    request: catalogueListsGetRequest,
    response: catalogueListsGetResponse,
    failures: ['siteNotFound'],
  },
  catalogueListsSet: {
    ...backoffice,
    path: '/api/backoffice/catalogue/lists/set',
    permission: 'content.manage',
    audited: true,
    summary: "Replace one of a site's game lists with games in a new order",
    request: catalogueListsSetRequest,
    response: catalogueListsSetResponse,
    failures: ['siteNotFound', 'gameNotFound'],
  },
} as const satisfies Record<string, OperatorCallDefinition>;
