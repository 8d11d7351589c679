import type { OutgoingHttpHeaders } from 'node:http';
import { SHARED_ROUND_PATHS, type SharedRoundEvent, sharedRoundEventSchema } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { channelOf, type SharedRoundsService } from './service.js';

/** A comment line this often keeps proxies from closing a quiet stream. */
const STREAM_HEARTBEAT_MS = 15_000;

/**
 * The round's live stream to the game client: server-sent events (GET SHARED_ROUND_PATHS.stream,
 * ?session=<the game session>) of the session's site and game, relayed from the EventBus, so from
 * whichever instance drives the rounds or took the bet. The first event is the round as it is now
 * (`state`): a client that reconnects starts from it. Events published while that state is read
 * follow it, so none falls between the two. The stream ends with the game session.
 */
export function sharedRoundStream(app: FastifyInstance, rounds: SharedRoundsService): void {
  const open = new Set<() => void>();
  // Open streams would hold the server's close until their clients went away.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      SHARED_ROUND_PATHS.stream,
      { schema: { querystring: z.object({ session: z.string().trim().min(1).max(128) }) } },
      async (request, reply) => {
        const session = await rounds.liveSession(request.query.session);
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
        stream.write('retry: 3000\n\n');
        const send = (event: SharedRoundEvent) => stream.write(`data: ${JSON.stringify(event)}\n\n`);

        let waiting: SharedRoundEvent[] | undefined = [];
        const unsubscribe = app.events.subscribe(channelOf(session.siteId, session.game), (message) => {
          const event = sharedRoundEventSchema.safeParse(message);
          if (!event.success) return;
          if (waiting) waiting.push(event.data);
          else send(event.data);
        });
        const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), STREAM_HEARTBEAT_MS);
        heartbeat.unref();
        const sessionEnd = setTimeout(() => end(), Math.max(0, session.expiresAt.getTime() - app.now().getTime()));
        sessionEnd.unref();

        function end(): void {
          if (!open.delete(end)) return;
          clearInterval(heartbeat);
          clearTimeout(sessionEnd);
          unsubscribe();
          stream.end();
        }
        open.add(end);
        // the response's close: the client went away
        stream.on('close', end);

        try {
          send({ type: 'state', state: await rounds.stateOf(session.siteId, session.game) });
        } catch (error) {
          request.log.error({ err: error }, 'could not read the shared round for its stream');
          end();
          return;
        }
        for (const event of waiting) send(event);
        waiting = undefined;
      },
    );
}
