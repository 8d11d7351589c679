import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.js';

export function reportRoutes(app: FastifyInstance): void {
  const { reports } = app.services;
  registerCall(app, 'betHistory', (body, { site, player }) => reports.betHistory(site, player, body));
  registerCall(app, 'leaderboard', (body, { site }) => reports.leaderboard(site, body));
}
