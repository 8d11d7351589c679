import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';
import { createMissionService, type MissionService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** also managed through the operator API */
    missions: MissionService;
  }
}

/** Missions: daily and weekly progress from the player's events, each claimed once per period. */
export const missionsPlugin = fp(
  async (app) => {
    const missions = createMissionService({ db: app.db, now: app.now });
    app.decorate('missions', missions);

    registerCall(app, 'missionList', (body, { site, player }) => missions.list(site, player, body.language));
    registerCall(app, 'missionClaim', (body, { site, player }) => missions.claim(site, player, body.language, body.mission_id));
  },
  { name: 'missions', dependencies: ['core', 'site', 'sessions'] },
);
