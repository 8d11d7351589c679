import { z } from 'zod';
import { GAME_SORTS } from '../domain/games.js';
import { ok } from '../envelope.js';
import { freeText } from '../fields.js';
import { LANGUAGES, PRODUCT_CATEGORIES } from '../tables.js';
import { amount, gameSchema, pageRequest, pageResponse, playerBody, siteBody } from './common.js';
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

/**
 * A game as a lobby or home list shows it. coming_soon: its provider is not connected, and the
 * site chose to show such games anyway; it cannot be opened (absent for every other game).
 */
export const lobbyGameSchema = gameSchema.extend({ coming_soon: z.boolean().optional() });
export type LobbyGame = z.infer<typeof lobbyGameSchema>;

export const gameListRequest = siteBody.extend({
  lobby: z.enum(LOBBIES),
  /** the games that can be opened come first in every order; coming-soon ones follow */
  sort: z.enum(GAME_SORTS).optional().default('default'),
  /** empty: every provider of the lobby */
  provider_code: freeText().max(32, 'tooLong').optional().default(''),
  /** case-insensitive match on the game name */
  search: freeText().max(64, 'tooLong').optional().default(''),
  ...pageRequest,
});
export const gameListResponse = ok({
  value: z.array(lobbyGameSchema),
  ...pageResponse,
  /** the providers of the lobby, for the provider filter */
  providers: z.array(providerSchema),
});
export type GameListResponse = z.infer<typeof gameListResponse>;

/**
 * The home's lists: the site's own, or the built-in default (DEFAULT_GAME_LISTS) for a list the site
 * has not curated, each with only the games the site shows, as a lobby does (decision 0182).
 */
export const homeGamesRequest = siteBody;
export const homeGamesResponse = ok({
  value: z.object({
    hot: z.array(lobbyGameSchema),
    featured: z.array(lobbyGameSchema),
    popular: z.array(lobbyGameSchema),
    new: z.array(lobbyGameSchema),
    popup: z.array(lobbyGameSchema),
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

/** The games the player launched lately, newest first (RECENT_GAMES_LIMIT); only games they can open today. */
export const recentGamesRequest = playerBody;
export const recentGamesResponse = ok({ value: z.array(gameSchema) });

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

/** A visitor (or a player) opens a built-in game for fun: a demo balance that is not money. Same answer as launchGame. */
export const launchFunGameRequest = siteBody.extend({
  ...gameRef,
  language: z.enum(LANGUAGES).optional(),
});
export const launchFunGameResponse = launchGameResponse;

/**
 * How widely a game's results swing around its RTP; `chosen`: the player sets it with the bet
 * (a dice target, the number of mines, a plinko risk, a cash-out point).
 */
export const VOLATILITIES = ['low', 'medium', 'high', 'chosen'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

/**
 * The play page's info sheet. The figures come from the game's provider: the built-in games
 * declare them all; for an aggregator's game the catalogue knows none, and each is null (the
 * sheet leaves it out) rather than a guess.
 */
export const gameInfoRequest = siteBody.extend(gameRef);
export const gameInfoResponse = ok({
  value: gameSchema.extend({
    provider_name: z.string(),
    /** a built-in game, which anyone may play for fun (launchFunGame) */
    fun_play: z.boolean(),
    /** the site currency, which min_bet and max_bet are in */
    currency: z.string(),
    /** return to player in ten-thousandths (9595 is 95.95%), as set for this site */
    rtp: z.number().int().nullable(),
    volatility: z.enum(VOLATILITIES).nullable(),
    min_bet: amount.nullable(),
    max_bet: amount.nullable(),
  }),
});
export type GameInfo = z.infer<typeof gameInfoResponse>['value'];

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
  recentGames: {
    path: '/api/home/recent_list',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'The games the player launched lately, newest first ("continue where you left off")',
    tag: 'games',
    request: recentGamesRequest,
    response: recentGamesResponse,
    failures: [],
  },
  launchGame: {
    path: '/api/product/launch_game',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: "Open a game for the player's session (it becomes their latest recently played); answers the URL for the play frame",
    tag: 'games',
    request: launchGameRequest,
    response: launchGameResponse,
    failures: ['gameNotFound', 'providerUnavailable'],
  },
  launchFunGame: {
    path: '/api/product/launch_fun_game',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Open a built-in game for fun (a demo balance, no wallet); answers the URL for the play frame',
    tag: 'games',
    request: launchFunGameRequest,
    response: launchFunGameResponse,
    failures: ['gameNotFound', 'providerUnavailable'],
  },
  gameInfo: {
    path: '/api/product/game_info',
    access: 'public',
    onNetworkFailure: 'serviceUnavailable',
    summary: "A game's info sheet: provider, RTP, volatility, smallest and largest bet in the site currency",
    tag: 'games',
    request: gameInfoRequest,
    response: gameInfoResponse,
    failures: ['gameNotFound'],
  },
} as const satisfies Record<string, SiteCallDefinition>;
