import fp from 'fastify-plugin';
import { registerCall, registerSiteRead } from '../../http/register-call.js';
import { createSettingsService } from './service.js';

/** Settings: profile, CMS, social accounts, top 10, analytics, ad visits and the account status check. */
export const settingsPlugin = fp(
  async (app) => {
    const settings = createSettingsService(app.db, app.siteCache, app.now);

    registerCall(app, 'profileUpdate', async (body, { player }) => ({ value: [await settings.updateProfile(player, body)] }));
    registerCall(app, 'getProfile', async (_body, { player }) => ({ value: [settings.profile(player)] }));
    registerSiteRead(
      app,
      'socialAccount',
      () => '',
      async (_body, { site }) => ({ accountList: await settings.socialAccounts(site) }),
    );
    registerCall(app, 'top10WinnerWithdrawal', async (_body, { site }) => ({
      value: await settings.topWinnersAndWithdrawals(site),
    }));
    registerSiteRead(
      app,
      'siteInfoDetail',
      () => '',
      async (_body, { site }) => ({ cms: await settings.siteInfo(site) }),
    );
    // registerCall has already refused expired sessions and blocked or closed accounts.
    registerCall(app, 'checkStatus', async () => ({ value: [{ status: 'ACTIVE' as const }] }));
    registerCall(app, 'getAnalytics', async (_body, { site }) => ({ value: await settings.analytics(site) }));
    registerCall(app, 'adsVisit', async (body, { site, client }) => {
      await settings.recordAdVisit(site, body, client);
      return {};
    });
  },
  { name: 'settings', dependencies: ['core', 'site', 'sessions'] },
);
