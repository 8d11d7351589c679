import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.js';

export function inboxRoutes(app: FastifyInstance): void {
  const { inbox } = app.services;

  registerCall(app, 'getInbox', async (_body, { site, player }) => {
    const { items, unread } = await inbox.list(site, player);
    return { value: items, unread };
  });
  registerCall(app, 'readInbox', (body, { site, player }) => inbox.markRead(site, player, body.inbox_id));
  registerCall(app, 'claimInbox', async (body, { site, player }) => ({
    value: [await inbox.claim(site, player, body.inbox_id)],
  }));
}
