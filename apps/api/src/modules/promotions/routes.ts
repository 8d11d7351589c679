import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.js';

/** Promotions, referral, missions and news: the engagement calls of issue 7. */
export function engagementRoutes(app: FastifyInstance): void {
  const { promotions, missions, news } = app.services;

  registerCall(app, 'promotionList', (body, { site }) => promotions.list(site, body.language));
  registerCall(app, 'promotionDetail', (body, { site }) => promotions.detail(site, body.language, body.promotion_id));
  registerCall(app, 'promotionClaim', (body, { site, player }) =>
    promotions.claim(site, player, body.language, body.promotion_id),
  );
  registerCall(app, 'myPromotions', (body, { site, player }) => promotions.mine(site, player, body.language));
  registerCall(app, 'bonusForfeit', (body, { site, player }) => promotions.forfeitBonus(site, player, body.language));
  registerCall(app, 'referralInfo', (_body, { site, player }) => promotions.referralInfo(site, player));
  registerCall(app, 'missionList', (body, { site, player }) => missions.list(site, player, body.language));
  registerCall(app, 'missionClaim', (body, { site, player }) => missions.claim(site, player, body.language, body.mission_id));
  registerCall(app, 'newsList', (body, { site }) => news.list(site, body.language, body.page, body.page_size));
  registerCall(app, 'newsDetail', (body, { site }) => news.detail(site, body.language, body.news_id));
}
