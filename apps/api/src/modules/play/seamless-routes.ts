import { SEAMLESS_ACTIONS, SEAMLESS_SIGNATURE_HEADER, SEAMLESS_TIMESTAMP_HEADER, type SeamlessAction } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import { sendFailure } from '../../http/error-handler.js';

export const SEAMLESS_PREFIX = '/api/seamless';

const isAction = (value: string): value is SeamlessAction => (SEAMLESS_ACTIONS as readonly string[]).includes(value);

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /api/seamless/:provider_code/:action, called by game providers (docs/providers.md). The
 * signature covers the body exactly as sent, so this plugin keeps JSON bodies as raw text. The
 * wallet answers HTTP 200 with a status, refusals included; a request that never reaches it (an
 * unknown action, a body too large or not JSON) gets the catalogue's failure, as on any route.
 */
export async function seamlessRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const options = { config: { jsonCall: true } };
  app.post<{ Params: { provider_code: string; action: string } }>('/:provider_code/:action', options, async (request, reply) => {
    const { provider_code: providerCode, action } = request.params;
    if (!isAction(action)) return sendFailure(reply, 'routeNotFound');
    return app.seamless.handle({
      providerCode: providerCode.toUpperCase(),
      action,
      rawBody: typeof request.body === 'string' ? request.body : '',
      timestamp: header(request.headers[SEAMLESS_TIMESTAMP_HEADER]),
      signature: header(request.headers[SEAMLESS_SIGNATURE_HEADER]),
    });
  });
}
