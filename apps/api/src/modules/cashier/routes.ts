import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.js';

export function cashierRoutes(app: FastifyInstance): void {
  const { cashier } = app.services;

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
}
