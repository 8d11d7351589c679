import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';
import { createAuthService } from './service.js';
import { httpGatewaySender, outboxSender } from './sms.js';
import { createTacService, type TacService } from './tac.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** players' SMS codes: the back office sends a password reset code through it */
    tac: TacService;
  }
}

export interface AuthOptions {
  /** the key TACs are hashed with */
  serverSecret: string;
}

/** Signup, TAC, login, passwords and logout (login asks player protection whether the person may play). */
export const authPlugin = fp<AuthOptions>(
  async (app, options) => {
    const { db, config, rateLimits } = app;
    const sms = config.SMS_GATEWAY_URL
      ? httpGatewaySender(db, config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN)
      : outboxSender(db);
    const tac = createTacService(db, sms, options.serverSecret, rateLimits);
    app.decorate('tac', tac);
    const auth = createAuthService({
      db,
      sessions: app.sessions,
      tac,
      protection: app.protection,
      limits: rateLimits,
      passwordLogN: config.PASSWORD_SCRYPT_LOG_N,
    });

    registerCall(app, 'signup', (body, { site, client }) => auth.signup(site, body, client));
    registerCall(app, 'tacRequestNewRegister', (body, { site, client }) =>
      auth.requestRegisterTac(site, body.account_id, client),
    );
    registerCall(app, 'tacVerify', (body, { site, client }) => auth.verifyRegistration(site, body.account_id, body.tac, client));
    registerCall(app, 'login', (body, { site, client }) => auth.login(site, body.account_id, body.password, client));
    registerCall(app, 'tacRequestLogin', (body, { site, client }) => auth.requestLoginTac(site, body.account_id, client));
    registerCall(app, 'loginTac', (body, { site, client }) => auth.loginWithTac(site, body.account_id, body.tac, client));
    registerCall(app, 'forgotPassword', (body, { site, client }) =>
      auth.forgotPassword(site, body.account_id, body.contact_phone, client),
    );
    registerCall(app, 'resetPassword', (body, { site }) =>
      auth.resetPassword(site, body.account_id, body.tac, body.new_password),
    );
    registerCall(app, 'updatePassword', (body, { player, session }) =>
      auth.updatePassword(player, session, body.password, body.new_password),
    );
    registerCall(app, 'logout', (body, { player, session }) => auth.logout(player, session, body.everywhere));
  },
  { name: 'auth', dependencies: ['core', 'site', 'sessions', 'protection'] },
);
