import fp from 'fastify-plugin';
import { registerOperatorCall } from '../../http/register-call.js';
import { createMenuAdminService } from './service.js';

/** The back office's menus (issue 19): a site's menu, game menu and footer links with their titles per language. */
export const menuAdminPlugin = fp(
  async (app) => {
    const service = createMenuAdminService({
      db: app.db,
      siteById: (siteId) => app.sites.byId(siteId),
      invalidateSite: (siteId) => app.invalidateSite(siteId),
    });
    registerOperatorCall(app, 'menusGet', (body, { actor }) => service.get(actor, body));
    registerOperatorCall(app, 'menusSave', (body, { actor }) => service.save(actor, body));
  },
  { name: 'menu-admin', dependencies: ['core', 'site', 'staff'] },
);
