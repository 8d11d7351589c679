import type { FastifyRequest } from 'fastify';
import { namesCredential } from './credentials.js';

/** In a URL the brackets of '[redacted]' would be percent-encoded. */
const REDACTED = 'redacted';

/** The URL with the value of every credential query parameter replaced, for logs. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = new URLSearchParams(url.slice(start + 1));
  const credentials = [...new Set(query.keys())].filter(namesCredential);
  if (credentials.length === 0) return url;
  for (const name of credentials) query.set(name, REDACTED);
  return `${url.slice(0, start)}?${query}`;
}

/**
 * Fastify's logger with its own request serializer (the fields of Fastify's default one), so no
 * token in a request URL reaches the log; `stream` is where the lines go (stdout by default).
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
