import fp from 'fastify-plugin';
import { registerSiteRead, type SiteReadAnswer } from '../../http/register-call.js';
import { createSiteService, isInMaintenance, type SiteService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** resolves the site of every call */
    sites: SiteService;
    /** the startup answer of a site, which the site's page also carries (app.ts) */
    startupAnswer: SiteReadAnswer<'startup'>;
  }
}

/** Sites: the one every call is resolved to, and the startup and seo reads. */
export const sitePlugin = fp(
  async (app) => {
    const sites = createSiteService(app.db, app.siteCache);
    app.decorate('sites', sites);

    // A maintenance window opens and closes by the clock, so each state has its own cached answer.
    const startupAnswer = registerSiteRead(
      app,
      'startup',
      (_body, site) => (isInMaintenance(site) ? 'maintenance' : 'open'),
      (_body, { site }) => sites.startup(site),
    );
    app.decorate('startupAnswer', startupAnswer);
    registerSiteRead(
      app,
      'seo',
      (body) => body.page_name,
      async (body, { site }) => ({ value: await sites.seo(site, body.page_name) }),
    );
  },
  { name: 'site', dependencies: ['core'] },
);
