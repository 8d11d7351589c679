import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.js';

export function siteRoutes(app: FastifyInstance): void {
  const { sites } = app.services;

  registerCall(app, 'startup', (_body, { site }) => sites.startup(site));
  registerCall(app, 'seo', async (body, { site }) => ({ value: await sites.seo(site, body.page_name) }));
}
