import fp from 'fastify-plugin';
import { registerCall, registerOperatorCall } from '../../http/register-call.js';
import { createCashierDesk } from './desk.js';
import { cashierDeskStream } from './desk-stream.js';
import { type CashierService, createCashierService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** its requests are decided through the operator API and the cashier desk */
    cashier: CashierService;
  }
}

/**
 * The cashier: bank accounts, deposit and withdrawal requests, history and statement for the
 * player; the back office's cashier desk (queue, decisions, live stream) for staff.
 */
export const cashierPlugin = fp(
  async (app) => {
    const cashier = createCashierService({
      db: app.db,
      protection: app.protection,
      promotions: app.promotions,
      approvals: app.approvals,
      publish: (channel, message) => app.events.publish(channel, message),
      now: app.now,
    });
    app.decorate('cashier', cashier);
    // A second member's approval of a withdrawal above the threshold pays it.
    app.approvals.register('withdrawal', {
      apply: (approval, decider, tx) => cashier.settleApprovedWithdrawal(tx, approval, decider),
      decided: (approval) => cashier.announceApprovalDecided(approval),
    });

    registerCall(app, 'bankAccountList', (_body, { site, player }) => cashier.bankList(site, player));
    registerCall(app, 'bankAccountAdd', (body, { site, player }) => cashier.addBankAccount(site, player, body));
    registerCall(app, 'bankAccountRemove', (body, { site, player }) =>
      cashier.removeBankAccount(site, player, body.bank_account_id),
    );
    registerCall(app, 'deposit', (body, { site, player }) => cashier.requestDeposit(site, player, body));
    registerCall(app, 'withdrawal', (body, { site, player }) => cashier.requestWithdrawal(site, player, body));
    registerCall(app, 'cancelRequest', (body, { site, player }) => cashier.cancel(site, player, body.request_id, body.reason));
    registerCall(app, 'transactionHistory', (body, { site, player }) => cashier.history(site, player, body));
    registerCall(app, 'statement', (body, { site, player }) => cashier.statement(site, player, body));
    registerCall(app, 'walletLimits', (body, { site, player }) => cashier.limits(site, player, body.language));
    registerCall(app, 'accountSummary', (_body, { site, player }) => cashier.accountSummary(site, player));

    const desk = createCashierDesk({ db: app.db, cashier, now: app.now });
    registerOperatorCall(app, 'cashierDeskQueue', async (body, { actor }) => desk.queue(actor, body));
    registerOperatorCall(app, 'cashierDeskDecide', async (body, { actor }) => ({
      value: await desk.decide(actor, body),
    }));
    await app.register(cashierDeskStream);
  },
  { name: 'cashier', dependencies: ['core', 'site', 'sessions', 'staff', 'protection', 'promotions'] },
);
