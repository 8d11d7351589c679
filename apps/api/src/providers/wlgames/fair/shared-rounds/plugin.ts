import {
  crashBetRequest,
  crashCashOutRequest,
  failureSchema,
  raceBetRequest,
  SHARED_ROUND_PATHS,
  sharedBetResponse,
  sharedSessionRequest,
  sharedSessionResponse,
  sharedStateRequest,
  sharedStateResponse,
} from '@wl/contract';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCall } from '../../../../http/register-call.js';
import { BUILT_IN_PROVIDER, builtInProviderSecret } from '../../../../lib/secrets.js';
import { isFunLaunch, isFunSession } from '../../fun.js';
import { createWalletClient, injectTransport, type SeamlessTransport } from '../../wallet-client.js';
import { createFunSites } from '../fun-site.js';
import { hashSeed } from '../seeds.js';
import { createFairService } from '../service.js';
import { inChain, sharedCrashPoint, sharedRaceFinish, sharedRoundHash } from './chain.js';
import { createDemand, type Demand } from './demand.js';
import { createFunRounds, type Watcher } from './fun.js';
import { createScheduler, type Scheduler } from './scheduler.js';
import { createSharedRoundsService, type SharedRoundsService } from './service.js';
import { sharedRoundStream } from './stream.js';

const WALLET_TIMEOUT_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** the shared crash and race rounds: their service, this instance's driver (tests step it) and who wants them */
    sharedRounds: { service: SharedRoundsService; scheduler: Scheduler; demand: Demand };
  }
}

export interface SharedRoundsOptions {
  serverSecret: string;
  /** how wallet calls reach the operator; the operator's routes in this server by default */
  transport?: SeamlessTransport;
}

/**
 * Crash and racing as shared rounds (docs/provably-fair.md §Shared rounds): the public calls (the
 * chains, verify by round id), the built-in provider's game client calls (session, state, bets,
 * cash-out) and their live stream, and the driver of the rounds, which starts once the server
 * listens (its wallet calls can then be served) and gives its lease up on close.
 */
export const sharedRoundsPlugin = fp<SharedRoundsOptions>(
  async (app, options) => {
    const fair = createFairService({ db: app.db, serverSecret: options.serverSecret });
    const demand = createDemand({ db: app.db, now: app.now });
    const service = createSharedRoundsService({
      db: app.db,
      fair,
      serverSecret: options.serverSecret,
      limits: app.rateLimits,
      events: app.events,
      demand,
      log: app.log,
      now: app.now,
      wallet: createWalletClient({
        secret: builtInProviderSecret(options.serverSecret),
        transport: options.transport ?? injectTransport(app, BUILT_IN_PROVIDER),
        timeoutMs: WALLET_TIMEOUT_MS,
      }),
    });
    // a visitor's fun session: the same rounds, a demo balance sealed in its id, nothing written
    const fun = createFunRounds({
      secret: builtInProviderSecret(options.serverSecret),
      rounds: service,
      fair,
      demand,
      limits: app.rateLimits,
      funSiteOf: createFunSites({ db: app.db, siteOfDomain: (domain) => app.sites.byDomain(domain) }),
      now: app.now,
    });
    const scheduler = createScheduler({ db: app.db, rounds: service, demand, now: app.now, log: app.log });
    app.decorate('sharedRounds', { service, scheduler, demand });
    app.addHook('onListen', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());

    registerCall(app, 'fairChain', async (body, { site }) => service.chains(site, body.game, body.before_round_id));
    registerCall(app, 'fairRoundVerify', async (body, { site }) => {
      const { round, chain, seed } = await service.endedRound(site, body.round_id);
      return {
        round: service.roundView(round, app.now()),
        terminal_hash: chain.terminalHash,
        salt: chain.salt,
        seed_hash: hashSeed(seed),
        chain_valid: inChain(seed, round.number, chain.terminalHash),
        round_hash: sharedRoundHash(seed, chain.salt),
        crash_point: round.game === 'crash' ? sharedCrashPoint(seed, chain.salt, round.rtp) : null,
        finish: round.game === 'racing' ? sharedRaceFinish(seed, chain.salt, round.weights!) : null,
      };
    });

    // The game client's calls, in a scope of their own: the per-address limit of the provider's pages.
    await app.register(async (provider) => {
      const routes = provider.withTypeProvider<ZodTypeProvider>();
      provider.addHook('onRequest', async (request) => {
        await app.rateLimits.consume('apiPerIp', request.ip);
      });
      const bet = { 200: z.union([sharedBetResponse, failureSchema]) };
      routes.post(
        SHARED_ROUND_PATHS.session,
        { schema: { body: sharedSessionRequest, response: { 200: z.union([sharedSessionResponse, failureSchema]) } } },
        // a fun launch opens a fun session of the site whose page opened the game
        async (request) => ({
          statusCode: 1 as const,
          ...(await (isFunLaunch(request.body.token)
            ? fun.startSession(request.body, request.hostname)
            : service.startSession(request.body))),
        }),
      );
      // each call of a fun session goes to its fun play, which answers the session's next id
      const of = (session: string) => (isFunSession(session) ? fun : service);
      routes.post(
        SHARED_ROUND_PATHS.state,
        { schema: { body: sharedStateRequest, response: { 200: z.union([sharedStateResponse, failureSchema]) } } },
        async (request) => ({ statusCode: 1 as const, ...(await of(request.body.session).state(request.body)) }),
      );
      routes.post(SHARED_ROUND_PATHS.crashBet, { schema: { body: crashBetRequest, response: bet } }, async (request) => ({
        statusCode: 1 as const,
        ...(await of(request.body.session).crashBet(request.body)),
      }));
      routes.post(SHARED_ROUND_PATHS.crashCashOut, { schema: { body: crashCashOutRequest, response: bet } }, async (request) => ({
        statusCode: 1 as const,
        ...(await of(request.body.session).crashCashOut(request.body)),
      }));
      routes.post(SHARED_ROUND_PATHS.raceBet, { schema: { body: raceBetRequest, response: bet } }, async (request) => ({
        statusCode: 1 as const,
        ...(await of(request.body.session).raceBet(request.body)),
      }));
      sharedRoundStream(provider, service, demand, async (session): Promise<Watcher> => {
        if (isFunSession(session)) return fun.watcher(session);
        const { siteId, game, expiresAt } = await service.liveSession(session);
        return { siteId, game, expiresAt };
      });
    });
  },
  { name: 'shared-rounds', dependencies: ['core', 'site', 'sessions'] },
);
