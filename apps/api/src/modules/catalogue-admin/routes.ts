import { catalogueAdmin as contract, fields, operator } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import { registerOperatorCall } from '../../http/register-call.js';
import type { CatalogueAdminService } from './service.js';

/** An update carries its picture as a data URL, larger than the app's 64 KB body limit allows. */
const UPDATE_BODY_LIMIT = contract.GAME_PICTURE_DATA_URL_MAX + 16 * 1024;

/** A version in the URL that is the picture's current one: that URL's bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const serial = (text: string) => /^[0-9]{1,10}$/.test(text) && Number(text) <= fields.SERIAL_ID_MAX && Number(text) > 0;

/**
 * The back office's games and providers calls, and the GET route of a site's own game picture.
 * Registered in a context of their own so that the larger body limit applies to the update only.
 */
export function catalogueAdminRoutes(service: CatalogueAdminService) {
  return async (app: FastifyInstance): Promise<void> => {
    const updatePath = operator.operatorCalls.catalogueGamesUpdate.path;
    app.addHook('onRoute', (route) => {
      if (route.url === updatePath) route.bodyLimit = UPDATE_BODY_LIMIT;
    });

    registerOperatorCall(app, 'catalogueProvidersList', (body, { actor }) => service.providersList(actor, body));
    registerOperatorCall(app, 'catalogueProvidersSetEnabled', (body, { actor }) => service.providersSetEnabled(actor, body));
    registerOperatorCall(app, 'catalogueUnconnectedSet', (body, { actor }) => service.unconnectedSet(actor, body));
    registerOperatorCall(app, 'catalogueIntegrationSave', (body, { actor }) => service.integrationSave(actor, body));
    registerOperatorCall(app, 'catalogueIntegrationSetEnabled', (body, { actor }) => service.integrationSetEnabled(actor, body));
    registerOperatorCall(app, 'catalogueGamesList', (body, { actor }) => service.gamesList(actor, body));
    registerOperatorCall(app, 'catalogueGamesUpdate', (body, { actor }) => service.gamesUpdate(actor, body));
    registerOperatorCall(app, 'catalogueGamesSetEnabled', (body, { actor }) => service.gamesSetEnabled(actor, body));
    registerOperatorCall(app, 'catalogueListsGet', (body, { actor }) => service.listsGet(actor, body));
    registerOperatorCall(app, 'catalogueListsSet', (body, { actor }) => service.listsSet(actor, body));

    // The lobby's <img>: the site's own picture of a game, the same 404 for any other.
    app.get<{ Params: { siteId: string; gameId: string }; Querystring: { v?: string } }>(
      '/api/game-pictures/:siteId/:gameId',
      async (request, reply) => {
        const { siteId, gameId } = request.params;
        const picture = serial(siteId) && serial(gameId) ? await service.picture(Number(siteId), Number(gameId)) : undefined;
        if (!picture) return reply.status(404).type('text/plain').send('Not found');
        // An old version's URL gets today's picture, but no cache may keep it under that URL.
        return reply
          .type(picture.type)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', request.query.v === picture.version ? IMMUTABLE : 'no-cache')
          .send(picture.bytes);
      },
    );
  };
}
