import {
  DEFAULT_GAME_LISTS,
  type Game,
  type GameListResponse,
  type GameSort,
  HOME_GAME_LISTS,
  type HomeGames,
  type Lobby,
  type LobbyGame,
  POPULAR_DAYS,
  type Provider,
  type UnconnectedGames,
} from '@wl/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { games, playerGames, providers, siteGameLists, siteGameSettings, siteProviders } from '../../db/schema/index.js';
import type { SiteCache } from '../../lib/site-cache.js';
import type { SiteRow } from '../site/service.js';
import { addFavourite, batchedFavourites, type FavouriteOwner, type GameKey, removeFavourite } from './favourites.js';
import { connected, pictureOn, positionOn, shownOn, siteProviderOfGame } from './offered.js';
import { listRecent } from './recent.js';

export interface LobbyQuery {
  lobby: Lobby;
  sort: GameSort;
  provider_code: string;
  search: string;
  page: number;
  page_size: number;
}

const DAY_MS = 86_400_000;

/** A game of a lobby or home list: coming_soon only on the games that cannot be opened. */
function lobbyGame({ coming_soon, ...game }: Game & { coming_soon: boolean }): LobbyGame {
  return coming_soon ? { ...game, coming_soon: true } : game;
}

const keyOf = (game: GameKey) => `${game.provider_code}/${game.game_code}`;

/** A site's choice for games of providers that are not connected; without a row, hide them. */
export async function unconnectedGamesOf(db: Db, siteId: number): Promise<UnconnectedGames> {
  const [row] = await db
    .select({ mode: siteGameSettings.unconnectedGames })
    .from(siteGameSettings)
    .where(eq(siteGameSettings.siteId, siteId));
  return row?.mode ?? 'hide';
}

/** A game as players of the site see it, with the site's own picture when it has one. */
const gameColumns = (siteId: number) => ({
  provider_code: games.providerCode,
  game_code: games.gameCode,
  game_name: games.gameName,
  game_type: games.gameType,
  game_image: pictureOn(siteId),
});

/** A LIKE pattern that matches the text literally anywhere: %, _ and \ lose their wildcard meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function createGameService(db: Db, cache: SiteCache, now: () => Date) {
  const unconnected = (site: SiteRow) => cache.get(site.id, 'unconnected-games', () => unconnectedGamesOf(db, site.id));

  /** Players of the site who opened the game in the last POPULAR_DAYS days. */
  const playersLately = (siteId: number): SQL<number> =>
    sql<number>`(select count(*) from ${playerGames} where ${playerGames.siteId} = ${siteId} and ${playerGames.gameId} = ${games.id} and ${gte(playerGames.lastPlayedAt, new Date(now().getTime() - POPULAR_DAYS * DAY_MS))})`;

  /** The site's hot-list entry of a game, if it has one (at most one: the list's key is site, list and game). */
  const hotEntry = (siteId: number) =>
    and(eq(siteGameLists.gameId, games.id), eq(siteGameLists.siteId, siteId), eq(siteGameLists.list, 'hot'));

  /** The hot lobby is the site's hot list; a category lobby is every offered game of that type. */
  const lobbyRule = (siteId: number, lobby: Lobby, mode: UnconnectedGames) =>
    and(shownOn(siteId, mode), lobby === 'hot' ? isNotNull(siteGameLists.gameId) : eq(games.gameType, lobby));

  /** The providers of a lobby with how many of its games each has; cached per site, since every lobby visit needs them. */
  function lobbyProviders(site: SiteRow, lobby: Lobby, mode: UnconnectedGames): Promise<Provider[]> {
    return cache.get(site.id, `lobby-providers:${lobby}:${mode}`, () =>
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
        .where(lobbyRule(site.id, lobby, mode))
        .groupBy(providers.code, providers.name, providers.logoCode)
        .orderBy(asc(providers.name)),
    );
  }

  return {
    /**
     * One page of a lobby, narrowed by provider and by a case-insensitive name match. Games that
     * can be opened come first; a site that shows the others as coming soon has them after. The
     * default order: the hot lobby keeps the site's order; a category lobby has the site's pinned
     * games first, in their order, then the rest alphabetically. Popular and new put the most
     * played lately and the catalogue's latest first, then the default order.
     */
    async lobby(site: SiteRow, query: LobbyQuery): Promise<Omit<GameListResponse, 'statusCode'>> {
      const mode = await unconnected(site);
      const where = and(
        lobbyRule(site.id, query.lobby, mode),
        query.provider_code ? eq(games.providerCode, query.provider_code) : undefined,
        query.search ? ilike(games.gameName, containsPattern(query.search)) : undefined,
      );
      const siteOrder =
        query.lobby === 'hot'
          ? [asc(siteGameLists.position)]
          : [sql`${positionOn(site.id)} asc nulls last`, asc(games.gameName), asc(games.providerCode), asc(games.gameCode)];
      const sorted = { default: [], popular: [desc(playersLately(site.id))], new: [desc(games.id)] }[query.sort];
      const order = [...(mode === 'coming_soon' ? [desc(connected)] : []), ...sorted, ...siteOrder];
      const [rows, [counted], providerList] = await Promise.all([
        db
          .select({ ...gameColumns(site.id), coming_soon: sql<boolean>`not ${connected}` })
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
        lobbyProviders(site, query.lobby, mode),
      ]);
      return {
        value: rows.map(lobbyGame),
        total: counted?.total ?? 0,
        page: query.page,
        page_size: query.page_size,
        providers: providerList,
      };
    },

    /**
     * The home's lists, each the site's own in the site's order or, for a list the site has not
     * curated, the built-in default (spec-coverage S3.4); either way only the games the site shows
     * (shownOn, as in the lobbies), the games that open first.
     */
    homeGames(site: SiteRow): Promise<HomeGames> {
      return cache.get(site.id, 'home-games', async () => {
        const mode = await unconnected(site);
        const columns = { ...gameColumns(site.id), coming_soon: sql<boolean>`not ${connected}` };
        const curated = await db
          .select({ ...columns, list: siteGameLists.list })
          .from(siteGameLists)
          .innerJoin(games, eq(games.id, siteGameLists.gameId))
          .innerJoin(siteProviders, siteProviderOfGame)
          .where(and(eq(siteGameLists.siteId, site.id), shownOn(site.id, mode)))
          .orderBy(desc(connected), asc(siteGameLists.position));
        const lists = Object.fromEntries(HOME_GAME_LISTS.map((list) => [list, [] as LobbyGame[]])) as HomeGames;
        for (const { list, ...game } of curated) lists[list].push(lobbyGame(game));
        const uncurated = HOME_GAME_LISTS.filter((list) => !curated.some((row) => row.list === list));
        if (uncurated.length === 0) return lists;
        const defaults = uncurated.flatMap((list) => DEFAULT_GAME_LISTS[list]);
        const shown = await db
          .select(columns)
          .from(games)
          .innerJoin(siteProviders, siteProviderOfGame)
          .where(
            and(
              shownOn(site.id, mode),
              inArray(
                sql`(${games.providerCode}, ${games.gameCode})`,
                defaults.map((game) => sql`(${game.provider_code}, ${game.game_code})`),
              ),
            ),
          );
        const shownByKey = new Map(shown.map((game) => [keyOf(game), game]));
        for (const list of uncurated) {
          const listed = DEFAULT_GAME_LISTS[list].flatMap((game) => shownByKey.get(keyOf(game)) ?? []);
          // A stable sort: the games that open first, each part in the built-in order.
          lists[list] = listed.sort((a, b) => Number(a.coming_soon) - Number(b.coming_soon)).map(lobbyGame);
        }
        return lists;
      });
    },

    /** get_hot_games: the hot list, optionally narrowed to one category ("all" or empty: every category). */
    async hotGames(site: SiteRow, gameType: string): Promise<Game[]> {
      const { hot } = await this.homeGames(site);
      const type = gameType.trim().toLowerCase();
      // The legacy list has no way to say "coming soon": it lists only games that can be opened.
      const openable = hot.flatMap(({ coming_soon, ...game }) => (coming_soon ? [] : [game]));
      return type && type !== 'all' ? openable.filter((game) => game.game_type === type) : openable;
    },

    favourites: batchedFavourites(db),
    addFavourite: (owner: FavouriteOwner, game: GameKey) => addFavourite(db, owner, game),
    removeFavourite: (owner: FavouriteOwner, game: GameKey) => removeFavourite(db, owner, game),
    recent: (player: FavouriteOwner) => listRecent(db, player),
  };
}

export type GameService = ReturnType<typeof createGameService>;
