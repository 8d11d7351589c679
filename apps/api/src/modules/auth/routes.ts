import { type Currency, toMajor } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.js';
import { getWallet } from '../wallet/service.js';

export function authRoutes(app: FastifyInstance): void {
  const { auth, vip, db } = app.services;

  registerCall(app, 'signup', (body, { site, client }) => auth.signup(site, body, client));
  registerCall(app, 'tacRequestNewRegister', (body, { site, client }) => auth.requestRegisterTac(site, body.account_id, client));
  registerCall(app, 'tacVerify', (body, { site, client }) => auth.verifyRegistration(site, body.account_id, body.tac, client));
  registerCall(app, 'login', (body, { site, client }) => auth.login(site, body.account_id, body.password, client));
  registerCall(app, 'tacRequestLogin', (body, { site, client }) => auth.requestLoginTac(site, body.account_id, client));
  registerCall(app, 'loginTac', (body, { site, client }) => auth.loginWithTac(site, body.account_id, body.tac, client));
  registerCall(app, 'forgotPassword', (body, { site, client }) =>
    auth.forgotPassword(site, body.account_id, body.contact_phone, client),
  );
  registerCall(app, 'resetPassword', (body, { site }) => auth.resetPassword(site, body.account_id, body.tac, body.new_password));
  registerCall(app, 'updatePassword', (body, { player, session }) =>
    auth.updatePassword(player, session, body.password, body.new_password),
  );
  registerCall(app, 'logout', (body, { player, session }) => auth.logout(player, session, body.everywhere));

  registerCall(app, 'getBalance', async (_body, { site, player }) => {
    const wallet = await getWallet(db, player.id);
    return {
      game_balance: toMajor(wallet.balance, site.currency as Currency),
      game_token: Number(wallet.tokenBalance),
      currency: site.currency,
    };
  });

  registerCall(app, 'vip', (_body, { site, player }) => vip.progress(site, player));
}
