import type { FastifyInstance } from 'fastify';
import { AppFailure } from '../lib/failure.js';

/** Where in a parsed JSON value the first string holding U+0000 sits ("body" for the root). */
export function nulCharacterPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterPath(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/**
 * JSON bodies are parsed as Fastify does (prototype poisoning refused), and a body holding a NUL
 * character is refused as a validation failure of that field: PostgreSQL text cannot store U+0000,
 * so it would otherwise fail in SQL as a 500. A JSON text can only carry one as the \u0000 escape,
 * so bodies without that escape skip the walk.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const text = String(raw);
    parseJson(request, text, (error, body) => {
      if (error) return done(error, undefined);
      const field = text.includes('\\u0000') ? nulCharacterPath(body) : undefined;
      if (field) return done(new AppFailure('validationFailed', { errors: [{ field, key: 'invalid' }] }), undefined);
      done(null, body);
    });
  });
}
