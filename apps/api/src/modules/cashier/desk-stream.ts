import { cashierDesk, roleHas } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import { auditAccessDenied, staffSessionToken } from '../../http/register-call.js';
import { eventStreams } from '../../lib/event-stream.js';
import { fail } from '../../lib/failure.js';
import { canActOnSite } from '../staff/actor.js';
import { CASHIER_EVENTS } from './service.js';

/**
 * The cashier desk's live stream: server-sent events (GET CASHIER_DESK_STREAM_PATH) relaying the
 * cashier's events of the member's sites, so the desk reads its queue again as soon as a request
 * arrives or is decided, on any instance. Signed in by the staff session cookie as every back-office
 * call is, with cashier.read. The session is checked again at each heartbeat (without counting as
 * the member's activity), so a stream ends within a heartbeat of the session's end (sign out,
 * revoked, idle) and at its absolute end; the browser's EventSource then finds it refused.
 */
export async function cashierDeskStream(app: FastifyInstance, options: { heartbeatMs?: number } = {}): Promise<void> {
  const heartbeatMs = options.heartbeatMs ?? cashierDesk.CASHIER_DESK_HEARTBEAT_SECONDS * 1000;
  const openStream = eventStreams(app);

  app.get(cashierDesk.CASHIER_DESK_STREAM_PATH, async (request, reply) => {
    const token = staffSessionToken(request);
    if (!token) fail('permissionDenied');
    const session = await app.staffIdentity.authenticateSession(token);
    if (session.member.passwordMustChange) fail('passwordChangeRequired');
    if (!roleHas(session.actor.role, 'cashier.read')) {
      // recorded as every call refused for want of a permission is
      await auditAccessDenied(app, request, session.actor, cashierDesk.CASHIER_DESK_STREAM_PATH, 'cashier.read');
      fail('forbidden');
    }
    let actor = session.actor;

    const stream = openStream(reply, {
      retryMs: 5_000,
      heartbeatMs,
      endsAt: session.expiresAt,
      stillAllowed: async () => {
        ({ actor } = await app.staffIdentity.authenticateSession(token, { keepIdle: true }));
        return roleHas(actor.role, 'cashier.read');
      },
    });
    stream.onEnd(
      app.events.subscribe(CASHIER_EVENTS, (message) => {
        const event = cashierDesk.cashierDeskEventSchema.safeParse(message);
        if (event.success && canActOnSite(actor, event.data.site_id)) stream.send(event.data);
      }),
    );
  });
}
