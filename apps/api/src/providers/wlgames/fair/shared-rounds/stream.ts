import { SHARED_ROUND_PATHS, type SharedRoundEvent, sharedRoundEventSchema, sharedSessionField } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventStreams } from '../../../../lib/event-stream.js';
import type { Demand } from './demand.js';
import type { Watcher } from './fun.js';
import { channelOf, type SharedRoundsService } from './service.js';

/** A comment line this often keeps proxies from closing a quiet stream. */
const STREAM_HEARTBEAT_MS = 15_000;

/**
 * The round's live stream to the game client: server-sent events (GET SHARED_ROUND_PATHS.stream,
 * ?session=<the game session, paid or fun>) of the session's site and game, relayed from the EventBus, so from
 * whichever instance drives the rounds or took the bet. The first event is the round as it is now
 * (`state`): a client that reconnects starts from it. Events published while that state is read
 * follow it, so none falls between the two. The stream ends with the game session. While it is
 * open, the site's rounds are wanted (demand.ts), so they run.
 */
export function sharedRoundStream(
  app: FastifyInstance,
  rounds: SharedRoundsService,
  demand: Demand,
  /** the site and game a session (paid or fun) may watch, and until when; sessionExpired for none */
  watcherOf: (session: string) => Promise<Watcher>,
): void {
  const openStream = eventStreams(app);

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      SHARED_ROUND_PATHS.stream,
      { schema: { querystring: z.object({ session: sharedSessionField }) } },
      async (request, reply) => {
        const session = await watcherOf(request.query.session);
        const unwatch = await demand.watch(session.siteId, session.game);
        const stream = openStream(reply, { retryMs: 3_000, heartbeatMs: STREAM_HEARTBEAT_MS, endsAt: session.expiresAt });
        stream.onEnd(unwatch);

        let waiting: SharedRoundEvent[] | undefined = [];
        stream.onEnd(
          app.events.subscribe(channelOf(session.siteId, session.game), (message) => {
            const event = sharedRoundEventSchema.safeParse(message);
            if (!event.success) return;
            if (waiting) waiting.push(event.data);
            else stream.send(event.data);
          }),
        );
        try {
          stream.send({ type: 'state', state: await rounds.stateOf(session.siteId, session.game) } satisfies SharedRoundEvent);
        } catch (error) {
          request.log.error({ err: error }, 'could not read the shared round for its stream');
          stream.end();
          return;
        }
        for (const event of waiting) stream.send(event);
        waiting = undefined;
      },
    );
}
