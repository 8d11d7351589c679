import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';
import { createPromotionService, type PromotionService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** hooked into by the cashier (deposits, withdrawals) and the seamless wallet (forfeited bonuses) */
    promotions: PromotionService;
  }
}

/** Promotions (offers, claims, bonus wagering, cashback, event tokens) and referral. */
export const promotionsPlugin = fp(
  async (app) => {
    const promotions = createPromotionService({ db: app.db, now: app.now });
    app.decorate('promotions', promotions);

    registerCall(app, 'promotionList', (body, { site }) => promotions.list(site, body.language));
    registerCall(app, 'promotionDetail', (body, { site }) => promotions.detail(site, body.language, body.promotion_id));
    registerCall(app, 'promotionClaim', (body, { site, player }) =>
      promotions.claim(site, player, body.language, body.promotion_id),
    );
    registerCall(app, 'myPromotions', (body, { site, player }) => promotions.mine(site, player, body.language));
    registerCall(app, 'bonusForfeit', (body, { site, player }) => promotions.forfeitBonus(site, player, body.language));
    registerCall(app, 'referralInfo', (_body, { site, player }) => promotions.referralInfo(site, player));
  },
  { name: 'promotions', dependencies: ['core', 'site', 'sessions'] },
);
