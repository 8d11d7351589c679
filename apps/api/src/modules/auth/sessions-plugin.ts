import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';
import { createSessionService, PLAYER_CHANGES_CHANNEL, type SessionService } from './sessions.js';

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

/**
 * Player sessions: the lookup behind every player call, its cache for the calls that only show,
 * fed by the database's change feed and the other instances' wallet changes, and the player's
 * list of live sessions.
 */
export const sessionsPlugin = fp(
  async (app) => {
    const sessions = createSessionService(app.db, {
      idleMinutes: app.config.SESSION_IDLE_MINUTES,
      maxHours: app.config.SESSION_MAX_HOURS,
      events: app.events,
      now: () => app.now().getTime(),
    });
    app.decorate('sessions', sessions);
    const stopFollowing = sessions.followWalletsMoved();
    const stopListening = await app.listenToDatabase(PLAYER_CHANGES_CHANNEL, {
      message: (playerId) => sessions.playerChanged(Number(playerId)),
      connected: () => sessions.changeFeed.up(),
      lost: () => {
        sessions.changeFeed.down();
        app.log.warn('the database change feed is lost: get_balance reads the database until it is back');
      },
    });
    app.addHook('onClose', async () => {
      stopFollowing();
      await stopListening();
    });

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
