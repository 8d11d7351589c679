import { FAVOURITES_LIMIT } from '@wl/contract';
import { type AnyColumn, and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { favourites, games, players, siteProviders } from '../../db/schema/index.js';
import { batchedLoader } from '../../lib/batched-loader.js';
import { isConnectionWaitTimeout } from '../../lib/db-errors.js';
import { fail } from '../../lib/failure.js';
import { openableOn, pictureOn, siteProviderOfGame } from './offered.js';

export interface FavouriteOwner {
  id: number;
  siteId: number;
}

export interface GameKey {
  provider_code: string;
  game_code: string;
}

const favouriteColumns = (siteId: number | AnyColumn) => ({
  game_code: games.gameCode,
  game_name: games.gameName,
  game_type: games.gameType,
  img_url: pictureOn(siteId),
  provider_code: games.providerCode,
});

/**
 * The player's favourites, newest first. A game that was switched off, whose provider the site no
 * longer offers or whose provider is no longer connected, is hidden but kept: it comes back when
 * the game does.
 */
export function listFavourites(db: Db, owner: FavouriteOwner) {
  return db
    .select(favouriteColumns(owner.siteId))
    .from(favourites)
    .innerJoin(games, eq(favourites.gameId, games.id))
    .innerJoin(siteProviders, siteProviderOfGame)
    .where(and(eq(favourites.playerId, owner.id), openableOn(owner.siteId)))
    .orderBy(desc(favourites.createdAt), desc(games.id));
}

/** Favourite reads in flight at once; more fav_list calls wait and share one query. */
const FAVOURITE_READS_AT_ONCE = 2;

/**
 * listFavourites outside a transaction, for fav_list, a read of every page view: one prepared
 * statement for many players (each on their own site), and concurrent calls share it.
 */
export function batchedFavourites(db: Db) {
  const query = db
    .select({ playerId: favourites.playerId, ...favouriteColumns(players.siteId) })
    .from(favourites)
    .innerJoin(players, eq(favourites.playerId, players.id))
    .innerJoin(games, eq(favourites.gameId, games.id))
    .innerJoin(siteProviders, siteProviderOfGame)
    .where(and(sql`${favourites.playerId} = any(${sql.placeholder('playerIds')})`, openableOn(players.siteId)))
    .orderBy(desc(favourites.createdAt), desc(games.id))
    .prepare('favourites_of_players');
  const favouritesOf = batchedLoader(
    async (playerIds: readonly number[]) => {
      const rows = await query.execute({ playerIds });
      const byPlayer = new Map(playerIds.map((id) => [id, [] as Omit<(typeof rows)[number], 'playerId'>[]]));
      for (const { playerId, ...game } of rows) byPlayer.get(playerId)?.push(game);
      return playerIds.map((id) => byPlayer.get(id) ?? []);
    },
    { concurrency: FAVOURITE_READS_AT_ONCE, sharesFailure: isConnectionWaitTimeout },
  );
  return (owner: FavouriteOwner) => favouritesOf.load(owner.id);
}

async function offeredGameId(db: Db, siteId: number, game: GameKey): Promise<number> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(siteProviders, siteProviderOfGame)
    .where(and(eq(games.providerCode, game.provider_code), eq(games.gameCode, game.game_code), openableOn(siteId)));
  if (!row) fail('gameNotFound');
  return row.id;
}

/**
 * Adds a game a player of the site can open (a coming-soon game cannot be a favourite); adding one already there changes nothing. The player row is locked
 * so two adds at once cannot both pass the limit.
 */
export async function addFavourite(db: Db, owner: FavouriteOwner, game: GameKey) {
  const gameId = await offeredGameId(db, owner.siteId, game);
  return db.transaction(async (tx) => {
    await tx.select({ id: players.id }).from(players).where(eq(players.id, owner.id)).for('update');
    const current = await listFavourites(tx, owner);
    if (current.some((entry) => entry.provider_code === game.provider_code && entry.game_code === game.game_code)) return current;
    if (current.length >= FAVOURITES_LIMIT) fail('favouritesFull');
    await tx.insert(favourites).values({ playerId: owner.id, gameId }).onConflictDoNothing();
    return listFavourites(tx, owner);
  });
}

/** Removes a game from the favourites; removing one that is not there (or does not exist) changes nothing. */
export async function removeFavourite(db: Db, owner: FavouriteOwner, game: GameKey) {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.providerCode, game.provider_code), eq(games.gameCode, game.game_code)));
  if (row) await db.delete(favourites).where(and(eq(favourites.playerId, owner.id), eq(favourites.gameId, row.id)));
  return listFavourites(db, owner);
}
