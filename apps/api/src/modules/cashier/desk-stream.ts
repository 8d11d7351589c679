import type { OutgoingHttpHeaders } from 'node:http';
import { cashierDesk, roleHas } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import { auditAccessDenied, staffSessionToken } from '../../http/register-call.js';
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
  const open = new Set<() => void>();
  // Open streams would hold the server's close until their clients went away.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

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

    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      // the security headers every answer carries, set on the reply before it was taken over
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and other proxies would otherwise hold the events back in their buffers
      'x-accel-buffering': 'no',
    });
    stream.write('retry: 5000\n: connected\n\n');

    const unsubscribe = app.events.subscribe(CASHIER_EVENTS, (message) => {
      const event = cashierDesk.cashierDeskEventSchema.safeParse(message);
      if (event.success && canActOnSite(actor, event.data.site_id)) stream.write(`data: ${JSON.stringify(event.data)}\n\n`);
    });
    const heartbeat = setInterval(async () => {
      try {
        ({ actor } = await app.staffIdentity.authenticateSession(token, { keepIdle: true }));
        if (!roleHas(actor.role, 'cashier.read')) end();
        else stream.write(': heartbeat\n\n');
      } catch {
        end();
      }
    }, heartbeatMs);
    const sessionEnd = setTimeout(() => end(), Math.max(0, session.expiresAt.getTime() - app.now().getTime()));

    function end(): void {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      clearTimeout(sessionEnd);
      unsubscribe();
      stream.end();
    }
    open.add(end);
    // the response's close: the client went away (the request's own close comes once its body is read)
    stream.on('close', end);
  });
}
