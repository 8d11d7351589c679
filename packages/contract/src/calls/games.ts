import { z } from 'zod';
import { ok } from '../envelope.js';
import { freeText } from '../fields.js';
import { LANGUAGES, PRODUCT_CATEGORIES } from '../tables.js';
import { gameSchema, pageRequest, pageResponse, playerBody, siteBody } from './common.js';
import type { SiteCallDefinition } from './definition.js';
import { favouriteSchema } from './site.js';

/** A lobby is one product category, or the site's hot list across categories (/hot). */
export const LOBBIES = [...PRODUCT_CATEGORIES, 'hot'] as const;
export type Lobby = (typeof LOBBIES)[number];

export const providerSchema = z.object({
  provider_code: z.string(),
  provider_name: z.string(),
  logo_code: z.string(),
  /** games of this provider in the lobby, before search and provider filter */
  game_total: z.number().int(),
});
export type Provider = z.infer<typeof providerSchema>;

export const gameListRequest = siteBody.extend({
  lobby: z.enum(LOBBIES),
  /** empty: every provider of the lobby */
  provider_code: freeText().max(32, 'tooLong').optional().default(''),
  /** case-insensitive match on the game name */
  search: freeText().max(64, 'tooLong').optional().default(''),
  ...pageRequest,
});
export const gameListResponse = ok({
  value: z.array(gameSchema),
  ...pageResponse,
  /** the providers of the lobby, for the provider filter */
  providers: z.array(providerSchema),
});
export type GameListResponse = z.infer<typeof gameListResponse>;

/** The home's curated lists; an empty list means the site has none and the client shows the built-in default. */
export const homeGamesRequest = siteBody;
export const homeGamesResponse = ok({
  value: z.object({
    hot: z.array(gameSchema),
    featured: z.array(gameSchema),
    popular: z.array(gameSchema),
    new: z.array(gameSchema),
    popup: z.array(gameSchema),
  }),
});
export type HomeGames = z.infer<typeof homeGamesResponse>['value'];

const gameRef = {
  provider_code: freeText().min(1, 'required').max(32, 'tooLong'),
  game_code: freeText().min(1, 'required').max(64, 'tooLong'),
};

/** How many favourites a player keeps; adding one more answers favouritesFull. */
export const FAVOURITES_LIMIT = 100;

/**
 * Adding a favourite that is already there, or removing one that is not, succeeds and changes
 * nothing. Only enabled games of providers the player's site offers can be added (gameNotFound).
 */
export const favAddRequest = playerBody.extend(gameRef);
export const favAddResponse = ok({ value: z.array(favouriteSchema) });
export const favRemoveRequest = playerBody.extend(gameRef);
export const favRemoveResponse = ok({ value: z.array(favouriteSchema) });

export const DEVICES = ['desktop', 'mobile'] as const;

export const launchGameRequest = playerBody.extend({
  ...gameRef,
  device: z.enum(DEVICES).optional().default('desktop'),
  /** the language the player reads the site in; the game opens in it (default: the site's language) */
  language: z.enum(LANGUAGES).optional(),
});
/** game_url opens in the /playnow frame; it carries a one-time launch token bound to the player's session. */
export const launchGameResponse = ok({
  value: z.object({ game_url: z.string(), provider_code: z.string(), game_code: z.string(), game_name: z.string() }),
});

/** The calls of lobbies, favourites and game launches. */
export const gameCalls = {
  gameList: {
    path: '/api/product/game_list',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'A lobby: the games of one category (or the hot list), by provider and name, one page',
    tag: 'games',
    request: gameListRequest,
    response: gameListResponse,
    failures: [],
  },
  homeGames: {
    path: '/api/product/home_games',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'The home lists: hot, featured, popular, new and the popup list',
    tag: 'games',
    request: homeGamesRequest,
    response: homeGamesResponse,
    failures: [],
  },
  favAdd: {
    path: '/api/home/fav_add',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Add a game to the favourites; answers the new list',
    tag: 'games',
    request: favAddRequest,
    response: favAddResponse,
    failures: ['gameNotFound', 'favouritesFull'],
  },
  favRemove: {
    path: '/api/home/fav_remove',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Remove a game from the favourites; answers the new list',
    tag: 'games',
    request: favRemoveRequest,
    response: favRemoveResponse,
    failures: [],
  },
  launchGame: {
    path: '/api/product/launch_game',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: "Open a game for the player's session; answers the URL for the /playnow frame",
    tag: 'games',
    request: launchGameRequest,
    response: launchGameResponse,
    failures: ['gameNotFound', 'providerUnavailable'],
  },
} as const satisfies Record<string, SiteCallDefinition>;
