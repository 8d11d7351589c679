import type { UnconnectedGames } from '@wl/contract';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { games, providerIntegrations, siteGames, siteProviders } from '../../db/schema/index.js';

/**
 * A game is playable on a site when it is enabled in the catalogue, its provider is one the site
 * offers, and the site has not switched the game off (site_games, from the back office).
 */
export const offeredOn = (siteId: number | AnyColumn) =>
  and(
    eq(games.enabled, true),
    eq(siteProviders.siteId, siteId),
    eq(siteProviders.enabled, true),
    sql`not exists (select 1 from ${siteGames} where ${siteGames.siteId} = ${siteId} and ${siteGames.gameId} = ${games.id} and not ${siteGames.enabled})`,
  );

/**
 * The game's provider is connected: it has an enabled integration, so launch_game can open the
 * game (the built-in provider's is written at every start). Without one the game is a dead tile.
 */
export const connected: SQL<boolean> = sql<boolean>`exists (select 1 from ${providerIntegrations} where ${providerIntegrations.providerCode} = ${games.providerCode} and ${providerIntegrations.enabled})`;

/** Offered on the site and connected: a player of the site can open it. */
export const openableOn = (siteId: number | AnyColumn) => and(offeredOn(siteId), connected);

/**
 * The games a site lists: those that open, and with them, where the site shows the others as
 * coming soon (decision 0182), the offered games of providers not connected.
 */
export const shownOn = (siteId: number | AnyColumn, mode: UnconnectedGames) =>
  mode === 'hide' ? openableOn(siteId) : offeredOn(siteId);

/** Joins a game to the site_providers rows of its provider; offeredOn then picks the site's. */
export const siteProviderOfGame = eq(siteProviders.providerCode, games.providerCode);

/**
 * The picture players of the site see: the site's own (its URL versioned by its last change, as
 * gamePicturePath in the contract builds it), or the catalogue's.
 */
export const pictureOn = (siteId: number | AnyColumn): SQL<string> =>
  sql<string>`coalesce((select '/api/game-pictures/' || ${siteGames.siteId} || '/' || ${siteGames.gameId} || '?v=' || floor(extract(epoch from ${siteGames.pictureUpdatedAt}) * 1000)::bigint from ${siteGames} where ${siteGames.siteId} = ${siteId} and ${siteGames.gameId} = ${games.id} and ${siteGames.picture} is not null), ${games.imgUrl})`;

/** The game's pinned place in the site's category lobby; null when it is not pinned. */
export const positionOn = (siteId: number | AnyColumn): SQL<number | null> =>
  sql<
    number | null
  >`(select ${siteGames.position} from ${siteGames} where ${siteGames.siteId} = ${siteId} and ${siteGames.gameId} = ${games.id})`;
