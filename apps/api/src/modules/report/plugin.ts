import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';
import { createReportService } from './service.js';

/** Reports: the player's bet history and the site's leaderboard. */
export const reportPlugin = fp(
  async (app) => {
    const reports = createReportService(app.db, app.siteCache);
    registerCall(app, 'betHistory', (body, { site, player }) => reports.betHistory(site, player, body));
    registerCall(app, 'leaderboard', (body, { site }) => reports.leaderboard(site, body));
  },
  { name: 'report', dependencies: ['core', 'site', 'sessions'] },
);
