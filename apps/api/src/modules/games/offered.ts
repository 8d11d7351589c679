import { type AnyColumn, and, eq } from 'drizzle-orm';
import { games, siteProviders } from '../../db/schema/index.js';

/** A game is playable on a site when it is enabled and its provider is one the site offers. */
export const offeredOn = (siteId: number | AnyColumn) =>
  and(eq(games.enabled, true), eq(siteProviders.siteId, siteId), eq(siteProviders.enabled, true));

/** Joins a game to the site_providers rows of its provider; offeredOn then picks the site's. */
export const siteProviderOfGame = eq(siteProviders.providerCode, games.providerCode);
