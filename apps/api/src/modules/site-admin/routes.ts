import { siteAdmin as contract, fields, operator } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import { registerOperatorCall } from '../../http/register-call.js';
import type { SiteAdminService } from './service.js';

/** A logo travels as a data URL, larger than the app's 64 KB body limit allows. */
const LOGO_BODY_LIMIT = contract.LOGO_DATA_URL_MAX + 4 * 1024;

/** A version in the URL that is the logo's current one: that URL's bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The back office's sites and branding calls, and the GET route of a site's logo. Registered in a
 * context of their own so that the larger body limit applies to the logo call only.
 */
export function siteAdminRoutes(service: SiteAdminService) {
  return async (app: FastifyInstance): Promise<void> => {
    const logoPath = operator.operatorCalls.siteLogoSet.path;
    app.addHook('onRoute', (route) => {
      if (route.url === logoPath) route.bodyLimit = LOGO_BODY_LIMIT;
    });

    registerOperatorCall(app, 'siteSettingsGet', async (body, { actor }) => ({ value: await service.settings(actor, body) }));
    registerOperatorCall(app, 'siteSettingsSave', async (body, { actor }) => ({ value: await service.save(actor, body) }));
    registerOperatorCall(app, 'siteLogoSet', async (body, { actor }) => ({ value: await service.setLogo(actor, body) }));
    registerOperatorCall(app, 'siteDomainAdd', async (body, { actor }) => ({ value: await service.addDomain(actor, body) }));
    registerOperatorCall(app, 'siteDomainRemove', async (body, { actor }) => ({
      value: await service.removeDomain(actor, body),
    }));

    // The player app's <img>: a logo is public branding, served from any host with its own type.
    app.get<{ Params: { siteId: string; slot: string }; Querystring: { v?: string } }>(
      '/api/site-logos/:siteId/:slot',
      async (request, reply) => {
        const { siteId, slot } = request.params;
        const valid = /^[0-9]{1,10}$/.test(siteId) && Number(siteId) <= fields.SERIAL_ID_MAX && /^[123]$/.test(slot);
        const logo = valid ? await service.logo(Number(siteId), Number(slot)) : undefined;
        if (!logo) return reply.status(404).type('text/plain').send('Not found');
        // An old version's URL gets today's logo, but no cache may keep it under that URL.
        return reply
          .type(logo.type)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .header('cache-control', request.query.v === logo.version ? IMMUTABLE : 'no-cache')
          .send(logo.bytes);
      },
    );
  };
}
