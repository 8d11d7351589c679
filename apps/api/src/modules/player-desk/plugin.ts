import fp from 'fastify-plugin';
import { registerOperatorCall } from '../../http/register-call.js';
import { createPlayerDeskService } from './service.js';

/**
 * The back office's player desk: search, the 360 page and its lists, and the actions on a player.
 * The route layer has checked each call's permission; the service keeps the member to the
 * players of their sites. Lifting a block is applied here once a second member approves it.
 */
export const playerDeskPlugin = fp(
  async (app) => {
    const desk = createPlayerDeskService({
      db: app.db,
      now: app.now,
      siteById: (siteId) => app.sites.byId(siteId),
      sessions: app.sessions,
      protection: app.protection,
      promotions: app.promotions,
      tac: app.tac,
      adjustments: app.adjustments,
      approvals: app.approvals,
      audit: app.staffAudit,
    });
    app.approvals.register('unblock', {
      apply: (approval, _decider, tx) => desk.applyUnblock(approval, tx),
    });

    registerOperatorCall(app, 'playerSearch', (body, { actor }) => desk.search(actor, body));
    registerOperatorCall(app, 'player360', (body, { actor }) => desk.view(actor, body.player_id));
    registerOperatorCall(app, 'playerLedger', (body, { actor }) => desk.ledger(actor, body));
    registerOperatorCall(app, 'playerBets', (body, { actor }) => desk.bets(actor, body));
    registerOperatorCall(app, 'playerCashier', (body, { actor }) => desk.cashier(actor, body));
    registerOperatorCall(app, 'playerInbox', (body, { actor }) => desk.inbox(actor, body));
    registerOperatorCall(app, 'playerAudit', (body, { actor }) => desk.auditTrail(actor, body));
    registerOperatorCall(app, 'playerBlock', (body, { actor }) => desk.block(actor, body));
    registerOperatorCall(app, 'playerUnblock', (body, { actor }) => desk.proposeUnblock(actor, body));
    registerOperatorCall(app, 'playerClose', (body, { actor }) => desk.close(actor, body));
    registerOperatorCall(app, 'playerForceLogout', (body, { actor }) => desk.forceLogout(actor, body));
    registerOperatorCall(app, 'playerResetPassword', (body, { actor }) => desk.resetPassword(actor, body));
    registerOperatorCall(app, 'playerAdjust', (body, { actor }) => desk.adjust(actor, body));
    registerOperatorCall(app, 'playerSetLimits', (body, { actor }) => desk.setLimits(actor, body));
    registerOperatorCall(app, 'playerAddNote', (body, { actor }) => desk.addNote(actor, body));
  },
  { name: 'player-desk', dependencies: ['core', 'site', 'sessions', 'staff', 'auth', 'protection', 'promotions', 'wallet'] },
);
