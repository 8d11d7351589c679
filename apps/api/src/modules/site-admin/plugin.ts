import fp from 'fastify-plugin';
import { siteAdminRoutes } from './routes.js';
import { createSiteAdminService } from './service.js';

/** The back office's sites and branding (issue 19): settings, logos (and their GET route), domains. */
export const siteAdminPlugin = fp(
  async (app) => {
    const service = createSiteAdminService({ db: app.db, invalidateSite: app.invalidateSite });
    await app.register(siteAdminRoutes(service));
  },
  { name: 'site-admin', dependencies: ['core', 'site', 'staff'] },
);
