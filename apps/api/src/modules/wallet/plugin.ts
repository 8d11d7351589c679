import { type Currency, toMajor } from '@wl/contract';
import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';

/** The player's wallet: balance and tokens, as read with the session of the call. */
export const walletPlugin = fp(
  async (app) => {
    registerCall(app, 'getBalance', async (_body, { site, balances }) => ({
      game_balance: toMajor(balances.balance, site.currency as Currency),
      game_token: Number(balances.tokenBalance),
      currency: site.currency,
    }));
  },
  { name: 'wallet', dependencies: ['site', 'sessions'] },
);
