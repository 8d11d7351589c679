import type { FastifyInstance } from 'fastify';
import { registerCall, registerSiteRead } from '../../http/register-call.js';

export function gameRoutes(app: FastifyInstance): void {
  const { games } = app.services;

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
}
