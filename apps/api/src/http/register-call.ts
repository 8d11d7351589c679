import { type CallName, type CallResponse, type Calls, calls, failureSchema, SUCCESS } from '@wl/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClientInfo } from '../modules/auth/service.js';
import type { BalancesRead, PlayerRow, SessionRow } from '../modules/auth/sessions.js';
import type { SiteRow } from '../modules/site/service.js';
import { compressedFor } from './compression.js';

type Payload<N extends CallName> = Omit<CallResponse<N>, 'statusCode'>;
type Body<N extends CallName> = z.output<Calls[N]['request']>;

export interface PublicContext {
  site: SiteRow;
  client: ClientInfo;
}
export interface PlayerContext extends PublicContext {
  player: PlayerRow;
  session: SessionRow;
  balances: BalancesRead;
}
type Context<N extends CallName> = Calls[N]['access'] extends 'player' ? PlayerContext : PublicContext;

declare module 'fastify' {
  interface FastifyRequest {
    /** set by clientInfo on first use */
    client: ClientInfo | null;
  }
  interface FastifyContextConfig {
    /** a public read of one site's data (registerSiteRead), the only API answers a cache may keep */
    siteRead?: boolean;
  }
}

/**
 * The caller's address and user agent, worked out once per request: Fastify parses the forwarding
 * headers again on every read of request.ip, and both the rate limit and the handler need it.
 */
export function clientInfo(request: FastifyRequest): ClientInfo {
  request.client ??= { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
  return request.client;
}

type Handler<N extends CallName> = (body: Body<N>, context: Context<N>) => Promise<Payload<N>>;

/**
 * Registers one call of the contract: POST at its path, the body validated by its request schema,
 * the answer by its response schema (or the failure envelope). Player calls are authenticated and
 * visitor calls resolved to their site before the handler runs.
 */
export function registerCall<N extends CallName>(app: FastifyInstance, name: N, handler: Handler<N>): void {
  route(app, name, async (body, context) => {
    const payload = await handler(body, context);
    // The response schema checks the shape when it is serialised.
    return { statusCode: SUCCESS, ...payload } as never;
  });
}

/** The cached bytes of a site read, as its route answers them. */
export type SiteReadAnswer<N extends CallName> = (body: Body<N>, context: PublicContext) => Promise<Buffer>;

/**
 * Registers a visitor call whose answer depends only on its site and on what `variant` picks out
 * of the body (a page name, a game type). The answer is checked by the response schema and
 * serialised once, then served as those bytes from the site cache until an operator change or the
 * cache's TTL drops it: these are the reads every page view makes. The same bytes are returned
 * for other uses (the startup answer written into the page).
 */
export function registerSiteRead<N extends CallName>(
  app: FastifyInstance,
  name: N,
  variant: (body: Body<N>, site: SiteRow) => string,
  handler: Handler<N>,
): SiteReadAnswer<N> {
  const response = calls[name].response;
  const answer: SiteReadAnswer<N> = (body, context) =>
    app.services.cache.get(context.site.id, `answer:${name}:${variant(body, context.site)}`, async () => {
      const payload = await handler(body, context as Context<N>);
      // Bytes rather than a string: each answer is then neither measured nor encoded again.
      return Buffer.from(JSON.stringify(response.parse({ statusCode: SUCCESS, ...payload })));
    });
  route(
    app,
    name,
    async (body, context, reply) => {
      reply.type('application/json; charset=utf-8');
      return compressedFor(reply, await answer(body, context)) as never;
    },
    { siteRead: true },
  );
  return answer;
}

function route<N extends CallName>(
  app: FastifyInstance,
  name: N,
  respond: (body: Body<N>, context: Context<N>, reply: FastifyReply) => Promise<never>,
  config: { siteRead?: boolean } = {},
): void {
  const definition = calls[name];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: definition.path,
    config,
    schema: {
      summary: definition.summary,
      tags: [definition.tag],
      body: definition.request,
      response: { 200: z.union([definition.response, failureSchema]) },
    },
    handler: async (request, reply) => {
      const body = request.body as Record<string, unknown>;
      const client = clientInfo(request);
      let context: PublicContext | PlayerContext;
      if (definition.access === 'player') {
        const { player, session, balances } = await app.services.sessions.authenticate(
          String(body.auth),
          String(body.account_id),
        );
        context = { site: await app.services.sites.byId(player.siteId), player, session, balances, client };
      } else {
        const externalId = typeof body.external_id === 'string' ? body.external_id : undefined;
        context = { site: await app.services.sites.resolve(String(body.domain_name), externalId), client };
      }
      return respond(request.body as Body<N>, context as Context<N>, reply);
    },
  });
}
