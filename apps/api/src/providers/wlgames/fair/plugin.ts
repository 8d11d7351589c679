import {
  FAIR_WLGAMES_PATHS,
  failureSchema,
  fairMinesCashOutRequest,
  fairMinesResponse,
  fairMinesRevealRequest,
  fairMinesStartRequest,
  fairPlayRequest,
  fairPlayResponse,
  fairSessionRequest,
  fairSessionResponse,
} from '@wl/contract';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCall } from '../../../http/register-call.js';
import { BUILT_IN_PROVIDER, builtInProviderSecret } from '../../../lib/secrets.js';
import { isFunLaunch } from '../fun.js';
import { createWalletClient, injectTransport, type SeamlessTransport } from '../wallet-client.js';
import { createFairFunService } from './fun.js';
import { createFunSites } from './fun-site.js';
import { createFairPlayService } from './play.js';
import { createFairService } from './service.js';

const WALLET_TIMEOUT_MS = 5_000;

export interface FairGamesOptions {
  serverSecret: string;
  /** how wallet calls reach the operator; the operator's routes in this server by default */
  transport?: SeamlessTransport;
}

/**
 * The provably fair games: the player app's calls (the games' RTP and limits, the seed pair,
 * verify; docs/provably-fair.md), and the built-in provider's game client calls of the instant
 * games, whose money moves only through the operator's seamless wallet API, as the slots' does.
 */
export const fairGamesPlugin = fp<FairGamesOptions>(
  async (app, options) => {
    const fair = createFairService({ db: app.db, serverSecret: options.serverSecret });

    registerCall(app, 'fairGames', async (_body, { site }) => ({ value: await fair.games(site) }));
    registerCall(app, 'fairSeeds', async (_body, { site, player }) => fair.seeds(site, player));
    registerCall(app, 'fairSetClientSeed', async (body, { site, player }) => fair.setClientSeed(site, player, body.client_seed));
    registerCall(app, 'fairRotateSeed', async (body, { site, player }) => fair.rotate(site, player, body.client_seed));
    registerCall(app, 'fairVerify', async (body, { site }) => fair.verify(site, body));

    const play = createFairPlayService({
      db: app.db,
      fair,
      serverSecret: options.serverSecret,
      limits: app.rateLimits,
      log: app.log,
      now: app.now,
      wallet: createWalletClient({
        secret: builtInProviderSecret(options.serverSecret),
        transport: options.transport ?? injectTransport(app, BUILT_IN_PROVIDER),
        timeoutMs: WALLET_TIMEOUT_MS,
      }),
    });
    // a fun launch's sessions: a demo balance sealed in the session id, no wallet and no row
    const fun = createFairFunService({
      secret: builtInProviderSecret(options.serverSecret),
      limits: app.rateLimits,
      fair,
      funSiteOf: createFunSites({ db: app.db, siteOfDomain: (domain) => app.sites.byDomain(domain) }),
      now: app.now,
    });
    // The game client's calls, in a scope of their own: the per-address limit of the provider's pages.
    await app.register(async (provider) => {
      const routes = provider.withTypeProvider<ZodTypeProvider>();
      provider.addHook('onRequest', async (request) => {
        await app.rateLimits.consume('apiPerIp', request.ip);
      });
      routes.post(
        FAIR_WLGAMES_PATHS.session,
        { schema: { body: fairSessionRequest, response: { 200: z.union([fairSessionResponse, failureSchema]) } } },
        async (request) => ({
          statusCode: 1 as const,
          ...(await (isFunLaunch(request.body.token)
            ? fun.startSession(request.body, request.hostname)
            : play.startSession(request.body))),
        }),
      );
      routes.post(
        FAIR_WLGAMES_PATHS.play,
        { schema: { body: fairPlayRequest, response: { 200: z.union([fairPlayResponse, failureSchema]) } } },
        async (request) => ({
          statusCode: 1 as const,
          ...(await (fun.owns(request.body.session) ? fun.play(request.body) : play.play(request.body))),
        }),
      );
      const mines = { 200: z.union([fairMinesResponse, failureSchema]) };
      routes.post(
        FAIR_WLGAMES_PATHS.minesStart,
        { schema: { body: fairMinesStartRequest, response: mines } },
        async (request) => ({
          statusCode: 1 as const,
          ...(await (fun.owns(request.body.session) ? fun.minesStart(request.body) : play.minesStart(request.body))),
        }),
      );
      routes.post(
        FAIR_WLGAMES_PATHS.minesReveal,
        { schema: { body: fairMinesRevealRequest, response: mines } },
        async (request) => ({
          statusCode: 1 as const,
          ...(await (fun.owns(request.body.session) ? fun.minesReveal(request.body) : play.minesReveal(request.body))),
        }),
      );
      routes.post(
        FAIR_WLGAMES_PATHS.minesCashOut,
        { schema: { body: fairMinesCashOutRequest, response: mines } },
        async (request) => ({
          statusCode: 1 as const,
          ...(await (fun.owns(request.body.session) ? fun.minesCashOut(request.body) : play.minesCashOut(request.body))),
        }),
      );
    });
  },
  { name: 'fair-games', dependencies: ['core', 'site', 'sessions'] },
);
