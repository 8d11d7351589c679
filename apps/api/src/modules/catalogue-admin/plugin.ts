import fp from 'fastify-plugin';
import { catalogueAdminRoutes } from './routes.js';
import { createCatalogueAdminService } from './service.js';

/** The back office's games and providers (issue 19): providers and integrations, a site's catalogue and lists, game pictures. */
export const catalogueAdminPlugin = fp(
  async (app) => {
    const service = createCatalogueAdminService({
      db: app.db,
      siteById: (siteId) => app.sites.byId(siteId),
      invalidateSite: app.invalidateSite,
      now: app.now,
    });
    await app.register(catalogueAdminRoutes(service));
  },
  { name: 'catalogue-admin', dependencies: ['core', 'site', 'staff'] },
);
