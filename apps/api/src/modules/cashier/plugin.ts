import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';
import { type CashierService, createCashierService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** its requests are decided through the operator API */
    cashier: CashierService;
  }
}

/** The cashier: bank accounts, deposit and withdrawal requests, history and statement. */
export const cashierPlugin = fp(
  async (app) => {
    const cashier = createCashierService({ db: app.db, protection: app.protection, promotions: app.promotions, now: app.now });
    app.decorate('cashier', cashier);

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
    registerCall(app, 'walletLimits', (_body, { site, player }) => cashier.limits(site, player));
    registerCall(app, 'accountSummary', (_body, { site, player }) => cashier.accountSummary(site, player));
  },
  { name: 'cashier', dependencies: ['core', 'site', 'sessions', 'protection', 'promotions'] },
);
