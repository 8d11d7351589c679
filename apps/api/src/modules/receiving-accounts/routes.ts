import { receivingAccounts as contract, fields, operator } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, registerOperatorCall, staffCaller } from '../../http/register-call.js';
import type { ReceivingAccountService } from './service.js';

/**
 * A save carries its QR image as a data URL, larger than the app's 64 KB body limit allows: the
 * image's base64 and the account's other fields.
 */
const SAVE_BODY_LIMIT = contract.QR_IMAGE_DATA_URL_MAX + 16 * 1024;

/** A version in the URL that is the image's current one: that URL's bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The calls of receiving accounts and bank names, and the GET route of a QR image. Registered in a
 * context of their own so that the larger body limit applies to the save call only.
 */
export function receivingAccountRoutes(service: ReceivingAccountService) {
  return async (app: FastifyInstance): Promise<void> => {
    const savePath = operator.operatorCalls.receivingAccountsSave.path;
    app.addHook('onRoute', (route) => {
      if (route.url === savePath) route.bodyLimit = SAVE_BODY_LIMIT;
    });

    registerOperatorCall(app, 'receivingAccountsList', (body, { actor }) => service.list(actor, body));
    registerOperatorCall(app, 'receivingAccountsSave', (body, { actor }) => service.save(actor, body));
    registerOperatorCall(app, 'receivingAccountsReorder', (body, { actor }) => service.reorder(actor, body));
    registerOperatorCall(app, 'receivingAccountsDelete', (body, { actor }) => service.remove(actor, body));
    registerOperatorCall(app, 'bankNamesList', (body, { actor }) => service.bankNames(actor, body));
    registerOperatorCall(app, 'bankNamesAdd', (body, { actor }) => service.addBankName(actor, body));

    registerCall(app, 'receivingAccounts', (body, { site, player }) => service.forPlayer(site, player, body.method));

    // The deposit page's <img>: only an enabled account's image, and the same 404 for every other id.
    app.get<{ Params: { id: string }; Querystring: { v?: string } }>('/api/receiving-accounts/:id/qr', async (request, reply) => {
      const { id } = request.params;
      const image =
        /^[0-9]{1,10}$/.test(id) && Number(id) <= fields.SERIAL_ID_MAX ? await service.qrImage(Number(id)) : undefined;
      if (!image) return reply.status(404).type('text/plain').send('Not found');
      // An old version's URL gets today's image, but no cache may keep it under that URL.
      return reply
        .type(image.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', request.query.v === image.version ? IMMUTABLE : 'no-cache')
        .send(image.bytes);
    });

    // The back office's <img>, sent with the member's session cookie: any account's image, on or
    // off, of a site the member reaches (sites.read, as the list); the same 404 for every other id.
    app.get<{ Params: { id: string } }>(contract.STAFF_QR_IMAGE_ROUTE, async (request, reply) => {
      const { actor } = await staffCaller(app, request, reply, contract.STAFF_QR_IMAGE_ROUTE, listPermission);
      const { id } = request.params;
      const image =
        /^[0-9]{1,10}$/.test(id) && Number(id) <= fields.SERIAL_ID_MAX
          ? await service.staffQrImage(actor, Number(id))
          : undefined;
      if (!image) return reply.status(404).type('text/plain').send('Not found');
      // Kept by no cache: what a member may see can change with their role or sites.
      return reply
        .type(image.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(image.bytes);
    });
  };
}

/** Who may see a QR image in the back office: whoever may list the accounts. */
const listPermission = operator.operatorCalls.receivingAccountsList.permission;
