import { RECENT_GAMES_LIMIT } from '@wl/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { games, playerGames, siteProviders } from '../../db/schema/index.js';
import type { FavouriteOwner } from './favourites.js';
import { openableOn, pictureOn, siteProviderOfGame } from './offered.js';

export interface PlayedGame {
  player: FavouriteOwner;
  gameId: number;
  at: Date;
}

/**
 * Records a launch: the game becomes the player's latest, and only their newest RECENT_GAMES_LIMIT
 * games are kept, so the table grows with players, not with launches. Called once per successful
 * launch_game (modules/play/launch.ts).
 */
export async function recordPlay(db: Db, { player, gameId, at }: PlayedGame): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(playerGames)
      .values({ playerId: player.id, gameId, siteId: player.siteId, lastPlayedAt: at })
      .onConflictDoUpdate({
        target: [playerGames.playerId, playerGames.gameId],
        set: { lastPlayedAt: at, plays: sql`${playerGames.plays} + 1` },
      });
    await tx.execute(sql`
      delete from ${playerGames}
      where ${playerGames.playerId} = ${player.id}
        and ${playerGames.gameId} not in (
          select ${playerGames.gameId} from ${playerGames}
          where ${playerGames.playerId} = ${player.id}
          order by ${playerGames.lastPlayedAt} desc, ${playerGames.gameId} desc
          limit ${RECENT_GAMES_LIMIT}
        )`);
  });
}

/** The games the player launched lately, newest first, leaving out those they cannot open today. */
export function listRecent(db: Db, player: FavouriteOwner) {
  return db
    .select({
      provider_code: games.providerCode,
      game_code: games.gameCode,
      game_name: games.gameName,
      game_type: games.gameType,
      game_image: pictureOn(player.siteId),
    })
    .from(playerGames)
    .innerJoin(games, eq(playerGames.gameId, games.id))
    .innerJoin(siteProviders, siteProviderOfGame)
    .where(and(eq(playerGames.playerId, player.id), openableOn(player.siteId)))
    .orderBy(desc(playerGames.lastPlayedAt), desc(games.id))
    .limit(RECENT_GAMES_LIMIT);
}
