import fp from 'fastify-plugin';
import { receivingAccountRoutes } from './routes.js';
import { createReceivingAccountService } from './service.js';

/** Receiving accounts and bank names: the back office's calls, the player's call and the QR images. */
export const receivingAccountsPlugin = fp(
  async (app) => {
    const service = createReceivingAccountService({ db: app.db, siteById: (siteId) => app.sites.byId(siteId), now: app.now });
    await app.register(receivingAccountRoutes(service));
  },
  { name: 'receiving-accounts', dependencies: ['core', 'site', 'sessions', 'staff'] },
);
