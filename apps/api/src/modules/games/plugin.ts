import fp from 'fastify-plugin';
import { registerCall, registerSiteRead } from '../../http/register-call.js';
import { gameImageRoutes } from './images.js';
import { createGameService } from './service.js';

/** Games: lobbies, home lists, hot games, favourites, recently played, and the drawn game pictures. */
export const gamesPlugin = fp(
  async (app) => {
    const games = createGameService(app.db, app.siteCache, app.now);

    registerCall(app, 'gameList', async (body, { site }) => games.lobby(site, body));
    registerSiteRead(
      app,
      'getHotGames',
      (body) => body.game_type,
      async (body, { site }) => ({ value: await games.hotGames(site, body.game_type) }),
    );
    registerSiteRead(
      app,
      'homeGames',
      () => '',
      async (_body, { site }) => ({ value: await games.homeGames(site) }),
    );
    registerCall(app, 'favList', async (_body, { player }) => ({ value: await games.favourites(player) }));
    registerCall(app, 'favAdd', async (body, { player }) => ({ value: await games.addFavourite(player, body) }));
    registerCall(app, 'favRemove', async (body, { player }) => ({ value: await games.removeFavourite(player, body) }));
    registerCall(app, 'recentGames', async (_body, { player }) => ({ value: await games.recent(player) }));
    gameImageRoutes(app);
  },
  { name: 'games', dependencies: ['core', 'site', 'sessions'] },
);
