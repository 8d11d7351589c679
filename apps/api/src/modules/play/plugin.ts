import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';
import { createIntegrationService, type IntegrationService } from './integrations.js';
import { createLaunchService } from './launch.js';
import { createSeamlessService, type SeamlessService } from './seamless.js';
import { SEAMLESS_PREFIX, seamlessRoutes } from './seamless-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** how each game provider is reached (cached per process) */
    integrations: IntegrationService;
    /** the seamless wallet API that game providers call */
    seamless: SeamlessService;
  }
}

/** Play: game launches (one adapter per provider integration) and the seamless wallet API for providers. */
export const playPlugin = fp(
  async (app) => {
    const integrations = createIntegrationService(app.db, app.siteCache);
    const launch = createLaunchService(app.db, integrations, app.log);
    app.decorate('integrations', integrations);
    app.decorate('seamless', createSeamlessService(app.db, integrations, app.sessions, app.log, app.promotions));

    registerCall(app, 'launchGame', (body, context) => launch.launch(body, context));
    // Its own context: the seamless routes read JSON bodies as raw text, which they are signed over.
    await app.register(seamlessRoutes, { prefix: SEAMLESS_PREFIX });
  },
  { name: 'play', dependencies: ['core', 'site', 'sessions', 'promotions'] },
);
