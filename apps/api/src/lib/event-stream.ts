import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** An open server-sent events stream: events sent as JSON, ended once by whoever comes first. */
export interface EventStream {
  send(event: unknown): void;
  end(): void;
  /** runs `cleanup` when the stream ends (at once if it already has) */
  onEnd(cleanup: () => void): void;
}

export interface EventStreamOptions {
  /** how long the browser's EventSource waits before it reconnects */
  retryMs: number;
  /** a comment line this often keeps proxies from closing a quiet stream */
  heartbeatMs: number;
  /** the stream ends then: the end of the session it was opened in */
  endsAt: Date;
  /** asked before each heartbeat; false ends the stream (a session signed out or a permission taken away meanwhile) */
  stillAllowed?: () => Promise<boolean>;
}

/**
 * Server-sent events for the routes of `app`: answers a function that takes a route's reply over
 * and opens a stream on it (the security headers every answer carries, no caching, no proxy
 * buffering), beats a heartbeat, and ends it when the client goes away, at `endsAt`, when
 * `stillAllowed` says no, or when the server closes (open streams would hold its close until their
 * clients went away).
 */
export function eventStreams(app: FastifyInstance): (reply: FastifyReply, options: EventStreamOptions) => EventStream {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  return (reply, { retryMs, heartbeatMs, endsAt, stillAllowed }) => {
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
    stream.write(`retry: ${retryMs}\n: connected\n\n`);

    const cleanups: (() => void)[] = [];
    let ended = false;
    const heartbeat = setInterval(async () => {
      try {
        if (stillAllowed && !(await stillAllowed())) return end();
      } catch {
        return end();
      }
      if (!ended) stream.write(': heartbeat\n\n');
    }, heartbeatMs);
    heartbeat.unref();
    const sessionEnd = setTimeout(() => end(), Math.max(0, endsAt.getTime() - app.now().getTime()));
    sessionEnd.unref();

    function end(): void {
      if (ended) return;
      ended = true;
      open.delete(end);
      clearInterval(heartbeat);
      clearTimeout(sessionEnd);
      for (const cleanup of cleanups.splice(0)) cleanup();
      stream.end();
    }
    open.add(end);
    // the response's close: the client went away (the request's own close comes once its body is read)
    stream.on('close', end);

    return {
      send: (event) => {
        if (!ended) stream.write(`data: ${JSON.stringify(event)}\n\n`);
      },
      end,
      onEnd: (cleanup) => {
        if (ended) cleanup();
        else cleanups.push(cleanup);
      },
    };
  };
}
