import { type Currency, toMajor } from '@wl/contract';
import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';
import { type AdjustmentService, createAdjustmentService } from './adjustments.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** manual balance adjustments with four eyes, for the operator API and the back office */
    adjustments: AdjustmentService;
  }
}

/** The player's wallet: balance and tokens, as read with the session of the call; staff adjustments. */
export const walletPlugin = fp(
  async (app) => {
    registerCall(
      app,
      'getBalance',
      async (_body, { site, balances }) => ({
        game_balance: toMajor(balances.balance, site.currency as Currency),
        game_token: Number(balances.tokenBalance),
        currency: site.currency,
      }),
      { showsOnly: true },
    );

    const adjustments = createAdjustmentService({ db: app.db, approvals: app.approvals });
    app.decorate('adjustments', adjustments);
    app.approvals.register('adjustment', {
      apply: (approval, _decider, tx) => adjustments.applyApproved(approval, tx),
    });
  },
  { name: 'wallet', dependencies: ['site', 'sessions', 'staff'] },
);
