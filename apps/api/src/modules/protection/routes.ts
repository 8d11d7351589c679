import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.js';

export function protectionRoutes(app: FastifyInstance): void {
  const { protection } = app.services;

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
}
