import { type CallName, type CallResponse, type Calls, calls, failureSchema, SUCCESS } from '@wl/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClientInfo } from '../modules/auth/service.js';
import type { PlayerRow, SessionRow } from '../modules/auth/sessions.js';
import type { SiteRow } from '../modules/site/service.js';

type Payload<N extends CallName> = Omit<CallResponse<N>, 'statusCode'>;
type Body<N extends CallName> = z.output<Calls[N]['request']>;

export interface PublicContext {
  site: SiteRow;
  client: ClientInfo;
}
export interface PlayerContext extends PublicContext {
  player: PlayerRow;
  session: SessionRow;
}
type Context<N extends CallName> = Calls[N]['access'] extends 'player' ? PlayerContext : PublicContext;

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

/**
 * Registers one call of the contract: POST at its path, the body validated by its request schema,
 * the answer by its response schema (or the failure envelope). Player calls are authenticated and
 * visitor calls resolved to their site before the handler runs.
 */
export function registerCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: (body: Body<N>, context: Context<N>) => Promise<Payload<N>>,
): void {
  const definition = calls[name];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: definition.path,
    schema: {
      summary: definition.summary,
      tags: [definition.tag],
      body: definition.request,
      response: { 200: z.union([definition.response, failureSchema]) },
    },
    handler: async (request) => {
      const body = request.body as Record<string, unknown>;
      const client = clientInfo(request);
      let context: PublicContext | PlayerContext;
      if (definition.access === 'player') {
        const { player, session } = await app.services.sessions.authenticate(String(body.auth), String(body.account_id));
        context = { site: await app.services.sites.byId(player.siteId), player, session, client };
      } else {
        const externalId = typeof body.external_id === 'string' ? body.external_id : undefined;
        context = { site: await app.services.sites.resolve(String(body.domain_name), externalId), client };
      }
      const payload = await handler(request.body as Body<N>, context as Context<N>);
      // The response schema checks the shape when it is serialised.
      return { statusCode: SUCCESS, ...payload } as never;
    },
  });
}
