import { type Currency, toMajor } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.js';

/** An address shortened to its network (203.0.113.x, 2001:db8:1::), enough to recognise, not to locate. */
export function networkOf(ip: string): string {
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}::`;
  const parts = ip.split('.');
  return parts.length === 4 ? `${parts.slice(0, 3).join('.')}.x` : '';
}

export function authRoutes(app: FastifyInstance): void {
  const { auth, vip } = app.services;

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

  registerCall(app, 'getBalance', async (_body, { site, balances }) => ({
    game_balance: toMajor(balances.balance, site.currency as Currency),
    game_token: Number(balances.tokenBalance),
    currency: site.currency,
  }));

  registerCall(app, 'vip', (_body, { site, player }) => vip.progress(site, player));

  registerCall(app, 'sessions', async (_body, { player, session }) => ({
    value: (await app.services.sessions.listLive(player.id)).map((live) => ({
      current: live.id === session.id,
      created_at: live.createdAt.toISOString(),
      last_seen_at: live.lastSeenAt.toISOString(),
      ip: networkOf(live.ip),
      user_agent: live.userAgent,
    })),
  }));
}
