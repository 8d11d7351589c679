import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { corePlugin } from './core.js';
import type { Database } from './db/client.js';
import { serveBackofficeApp } from './http/backoffice-app.js';
import { compiledSerializerCompiler, compiledValidatorCompiler } from './http/compiled-checks.js';
import { compressedFor } from './http/compression.js';
import { installErrorHandling, sendFailure } from './http/error-handler.js';
import { installJsonBodyParser } from './http/json-body.js';
import { clientInfo } from './http/register-call.js';
import { loggerOptions } from './http/request-log.js';
import { PRIVATE_ANSWER_HEADERS, SECURITY_HEADERS, SITE_READ_HEADERS } from './http/security-headers.js';
import { sitePage } from './http/site-page.js';
import { isPreviewRequest, previewPage, staffOrigins } from './http/site-preview.js';
import { contentSecurityPolicy } from './lib/csp.js';
import { webDist } from './lib/paths.js';
import { authPlugin } from './modules/auth/plugin.js';
import { sessionsPlugin } from './modules/auth/sessions-plugin.js';
import { businessReportsPlugin } from './modules/business-reports/plugin.js';
import { cashierPlugin } from './modules/cashier/plugin.js';
import { catalogueAdminPlugin } from './modules/catalogue-admin/plugin.js';
import { contentAdminPlugin } from './modules/content-admin/plugin.js';
import { engagementAdminPlugin } from './modules/engagement-admin/plugin.js';
import { gameInfoPlugin } from './modules/games/game-info.js';
import { gamesPlugin } from './modules/games/plugin.js';
import { inboxPlugin } from './modules/inbox/plugin.js';
import { menuAdminPlugin } from './modules/menu-admin/plugin.js';
import { miniGamePlugin } from './modules/minigame/plugin.js';
import { missionsPlugin } from './modules/missions/plugin.js';
import { newsPlugin } from './modules/news/plugin.js';
import { operatorPlugin } from './modules/operator/plugin.js';
import { playPlugin } from './modules/play/plugin.js';
import { SEAMLESS_PREFIX } from './modules/play/seamless-routes.js';
import { playerDeskPlugin } from './modules/player-desk/plugin.js';
import { promotionsPlugin } from './modules/promotions/plugin.js';
import { protectionPlugin } from './modules/protection/plugin.js';
import { receivingAccountsPlugin } from './modules/receiving-accounts/plugin.js';
import { reportPlugin } from './modules/report/plugin.js';
import { settingsPlugin } from './modules/settings/plugin.js';
import { sitePlugin } from './modules/site/plugin.js';
import { siteAdminPlugin } from './modules/site-admin/plugin.js';
import { staffPlugin } from './modules/staff/plugin.js';
import { vipPlugin } from './modules/vip/plugin.js';
import { walletPlugin } from './modules/wallet/plugin.js';
import { fairGamesPlugin } from './providers/wlgames/fair/plugin.js';
import { sharedRoundsPlugin } from './providers/wlgames/fair/shared-rounds/plugin.js';
import { wlgamesProvider } from './providers/wlgames/routes.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** secret for TAC hashing */
  serverSecret: string;
  /** SHA-256 of the installation token, which bootstraps the first owner */
  installationTokenHash: string;
  /** the clock of the cashier and player protection rules; the real one unless a test sets it */
  now?: () => Date;
  /** where log lines go instead of stdout (tests read them) */
  logStream?: { write(line: string): void };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    bodyLimit: 64 * 1024,
    trustProxy: config.TRUST_PROXY ? config.TRUST_PROXY.split(',').map((entry) => entry.trim()) : false,
    routerOptions: { ignoreTrailingSlash: true },
    // A path that cannot be decoded, or a parameter too long for any route, matches no route: the
    // catalogue's answer for that, instead of Fastify's own body that echoes the path back.
    frameworkErrors: (error, _request, reply) => {
      const unroutable = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      sendFailure(reply, unroutable ? 'routeNotFound' : 'internalServerError');
    },
  });
  app.setValidatorCompiler(compiledValidatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  installErrorHandling(app);
  installJsonBodyParser(app);

  await app.register(corePlugin, { config, database, now: options.now ?? (() => new Date()) });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'White-label gaming site API',
        version: '1.0.0',
        description: 'Every call is POST with a JSON body; see docs/api.md.',
      },
    },
    transform: jsonSchemaTransform,
    // In production the operator API is for the operator's own tools, not the public document.
    ...(config.production ? { hiddenTag: 'operator' } : {}),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.decorateRequest('client', null);
  app.addHook('onRequest', async (request, reply) => {
    const { config } = request.routeOptions;
    if (config.jsonCall) {
      reply.headers(config.siteRead ? SITE_READ_HEADERS : PRIVATE_ANSWER_HEADERS);
    } else {
      reply.headers(SECURITY_HEADERS);
      // Any other POST or API answer (the game provider's calls and pages, a path of no route) may
      // carry a token or personal data too.
      if (request.method === 'POST' || request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    }
    // Providers' seamless wallet calls are signed server-to-server traffic, not a visitor's.
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs') && !request.url.startsWith(SEAMLESS_PREFIX)) {
      await app.rateLimits.consume('apiPerIp', clientInfo(request).ip);
    }
  });

  // Each module builds its service and registers its calls; a module that uses another's service
  // names it in its dependencies, so it comes after it here.
  await app.register(sitePlugin);
  await app.register(staffPlugin, { serverSecret: options.serverSecret, installationTokenHash: options.installationTokenHash });
  await app.register(sessionsPlugin);
  await app.register(protectionPlugin);
  await app.register(authPlugin, { serverSecret: options.serverSecret });
  await app.register(walletPlugin);
  await app.register(vipPlugin);
  await app.register(gamesPlugin);
  await app.register(miniGamePlugin);
  await app.register(settingsPlugin);
  await app.register(inboxPlugin);
  await app.register(promotionsPlugin);
  await app.register(missionsPlugin);
  await app.register(newsPlugin);
  await app.register(playPlugin);
  await app.register(reportPlugin);
  await app.register(cashierPlugin);
  await app.register(receivingAccountsPlugin);
  await app.register(playerDeskPlugin);
  await app.register(businessReportsPlugin);
  await app.register(siteAdminPlugin);
  await app.register(menuAdminPlugin);
  await app.register(contentAdminPlugin);
  await app.register(catalogueAdminPlugin);
  await app.register(engagementAdminPlugin);
  await app.register(operatorPlugin);

  await app.register(wlgamesProvider, { serverSecret: options.serverSecret, webRoot: webDist(config.WEB_DIST) });
  await app.register(fairGamesPlugin, { serverSecret: options.serverSecret });
  await app.register(sharedRoundsPlugin, { serverSecret: options.serverSecret });
  await app.register(gameInfoPlugin, { serverSecret: options.serverSecret });
  await serveBackofficeApp(app, config);
  await serveWebApp(app, config);
  return app;
}

/**
 * The built SPA: static assets, and index.html for every other GET, with the site's CSP, and for a
 * known site its startup answer, theme and preloader written in (http/site-page.ts), so the first
 * screen waits for no call and paints before the app runs.
 */
async function serveWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const root = webDist(config.WEB_DIST);
  const indexFile = join(root, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      // the build writes .br and .gz copies beside the assets (scripts/precompress-web.mjs)
      preCompressed: true,
      cacheControl: false,
      // In production the source maps stay on the build machine (their requests answer 404).
      allowedPath: (path) => !(config.production && path.endsWith('.map')),
      // Hashed assets never change; build files must be re-read to notice a new version.
      setHeaders: (response, path) => {
        const cache = path.includes(`${sep}assets${sep}`)
          ? 'public, max-age=31536000, immutable'
          : path.includes(`${sep}_build${sep}`)
            ? 'no-cache'
            : 'public, max-age=3600';
        response.setHeader('cache-control', cache);
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';
  const indexPage = Buffer.from(indexHtml);
  // A site's page stays the same bytes for as long as its startup answer is cached.
  const pages = new WeakMap<Buffer, Buffer>();
  const pageOf = (startup: Buffer): Buffer => {
    let page = pages.get(startup);
    if (!page) {
      page = Buffer.from(sitePage(indexHtml, startup));
      pages.set(startup, page);
    }
    return page;
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendFailure(reply, 'routeNotFound');
    }
    // A missing file (an old chunk, an image, a build file) is a 404, not the app's HTML.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) return reply.status(404).type('text/plain').send('Not found');
    if (!hasWeb) return reply.status(503).type('text/plain').send('The web app is not built yet: run npm run build.');
    const site = await app.sites.byDomain(request.hostname).catch(() => undefined);
    // Without the site (an unknown domain) the app asks for startup itself and shows its answer.
    const startup = site
      ? await app.startupAnswer({ domain_name: request.hostname }, { site, client: clientInfo(request) })
      : undefined;
    if (site && isPreviewRequest(request)) {
      // The back office's live preview: framed by the staff hosts only, never cached (decision 0151).
      const origins = staffOrigins(request, config.BACKOFFICE_HOSTS);
      return reply
        .removeHeader('x-frame-options')
        .header('content-security-policy', contentSecurityPolicy(site.trustedHosts, { framedBy: origins }))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(previewPage(startup ? pageOf(startup).toString('utf8') : indexHtml, origins));
    }
    return reply
      .header('content-security-policy', contentSecurityPolicy(site?.trustedHosts ?? []))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(compressedFor(reply, startup ? pageOf(startup) : indexPage));
  });
}
