import type { FastifyInstance } from 'fastify';
import { registerSiteRead, type SiteReadAnswer } from '../../http/register-call.js';
import { isInMaintenance } from './service.js';

/** Registers startup and seo; returns the startup answer, which the page of the site also carries. */
export function siteRoutes(app: FastifyInstance): SiteReadAnswer<'startup'> {
  const { sites } = app.services;

  // A maintenance window opens and closes by the clock, so each state has its own cached answer.
  const startupAnswer = registerSiteRead(
    app,
    'startup',
    (_body, site) => (isInMaintenance(site) ? 'maintenance' : 'open'),
    (_body, { site }) => sites.startup(site),
  );
  registerSiteRead(
    app,
    'seo',
    (body) => body.page_name,
    async (body, { site }) => ({ value: await sites.seo(site, body.page_name) }),
  );
  return startupAnswer;
}
