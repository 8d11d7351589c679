import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';
import { createSessionService, type SessionService } from './sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** authenticates every player call */
    sessions: SessionService;
  }
}

/** An address shortened to its network (203.0.113.x, 2001:db8:1::), enough to recognise, not to locate. */
export function networkOf(ip: string): string {
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}::`;
  const parts = ip.split('.');
  return parts.length === 4 ? `${parts.slice(0, 3).join('.')}.x` : '';
}

/** Player sessions: the lookup behind every player call, and the player's list of live sessions. */
export const sessionsPlugin = fp(
  async (app) => {
    const sessions = createSessionService(app.db, {
      idleMinutes: app.config.SESSION_IDLE_MINUTES,
      maxHours: app.config.SESSION_MAX_HOURS,
    });
    app.decorate('sessions', sessions);

    registerCall(app, 'sessions', async (_body, { player, session }) => ({
      value: (await sessions.listLive(player.id)).map((live) => ({
        current: live.id === session.id,
        created_at: live.createdAt.toISOString(),
        last_seen_at: live.lastSeenAt.toISOString(),
        ip: networkOf(live.ip),
        user_agent: live.userAgent,
      })),
    }));
  },
  { name: 'sessions', dependencies: ['core', 'site'] },
);
