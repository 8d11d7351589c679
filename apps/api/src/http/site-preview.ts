import { PREVIEW_ELEMENT_ID, PREVIEW_PARAM } from '@wl/contract';
import type { FastifyRequest } from 'fastify';

/** Whether a site page request asks for the back office's live preview (`?wl_preview=1`). */
export function isPreviewRequest(request: FastifyRequest): boolean {
  return (request.query as Record<string, unknown> | undefined)?.[PREVIEW_PARAM] === '1';
}

/**
 * The origins of the installation's staff hosts as the browser sees this server: the back office
 * and the player sites are served by the same server, so with this request's scheme and port.
 */
export function staffOrigins(request: FastifyRequest, staffHosts: readonly string[]): string[] {
  const port = request.port ? `:${request.port}` : '';
  const host = /^[a-z0-9.-]+$/;
  return staffHosts.filter((name) => host.test(name)).map((name) => `${request.protocol}://${name}${port}`);
}

/**
 * A site's page for the preview frame: the same page, with the staff origins the app may take a
 * preview from in a data block the browser never runs, and a noindex so a search engine that
 * found the address keeps it out (docs/decisions/0151-the-live-site-preview.md).
 */
export function previewPage(page: string, origins: readonly string[]): string {
  const block = JSON.stringify({ origins }).replaceAll('<', '\\u003c');
  return page.replace(
    '</head>',
    `<meta name="robots" content="noindex"><script id="${PREVIEW_ELEMENT_ID}" type="application/json">${block}</script></head>`,
  );
}
