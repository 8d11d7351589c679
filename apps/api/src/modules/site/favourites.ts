import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { favourites, games } from '../../db/schema/index.js';

export function listFavourites(db: Db, playerId: number) {
  return db
    .select({
      game_code: games.gameCode,
      game_name: games.gameName,
      game_type: games.gameType,
      img_url: games.imgUrl,
      provider_code: games.providerCode,
    })
    .from(favourites)
    .innerJoin(games, eq(favourites.gameId, games.id))
    .where(eq(favourites.playerId, playerId))
    .orderBy(desc(favourites.createdAt));
}
