import fp from 'fastify-plugin';
import { registerOperatorCall } from '../../http/register-call.js';
import { createBusinessReportService } from './service.js';

/**
 * The back office's business reports (issue 19): the dashboard and its breakdowns, each also as
 * CSV. The route layer checks reports.read; the service keeps the member to the sites they reach.
 */
export const businessReportsPlugin = fp(
  async (app) => {
    const reports = createBusinessReportService({ db: app.db, now: app.now });
    registerOperatorCall(app, 'reportsDashboard', (body, { actor }) => reports.dashboard(actor, body));
    registerOperatorCall(app, 'reportsGames', (body, { actor }) => reports.games(actor, body));
    registerOperatorCall(app, 'reportsPromotions', (body, { actor }) => reports.promotions(actor, body));
    registerOperatorCall(app, 'reportsVip', (body, { actor }) => reports.vip(actor, body));
    registerOperatorCall(app, 'reportsCashier', (body, { actor }) => reports.cashier(actor, body));
    registerOperatorCall(app, 'reportsResponsibleGaming', (body, { actor }) => reports.responsibleGaming(actor, body));
    registerOperatorCall(app, 'reportsExport', (body, { actor }) => reports.exportTable(actor, body));
  },
  { name: 'business-reports', dependencies: ['core', 'site', 'staff'] },
);
