import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { BACKOFFICE_PATH } from '@wl/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { siteDomains } from '../db/schema/index.js';
import { backofficeContentSecurityPolicy } from '../lib/csp.js';
import { backofficeDist } from '../lib/paths.js';

/** Every nonce attribute the build wrote (Vite's html.cspNonce placeholder), to be given this answer's nonce. */
const NONCE_ATTRIBUTE = /\snonce="[^"]*"/g;

function notFound(reply: FastifyReply) {
  return reply.status(404).type('text/plain').send('Not found');
}

/**
 * The back office app (apps/backoffice) at /backoffice/, only on the installation's staff hosts
 * (BACKOFFICE_HOSTS): on any other host, a player site's domain among them, everything under
 * /backoffice/ is a 404, so a site's domain never shows staff that a back office exists. Hashed
 * assets are cached for a year; the page itself is never cached, since each answer carries the
 * nonce of its own Content Security Policy; a deep link gets the page, and the app's router shows
 * the screen.
 */
export async function serveBackofficeApp(app: FastifyInstance, config: Config): Promise<void> {
  const root = backofficeDist(config.BACKOFFICE_DIST);
  const indexFile = join(root, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';
  const staffHosts = new Set(config.BACKOFFICE_HOSTS);

  await app.register(async (backoffice) => {
    backoffice.addHook('onRequest', async (request, reply) => {
      if (!staffHosts.has(request.hostname.toLowerCase())) return notFound(reply);
    });
    if (built) {
      await backoffice.register(fastifyStatic, {
        root,
        prefix: BACKOFFICE_PATH,
        decorateReply: false,
        index: false,
        wildcard: false,
        preCompressed: true,
        cacheControl: false,
        // The page is only sent with its nonce and policy (below); source maps stay on the build machine in production.
        allowedPath: (path) => path !== '/index.html' && !(config.production && path.endsWith('.map')),
        setHeaders: (response, path) => {
          const hashed = path.includes(`${sep}assets${sep}`);
          response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    }
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      // A missing file (an old chunk after a deploy) is a 404, not the app's page.
      if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) return notFound(reply);
      if (!built) return reply.status(503).type('text/plain').send('The back office is not built yet: run npm run build.');
      const nonce = randomBytes(16).toString('base64');
      // The sites' pages may be framed here for the live preview (decision 0151), with this server's scheme and port.
      const port = request.port ? `:${request.port}` : '';
      const domains = await app.db.select({ domain: siteDomains.domain }).from(siteDomains);
      const previewOrigins = domains
        .filter((row) => /^[a-z0-9.-]+$/.test(row.domain))
        .map((row) => `${request.protocol}://${row.domain}${port}`);
      return reply
        .header('content-security-policy', backofficeContentSecurityPolicy(nonce, previewOrigins))
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml.replace(NONCE_ATTRIBUTE, ` nonce="${nonce}"`));
    };
    // The router ignores trailing slashes, so the app's root (/backoffice and /backoffice/) is a route of its own.
    backoffice.get(BACKOFFICE_PATH, page);
    backoffice.get(`${BACKOFFICE_PATH}*`, page);
  });
}
