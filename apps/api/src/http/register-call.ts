import { type CallDefinition, type CallName, type Calls, calls, failureSchema, operator, SUCCESS } from '@wl/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail } from '../lib/failure.js';
import type { ClientInfo } from '../modules/auth/service.js';
import type { BalancesRead, PlayerRow, SessionRow } from '../modules/auth/sessions.js';
import type { SiteRow } from '../modules/site/service.js';
import { compressedFor } from './compression.js';

type Payload<D extends CallDefinition> = Omit<z.output<D['response']>, 'statusCode'>;
type Body<D extends CallDefinition> = z.output<D['request']>;

export interface PublicContext {
  site: SiteRow;
  client: ClientInfo;
}
export interface PlayerContext extends PublicContext {
  player: PlayerRow;
  session: SessionRow;
  balances: BalancesRead;
}
/** An operator call acts for the operator, not for a site or a player: a body that needs a site names it. */
export interface OperatorContext {
  client: ClientInfo;
}
type Context<D extends CallDefinition> = D['access'] extends 'player'
  ? PlayerContext
  : D['access'] extends 'public'
    ? PublicContext
    : OperatorContext;

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

type Handler<D extends CallDefinition> = (body: Body<D>, context: Context<D>) => Promise<Payload<D>>;

/**
 * Registers one call of the player's app from its definition in the contract: POST at its path,
 * the body validated by its request schema, the answer by its response schema (or the failure
 * envelope). Player calls are authenticated and visitor calls resolved to their site before the
 * handler runs.
 */
export function registerCall<N extends CallName>(app: FastifyInstance, name: N, handler: Handler<Calls[N]>): void {
  route(app, calls[name], answer(handler));
}

/** Registers one call of the operator API the same way; the operator's bearer token is checked before the body is read. */
export function registerOperatorCall<N extends operator.OperatorCallName>(
  app: FastifyInstance,
  name: N,
  handler: Handler<operator.OperatorCalls[N]>,
): void {
  route(app, operator.operatorCalls[name], answer(handler));
}

function answer<D extends CallDefinition>(handler: Handler<D>) {
  return async (body: Body<D>, context: Context<D>): Promise<never> => {
    const payload = await handler(body, context);
    // The response schema checks the shape when it is serialised.
    return { statusCode: SUCCESS, ...payload } as never;
  };
}

/** The cached bytes of a site read, as its route answers them. */
export type SiteReadAnswer<N extends CallName> = (body: Body<Calls[N]>, context: PublicContext) => Promise<Buffer>;

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
  variant: (body: Body<Calls[N]>, site: SiteRow) => string,
  handler: Handler<Calls[N]>,
): SiteReadAnswer<N> {
  const definition = calls[name];
  const cachedAnswer: SiteReadAnswer<N> = (body, context) =>
    app.siteCache.get(context.site.id, `answer:${name}:${variant(body, context.site)}`, async () => {
      const payload = await handler(body, context as Context<Calls[N]>);
      // Bytes rather than a string: each answer is then neither measured nor encoded again.
      return Buffer.from(JSON.stringify(definition.response.parse({ statusCode: SUCCESS, ...payload })));
    });
  route(
    app,
    definition,
    async (body, context, reply) => {
      reply.type('application/json; charset=utf-8');
      return compressedFor(reply, await cachedAnswer(body, context as PublicContext)) as never;
    },
    { siteRead: true },
  );
  return cachedAnswer;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The operator's bearer token, checked when the request arrives, before its body is read. A
 * player's session token is another secret and never matches its hash.
 */
function operatorToken(app: FastifyInstance): onRequestHookHandler {
  return async (request, reply) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !app.operator.authorize(token)) {
      reply.header('www-authenticate', 'Bearer');
      fail('permissionDenied');
    }
  };
}

/** What a handler is given: the player and their session, the visitor's site, or for the operator only who called. */
async function contextOf(
  app: FastifyInstance,
  definition: CallDefinition,
  request: FastifyRequest,
): Promise<PublicContext | PlayerContext | OperatorContext> {
  const body = request.body as Record<string, unknown>;
  const client = clientInfo(request);
  switch (definition.access) {
    case 'player': {
      const { player, session, balances } = await app.sessions.authenticate(String(body.auth), String(body.account_id));
      return { site: await app.sites.byId(player.siteId), player, session, balances, client };
    }
    case 'public': {
      const externalId = typeof body.external_id === 'string' ? body.external_id : undefined;
      return { site: await app.sites.resolve(String(body.domain_name), externalId), client };
    }
    case 'operator':
      return { client };
  }
}

/**
 * The route of a call at its contract path. A plugin registered under a prefix (the operator
 * API's) has it added to every URL it registers, so the prefix is taken off the path first.
 */
function route<D extends CallDefinition>(
  app: FastifyInstance,
  definition: D,
  respond: (body: Body<D>, context: Context<D>, reply: FastifyReply) => Promise<never>,
  config: { siteRead?: boolean } = {},
): void {
  if (!definition.path.startsWith(app.prefix)) {
    throw new Error(`${definition.path} cannot be registered in a plugin under ${app.prefix}`);
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: definition.path.slice(app.prefix.length),
    config,
    ...(definition.access === 'operator' ? { onRequest: operatorToken(app) } : {}),
    schema: {
      summary: definition.summary,
      tags: [definition.tag],
      body: definition.request,
      response: { 200: z.union([definition.response, failureSchema]) },
    },
    handler: async (request, reply) =>
      respond(request.body as Body<D>, (await contextOf(app, definition, request)) as Context<D>, reply),
  });
}
