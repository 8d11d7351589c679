import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';
import { createVipService } from './service.js';

/** VIP: the player's level and progress towards the next. */
export const vipPlugin = fp(
  async (app) => {
    const vip = createVipService(app.db);
    registerCall(app, 'vip', (body, { site, player }) => vip.progress(site, player, body.language));
  },
  { name: 'vip', dependencies: ['core', 'site', 'sessions'] },
);
