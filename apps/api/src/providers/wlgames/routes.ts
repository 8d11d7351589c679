import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  failureSchema,
  LANGUAGES,
  WLGAMES_PATHS,
  wlgamesSessionRequest,
  wlgamesSessionResponse,
  wlgamesSpinRequest,
  wlgamesSpinResponse,
} from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentSecurityPolicy } from '../../lib/csp.js';
import { BUILT_IN_PROVIDER, builtInProviderSecret } from '../../lib/secrets.js';
import { createFunService, isFunLaunch, isFunSession } from './fun.js';
import { cryptoRng, type Rng } from './rng.js';
import { createWlgamesService } from './service.js';
import { createWalletClient, injectTransport, type SeamlessTransport } from './wallet-client.js';

/** The game client's page in the web build (apps/web/wlgames/index.html). */
export const GAME_PAGE = join('wlgames', 'index.html');
const WALLET_TIMEOUT_MS = 5_000;

export interface WlgamesOptions {
  serverSecret: string;
  /** the built web app, which holds the game client's page */
  webRoot: string;
  rng?: Rng;
  /** how wallet calls reach the operator; the operator's routes in this server by default */
  transport?: SeamlessTransport;
}

/** The launch token is not here: game_url carries it in the fragment, which only the game client reads. */
const playQuery = z.object({
  game: z.string().min(1).max(64),
  lang: z.enum(LANGUAGES).optional(),
});

/**
 * The built-in provider WLGAMES as a provider would host it: the game page the /playnow frame
 * opens (game_url), and the game client's two calls. Money moves only through the operator's
 * seamless wallet API, signed with the built-in provider's secret.
 */
export async function wlgamesProvider(app: FastifyInstance, options: WlgamesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const wlgames = createWlgamesService({
    db: app.db,
    limits: app.rateLimits,
    log: app.log,
    rng: options.rng ?? cryptoRng,
    wallet: createWalletClient({
      secret: builtInProviderSecret(options.serverSecret),
      transport: options.transport ?? injectTransport(app, BUILT_IN_PROVIDER),
      timeoutMs: WALLET_TIMEOUT_MS,
    }),
  });
  const fun = createFunService({
    secret: builtInProviderSecret(options.serverSecret),
    rng: options.rng ?? cryptoRng,
    limits: app.rateLimits,
  });
  // A provider finishes its own rounds after a restart; the server listening means its wallet calls can be served.
  let stopRecovery: (() => Promise<void>) | undefined;
  app.addHook('onListen', async () => {
    stopRecovery = wlgames.recoverAfterStart();
  });
  app.addHook('onClose', async () => {
    await stopRecovery?.();
  });
  const pageFile = join(options.webRoot, GAME_PAGE);
  const page = existsSync(pageFile) ? readFileSync(pageFile, 'utf8') : undefined;

  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST') await app.rateLimits.consume('apiPerIp', request.ip);
  });

  routes.get(WLGAMES_PATHS.play, { schema: { querystring: playQuery } }, async (_request, reply) => {
    if (!page) return reply.status(503).type('text/plain').send('The game client is not built yet: run npm run build.');
    return reply
      .header('content-security-policy', contentSecurityPolicy([], { framedBy: "'self'" }))
      .header('cache-control', 'no-cache')
      .type('text/html')
      .send(page);
  });

  routes.post(
    WLGAMES_PATHS.session,
    { schema: { body: wlgamesSessionRequest, response: { 200: z.union([wlgamesSessionResponse, failureSchema]) } } },
    async (request) => ({
      statusCode: 1 as const,
      // a fun launch opens a fun session: a demo balance, and no wallet
      ...(isFunLaunch(request.body.token) ? fun.startSession(request.body) : await wlgames.startSession(request.body)),
    }),
  );

  routes.post(
    WLGAMES_PATHS.spin,
    { schema: { body: wlgamesSpinRequest, response: { 200: z.union([wlgamesSpinResponse, failureSchema]) } } },
    async (request) => ({
      statusCode: 1 as const,
      ...(await (isFunSession(request.body.session) ? fun.spin(request.body) : wlgames.spin(request.body))),
    }),
  );
}
