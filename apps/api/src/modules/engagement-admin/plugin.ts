import fp from 'fastify-plugin';
import { registerOperatorCall } from '../../http/register-call.js';
import { createEngagementAdminService } from './service.js';

/** The back office's promotions and rewards (issue 19): promotions, missions, VIP levels and mini games. */
export const engagementAdminPlugin = fp(
  async (app) => {
    const service = createEngagementAdminService({ db: app.db, siteById: (siteId) => app.sites.byId(siteId), now: app.now });
    registerOperatorCall(app, 'engagementPromotionsList', (body, { actor }) => service.promotionsList(actor, body));
    registerOperatorCall(app, 'engagementPromotionsSave', (body, { actor }) => service.promotionsSave(actor, body));
    registerOperatorCall(app, 'engagementPromotionsSetStatus', (body, { actor }) => service.promotionsSetStatus(actor, body));
    registerOperatorCall(app, 'engagementMissionsList', (body, { actor }) => service.missionsList(actor, body));
    registerOperatorCall(app, 'engagementMissionsSave', (body, { actor }) => service.missionsSave(actor, body));
    registerOperatorCall(app, 'engagementMissionsSetStatus', (body, { actor }) => service.missionsSetStatus(actor, body));
    registerOperatorCall(app, 'engagementVipLevelsList', (body, { actor }) => service.vipLevelsList(actor, body));
    registerOperatorCall(app, 'engagementVipLevelsSave', (body, { actor }) => service.vipLevelsSave(actor, body));
    registerOperatorCall(app, 'engagementMiniGamesList', (body, { actor }) => service.miniGamesList(actor, body));
    registerOperatorCall(app, 'engagementMiniGamesSave', (body, { actor }) => service.miniGamesSave(actor, body));
  },
  { name: 'engagement-admin', dependencies: ['core', 'site', 'staff'] },
);
