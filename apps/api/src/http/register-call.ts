import {
  type CallDefinition,
  type CallName,
  type Calls,
  calls,
  failureSchema,
  type OperatorCallDefinition,
  operator,
  roleHas,
  STAFF_SESSION_COOKIE,
  SUCCESS,
} from '@wl/contract';
import { parse as parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLog } from '../db/schema/index.js';
import { fail } from '../lib/failure.js';
import type { ClientInfo } from '../modules/auth/service.js';
import type { BalancesRead, PlayerRow, SessionRow } from '../modules/auth/sessions.js';
import type { SiteRow } from '../modules/site/service.js';
import type { StaffActor } from '../modules/staff/actor.js';
import { auditEntry, auditRecorded, runAudited } from '../modules/staff/audit-scope.js';
import { isApiKey, type StaffRecord } from '../modules/staff/identity.js';
import { compressedFor } from './compression.js';
import { withoutCredentials } from './credentials.js';

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
/**
 * An operator call acts for a staff member or an API key within its role and sites, not for one
 * site or player: a body that needs a site names it, and the handler checks the actor reaches it.
 */
export interface OperatorContext {
  client: ClientInfo;
  actor: StaffActor;
  /** the signed-in member and their session's end; null for an API key */
  member: StaffRecord | null;
  sessionExpiresAt: Date | null;
  reply: FastifyReply;
}
/** A sign-in step: nobody is signed in yet. */
export interface SignInContext {
  client: ClientInfo;
  request: FastifyRequest;
  reply: FastifyReply;
}
type Context<D extends CallDefinition> = D['access'] extends 'player'
  ? PlayerContext
  : D['access'] extends 'public'
    ? PublicContext
    : D extends { permission: 'signIn' }
      ? SignInContext
      : OperatorContext;

declare module 'fastify' {
  interface FastifyRequest {
    /** set by clientInfo on first use */
    client: ClientInfo | null;
    /** who makes an operator call, set before its body is read */
    staff: { actor: StaffActor; member: StaffRecord | null; sessionExpiresAt: Date | null } | null;
  }
  interface FastifyContextConfig {
    /** answers JSON to a program (a contract call, a provider's wallet call): a JSON answer's headers, not a document's */
    jsonCall?: boolean;
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
 * handler runs. A player call that `showsOnly` what its session lookup read, and changes nothing,
 * may be answered from the session cache (SessionService.authenticateToShow), with the answer kept
 * for that lookup (answerPerLookup).
 */
export function registerCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: Handler<Calls[N]>,
  options: { showsOnly?: boolean } = {},
): void {
  const definition = calls[name];
  route(app, definition, options.showsOnly ? answerPerLookup(definition, handler) : answer(handler), options);
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

/**
 * The answer of a call that `showsOnly` what its session lookup read depends on that lookup and its
 * site alone, and a kept lookup answers such calls for up to seconds: the answer is checked and
 * serialised once per lookup and site row, then sent as that text while both are the ones the call
 * is given (decision 0211). A lookup or site read again is a new row, so it is answered afresh.
 */
function answerPerLookup<D extends CallDefinition>(definition: D, handler: Handler<D>) {
  const answers = new WeakMap<SessionRow, { site: SiteRow; text: string }>();
  return async (body: Body<D>, context: Context<D>, reply: FastifyReply): Promise<never> => {
    const { session, site } = context as PlayerContext;
    let kept = answers.get(session);
    if (kept?.site !== site) {
      const payload = await handler(body, context);
      kept = { site, text: checkedText(definition, payload) };
      answers.set(session, kept);
    }
    // JSON text with its type set is sent as it is, past the serializer.
    reply.type(JSON_TYPE);
    return kept.text as never;
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A success answer checked by its response schema and serialised, for answers sent again as they are. */
function checkedText<D extends CallDefinition>(definition: D, payload: Payload<D>): string {
  return JSON.stringify(definition.response.parse({ statusCode: SUCCESS, ...payload }));
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
      return Buffer.from(checkedText(definition, payload));
    });
  route(
    app,
    definition,
    async (body, context, reply) => {
      reply.type(JSON_TYPE);
      return compressedFor(reply, await cachedAnswer(body, context as PublicContext)) as never;
    },
    { siteRead: true },
  );
  return cachedAnswer;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The bearer token of a request's Authorization header, if it has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

/** The calls a member whose password was reset may still make: the rest wait for a new password. */
const BEFORE_NEW_PASSWORD = new Set<string>([
  operator.operatorCalls.staffMe.path,
  operator.operatorCalls.staffChangePassword.path,
  operator.operatorCalls.staffSignOut.path,
  operator.operatorCalls.staffSignOutEverywhere.path,
]);

/**
 * The staff session token of a request, from its HttpOnly cookie. Only staff calls read cookies, so
 * the header is parsed here rather than by a hook on every call.
 */
export function staffSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return (header && parseCookie(header)[STAFF_SESSION_COOKIE]) || undefined;
}

/** Records, as the caller's, a request refused for want of a permission (access.denied). */
export async function auditAccessDenied(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: StaffActor,
  target: string,
  permission: string,
): Promise<void> {
  await runAudited(actor, clientInfo(request), () =>
    app.db.insert(auditLog).values(auditEntry({ action: 'access.denied', target, data: { permission } })),
  );
}

/**
 * Who makes a back-office or operator request, worked out before its body is read: an API key sent
 * as a bearer token, or a staff member's session cookie. A caller without either, or with an
 * unknown, revoked or expired one, is refused with permissionDenied (or sessionExpired for a
 * session that ended); one whose role lacks `permission` with forbidden, written to the audit log
 * with `path` as its target. The calls' hook and the back office's GET routes (a QR image) share it.
 */
export async function staffCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  permission: OperatorCallDefinition['permission'],
): Promise<NonNullable<FastifyRequest['staff']>> {
  const bearer = bearerToken(request);
  const sessionToken = staffSessionToken(request);
  let caller: NonNullable<FastifyRequest['staff']>;
  if (bearer && isApiKey(bearer)) {
    caller = { actor: await app.staffIdentity.authenticateKey(bearer), member: null, sessionExpiresAt: null };
  } else if (sessionToken && !bearer) {
    const { actor, member, expiresAt } = await app.staffIdentity.authenticateSession(sessionToken);
    if (member.passwordMustChange && !BEFORE_NEW_PASSWORD.has(path)) fail('passwordChangeRequired');
    caller = { actor, member, sessionExpiresAt: expiresAt };
  } else {
    reply.header('www-authenticate', 'Bearer');
    fail('permissionDenied');
  }
  if (permission !== 'signedIn' && permission !== 'signIn' && !roleHas(caller.actor.role, permission)) {
    await auditAccessDenied(app, request, caller.actor, path, permission);
    fail('forbidden');
  }
  return caller;
}

/** The operator calls' check of their caller, before the body is read (staffCaller). */
function staffAccess(app: FastifyInstance, definition: OperatorCallDefinition): onRequestHookHandler {
  return async (request, reply) => {
    request.staff = await staffCaller(app, request, reply, definition.path, definition.permission);
  };
}

/**
 * Runs an operator call with its actor known to the audit rows its services write; an audited call
 * whose service wrote none gets a row naming the call and its body (without passwords).
 */
function audited<D extends OperatorCallDefinition>(
  app: FastifyInstance,
  definition: D,
  request: FastifyRequest,
  run: () => Promise<never>,
): Promise<never> {
  return runAudited(request.staff?.actor ?? null, clientInfo(request), async () => {
    const answer = await run();
    if (definition.audited && !auditRecorded()) {
      await app.db.insert(auditLog).values(
        auditEntry({
          action: definition.path.replace(/^\/api\/(operator|backoffice)\//, '').replaceAll('/', '.'),
          target: '',
          data: withoutCredentials(request.body),
        }),
      );
    }
    return answer;
  });
}

/** What a handler is given: the player and their session, the visitor's site, or the staff member or key who called. */
async function contextOf(
  app: FastifyInstance,
  definition: CallDefinition,
  request: FastifyRequest,
  reply: FastifyReply,
  showsOnly: boolean,
): Promise<PublicContext | PlayerContext | OperatorContext | SignInContext> {
  const body = request.body as Record<string, unknown>;
  const client = clientInfo(request);
  switch (definition.access) {
    case 'player': {
      const authenticate = showsOnly ? app.sessions.authenticateToShow : app.sessions.authenticate;
      const { player, session, balances } = await authenticate(String(body.auth), String(body.account_id));
      return { site: await app.sites.byId(player.siteId), player, session, balances, client };
    }
    case 'public': {
      const externalId = typeof body.external_id === 'string' ? body.external_id : undefined;
      return { site: await app.sites.resolve(String(body.domain_name), externalId), client };
    }
    case 'operator':
      return request.staff ? { client, ...request.staff, reply } : { client, request, reply };
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
  options: { siteRead?: boolean; showsOnly?: boolean } = {},
): void {
  if (!definition.path.startsWith(app.prefix)) {
    throw new Error(`${definition.path} cannot be registered in a plugin under ${app.prefix}`);
  }
  const showsOnly = options.showsOnly === true;
  const respondTo = async (request: FastifyRequest, reply: FastifyReply): Promise<never> =>
    respond(request.body as Body<D>, (await contextOf(app, definition, request, reply, showsOnly)) as Context<D>, reply);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: definition.path.slice(app.prefix.length),
    config: { jsonCall: true, siteRead: options.siteRead === true },
    ...(definition.access === 'operator' && definition.permission !== 'signIn'
      ? { onRequest: staffAccess(app, definition) }
      : {}),
    schema: {
      summary: definition.summary,
      tags: [definition.tag],
      body: definition.request,
      response: { 200: z.union([definition.response, failureSchema]) },
    },
    handler:
      definition.access === 'operator'
        ? (request, reply) => audited(app, definition, request, () => respondTo(request, reply))
        : respondTo,
  });
}
