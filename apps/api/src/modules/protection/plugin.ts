import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';
import { createProtectionService, type ProtectionService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** asked by login, the cashier and the operator whether a person may play or deposit */
    protection: ProtectionService;
  }
}

/** Player protection: deposit limits, reality check, time-out and self-exclusion. */
export const protectionPlugin = fp(
  async (app) => {
    const protection = createProtectionService({ db: app.db, sessions: app.sessions, now: app.now });
    app.decorate('protection', protection);

    registerCall(app, 'protectionGet', async (_body, { site, player }) => ({ value: await protection.state(site, player) }));
    registerCall(app, 'depositLimitSet', async (body, { site, player }) => ({
      value: await protection.setDepositLimit(site, player, body),
    }));
    registerCall(app, 'realityCheckSet', async (body, { site, player }) => ({
      value: await protection.setRealityCheck(site, player, body.interval_minutes),
    }));
    registerCall(app, 'sessionSummary', (_body, { site, player, session }) => protection.sessionSummary(site, player, session));
    registerCall(app, 'timeOut', (body, { player }) => protection.timeOut(player, body.hours));
    registerCall(app, 'selfExclude', (body, { player }) => protection.selfExclude(player, body.period));
  },
  { name: 'protection', dependencies: ['core', 'site', 'sessions'] },
);
