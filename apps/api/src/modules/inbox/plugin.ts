import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';
import { createInboxService } from './service.js';

/** The player's inbox: messages and rewards, each claimed once. */
export const inboxPlugin = fp(
  async (app) => {
    const inbox = createInboxService(app.db);

    registerCall(app, 'getInbox', async (body, { site, player }) => {
      const { items, unread } = await inbox.list(site, player, body.language);
      return { value: items, unread };
    });
    registerCall(app, 'readInbox', (body, { site, player }) => inbox.markRead(site, player, body.inbox_id));
    registerCall(app, 'claimInbox', async (body, { site, player }) => ({
      value: [await inbox.claim(site, player, body.inbox_id)],
    }));
  },
  { name: 'inbox', dependencies: ['core', 'site', 'sessions'] },
);
