import { contentAdmin, operator } from '@wl/contract';
import fp from 'fastify-plugin';
import { registerOperatorCall, registerSiteRead } from '../../http/register-call.js';
import { createContentAdminService } from './service.js';

const LARGE_BODY_LIMIT = 2 * 4 * contentAdmin.CONTENT_HTML_MAX + 64 * 1024;

/**
 * The back office's content (issue 19): CMS pages, SEO records, news, the first-visit modals' texts
 * and inbox broadcasts; and the player's read of the modals' texts.
 */
export const contentAdminPlugin = fp(
  async (app) => {
    const service = createContentAdminService({
      db: app.db,
      siteById: (siteId) => app.sites.byId(siteId),
      invalidateSite: (siteId) => app.invalidateSite(siteId),
      now: app.now,
    });

    await app.register(async (app) => {
      // A page or an article carries two HTML texts of up to CONTENT_HTML_MAX characters each, more
      // than the app's 64 KB body limit allows (up to 4 bytes a character in UTF-8).
      const large = new Set<string>([operator.operatorCalls.contentPagesSave.path, operator.operatorCalls.contentNewsSave.path]);
      app.addHook('onRoute', (route) => {
        if (large.has(route.url)) route.bodyLimit = LARGE_BODY_LIMIT;
      });
      registerOperatorCall(app, 'contentPagesList', (body, { actor }) => service.pagesList(actor, body));
      registerOperatorCall(app, 'contentPagesSave', (body, { actor }) => service.pagesSave(actor, body));
      registerOperatorCall(app, 'contentSeoList', (body, { actor }) => service.seoList(actor, body));
      registerOperatorCall(app, 'contentSeoSave', (body, { actor }) => service.seoSave(actor, body));
      registerOperatorCall(app, 'contentNewsList', (body, { actor }) => service.newsList(actor, body));
      registerOperatorCall(app, 'contentNewsSave', (body, { actor }) => service.newsSave(actor, body));
      registerOperatorCall(app, 'contentNewsSetStatus', (body, { actor }) => service.newsSetStatus(actor, body));
      registerOperatorCall(app, 'contentModalsGet', (body, { actor }) => service.modalsGet(actor, body));
      registerOperatorCall(app, 'contentModalsSave', (body, { actor }) => service.modalsSave(actor, body));
      registerOperatorCall(app, 'broadcastsList', (body, { actor }) => service.broadcastsList(actor, body));
      registerOperatorCall(app, 'broadcastsAudience', (body, { actor }) => service.broadcastsAudience(actor, body));
      registerOperatorCall(app, 'broadcastsSend', (body, { actor }) => service.broadcastsSend(actor, body));

      registerSiteRead(
        app,
        'siteModals',
        () => 'all',
        (_body, { site }) => service.playerModals(site),
      );
    });
  },
  { name: 'content-admin', dependencies: ['core', 'site', 'staff'] },
);
