import { type Game, type GameListResponse, HOME_GAME_LISTS, type HomeGames, type Lobby, type Provider } from '@wl/contract';
import { and, asc, count, eq, ilike, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { games, providers, siteGameLists, siteProviders } from '../../db/schema/index.js';
import type { SiteCache } from '../../lib/site-cache.js';
import type { SiteRow } from '../site/service.js';
import { addFavourite, batchedFavourites, type FavouriteOwner, type GameKey, removeFavourite } from './favourites.js';
import { offeredOn, siteProviderOfGame } from './offered.js';

export interface LobbyQuery {
  lobby: Lobby;
  provider_code: string;
  search: string;
  page: number;
  page_size: number;
}

const gameColumns = {
  provider_code: games.providerCode,
  game_code: games.gameCode,
  game_name: games.gameName,
  game_type: games.gameType,
  game_image: games.imgUrl,
};

/** A LIKE pattern that matches the text literally anywhere: %, _ and \ lose their wildcard meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function createGameService(db: Db, cache: SiteCache) {
  /** The site's hot-list entry of a game, if it has one (at most one: the list's key is site, list and game). */
  const hotEntry = (siteId: number) =>
    and(eq(siteGameLists.gameId, games.id), eq(siteGameLists.siteId, siteId), eq(siteGameLists.list, 'hot'));

  /** The hot lobby is the site's hot list; a category lobby is every offered game of that type. */
  const lobbyRule = (siteId: number, lobby: Lobby) =>
    and(offeredOn(siteId), lobby === 'hot' ? isNotNull(siteGameLists.gameId) : eq(games.gameType, lobby));

  /** The providers of a lobby with how many of its games each has; cached per site, since every lobby visit needs them. */
  function lobbyProviders(site: SiteRow, lobby: Lobby): Promise<Provider[]> {
    return cache.get(site.id, `lobby-providers:${lobby}`, () =>
      db
        .select({
          provider_code: providers.code,
          provider_name: providers.name,
          logo_code: providers.logoCode,
          game_total: count(games.id),
        })
        .from(games)
        .innerJoin(providers, eq(providers.code, games.providerCode))
        .innerJoin(siteProviders, siteProviderOfGame)
        .leftJoin(siteGameLists, hotEntry(site.id))
        .where(lobbyRule(site.id, lobby))
        .groupBy(providers.code, providers.name, providers.logoCode)
        .orderBy(asc(providers.name)),
    );
  }

  return {
    /**
     * One page of a lobby, narrowed by provider and by a case-insensitive name match. The hot
     * lobby keeps the site's order; a category lobby is alphabetical.
     */
    async lobby(site: SiteRow, query: LobbyQuery): Promise<Omit<GameListResponse, 'statusCode'>> {
      const where = and(
        lobbyRule(site.id, query.lobby),
        query.provider_code ? eq(games.providerCode, query.provider_code) : undefined,
        query.search ? ilike(games.gameName, containsPattern(query.search)) : undefined,
      );
      const order =
        query.lobby === 'hot'
          ? [asc(siteGameLists.position)]
          : [asc(games.gameName), asc(games.providerCode), asc(games.gameCode)];
      const [value, [counted], providerList] = await Promise.all([
        db
          .select(gameColumns)
          .from(games)
          .innerJoin(siteProviders, siteProviderOfGame)
          .leftJoin(siteGameLists, hotEntry(site.id))
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        db
          .select({ total: count() })
          .from(games)
          .innerJoin(siteProviders, siteProviderOfGame)
          .leftJoin(siteGameLists, hotEntry(site.id))
          .where(where),
        lobbyProviders(site, query.lobby),
      ]);
      return { value, total: counted?.total ?? 0, page: query.page, page_size: query.page_size, providers: providerList };
    },

    /** The site's curated lists, each in the site's order; a list the site has not curated is empty. */
    homeGames(site: SiteRow): Promise<HomeGames> {
      return cache.get(site.id, 'home-games', async () => {
        const rows = await db
          .select({ ...gameColumns, list: siteGameLists.list })
          .from(siteGameLists)
          .innerJoin(games, eq(games.id, siteGameLists.gameId))
          .innerJoin(siteProviders, siteProviderOfGame)
          .where(and(eq(siteGameLists.siteId, site.id), offeredOn(site.id)))
          .orderBy(asc(siteGameLists.position));
        const lists = Object.fromEntries(HOME_GAME_LISTS.map((list) => [list, [] as Game[]])) as HomeGames;
        for (const { list, ...game } of rows) lists[list].push(game);
        return lists;
      });
    },

    /** get_hot_games: the hot list, optionally narrowed to one category ("all" or empty: every category). */
    async hotGames(site: SiteRow, gameType: string): Promise<Game[]> {
      const { hot } = await this.homeGames(site);
      const type = gameType.trim().toLowerCase();
      return type && type !== 'all' ? hot.filter((game) => game.game_type === type) : hot;
    },

    favourites: batchedFavourites(db),
    addFavourite: (owner: FavouriteOwner, game: GameKey) => addFavourite(db, owner, game),
    removeFavourite: (owner: FavouriteOwner, game: GameKey) => removeFavourite(db, owner, game),
  };
}

export type GameService = ReturnType<typeof createGameService>;
